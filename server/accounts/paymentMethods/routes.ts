// /api/v1/profile/paymentmethod: list, get, add (POST { token }),
// set default (PUT /{id}/setdefault), remove (DELETE /{id}). Signed-in only, own cards only.
import { Hono } from 'hono';
import { AddPaymentMethodSchema } from '../../../shared/schemas/paymentMethods';
import { MANAGE_CARDS, portalOnly } from '../../auth/embedScope';
import { currentUser, requireUser } from '../../auth/middleware';
import type { AppEnv } from '../../http/env';
import { answerOnce } from '../../http/idempotency';
import { list, noContent, ok } from '../../http/respond';
import { idParam, input } from '../../http/validate';
import * as cards from './service';

export const paymentMethodRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/', async (c) => {
    const items = await cards.listPaymentMethods(c.get('deps').db, currentUser(c));
    return list(c, items, items.length);
  })
  .get('/:id', async (c) => ok(c, await cards.getPaymentMethod(c.get('deps').db, currentUser(c), idParam(c))))
  // Reading the cards is for paying anywhere; changing them stays on the portal's own site.
  // The same Idempotency-Key again (a retry after a lost answer, with a new token for the same
  // card) is answered the card it saved, not saved twice.
  .post('/', portalOnly(MANAGE_CARDS), input('json', AddPaymentMethodSchema), async (c) => {
    const user = currentUser(c);
    const answer = await answerOnce(c, 'card', 'add a card', () => cards.addPaymentMethod(c.get('deps').db, c.get('deps').payments, user, c.req.valid('json')));
    return ok(c, answer.body, answer.status);
  })
  .put('/:id/setdefault', portalOnly(MANAGE_CARDS), async (c) => ok(c, await cards.setDefaultPaymentMethod(c.get('deps').db, currentUser(c), idParam(c))))
  .delete('/:id', portalOnly(MANAGE_CARDS), async (c) => {
    await cards.removePaymentMethod(c.get('deps').db, c.get('deps').payments, currentUser(c), idParam(c));
    return noContent(c);
  });
