// Account resources of part 1 (pets, species, lookup, notifications, feedback, entry share,
// payment methods): mounted on the app in one call, seeded in one step.
import type { Hono } from 'hono';
import type { SeedStep } from '../db/seed';
import type { AppEnv } from '../http/env';

export function mountAccounts(_app: Hono<AppEnv>): void {}

export const accountsSeedStep: SeedStep = { name: 'accounts', async run() {} };
