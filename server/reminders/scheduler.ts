// Runs the reminder jobs (appointmentReminders.ts, vaccinationReminders.ts) on an interval,
// like the subscription scheduler: tests call runDueReminders with their own clock; the server
// process starts startReminderScheduler. Every server process may run it: each reminder's key
// is claimed in the transaction that queues it, so it is queued once.
import type { Deps } from '../http/env';
import { log } from '../ops/log';
import { queueAppointmentReminders } from './appointmentReminders';
import { queueVaccinationReminders } from './vaccinationReminders';

export async function runDueReminders(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, now: Date): Promise<{ appointments: string[]; vaccinations: string[] }> {
  const appointments = await queueAppointmentReminders(deps.db, deps.mailer, deps.config, now);
  const vaccinations = await queueVaccinationReminders(deps.db, deps.mailer, deps.config, now);
  return { appointments, vaccinations };
}

/** Every `everyMs` (default 5 minutes); a run never overlaps the previous one. Resolves its stop once a run under way ends. */
export function startReminderScheduler(deps: Deps, options: { everyMs?: number } = {}): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= (async () => {
      try {
        await runDueReminders(deps, deps.now());
      } catch (error) {
        if (!/closed|after calling end/i.test(String((error as Error)?.message))) log.error({ err: error }, 'Reminder run failed');
      } finally {
        running = undefined;
      }
    })();
  };
  const timer = setInterval(tick, options.everyMs ?? 5 * 60_000);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
