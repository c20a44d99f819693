// Backups of everything the product keeps, and putting one back: the server's data folder
// (DATA_DIR: the embedded PGlite database, the kept secrets), the PostgreSQL database when
// DATABASE_URL names one (pg_dump's custom format: the API's tables, pet photos included, and
// the CMS's `cms` schema when the CMS shares the database), and the CMS's uploaded media
// (CMS_MEDIA_DIR, default cms/data/media) when that folder exists.
//
// A backup is a folder: data/ (DATA_DIR, without its lock file), database.dump (PostgreSQL),
// cms-media/, and backup.json, written last, with the size and SHA-256 of every file
// (scripts/backup/manifest.ts). The embedded database belongs to one process
// (server/db/dataDirLock.ts): a backup takes the data folder's lock itself, so it refuses while
// a server runs on it and no server can start on it meanwhile; its files are then still, and
// copied as they are. pg_dump reads one snapshot, so a PostgreSQL backup runs beside the servers.
//
// A restore changes nothing until it knows the backup is whole and works: every checksum
// matches, the data folder is rebuilt beside DATA_DIR and its database opened and queried,
// the dump is read by pg_restore. Only then are the folders swapped in by renames, what they
// replaced kept beside them, and the PostgreSQL database replaced in one transaction that
// checks the restored tables before it commits; it refuses while anything else is connected.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { LOCK_FILE, lockDataDir } from '../../server/db/dataDirLock';
import { verifyBackup, writeManifest, type Manifest } from './manifest';
import { besidePath, swapIn } from './swap';

export type { Manifest } from './manifest';
const DUMP = 'database.dump';

export interface Settings {
  dataDir: string;
  databaseUrl?: string;
  /** The CMS's uploaded media; left out when the folder does not exist. */
  cmsMediaDir: string;
}

/** A restore that stopped before it changed anything. */
export class Refused extends Error {}

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);
const oneLine = (text: string) => text.trim().replace(/\s*\n\s*/g, ' ');

/** The same settings the server and the CMS read (README's settings table). */
export function settingsFrom(env: NodeJS.ProcessEnv, root = process.cwd()): Settings {
  const cmsData = nonEmpty(env.CMS_DATA_DIR) ?? join(root, 'cms/data');
  return {
    dataDir: resolve(root, nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    cmsMediaDir: resolve(root, nonEmpty(env.CMS_MEDIA_DIR) ?? join(cmsData, 'media')),
  };
}

/** Runs a command, failing with what it printed on stderr. */
function run(command: string, args: string[], options: { stdin?: NodeJS.ReadableStream } = {}): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: [options.stdin ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (b: Buffer) => (err += b.toString()));
    if (options.stdin) options.stdin.pipe(child.stdin!);
    child.once('error', (error) => fail(new Error(`${command}: ${error.message}`)));
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} failed: ${oneLine(err) || `exit ${code}`}`))));
  });
}

/** The data folder for this process alone, or a message saying which server has it. */
function takeDataDir(dataDir: string) {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    throw new Error(`${(error as Error).message} Stop it first: the embedded database is copied while no server has it open.`, { cause: error });
  }
}

const dataEntries = (dataDir: string, database: Manifest['database']) =>
  existsSync(dataDir) ? readdirSync(dataDir).filter((name) => name !== LOCK_FILE && !(database === 'postgresql' && name === 'pglite')) : [];

/** Makes a backup in a new folder `into` and returns its manifest. */
export async function backup(settings: Settings, into: string): Promise<Manifest> {
  if (existsSync(into)) throw new Error(`${into} already exists: name a new folder for the backup.`);
  const database = settings.databaseUrl ? 'postgresql' : 'pglite';
  if (database === 'pglite' && !existsSync(join(settings.dataDir, 'pglite')))
    throw new Error(`There is no embedded database in ${settings.dataDir} (DATA_DIR). Set DATA_DIR, or DATABASE_URL for PostgreSQL.`);
  mkdirSync(into, { recursive: true });
  const parts: Manifest['parts'] = [];
  try {
    const lock = database === 'pglite' ? takeDataDir(settings.dataDir) : undefined;
    try {
      mkdirSync(join(into, 'data'));
      for (const name of dataEntries(settings.dataDir, database))
        cpSync(join(settings.dataDir, name), join(into, 'data', name), { recursive: true, preserveTimestamps: true });
      parts.push('data');
    } finally {
      lock?.release();
    }
    if (settings.databaseUrl) {
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(into, DUMP)}`, `--dbname=${settings.databaseUrl}`]);
      parts.push('database');
    }
    if (existsSync(settings.cmsMediaDir)) {
      cpSync(settings.cmsMediaDir, join(into, 'cms-media'), { recursive: true, preserveTimestamps: true });
      parts.push('cms-media');
    }
    // Checksums of the copies as written, so a restore verifies what is in the backup.
    return await writeManifest(into, { made: new Date().toISOString(), database, parts });
  } catch (error) {
    rmSync(into, { recursive: true, force: true });
    throw error;
  }
}

