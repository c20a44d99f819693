// Versions of what cached answers are made from. A scope names one such thing:
// 'slots:<clinic>' (its bookings, holds, clinicians and hours, and its group's types and
// species), 'content:<group>', 'shop:<group>', 'booking:<group>' (the booking flow's start:
// clinics, species, texts). Triggers (migration 016) bump a scope's version in the same
// transaction as any change to its rows, whoever writes them: the API, a script, an admin's
// SQL. An answer kept in memory is sent only while its scope's version is the one it was made
// under (server/cache/answers.ts).
import type { Db, Queryable } from '../db/index';

export interface Versions {
  of(scope: string): Promise<string>;
}

/**
 * Read for every call: on PostgreSQL other processes write too. Calls for one scope that
 * arrive before its next read is sent share that read (sent on the next turn of the event
 * loop): each call still sees every write committed before it arrived, which is all "at once"
 * can mean, and a burst of views costs one read, not one each.
 */
export function readVersions(db: Queryable): Versions {
  const unsent = new Map<string, Promise<string>>();
  const read = async (scope: string) => {
    const { rows } = await db.query<{ version: string }>(VERSION_READ, [scope]);
    return rows[0]!.version;
  };
  return {
    of(scope) {
      let next = unsent.get(scope);
      if (!next) {
        next = new Promise<void>((sent) => setImmediate(sent)).then(() => {
          unsent.delete(scope); // from here on, a new call waits for a read sent after it came
          return read(scope);
        });
        unsent.set(scope, next);
      }
      return next;
    },
  };
}

/**
 * Counted from the triggers' notifications: the embedded database has no writer but this
 * process, and PGlite delivers a notification before the writing statement returns, so the
 * count is exact with no read per call.
 */
export function notifiedVersions(db: Pick<Db, 'listen'>): Versions {
  const counts = new Map<string, number>();
  const listening = db.listen!(VERSION_CHANNEL, (scope) => void counts.set(scope, (counts.get(scope) ?? 0) + 1));
  return {
    async of(scope) {
      await listening;
      return String(counts.get(scope) ?? 0);
    },
  };
}

/**
 * A scope's version as SQL, for the scope named by `param`: the sum of its stripes (migration
 * 021), each bumped by its own connections. A write that must see a version unchanged (a
 * booking's catalogue) compares it in its own statement.
 */
export const versionOf = (param: string) => `(select coalesce(sum(version), 0)::text from cache_versions where scope = ${param})`;
export const VERSION_READ = `select ${versionOf('$1')} as version`;

/** The channel migration 016's bump_cache_version notifies. */
export const VERSION_CHANNEL = 'cache_versions';

const byDb = new WeakMap<Db, Versions>();

/** Whether versions are the `cache_versions` rows (PostgreSQL), which SQL can compare, or counted notifications (PGlite). */
export const versionsAreRead = (db: Db) => !db.listen;

/** One source per database (tests run several apps in one process), as the driver allows. */
export function versionsFor(db: Db): Versions {
  let versions = byDb.get(db);
  if (!versions) byDb.set(db, (versions = versionsAreRead(db) ? readVersions(db) : notifiedVersions(db)));
  return versions;
}
