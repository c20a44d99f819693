// /api/v1/admin/donation ("Donation upsert"; admin roles are not shown, so
// the resource is the caller's own): POST places one (signed in or guest; optional
// Idempotency-Key), PUT /{id} (or PUT with the id in the body) moves the pickup or cancels an
// unpaid one, GET lists and GET /{id} shows the signed-in customer's own.
import { Hono } from 'hono';
import * as v from 'valibot';
import { DonationSchema, UpdateDonationSchema } from '../../../shared/schemas/donation';
import { currentUser, requireUser } from '../../auth/middleware';
import { contentStoreOf } from '../../content/source';
import type { AppEnv } from '../../http/env';
import { notFound } from '../../http/errors';
import { list, ok } from '../../http/respond';
import { body, checked, idParam, json, query } from '../../http/validate';
import { idempotencyKey } from '../idempotency';
import { PageQuerySchema } from '../validation';
import * as donations from './service';

const BodyId = v.object({ id: v.optional(v.unknown()) });

export const donationRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const key = idempotencyKey(c);
    const input = await body(c, DonationSchema);
    const deps = c.get('deps');
    const answer = await donations.createDonation(
      { db: deps.db, content: contentStoreOf(deps), gateway: deps.payments, mailer: deps.mailer, now: deps.now() },
      c.get('vetId'),
      c.get('user'),
      input,
      key,
    );
    return ok(c, answer.body, answer.status);
  })
  .get('/', requireUser, async (c) => {
    const { items, total } = await donations.listDonations(c.get('deps').db, contentStoreOf(c.get('deps')), currentUser(c), query(c, PageQuerySchema));
    return list(c, items, total);
  })
  .get('/:id', requireUser, async (c) => ok(c, await donations.getDonation(c.get('deps').db, contentStoreOf(c.get('deps')), currentUser(c), idParam(c))))
  .put('/:id', requireUser, async (c) => {
    const input = await body(c, UpdateDonationSchema);
    return ok(c, await donations.updateDonation(c.get('deps').db, contentStoreOf(c.get('deps')), currentUser(c), idParam(c), input, c.get('deps').now()));
  })
  .put('/', requireUser, async (c) => {
    const raw = await json(c);
    const { id } = checked(BodyId, raw);
    const numeric = typeof id === 'number' ? id : typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : NaN;
    if (!Number.isInteger(numeric) || numeric < 1) throw notFound(donations.DONATION_NOT_FOUND);
    return ok(
      c,
      await donations.updateDonation(
        c.get('deps').db,
        contentStoreOf(c.get('deps')),
        currentUser(c),
        numeric,
        checked(UpdateDonationSchema, raw),
        c.get('deps').now(),
      ),
    );
  });
