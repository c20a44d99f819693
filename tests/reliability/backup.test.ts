// `npm run backup` and `npm run restore` (scripts/backup/archive.ts) on the embedded database
// and on PostgreSQL: a backup of a real server's data (a booking, a pet photo, a CMS upload),
// the data changed, the backup restored, and every table and file is exactly as it was. Both
// refuse while a server holds the data: a PGlite folder's lock, PostgreSQL's open connections.
// A damaged backup (a file truncated, altered or left out, no checksums, a database that does
// not open) is refused with one line, and the data folder is left exactly as it was.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../server/accounts/testing';
import { writeManifest, type Manifest } from '../../scripts/backup/manifest';
import { openDb, postgresDb, type Db } from '../../server/db/index';
import { freePort, ready, ROOT, scratchDatabase, startServer, type ServerProcess } from './server';
import { bookingBody, read } from './support';

const url = process.env.DATABASE_URL;
const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const fn of cleanups.reverse()) await fn();
});

/** `npm run backup|restore -- <folder>` as an operator runs it. */
function cli(script: 'backup' | 'restore', folder: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.mjs`, folder], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    child.once('exit', (code) => done({ code, output }));
  });
}

/** Every table's row count and a digest of its rows: equal only when the data is. */
async function snapshot(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const row = await db.one<{ n: number; h: string }>(
      `select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from "${name}" t`,
    );
    out[name] = `${row!.n} ${row!.h}`;
  }
  return out;
}

/** A digest of every file under dir, by path and content: equal only when the folder is. */
function folderDigest(dir: string): string {
  const hash = createHash('sha256');
  const walk = (rel: string) => {
    for (const entry of readdirSync(join(dir, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(rel, entry.name);
      if (entry.isDirectory()) walk(path);
      else
        hash
          .update(`${path}\0`)
          .update(readFileSync(join(dir, path)))
          .update('\0');
    }
  };
  walk('');
  return hash.digest('hex');
}

/** The largest file under dir: the one a cut-short copy loses most of. */
function largestFile(dir: string): string {
  let best = { path: '', size: -1 };
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true }))
      if (entry.isDirectory()) walk(join(path, entry.name));
      else if (statSync(join(path, entry.name)).size > best.size) best = { path: join(path, entry.name), size: statSync(join(path, entry.name)).size };
  };
  walk(dir);
  return best.path;
}

const folderFiles = (dir: string) => Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));

/** The month after the current New Zealand month: open days, all in the future. */
function nextMonth(): string {
  const nz = new Date(new Date().toLocaleString('en-US', { timeZone: 'Pacific/Auckland' }));
  const d = new Date(nz.getFullYear(), nz.getMonth() + 1, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

/** A signed-in client's pet photo and a guest's booking, made through the API. */
async function useIt(base: string, n: number, photo: Buffer) {
  const call = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const headers: Record<string, string> = { 'x-vet-id': 'tui-vets', 'content-type': 'application/json' };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const res = await fetch(base + path, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers,
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    return { status: res.status, json: await read(res) };
  };
  const { token } = (await call('/auth/login', { body: { email: 'sam@example.nz', password: 'tui-demo-1' } })).json.data as { token: string };
  // A pet the practice system does not manage: only those take a photo from the account.
  const pets = (await call('/api/v1/pet', { token })).json.data as { items: { id: number; isLinkedToPms: boolean }[] };
  const pet = pets.items.find((p) => !p.isLinkedToPms)!.id;
  const uploaded = await call(`/api/v1/pet/${pet}/addphoto`, {
    method: 'PUT',
    token,
    body: { photoData: photo.toString('base64'), photoFilename: `pet${n}.png` },
  });
  expect(uploaded.status).toBe(200);
  const species = Object.assign({}, ...((await call('/api/v2/species')).json.data as Record<string, string>[])) as Record<string, string>;
  const dog = Number(Object.entries(species).find(([, name]) => name === 'Dog')![0]);
  const types = (await call(`/api/v2/appointment/appointment-type?speciesId=${dog}&customerStatusId=1`)).json.data as { id: number; name: string }[];
  const consult = types.find((t) => t.name === 'Consultation')!.id;
  const month = (await call(`/api/v2/appointment/slots?clinicId=tui-hamilton&date=${nextMonth()}&petCount=1&speciesId=${dog}&appointmentTypeId=${consult}`))
    .json.data as Record<string, Record<string, string>[]>;
  const slot = Object.keys(Object.values(month).find((pairs) => pairs.length > 0)![0]!)[0]!;
  const booked = await call('/api/v2/appointment/complete', { body: bookingBody(slot, consult, dog, n, { email: `kept${n}@example.nz` }) });
  expect(booked.status).toBe(201);
}

describe.each(url ? (['pglite', 'pg'] as const) : (['pglite'] as const))('backup and restore, %s', (driver) => {
  it('puts the data back exactly as it was, and refuses while a server holds it', async () => {
    const work = mkdtempSync(join(tmpdir(), 'vet-backup-'));
    cleanups.push(() => rmSync(work, { recursive: true, force: true }));
    const media = join(work, 'cms-media');
    mkdirSync(media);
    writeFileSync(join(media, 'clinic.jpg'), 'the clinic photo');
    let databaseUrl = '';
    if (driver === 'pg') {
      const scratch = await scratchDatabase(url!, 'backup');
      cleanups.push(scratch.drop);
      databaseUrl = scratch.url;
    }
    const env = { DATA_DIR: join(work, 'data'), DATABASE_URL: databaseUrl, CMS_MEDIA_DIR: media, JWT_SECRET: 'backup-test-secret' };
    const start = async () => {
      const server: ServerProcess = startServer(env, await freePort());
      cleanups.push(async () => {
        server.kill('SIGKILL');
        await server.exited;
      });
      await ready(server);
      return server;
    };
    const stop = async (server: ServerProcess) => {
      server.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
    };
    const look = async () => {
      const db = databaseUrl
        ? postgresDb(new pg.Pool({ connectionString: databaseUrl, max: 1 }))
        : await openDb({ dataDir: env.DATA_DIR, databasePoolSize: 1 });
      try {
        return await snapshot(db);
      } finally {
        await db.close();
      }
    };

    let server = await start();
    await useIt(server.base, 1, png(10, 10));
    const backupDir = join(work, 'backup');
    if (driver === 'pglite') {
      const refused = await cli('backup', backupDir, env);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/another server process \(pid \d+\) is using the data folder.*Stop it first/s);
      expect(existsSync(backupDir)).toBe(false);
      await stop(server);
    }
    const before = await look();
    // PostgreSQL is backed up beside the running server: pg_dump reads one snapshot.
    const made = await cli('backup', backupDir, env);
    expect(made.code, made.output).toBe(0);
    expect(JSON.parse(readFileSync(join(backupDir, 'backup.json'), 'utf8'))).toMatchObject({
      format: 2,
      database: driver === 'pg' ? 'postgresql' : 'pglite',
      parts: driver === 'pg' ? ['data', 'database', 'cms-media'] : ['data', 'cms-media'],
    });

    if (driver === 'pglite') server = await start();
    await useIt(server.base, 2, png(20, 20));
    writeFileSync(join(media, 'clinic.jpg'), 'a new clinic photo');
    writeFileSync(join(media, 'team.jpg'), 'the team');
    const refused = await cli('restore', backupDir, env);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      driver === 'pg' ? /other connection\(s\) to the database are open: stop every server process/ : /another server process.*Stop it first/s,
    );
    await stop(server);
    const changed = await look();
    expect(changed.appointments).not.toBe(before.appointments);
    expect(changed.pet_photos).not.toBe(before.pet_photos);
    if (driver === 'pg') {
      // A dump cut short is refused before the database is touched.
      const cut = join(work, 'cut');
      cpSync(backupDir, cut, { recursive: true });
      truncateSync(join(cut, 'database.dump'), 100);
      const refusedCut = await cli('restore', cut, env);
      expect(refusedCut.code).toBe(1);
      expect(refusedCut.output).toMatch(/^Restore refused, nothing was changed: .* is damaged: database\.dump has 100 bytes, backup\.json says \d+\.\n$/);
      expect(await look()).toEqual(changed);
    }

    const replaced = driver === 'pglite' ? folderDigest(env.DATA_DIR) : '';
    const restored = await cli('restore', backupDir, env);
    expect(restored.code, restored.output).toBe(0);
    expect(await look()).toEqual(before);
    // What it replaced is kept beside it, named in the output: the data folder (when it held
    // anything: on PostgreSQL it may hold nothing) and the media folder.
    const aside = (name: string) => new RegExp(`Kept what it replaced in (\\S+/${name}\\.replaced-\\S+): `).exec(restored.output)?.[1];
    if (driver === 'pglite') expect(folderDigest(aside('data')!)).toBe(replaced);
    expect(folderFiles(aside('cms-media')!)).toEqual({ 'clinic.jpg': 'a new clinic photo', 'team.jpg': 'the team' });
    expect(folderFiles(media)).toEqual({ 'clinic.jpg': 'the clinic photo' });
    // The server starts on what was restored.
    server = await start();
    const res = await fetch(`${server.base}/api/health`);
    expect(res.status).toBe(200);
    await stop(server);
    // Three server starts, two rounds of API calls and a restore that opens the database: about
    // a minute on a quiet 2-core machine, twice that on a busy one.
  }, 240_000);

  it('refuses a folder that is not a finished backup, and changes nothing', async () => {
    const work = mkdtempSync(join(tmpdir(), 'vet-backup-bad-'));
    cleanups.push(() => rmSync(work, { recursive: true, force: true }));
    mkdirSync(join(work, 'data'));
    writeFileSync(join(work, 'data/keep'), 'kept');
    mkdirSync(join(work, 'half/data'), { recursive: true });
    const result = await cli('restore', join(work, 'half'), {
      DATA_DIR: join(work, 'data'),
      DATABASE_URL: driver === 'pg' ? url! : '',
      CMS_MEDIA_DIR: join(work, 'media'),
    });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/^Restore refused, nothing was changed: .* is not a finished backup \(no backup\.json\)\.\n$/);
    expect(folderFiles(join(work, 'data'))).toEqual({ keep: 'kept' });
  });
});

describe('restoring the embedded database', () => {
  // A small database of its own (no server, no migrations: a table the migrations make and one
  // row) backed up once; each case damages a copy of that backup.
  const work = mkdtempSync(join(tmpdir(), 'vet-backup-damaged-'));
  cleanups.push(() => rmSync(work, { recursive: true, force: true }));
  const env = { DATA_DIR: join(work, 'data'), DATABASE_URL: '', CMS_MEDIA_DIR: join(work, 'no-media') };
  const good = join(work, 'good');
  const unopenable = join(work, 'unopenable');
  const rows = async (dataDir = env.DATA_DIR) => {
    const db = await openDb({ dataDir, databasePoolSize: 1 });
    try {
      return (await db.query<{ id: string }>('select id from schema_migrations order by id')).rows.map((r) => r.id);
    } finally {
      await db.close();
    }
  };
  const leftovers = () => readdirSync(work).filter((name) => /\.(restoring|replaced)-/.test(name));

  beforeAll(async () => {
    mkdirSync(env.DATA_DIR);
    const db = await openDb({ dataDir: env.DATA_DIR, databasePoolSize: 1 });
    await db.exec("create table schema_migrations (id text primary key); insert into schema_migrations values ('in the backup')");
    await db.close();
    writeFileSync(join(env.DATA_DIR, 'jwt-secret'), 'the secret in the backup');
    const made = await cli('backup', good, env);
    expect(made.code, made.output).toBe(0);
    // Files whose checksums match, of a database that cannot start: pg_control cut short.
    cpSync(good, unopenable, { recursive: true });
    truncateSync(join(unopenable, 'data/pglite/global/pg_control'), 0);
    await writeManifest(unopenable, JSON.parse(readFileSync(join(good, 'backup.json'), 'utf8')) as Manifest);
    // The data as it is now differs from the backup's.
    writeFileSync(join(env.DATA_DIR, 'jwt-secret'), 'the secret since');
  });

  const damage: [string, (backup: string) => string, RegExp][] = [
    ['a file cut short', (b) => largestFile(join(b, 'data/pglite')), /is damaged: data\/pglite\/\S+ has \d+ bytes, backup\.json says \d+\./],
    ['a file altered', () => 'data/jwt-secret', /is damaged: data\/jwt-secret does not match its SHA-256 in backup\.json\./],
    ['a file left out', () => 'data/pglite/PG_VERSION', /is damaged: data\/pglite\/PG_VERSION is missing\./],
    ['no backup.json', () => 'backup.json', /is not a finished backup \(no backup\.json\)\./],
    ['a backup.json without checksums', () => 'backup.json', /backup\.json is not a whole backup manifest \(count: /],
    ['a backup.json of the format without checksums', () => 'backup.json', /is a backup in format 1; this version reads format 2/],
  ];
  it.each(damage)('refuses a backup with %s, and leaves the data folder as it was', async (what, pick, message) => {
    const backup = join(work, what.replace(/\W+/g, '-'));
    cpSync(good, backup, { recursive: true });
    const target = pick(backup);
    const file = target.startsWith('/') ? target : join(backup, target);
    const manifest = JSON.parse(readFileSync(join(backup, 'backup.json'), 'utf8')) as Record<string, unknown>;
    if (what === 'a file cut short') truncateSync(file, Math.floor(statSync(file).size / 2));
    else if (what === 'a file altered') writeFileSync(file, 'the secret in the backuP');
    else if (what === 'a backup.json without checksums') writeFileSync(file, JSON.stringify({ ...manifest, count: undefined, files: undefined }));
    else if (what.includes('format')) writeFileSync(file, JSON.stringify({ format: 1, made: manifest.made, database: 'pglite', parts: ['data'] }));
    else rmSync(file);
    const before = folderDigest(env.DATA_DIR);

    const result = await cli('restore', backup, env);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/^Restore refused, nothing was changed: [^\n]+\n$/);
    expect(result.output).toMatch(message);
    expect(folderDigest(env.DATA_DIR)).toBe(before);
    expect(leftovers()).toEqual([]);
  });

  it('refuses a backup whose database does not open, and leaves the data folder as it was', async () => {
    const before = folderDigest(env.DATA_DIR);
    const result = await cli('restore', unopenable, env);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/^Restore refused, nothing was changed: the database in \S+ does not open: [^\n]+\n$/);
    expect(folderDigest(env.DATA_DIR)).toBe(before);
    expect(leftovers()).toEqual([]);
  });

  it('puts a whole backup in place, and keeps the folder it replaced aside', async () => {
    const before = folderDigest(env.DATA_DIR);
    const result = await cli('restore', good, env);
    expect(result.code, result.output).toBe(0);
    expect(await rows(env.DATA_DIR)).toEqual(['in the backup']);
    expect(readFileSync(join(env.DATA_DIR, 'jwt-secret'), 'utf8')).toBe('the secret in the backup');
    const aside = /Kept what it replaced in (\S+): /.exec(result.output)?.[1];
    expect(aside).toBe(leftovers().map((name) => join(work, name))[0]);
    expect(folderDigest(aside!)).toBe(before);
  });
});

describe.skipIf(!url)('restoring a PostgreSQL database', () => {
  it('refuses a dump whose tables the server would not find, and leaves the database and data folder as they were', async () => {
    const work = mkdtempSync(join(tmpdir(), 'vet-backup-pg-'));
    cleanups.push(() => rmSync(work, { recursive: true, force: true }));
    const names = ['src', 'dst'].map((n) => `backup_${n}_${Date.now().toString(36)}`);
    const sql = async (database: string, text: string) => {
      const own = new URL(url!);
      own.pathname = `/${database}`;
      const client = new pg.Client({ connectionString: database ? own.href : url });
      await client.connect();
      try {
        return (await client.query(text)).rows;
      } finally {
        await client.end();
      }
    };
    for (const name of names) {
      await sql('', `create database ${name}`);
      cleanups.push(() => sql('', `drop database if exists ${name} with (force)`));
    }
    const [src, dst] = names.map((name) => Object.assign(new URL(url!), { pathname: `/${name}` }).href);
    // A database of something else: a dump pg_restore reads, without the server's tables.
    await sql(names[0]!, 'create table other (x int)');
    await sql(names[1]!, "create table kept (note text); insert into kept values ('before the restore')");
    const env = { DATA_DIR: join(work, 'data'), CMS_MEDIA_DIR: join(work, 'no-media') };
    mkdirSync(env.DATA_DIR);
    writeFileSync(join(env.DATA_DIR, 'jwt-secret'), 'the secret in use');
    const made = await cli('backup', join(work, 'other'), { ...env, DATABASE_URL: src! });
    expect(made.code, made.output).toBe(0);
    writeFileSync(join(env.DATA_DIR, 'jwt-secret'), 'the secret since');

    const result = await cli('restore', join(work, 'other'), { ...env, DATABASE_URL: dst! });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/^Restore refused, nothing was changed: psql failed: ERROR: {2}the restored database has no schema_migrations table\n$/);
    expect(await sql(names[1]!, 'select note from kept')).toEqual([{ note: 'before the restore' }]);
    expect(folderFiles(env.DATA_DIR)).toEqual({ 'jwt-secret': 'the secret since' });
    expect(readdirSync(work).filter((name) => /\.(restoring|replaced)-/.test(name))).toEqual([]);
  });
});
