// Numbered SQL migrations (server/db/migrations/NNN_name.sql), applied in order, each in
// its own transaction, and recorded in schema_migrations so each runs once per database.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './index';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  const files = readdirSync(dir).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
  const numbers = files.map((f) => f.slice(0, 3));
  const clash = numbers.find((n, i) => numbers.indexOf(n) !== i);
  if (clash) throw new Error(`Two migrations share the number ${clash}: renumber one`);
  return files;
}

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec('create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())');
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
      await db.tx(async (tx) => {
        await tx.query(sql);
        await tx.query('insert into schema_migrations (id) values ($1)', [file]);
      });
    }
    applied.push(file);
  }
  return applied;
}
