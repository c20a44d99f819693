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
import { answerOnce } from '../../http/idempotency';
import { list, noContent, ok } from '../../http/respond';
import { idParam, input } from '../../http/validate';
import { PageQuerySchema } from '../validation';
import * as subscriptions from './service';

const BasketIdBody = v.looseObject({ basketId: v.optional(v.unknown()), basket: v.optional(v.nullable(v.looseObject({ id: v.optional(v.unknown()) }))) });
/** The profile's create names its basket in the body (basketId, or basket.id). */
const CreateWithBasket = v.intersect([CreateSubscriptionSchema, BasketIdBody]);

/** `delete: true` (or deleted, isDeleted) cancels; anything else is the edit, judged by its rules. */
const SubscriptionChange = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    if (isCancelRequest(dataset.value)) return { cancel: true as const };
    const edit = v.safeParse(UpdateSubscriptionSchema, dataset.value);
    if (edit.success) return { cancel: false as const, edit: edit.output };
    for (const issue of edit.issues) addIssue({ message: issue.message, path: issue.path });
    return NEVER;
  }),
);

// The same Idempotency-Key again (a retry after a lost answer) is answered the subscription it
// made, not "that basket is taken" by the client's own first request.
export const basketSubscriptionRoutes = new Hono<AppEnv>().post('/:basketId/subscription', requireUser, input('json', CreateSubscriptionSchema), async (c) => {
  const user = currentUser(c);
  const basketId = c.req.param('basketId');
  const given = c.req.valid('json');
  const answer = await answerOnce(c, 'subscription', { basketId, given }, () =>
    subscriptions.createSubscription(c.get('deps').db, user, basketId, given, c.get('deps').now()),
  );
  return ok(c, answer.body, answer.status);
});

export const subscriptionRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/', input('query', PageQuerySchema), async (c) => {
    const { items, total } = await subscriptions.listSubscriptions(c.get('deps').db, currentUser(c), c.req.valid('query'));
    return list(c, items, total);
  })
  .get('/:id', async (c) => ok(c, await subscriptions.getSubscription(c.get('deps').db, currentUser(c), idParam(c))))
  .get('/:id/history', input('query', PageQuerySchema), async (c) => {
    const { items, total } = await subscriptions.subscriptionHistory(c.get('deps').db, currentUser(c), idParam(c), c.req.valid('query'));
    return list(c, items, total);
  })
  .post('/', input('json', CreateWithBasket), async (c) => {
    const given = c.req.valid('json');
    const basketId = given.basketId ?? given.basket?.id;
    if (typeof basketId !== 'string') throw notFound('That basket was not found.');
    const answer = await answerOnce(c, 'subscription', { basketId, given }, () =>
      subscriptions.createSubscription(c.get('deps').db, currentUser(c), basketId, given, c.get('deps').now()),
    );
    return ok(c, answer.body, answer.status);
  })
  .put('/:id', input('json', SubscriptionChange), async (c) => {
    const user = currentUser(c);
    const id = idParam(c);
    const change = c.req.valid('json');
    if (change.cancel) return ok(c, await subscriptions.cancelSubscription(c.get('deps').db, user, id, c.get('deps').now()));
    return ok(c, await subscriptions.updateSubscription(c.get('deps').db, user, id, change.edit, c.get('deps').now()));
  })
  .delete('/:id', async (c) => {
    await subscriptions.cancelSubscription(c.get('deps').db, currentUser(c), idParam(c), c.get('deps').now());
    return noContent(c);
  });
