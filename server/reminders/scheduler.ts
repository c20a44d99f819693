// Runs the reminder jobs (appointmentReminders.ts, vaccinationReminders.ts, and the clinics'
// daily digests of online bookings, desk/digest.ts) on an interval,
// like the subscription scheduler: tests call runDueReminders with their own clock; the server
// process starts startReminderScheduler. Every server process may run it: each reminder's key
// is claimed in the transaction that queues it, so it is queued once.
import type { Deps } from '../http/env';
import { runPeriodically } from '../ops/periodic';
import { queueAppointmentReminders } from './appointmentReminders';
import { queueVaccinationReminders } from './vaccinationReminders';
import { queueClinicDigests } from '../desk/digest';

export async function runDueReminders(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  now: Date,
): Promise<{ appointments: string[]; vaccinations: string[]; digests: string[] }> {
  const appointments = await queueAppointmentReminders(deps.db, deps.mailer, deps.config, now);
  const vaccinations = await queueVaccinationReminders(deps.db, deps.mailer, deps.config, now);
  const digests = await queueClinicDigests(deps.db, deps.mailer, deps.config, now);
  return { appointments, vaccinations, digests };
}

/** Every `everyMs` (default 5 minutes); a run never overlaps the previous one. Resolves its stop once a run under way ends. */
export function startReminderScheduler(deps: Deps, options: { everyMs?: number } = {}): () => Promise<void> {
  return runPeriodically('Reminder run', () => runDueReminders(deps, deps.now()), options.everyMs ?? 5 * 60_000);
}
