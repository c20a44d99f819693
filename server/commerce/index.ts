// Commerce (shop catalogue, baskets, orders, subscriptions, one-off payments, fundraiser
// donations): mounted on the app in one call, seeded in one step.
import type { Hono } from 'hono';
import type { SeedStep } from '../db/seed';
import type { AppEnv } from '../http/env';

export function mountCommerce(_app: Hono<AppEnv>): void {}

export const commerceSeedStep: SeedStep = { name: 'commerce', async run() {} };
