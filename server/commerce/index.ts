// Commerce (shop catalogue, baskets, orders, subscriptions, one-off payments, fundraiser
// donations): mounted on the app in one call, seeded in one step. Rules: docs/commerce.md.
import type { Hono } from 'hono';
import type { SeedStep } from '../db/seed';
import type { AppEnv } from '../http/env';
import { basketRoutes } from './basket/routes';
import { seedCommerce } from './seed';
import { shopRoutes } from './shop/routes';

export function mountCommerce(app: Hono<AppEnv>): void {
  app.route('/api/v1/shop', shopRoutes);
  app.route('/api/v1/basket', basketRoutes);
}

export const commerceSeedStep: SeedStep = {
  name: 'commerce',
  async run(db) {
    await seedCommerce(db);
  },
};
