// Orders: POST /api/v1/basket/{basketId}/order places one (signed in or
// guest, with an optional Idempotency-Key header); GET /api/v1/profile/order (offset, limit →
// data.items, data.total) and GET /api/v1/profile/order/{id} show the signed-in customer's own.
import { Hono } from 'hono';
import { orderSchemaFor } from '../../../shared/schemas/checkout';
import { currentUser, requireUser } from '../../auth/middleware';
import type { AppEnv } from '../../http/env';
import { notFound } from '../../http/errors';
import { list, ok } from '../../http/respond';
import { checked, idParam, json, query } from '../../http/validate';
import { idempotencyKey } from '../idempotency';
import { PageQuerySchema } from '../validation';
import { placeOrder } from './checkout';
import { listOrders, orderById, ORDER_NOT_FOUND } from './store';

export const checkoutRoutes = new Hono<AppEnv>().post('/:basketId/order', async (c) => {
  const deps = c.get('deps');
  const vetId = c.get('vetId');
  const user = c.get('user');
  const key = idempotencyKey(c);
  const input = checked(orderSchemaFor(user !== undefined), await json(c));
  const answer = await placeOrder(
    { db: deps.db, gateway: deps.payments, mailer: deps.mailer, now: deps.now() },
    vetId,
    user,
    c.req.param('basketId'),
    input,
    key,
  );
  return ok(c, answer.body, answer.status);
});

export const orderRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/', async (c) => {
    const user = currentUser(c);
    const page = query(c, PageQuerySchema);
    const { items, total } = await listOrders(c.get('deps').db, user.vetId, user.id, page);
    return list(c, items, total);
  })
  .get('/:id', async (c) => {
    const user = currentUser(c);
    const order = await orderById(c.get('deps').db, user.vetId, idParam(c), user.id);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return ok(c, order);
  });
