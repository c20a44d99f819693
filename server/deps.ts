// Everything the app, its routes and the subscription scheduler use, built once per process
// (server/index.ts) or per test app: the database, the config, the mailer, the clock and the
// payment gateway (Stripe with STRIPE_SECRET_KEY, else the offline stand-in whose cards live in
// the database). One gateway per Deps: the card saved at /profile/paymentmethod is the card
// an order, a one-off payment or the scheduler charges.
import type { Deps } from './http/env';
import { createGateway } from './payments/index';
import { dbStandinStore } from './payments/dbStandinStore';

export function createDeps(parts: Omit<Deps, 'payments'> & Partial<Pick<Deps, 'payments'>>): Deps {
  const payments =
    parts.payments ??
    createGateway({
      stripeSecretKey: parts.config.stripeSecretKey,
      stripePublishableKey: parts.config.stripePublishableKey,
      standinStore: dbStandinStore(parts.db),
      now: parts.now,
      killAfterCharge: parts.config.killAfterCharge,
    });
  return { ...parts, payments };
}
