// Appointments and the slot engine: mounted on the app in one call, seeded in one step.
import type { Hono } from 'hono';
import type { SeedStep } from '../db/seed';
import type { AppEnv } from '../http/env';

export function mountAppointments(_app: Hono<AppEnv>): void {}

export const appointmentsSeedStep: SeedStep = { name: 'appointments', async run() {} };
