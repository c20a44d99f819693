// Each reminder is queued once: its key is claimed in reminders_sent in the transaction that
// puts its message into the outbox, so a rerun, or a second server process running the job at
// the same time, queues nothing more. The outbox's sender then sends it once.
import type { Conn, Db } from '../db/index';

/**
 * For each due reminder, in a transaction of its own: claims its key, then `queue` puts its
 * message into the outbox, answering false when there is nothing to send after all (the key
 * stays claimed). Returns the keys queued.
 */
export async function queueOnce<T extends { vet_id: string }>(
  db: Db,
  now: Date,
  due: readonly T[],
  keyOf: (due: T) => string,
  queue: (tx: Conn, due: T) => Promise<boolean>,
): Promise<string[]> {
  const queued: string[] = [];
  for (const reminder of due) {
    const key = keyOf(reminder);
    const done = await db.tx(async (tx) => {
      const claimed = await tx.one('insert into reminders_sent (vet_id, key, created_at) values ($1, $2, $3) on conflict do nothing returning key', [
        reminder.vet_id,
        key,
        now,
      ]);
      return claimed !== undefined && (await queue(tx, reminder));
    });
    if (done) queued.push(key);
  }
  return queued;
}
