// Orders: POST /api/v1/basket/{basketId}/order places one (signed in or
// guest, with an optional Idempotency-Key header); GET /api/v1/profile/order (offset, limit →
// data.items, data.total) and GET /api/v1/profile/order/{id} show the signed-in customer's own;
// GET /api/v1/basket/order/{id}?receipt= shows an order to the browser that placed it
// (receipt.ts), so the thank-you survives a reload, a guest's too.
import { Hono } from 'hono';
import * as v from 'valibot';
import { orderSchemaFor } from '../../../shared/schemas/checkout';
import { currentUser, requireUser } from '../../auth/middleware';
import type { AppEnv } from '../../http/env';
import { notFound } from '../../http/errors';
import { list, ok } from '../../http/respond';
import { idParam, input } from '../../http/validate';
import { idempotencyKey } from '../../http/idempotency';
import { PageQuerySchema } from '../validation';
import { placeOrder } from './checkout';
import { listOrders, orderById, ORDER_NOT_FOUND } from './store';
import { receiptFor, receiptMatches } from './receipt';

export const checkoutRoutes = new Hono<AppEnv>()
  // A guest's order carries the contact details a signed-in one takes from the account.
  .post(
    '/:basketId/order',
    input('json', (c) => orderSchemaFor(c.get('user') !== undefined)),
    async (c) => {
      const deps = c.get('deps');
      const vetId = c.get('vetId');
      const user = c.get('user');
      const key = idempotencyKey(c);
      const answer = await placeOrder(
        { db: deps.db, gateway: deps.payments, mailer: deps.mailer, now: deps.now() },
        vetId,
        user,
        c.req.param('basketId'),
        c.req.valid('json'),
        key,
      );
      const placed = answer.body as { id?: unknown };
      const receipt = answer.status === 201 && typeof placed.id === 'number' ? { receipt: receiptFor(deps.config.jwtSecret, vetId, placed.id) } : {};
      return ok(c, { ...placed, ...receipt }, answer.status);
    },
  )
  .get('/order/:id', input('query', v.object({ receipt: v.optional(v.string(), '') })), async (c) => {
    const { db, config } = c.get('deps');
    const vetId = c.get('vetId');
    const raw = c.req.param('id');
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    const { receipt } = c.req.valid('query');
    // A wrong receipt and an unknown order answer alike: nothing says the order exists.
    const order = receiptMatches(config.jwtSecret, vetId, id, receipt) ? await orderById(db, vetId, id) : undefined;
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return ok(c, order);
  })
  // The order an Idempotency-Key made for this basket: a checkout reloaded (or opened in another
  // tab) after its answer was lost asks this before it offers to pay again. The same caller
  // only (the account, or a guest holding the basket id and the key); else the usual 404.
  .get('/:basketId/order', async (c) => {
    const { db, config } = c.get('deps');
    const vetId = c.get('vetId');
    const key = idempotencyKey(c);
    const made = key
      ? await db.one<{ id: number }>(
          `select id from orders where vet_id = $1 and basket_id::text = $2 and idempotency_key = $3 and user_id is not distinct from $4`,
          [vetId, c.req.param('basketId'), key, c.get('user')?.id ?? null],
        )
      : undefined;
    const order = made && (await orderById(db, vetId, made.id));
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return ok(c, { ...order, receipt: receiptFor(config.jwtSecret, vetId, order.id) });
  });

export const orderRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/', input('query', PageQuerySchema), async (c) => {
    const user = currentUser(c);
    const { items, total } = await listOrders(c.get('deps').db, user.vetId, user.id, c.req.valid('query'));
    return list(c, items, total);
  })
  .get('/:id', async (c) => {
    const user = currentUser(c);
    const order = await orderById(c.get('deps').db, user.vetId, idParam(c), user.id);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return ok(c, order);
  });
