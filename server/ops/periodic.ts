// A job the server process runs every few minutes (the subscriptions' payments, the reminders):
// one run at a time, a failure logged and retried at the next tick, and a stop that waits for
// a run under way, so a shutdown closes the database only after it.
import { log } from './log';

/** Runs `job` now and every `everyMs`; returns the stop. */
export function runPeriodically(name: string, job: () => Promise<unknown>, everyMs: number): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= (async () => {
      try {
        await job();
      } catch (error) {
        // A run cut short by the shutdown closing the pool is not a failure worth a log line.
        if (!/closed|after calling end/i.test(String((error as Error)?.message))) log.error({ err: error }, `${name} failed`);
      } finally {
        running = undefined;
      }
    })();
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
