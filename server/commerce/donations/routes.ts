// /api/v1/admin/donation ("Donation upsert"; admin roles are not shown, so
// the resource is the caller's own): POST places one (signed in or guest; optional
// Idempotency-Key), PUT /{id} (or PUT with the id in the body) moves the pickup or cancels an
// unpaid one, GET lists and GET /{id} shows the signed-in customer's own.
import { Hono } from 'hono';
import { DonationSchema, UpdateDonationSchema } from '../../../shared/schemas/donation';
import { currentUser, requireUser } from '../../auth/middleware';
import { contentStoreOf } from '../../content/source';
import type { AppEnv } from '../../http/env';
import { notFound } from '../../http/errors';
import { list, ok } from '../../http/respond';
import { idParam, input } from '../../http/validate';
import { idempotencyKey } from '../../http/idempotency';
import { PageQuerySchema } from '../validation';
import * as donations from './service';

export const donationRoutes = new Hono<AppEnv>()
  .post('/', input('json', DonationSchema), async (c) => {
    const key = idempotencyKey(c);
    const deps = c.get('deps');
    const answer = await donations.createDonation(
      { db: deps.db, content: contentStoreOf(deps), gateway: deps.payments, mailer: deps.mailer, now: deps.now() },
      c.get('vetId'),
      c.get('user'),
      c.req.valid('json'),
      key,
    );
    return ok(c, answer.body, answer.status);
  })
  .get('/', requireUser, input('query', PageQuerySchema), async (c) => {
    const { items, total } = await donations.listDonations(c.get('deps').db, contentStoreOf(c.get('deps')), currentUser(c), c.req.valid('query'));
    return list(c, items, total);
  })
  .get('/:id', requireUser, async (c) => ok(c, await donations.getDonation(c.get('deps').db, contentStoreOf(c.get('deps')), currentUser(c), idParam(c))))
  .put('/:id', requireUser, input('json', UpdateDonationSchema), async (c) => {
    const id = idParam(c);
    return ok(c, await donations.updateDonation(c.get('deps').db, contentStoreOf(c.get('deps')), currentUser(c), id, c.req.valid('json'), c.get('deps').now()));
  })
  // The id may come in the body instead of the path.
  .put('/', requireUser, input('json', UpdateDonationSchema), async (c) => {
    const given = c.req.valid('json');
    const { id } = given;
    const numeric = typeof id === 'number' ? id : typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : NaN;
    if (!Number.isInteger(numeric) || numeric < 1) throw notFound(donations.DONATION_NOT_FOUND);
    return ok(c, await donations.updateDonation(c.get('deps').db, contentStoreOf(c.get('deps')), currentUser(c), numeric, given, c.get('deps').now()));
  });