/** The backup's manifest once every file is there as it was written; throws saying what is wrong. */
async function readBackup(from: string): Promise<Manifest> {
  const manifest = await verifyBackup(from);
  const needs = { data: 'data', database: DUMP, 'cms-media': 'cms-media' } as const;
  for (const part of manifest.parts) if (!existsSync(join(from, needs[part]))) throw new Error(`${from} is incomplete: ${needs[part]} is missing.`);
  if (manifest.database === 'pglite' && !existsSync(join(from, 'data/pglite'))) throw new Error(`${from} is incomplete: data/pglite is missing.`);
  return manifest;
}

/** Schemas the dump creates, besides public (the CMS's). */
async function dumpedSchemas(dump: string): Promise<string[]> {
  const list = await new Promise<string>((done, fail) => {
    const child = spawn('pg_restore', ['--list', dump], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    child.once('error', (error) => fail(new Error(`pg_restore: ${error.message}`)));
    child.once('exit', (code) => (code === 0 ? done(out) : fail(new Error(`${dump} cannot be read by pg_restore: ${oneLine(err)}`))));
  });
  // "123; 2615 16390 SCHEMA - cms postgres"
  return [...list.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+)/gm)].map((m) => m[1]!);
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Fails the restore's transaction unless the tables the server's migrations make came back. */
const CHECK_RESTORED = `do $$ begin
  if to_regclass('public.schema_migrations') is null then raise exception 'the restored database has no schema_migrations table'; end if;
  if not exists (select 1 from public.schema_migrations) then raise exception 'the restored database has no applied migrations'; end if;
end $$;`;

/** Throws when anything else is connected to the database: a restore would pull it from under it. */
async function refuseOtherConnections(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    if (rows[0]!.n > 0)
      throw new Error(
        `${rows[0]!.n} other connection(s) to the database are open: stop every server process (and the CMS, when it shares the database) before restoring.`,
      );
  } finally {
    await client.end();
  }
}

async function restoreDatabase(databaseUrl: string, dump: string) {
  const schemas = ['public', ...(await dumpedSchemas(dump)).filter((s) => s !== 'public')];
  await refuseOtherConnections(databaseUrl);
  // One transaction: the schemas the backup holds are emptied and filled again, or, when any
  // statement fails, the database is left as it was. Tables a later version added go too.
  // Notices (each table the drop cascades to) would bury the one line that says what failed.
  const drop = `set client_min_messages = warning; ${schemas.map((s) => `drop schema if exists ${quoteIdent(s)} cascade;`).join(' ')} create schema public;`;
  const sql = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dump], { stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  sql.stderr.on('data', (b: Buffer) => (err += b.toString()));
  const produced = new Promise<void>((done, fail) => sql.once('exit', (code) => (code === 0 ? done() : fail(new Error(`pg_restore failed: ${oneLine(err)}`)))));
  const psql = ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--set=VERBOSITY=terse', '--single-transaction', `--dbname=${databaseUrl}`];
  await Promise.all([run('psql', [...psql, '--command', drop, '--file=-', '--command', CHECK_RESTORED], { stdin: sql.stdout }), produced]);
}

