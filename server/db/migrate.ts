// Numbered SQL migrations (server/db/migrations/NNN_name.sql), applied in order, each in
// its own transaction, and recorded in schema_migrations so each runs once per database.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './index';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
  const numbers = files.map((f) => f.slice(0, 3));
  const clash = numbers.find((n, i) => numbers.indexOf(n) !== i);
  if (clash) throw new Error(`Two migrations share the number ${clash}: renumber one`);
  return files;
}

/**
 * Held (a transaction-scoped advisory lock) while a migration or the seed runs, so processes
 * started together on one PostgreSQL take turns: the second finds the work done (docs/scaling.md).
 */
export const STARTUP_LOCK = 'select pg_advisory_xact_lock(72616001)';

/**
 * How long a statement of the start-up work may run, over the pool's few seconds: a migration
 * on a large table, or the wait for another process's migrations and seed.
 */
export const STARTUP_TIMEOUT = { timeoutMs: 10 * 60_000 };

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  if (db.kind === 'pg') {
    // Two processes' `create table if not exists` at once can still collide on PostgreSQL's catalogue.
    await db.tx(async (tx) => {
      await tx.query(STARTUP_LOCK);
      await tx.query('create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())');
    }, STARTUP_TIMEOUT);
  } else {
    await db.exec('create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())');
  }
  const done = new Set((await db.query<{ id: string }>('select id from schema_migrations')).rows.map((r) => r.id));
  const applied: string[] = [];
  for (const file of migrationFiles(dir)) {
    if (done.has(file)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    if (db.kind === 'pglite') {
      // PGlite's exec runs the multi-statement file; wrap it so a failure leaves nothing.
      await db.exec(`begin;\n${sql}\ninsert into schema_migrations (id) values ('${file}');\ncommit;`).catch(async (e) => {
        await db.exec('rollback').catch(() => {});
        throw new Error(`Migration ${file} failed: ${(e as Error).message}`);
      });
    } else {
      const ran = await db.tx(async (tx) => {
        await tx.query(STARTUP_LOCK);
        // Another process may have applied it while this one waited for the lock.
        if (await tx.one('select 1 from schema_migrations where id = $1', [file])) return false;
        await tx.query(sql);
        await tx.query('insert into schema_migrations (id) values ($1)', [file]);
        return true;
      }, STARTUP_TIMEOUT);
      if (!ran) continue;
    }
    applied.push(file);
  }
  return applied;
}
