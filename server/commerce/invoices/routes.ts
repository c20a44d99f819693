// Pay Online: POST /api/v1/profile/oneoffpayment (signed in: reference,
// amount, paymentMethodID) and POST /api/v1/profile/anonymous/oneoffpayment (reference, amount,
// email, name, token). Both take an optional Idempotency-Key header.
import { Hono } from 'hono';
import { AnonymousOneOffPaymentSchema, OneOffPaymentSchema } from '../../../shared/schemas/payOnline';
import { currentUser, requireUser } from '../../auth/middleware';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/respond';
import { body } from '../../http/validate';
import { idempotencyKey } from '../idempotency';
import { payOnline } from './service';

export const oneOffPaymentRoutes = new Hono<AppEnv>().post('/', requireUser, async (c) => {
  const user = currentUser(c);
  const key = idempotencyKey(c);
  const input = await body(c, OneOffPaymentSchema);
  const deps = c.get('deps');
  const answer = await payOnline({ db: deps.db, gateway: deps.payments, mailer: deps.mailer, now: deps.now() }, c.get('vetId'), { user, input }, key);
  return ok(c, answer.body, answer.status);
});

export const anonymousOneOffPaymentRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const key = idempotencyKey(c);
  const input = await body(c, AnonymousOneOffPaymentSchema);
  const deps = c.get('deps');
  const answer = await payOnline({ db: deps.db, gateway: deps.payments, mailer: deps.mailer, now: deps.now() }, c.get('vetId'), { input }, key);
  return ok(c, answer.body, answer.status);
});