/** Opens the embedded database in dataDir and reads a table the migrations make: what a server does first. */
async function testOpen(dataDir: string, from: string) {
  try {
    // Loaded here: PGlite takes a second to load, which a refused restore need not wait for.
    const { openDb } = await import('../../server/db/index');
    const db = await openDb({ dataDir, databasePoolSize: 1 });
    try {
      const row = await db.one<{ n: number }>('select count(*)::int as n from schema_migrations');
      if (!row || row.n === 0) throw new Error('no migrations are recorded in it');
    } finally {
      await db.close();
    }
  } catch (error) {
    throw new Refused(`the database in ${from} does not open: ${oneLine(String((error as Error).message ?? error))}`, { cause: error });
  }
}

/** Runs fn, turning what it throws into a Refused: it changes nothing. */
async function refusing<T>(fn: () => T | Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw error instanceof Refused ? error : new Refused((error as Error).message, { cause: error });
  }
}

/**
 * Puts a backup back: the data folder, the database, the CMS media. Returns its manifest and
 * the folders it replaced, kept beside their old places.
 */
export async function restore(settings: Settings, from: string): Promise<{ manifest: Manifest; keptAside: string[] }> {
  const manifest = await refusing(async () => {
    const manifest = await readBackup(from);
    if (manifest.database === 'postgresql' && !settings.databaseUrl)
      throw new Error(`${from} holds a PostgreSQL database: set DATABASE_URL to the database to restore it into.`);
    if (manifest.database === 'pglite' && settings.databaseUrl)
      throw new Error(`${from} holds the embedded database: unset DATABASE_URL to restore it into DATA_DIR (${settings.dataDir}).`);
    if (manifest.parts.includes('database')) {
      await dumpedSchemas(join(from, DUMP));
      // Asked again just before the database is replaced; asked here so nothing is swapped first.
      await refuseOtherConnections(settings.databaseUrl!);
    }
    return manifest;
  });
  const lock = await refusing(() => takeDataDir(settings.dataDir));
  const staged: string[] = [];
  const keptAside: string[] = [];
  try {
    // The new data folder: the backup's entries, and those of the current one it does not hold.
    const data = await refusing(async () => {
      const data = besidePath(settings.dataDir, 'restoring');
      staged.push(data);
      mkdirSync(data, { recursive: true });
      for (const name of readdirSync(join(from, 'data'))) cpSync(join(from, 'data', name), join(data, name), { recursive: true, preserveTimestamps: true });
      for (const name of readdirSync(settings.dataDir))
        if (name !== LOCK_FILE && !existsSync(join(data, name)))
          cpSync(join(settings.dataDir, name), join(data, name), { recursive: true, preserveTimestamps: true });
      if (manifest.database === 'pglite') await testOpen(data, from);
      // Held by this process from the moment it becomes DATA_DIR until the restore ends.
      lockDataDir(data);
      return data;
    });
    const media = await refusing(() => {
      if (!manifest.parts.includes('cms-media')) return undefined;
      const media = besidePath(settings.cmsMediaDir, 'restoring');
      staged.push(media);
      mkdirSync(dirname(media), { recursive: true });
      cpSync(join(from, 'cms-media'), media, { recursive: true, preserveTimestamps: true });
      return media;
    });

    const dataSwap = await refusing(() => swapIn(data, settings.dataDir));
    if (manifest.parts.includes('database'))
      await refusing(async () => {
        try {
          await restoreDatabase(settings.databaseUrl!, join(from, DUMP));
        } catch (error) {
          dataSwap.undo(data);
          throw error;
        }
      });
    staged.splice(staged.indexOf(data), 1);
    if (dataSwap.keptAside) {
      rmSync(join(dataSwap.keptAside, LOCK_FILE), { force: true });
      // A DATA_DIR that held nothing (made by the lock just now) is not worth keeping.
      if (readdirSync(dataSwap.keptAside).length === 0) rmSync(dataSwap.keptAside, { recursive: true });
      else keptAside.push(dataSwap.keptAside);
    }
    if (media) {
      // The media folder becomes the backup's: files uploaded since are in the one kept aside.
      const mediaSwap = swapIn(media, settings.cmsMediaDir);
      staged.splice(staged.indexOf(media), 1);
      if (mediaSwap.keptAside) keptAside.push(mediaSwap.keptAside);
    }
  } finally {
    // The lock was taken on the old folder's path, which now holds the restored one.
    lock.release();
    for (const path of staged) rmSync(path, { recursive: true, force: true });
  }
  return { manifest, keptAside };
}
