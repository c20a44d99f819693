// Account resources of part 1 (pets, species, lookup, notifications, feedback, entry share,
// payment methods): mounted on the app in one call, seeded in one step. Rules: docs/accounts.md.
import type { Hono } from 'hono';
import type { SeedStep } from '../db/seedStep';
import type { AppEnv } from '../http/env';
import { entryRoutes } from './entries/routes';
import { feedbackRoutes } from './feedback/routes';
import { lookupRoutes } from './lookup/routes';
import { notificationRoutes } from './notifications/routes';
import { cardFrameRoutes } from './paymentMethods/cardFrameRoutes';
import { configRoutes, standinRoutes } from './paymentMethods/cardSetupRoutes';
import { paymentMethodRoutes } from './paymentMethods/routes';
import { petRoutes } from './pets/routes';
import { seedAccounts } from './seed';
import { speciesRoutes } from './species/routes';

export function mountAccounts(app: Hono<AppEnv>): void {
  app.route('/api/v2/species', speciesRoutes);
  app.route('/api/v1/pet', petRoutes);
  app.route('/api/v1/notification', notificationRoutes);
  app.route('/api/v1/lookup', lookupRoutes);
  app.route('/api/v1/entry', entryRoutes);
  app.route('/api/v1/feedback', feedbackRoutes);
  app.route('/api/v1/profile/paymentmethod', paymentMethodRoutes);
  app.route('/api/v1/config', configRoutes);
  app.route('/stripe-standin', standinRoutes);
  app.route('/pay', cardFrameRoutes);
}

export const accountsSeedStep: SeedStep = { name: 'accounts', run: seedAccounts };
