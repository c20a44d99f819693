// Forms and onboarding (contact, enquiry, sheep vaccine order, registration, linked
// accounts): mounted on the app in one call, seeded in one step. Rules: docs/forms.md.
import type { Hono } from 'hono';
import type { SeedStep } from '../db/seedStep';
import type { AppEnv } from '../http/env';
import { contactRoutes } from './contact/routes';
import { newsletterPages, newsletterRoutes } from './newsletter/routes';
import { linkedAccountRoutes } from './linked-accounts/routes';
import { seedPmsClients } from './linked-accounts/seed';
import { registrationRoutes, setPasswordRoutes } from './registration/routes';
import { sheepVaccineOrderRoutes } from './sheep-vaccine-order/routes';

export { runDueLinkJobs, startLinkJobRunner } from './linked-accounts/job';

export function mountForms(app: Hono<AppEnv>): void {
  // More specific first: the order form lives under the contact path.
  app.route('/api/v1/contact/sheepvaccinesorderform', sheepVaccineOrderRoutes);
  app.route('/api/v1/contact', contactRoutes);
  app.route('/api/v1/newsletter', newsletterRoutes);
  app.route('/newsletter', newsletterPages);
  // Registration is anonymous. It shares /api/v1/profile with the signed-in profile routes,
  // so it must be mounted before them (see docs/forms.md).
  app.route('/api/v1/profile', registrationRoutes);
  app.route('/auth/set-password', setPasswordRoutes);
  app.route('/api/v2/linked-account', linkedAccountRoutes);
}

export const formsSeedStep: SeedStep = {
  name: 'forms',
  async run(db) {
    await seedPmsClients(db);
  },
};
