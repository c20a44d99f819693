// Pay Online: POST /api/v1/profile/oneoffpayment (signed in: reference,
// amount, paymentMethodID) and POST /api/v1/profile/anonymous/oneoffpayment (reference, amount,
// email, name, token). Both take an optional Idempotency-Key header.
import { Hono } from 'hono';
import { AnonymousOneOffPaymentSchema, OneOffPaymentSchema } from '../../../shared/schemas/payOnline';
import { currentUser, requireUser } from '../../auth/middleware';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/respond';
import { input } from '../../http/validate';
import { idempotencyKey } from '../../http/idempotency';
import { payOnline } from './service';

export const oneOffPaymentRoutes = new Hono<AppEnv>().post('/', requireUser, input('json', OneOffPaymentSchema), async (c) => {
  const user = currentUser(c);
  const key = idempotencyKey(c);
  const given = c.req.valid('json');
  const deps = c.get('deps');
  const answer = await payOnline({ db: deps.db, gateway: deps.payments, mailer: deps.mailer, now: deps.now() }, c.get('vetId'), { user, input: given }, key);
  return ok(c, answer.body, answer.status);
});

export const anonymousOneOffPaymentRoutes = new Hono<AppEnv>().post('/', input('json', AnonymousOneOffPaymentSchema), async (c) => {
  const key = idempotencyKey(c);
  const given = c.req.valid('json');
  const deps = c.get('deps');
  const answer = await payOnline({ db: deps.db, gateway: deps.payments, mailer: deps.mailer, now: deps.now() }, c.get('vetId'), { input: given }, key);
  return ok(c, answer.body, answer.status);
});
