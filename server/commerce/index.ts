// Commerce (shop catalogue, baskets, orders, subscriptions, one-off payments, fundraiser
// donations): mounted on the app in one call, seeded in one step. Rules: docs/commerce.md.
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { SeedStep } from '../db/seedStep';
import type { AppEnv } from '../http/env';
import { basketRoutes } from './basket/routes';
import { donationRoutes } from './donations/routes';
import { anonymousOneOffPaymentRoutes, oneOffPaymentRoutes } from './invoices/routes';
import { checkoutRoutes, orderRoutes } from './orders/routes';
import { basketSubscriptionRoutes, subscriptionRoutes } from './subscriptions/routes';
import { seedCommerce } from './seed';
import { shopRoutes } from './shop/routes';

export function mountCommerce(app: Hono<AppEnv>): void {
  app.route('/api/v1/shop', shopRoutes);
  app.route('/api/v1/basket', basketRoutes);
  app.route('/api/v1/basket', checkoutRoutes);
  app.route('/api/v1/basket', basketSubscriptionRoutes);
  app.route('/api/v1/profile/order', orderRoutes);
  app.route('/api/v1/profile/subscription', subscriptionRoutes);
  app.route('/api/v1/profile/oneoffpayment', oneOffPaymentRoutes);
  app.route('/api/v1/profile/anonymous/oneoffpayment', anonymousOneOffPaymentRoutes);
  app.route('/api/v1/admin/donation', donationRoutes);
}

// The subscription scheduler runs in the server process, not per app (tests call
// runDueSubscriptions with their own clock): server/index.ts starts it after createApp.
export { runDueSubscriptions, startSubscriptionScheduler } from './subscriptions/scheduler';

export const commerceSeedStep: SeedStep = {
  name: 'commerce',
  async run(db, { root }) {
    await seedCommerce(db, join(root, 'demo/seed'));
  },
};
