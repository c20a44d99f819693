// Backups of everything the product keeps, and putting one back: the server's data folder
// (DATA_DIR: the embedded PGlite database, the kept secrets), the PostgreSQL database when
// DATABASE_URL names one (pg_dump's custom format: the API's tables, pet photos included, and
// the CMS's `cms` schema when the CMS shares the database), and the CMS's uploaded media
// (CMS_MEDIA_DIR, default cms/data/media) when that folder exists.
//
// A backup is a folder: backup.json (what it holds), data/ (DATA_DIR, without its lock file),
// database.dump (PostgreSQL) and cms-media/. The embedded database belongs to one process
// (server/db/dataDirLock.ts): a backup or restore takes the data folder's lock itself, so it
// refuses while a server runs on it and no server can start on it meanwhile; its files are
// then still, and copied as they are. pg_dump reads one snapshot, so a PostgreSQL backup runs
// beside the servers; a restore replaces the database in one transaction and refuses while
// anything else is connected to it.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { LOCK_FILE, lockDataDir } from '../../server/db/dataDirLock';

export const FORMAT = 1;
const MANIFEST = 'backup.json';
const DUMP = 'database.dump';

export interface Settings {
  dataDir: string;
  databaseUrl?: string;
  /** The CMS's uploaded media; left out when the folder does not exist. */
  cmsMediaDir: string;
}

export interface Manifest {
  format: number;
  made: string;
  database: 'pglite' | 'postgresql';
  /** What the backup holds beside backup.json. */
  parts: ('data' | 'database' | 'cms-media')[];
}

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

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
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} failed: ${err.trim() || `exit ${code}`}`))));
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
    const manifest: Manifest = { format: FORMAT, made: new Date().toISOString(), database, parts };
    // Written last: a folder without it is a backup that did not finish.
    writeFileSync(join(into, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } catch (error) {
    rmSync(into, { recursive: true, force: true });
    throw error;
  }
}

/** The backup's manifest, checked against its files; throws saying what is wrong. */
export function readBackup(from: string): Manifest {
  const path = join(from, MANIFEST);
  if (!existsSync(path)) throw new Error(`${from} is not a finished backup (no ${MANIFEST}).`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch {
    throw new Error(`${path} cannot be read as JSON.`);
  }
  if (manifest.format !== FORMAT) throw new Error(`${from} is a backup in format ${String(manifest.format)}; this version reads format ${FORMAT}.`);
  const needs = { data: 'data', database: DUMP, 'cms-media': 'cms-media' } as const;
  for (const part of manifest.parts ?? []) if (!existsSync(join(from, needs[part]))) throw new Error(`${from} is incomplete: ${needs[part]} is missing.`);
  if (manifest.database === 'pglite' && !existsSync(join(from, 'data/pglite'))) throw new Error(`${from} is incomplete: data/pglite is missing.`);
  return manifest;
}

/** Replaces `target`'s entries named in `source` with `source`'s, putting them back if a copy fails. */
function replaceEntries(source: string, target: string, keep: (name: string) => boolean = () => false) {
  mkdirSync(target, { recursive: true });
  const aside = join(target, `.replaced-${process.pid}`);
  const names = readdirSync(source).filter((name) => !keep(name));
  rmSync(aside, { recursive: true, force: true });
  mkdirSync(aside);
  const moved: string[] = [];
  try {
    for (const name of names)
      if (existsSync(join(target, name))) {
        renameSync(join(target, name), join(aside, name));
        moved.push(name);
      }
    for (const name of names) cpSync(join(source, name), join(target, name), { recursive: true, preserveTimestamps: true });
  } catch (error) {
    for (const name of names) if (!moved.includes(name)) rmSync(join(target, name), { recursive: true, force: true });
    for (const name of moved) {
      rmSync(join(target, name), { recursive: true, force: true });
      renameSync(join(aside, name), join(target, name));
    }
    rmSync(aside, { recursive: true, force: true });
    throw error;
  }
  rmSync(aside, { recursive: true, force: true });
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
    child.once('exit', (code) => (code === 0 ? done(out) : fail(new Error(`${dump} cannot be read by pg_restore: ${err.trim()}`))));
  });
  // "123; 2615 16390 SCHEMA - cms postgres"
  return [...list.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+)/gm)].map((m) => m[1]!);
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function restoreDatabase(databaseUrl: string, dump: string) {
  const schemas = ['public', ...(await dumpedSchemas(dump)).filter((s) => s !== 'public')];
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
  // One transaction: the schemas the backup holds are emptied and filled again, or, when any
  // statement fails, the database is left as it was. Tables a later version added go too.
  const drop = `${schemas.map((s) => `drop schema if exists ${quoteIdent(s)} cascade;`).join(' ')} create schema public;`;
  const sql = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dump], { stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  sql.stderr.on('data', (b: Buffer) => (err += b.toString()));
  const produced = new Promise<void>((done, fail) => sql.once('exit', (code) => (code === 0 ? done() : fail(new Error(`pg_restore failed: ${err.trim()}`)))));
  await Promise.all([
    run('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', `--dbname=${databaseUrl}`, '--command', drop, '--file=-'], {
      stdin: sql.stdout,
    }),
    produced,
  ]);
}

/** Puts a backup back: the data folder's entries it holds, the database, the CMS media. */
export async function restore(settings: Settings, from: string): Promise<Manifest> {
  const manifest = readBackup(from);
  if (manifest.database === 'postgresql' && !settings.databaseUrl)
    throw new Error(`${from} holds a PostgreSQL database: set DATABASE_URL to the database to restore it into.`);
  if (manifest.database === 'pglite' && settings.databaseUrl)
    throw new Error(`${from} holds the embedded database: unset DATABASE_URL to restore it into DATA_DIR (${settings.dataDir}).`);
  if (manifest.parts.includes('database')) await dumpedSchemas(join(from, DUMP));
  const lock = takeDataDir(settings.dataDir);
  try {
    if (manifest.parts.includes('database')) await restoreDatabase(settings.databaseUrl!, join(from, DUMP));
    replaceEntries(join(from, 'data'), settings.dataDir, (name) => name === LOCK_FILE);
  } finally {
    lock.release();
  }
  if (manifest.parts.includes('cms-media')) {
    // The media folder is the backup's: files uploaded since are removed with the rest.
    if (existsSync(settings.cmsMediaDir) && statSync(settings.cmsMediaDir).isDirectory()) rmSync(settings.cmsMediaDir, { recursive: true });
    cpSync(join(from, 'cms-media'), settings.cmsMediaDir, { recursive: true, preserveTimestamps: true });
  }
  return manifest;
}
