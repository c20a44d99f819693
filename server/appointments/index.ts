// Appointments and the slot engine: mounted on the app in one call, seeded in one step.
// Rules (slots, holds, the double-booking constraint, statuses, time zone): docs/appointments.md.
import type { Hono } from 'hono';
import type { SeedStep } from '../db/seedStep';
import type { AppEnv } from '../http/env';
import { manageBookingRoutes } from './manage/routes';
import { appointmentRoutes, classicAppointmentRoutes } from './routes';
import { seedAppointments } from './seed';

export function mountAppointments(app: Hono<AppEnv>): void {
  app.route('/api/v2/appointment/manage', manageBookingRoutes);
  app.route('/api/v2/appointment', appointmentRoutes);
  app.route('/api/v1/appointment', classicAppointmentRoutes);
}

export const appointmentsSeedStep: SeedStep = {
  name: 'appointments',
  async run(db) {
    await seedAppointments(db);
  },
};
