// Subscriptions, signed-in only:
//   POST /api/v1/basket/{basketId}/subscription     create from a basket
//   GET  /api/v1/profile/subscription               offset, limit → data.items, data.total
//   GET  /api/v1/profile/subscription/{id}          one
//   GET  /api/v1/profile/subscription/{id}/history  its orders → data.items, data.total
//   POST /api/v1/profile/subscription               create (the form values with basketId)
//   PUT  /api/v1/profile/subscription/{id}          save the edit view or the list's toggle; `delete: true` cancels
//   DELETE /api/v1/profile/subscription/{id}        cancel (204)
import { Hono } from 'hono';
import * as v from 'valibot';
import { CreateSubscriptionSchema, UpdateSubscriptionSchema, isCancelRequest } from '../../../shared/schemas/subscriptions';
import { currentUser, requireUser } from '../../auth/middleware';
import type { AppEnv } from '../../http/env';
import { notFound } from '../../http/errors';
import { list, noContent, ok } from '../../http/respond';
import { checked, idParam, json, query } from '../../http/validate';
import { PageQuerySchema } from '../validation';
import * as subscriptions from './service';

const BasketIdBody = v.looseObject({ basketId: v.optional(v.unknown()), basket: v.optional(v.nullable(v.looseObject({ id: v.optional(v.unknown()) }))) });

export const basketSubscriptionRoutes = new Hono<AppEnv>().post('/:basketId/subscription', requireUser, async (c) => {
  const user = currentUser(c);
  const input = checked(CreateSubscriptionSchema, await json(c));
  return ok(c, await subscriptions.createSubscription(c.get('deps').db, user, c.req.param('basketId'), input, c.get('deps').now()), 201);
});

export const subscriptionRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/', async (c) => {
    const { items, total } = await subscriptions.listSubscriptions(c.get('deps').db, currentUser(c), query(c, PageQuerySchema));
    return list(c, items, total);
  })
  .get('/:id', async (c) => ok(c, await subscriptions.getSubscription(c.get('deps').db, currentUser(c), idParam(c))))
  .get('/:id/history', async (c) => {
    const { items, total } = await subscriptions.subscriptionHistory(c.get('deps').db, currentUser(c), idParam(c), query(c, PageQuerySchema));
    return list(c, items, total);
  })
  .post('/', async (c) => {
    const raw = await json(c);
    const input = checked(CreateSubscriptionSchema, raw);
    const ids = checked(BasketIdBody, raw);
    const basketId = ids.basketId ?? ids.basket?.id;
    if (typeof basketId !== 'string') throw notFound('That basket was not found.');
    return ok(c, await subscriptions.createSubscription(c.get('deps').db, currentUser(c), basketId, input, c.get('deps').now()), 201);
  })
  .put('/:id', async (c) => {
    const user = currentUser(c);
    const id = idParam(c);
    const raw = await json(c);
    if (isCancelRequest(raw)) return ok(c, await subscriptions.cancelSubscription(c.get('deps').db, user, id, c.get('deps').now()));
    const input = checked(UpdateSubscriptionSchema, raw);
    return ok(c, await subscriptions.updateSubscription(c.get('deps').db, user, id, input, c.get('deps').now()));
  })
  .delete('/:id', async (c) => {
    await subscriptions.cancelSubscription(c.get('deps').db, currentUser(c), idParam(c), c.get('deps').now());
    return noContent(c);
  });
