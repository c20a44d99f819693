// Liveness and readiness apart. GET /api/health says the process answers (its shape is what
// monitors and the test suites already read). GET /api/ready says this process can serve now:
// the database answers, every migration this code knows is applied, and it is not draining
// for a shutdown. A load balancer takes a process out while it answers 503; the answer names
// the check that failed and nothing of why (no error text, no host names).
import type { Handler } from 'hono';
import type { Db } from '../db/index';
import { migrationFiles } from '../db/migrate';
import type { AppEnv } from '../http/env';
import type { Logger } from 'pino';
import { log } from './log';

/** A database slower than this is not ready, whatever it would answer later. */
const CHECK_TIMEOUT_MS = 2_000;

export type ReadyCheck = 'database' | 'migrations' | 'draining';

export const NOT_READY: Record<ReadyCheck, string> = {
  database: 'The database is not answering.',
  migrations: 'The database is not up to date with this version.',
  draining: 'The server is shutting down.',
};

async function migrationsApplied(db: Db, known: string[]): Promise<boolean> {
  const row = await db.one<{ n: number }>('select count(*)::int as n from schema_migrations where id = any($1::text[])', [known]);
  return row?.n === known.length;
}

/** Where the probe asks. Its 503s are answers, not failures: the request log keeps them at info. */
export const READY_PATH = '/api/ready';

export function readiness(db: Db, draining: () => boolean, logger: Logger = log, known: string[] = migrationFiles()): Handler<AppEnv> {
  // A probe asks every few seconds: an outage is one error line when it starts and one info
  // line when it ends, not a line per probe. The shutdown logs its own draining.
  let last: ReadyCheck | undefined;
  const changed = (failed: ReadyCheck | undefined) => {
    if (failed === last || failed === 'draining') return;
    last = failed;
    if (failed === undefined) logger.info('Ready again');
    else logger.error({ failed }, `Not ready: ${NOT_READY[failed]}`);
  };
  return async (c) => {
    let failed: ReadyCheck | undefined;
    if (draining()) failed = 'draining';
    else {
      const checked = await Promise.race([
        migrationsApplied(db, known).then(
          (upToDate): ReadyCheck | undefined => (upToDate ? undefined : 'migrations'),
          // No schema_migrations table at all: the database is there, its tables are not.
          (error: { code?: string }): ReadyCheck => (error?.code === '42P01' ? 'migrations' : 'database'),
        ),
        new Promise<ReadyCheck>((done) => setTimeout(() => done('database'), CHECK_TIMEOUT_MS).unref()),
      ]);
      failed = checked;
    }
    changed(failed);
    c.header('cache-control', 'no-store');
    if (failed) return c.json({ success: false, message: NOT_READY[failed], failed }, 503);
    return c.json({ success: true, data: { status: 'ready' } });
  };
}
