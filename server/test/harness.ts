// API tests run the real app on a real database. Building a PGlite database (init,
// migrations, seed) costs seconds, so it is built once per change of the server code and
// kept as a tarball; every testApp() loads a fresh copy from it (~1 s). With
// DATABASE_URL set, drivers() adds PostgreSQL: each testApp gets its own database, copied
// from a template database built the same way.
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import * as v from 'valibot';
import { createApp, type AppOptions } from '../app';
import { createDeps } from '../deps';
import { startSession } from '../auth/routes';
import { issueToken } from '../auth/tokens';
import type { Config } from '../config';
import { pgliteDb, PGLITE_EXTENSIONS, postgresDb, type Db } from '../db/index';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import type { Deps } from '../http/env';
import { DEMO_STAFF } from '../desk/seed';
import { outboxMailer } from '../mail/mailer';
import { messageOf, OUTBOX_MESSAGE_COLUMNS, type OutboxRow } from '../mail/templates';

export type Driver = 'pglite' | 'pg';
const ROOT = resolve(import.meta.dirname, '../..');

/** The drivers to run API suites on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function drivers(): Driver[] {
  return process.env.DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];
}

function sourceKey(): string {
  const hash = createHash('sha1');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|sql|json)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        const stat = statSync(path);
        hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`);
      }
    }
  };
  walk(join(ROOT, 'server'));
  walk(join(ROOT, 'demo/seed'));
  return hash.digest('hex').slice(0, 16);
}

/** The migrated, seeded data directory, as an uncompressed tarball (gzip costs every copy ~0.15 s). */
async function buildTemplate(file: string): Promise<Blob> {
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = pgliteDb(pglite);
  await migrate(db);
  await seedIfEmpty(db, ROOT);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  mkdirSync(dirname(file), { recursive: true });
  // Written under a temporary name and renamed: parallel test files never read half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/** PGlite's WebAssembly compiled and its files read once per worker, not per copy (~0.3 s each). */
async function loadRuntime(): Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>> {
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
    WebAssembly.compile(readFileSync(join(dist, 'pglite.wasm'))),
    WebAssembly.compile(readFileSync(join(dist, 'initdb.wasm'))),
  ]);
  return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([readFileSync(join(dist, 'pglite.data'))]) };
}

// Kept for the worker's life: the node suites share a worker's modules from file to file.
const templates = new Map<string, Promise<Blob>>();
let runtime: ReturnType<typeof loadRuntime> | undefined;

async function pgliteCopy(): Promise<Db> {
  const file = join(tmpdir(), 'vet-widgets-test-db', `template-${sourceKey()}.tar`);
  if (!templates.has(file)) templates.set(file, buildTemplate(file));
  runtime ??= loadRuntime();
  const [loadDataDir, compiled] = await Promise.all([templates.get(file)!, runtime]);
  return pgliteDb(await PGlite.create({ loadDataDir, extensions: PGLITE_EXTENSIONS, ...compiled }));
}

/** DATABASE_URL with another database name. */
function databaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(sql: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/**
 * The migrated, seeded PostgreSQL database every copy is made from, built once per change of
 * the server code. Workers build it under a lock; it is built under another name and renamed
 * when whole, so a run stopped half-way leaves nothing a later run would copy.
 */
async function ensurePostgresTemplate(name: string): Promise<void> {
  const lock = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await lock.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtext('vet-widgets-test-template'))`);
    if ((await lock.query('select 1 from pg_database where datname = $1', [name])).rowCount) return;
    const building = `${name}_building`;
    await lock.query(`drop database if exists ${building} with (force)`);
    await lock.query(`create database ${building}`);
    const db = postgresDb(new pg.Pool({ connectionString: databaseUrl(building), max: 1 }));
    await migrate(db);
    await seedIfEmpty(db, ROOT);
    await db.close();
    await lock.query(`alter database ${building} rename to ${name}`);
    // Templates of older code: nobody copies them again.
    const { rows } = await lock.query<{ datname: string }>(`select datname from pg_database where datname like 'vet_test_template_%' and datname <> $1`, [
      name,
    ]);
    for (const { datname } of rows) await lock.query(`drop database if exists ${datname}`).catch(() => {});
  } finally {
    await lock.end();
  }
}

const postgresTemplates = new Map<string, Promise<void>>();

/** A database of its own for one test app, copied from the template (~0.2 s; migrating one takes over 1 s). */
async function postgresCopy(): Promise<{ db: Db; url: string; drop: () => Promise<void> }> {
  const template = `vet_test_template_${sourceKey()}`;
  if (!postgresTemplates.has(template)) postgresTemplates.set(template, ensurePostgresTemplate(template));
  await postgresTemplates.get(template);
  const name = `vet_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${template}`);
  const url = databaseUrl(name);
  const db = postgresDb(new pg.Pool({ connectionString: url, max: 4 }));
  return {
    db,
    url,
    drop: async () => {
      await db.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    dataDir: join(tmpdir(), 'vet-widgets-test-data'),
    databasePoolSize: 4,
    databaseStatementTimeoutMs: 2_000,
    jwtSecret: new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256'),
    mailFrom: 'Tui Vets <no-reply@tuivets.example.nz>',
    root: ROOT,
    publicUrl: 'http://localhost:8080',
    trustProxy: false,
    devMailboxKey: 'test-dev-mailbox-key',
    production: false,
    // API suites make many writes from one caller; server/http/writeLimits.test.ts turns them on.
    writeLimits: false,
    demo: true,
    logLevel: 'silent',
    metricsHost: '127.0.0.1',
    shutdownGraceMs: 10_000,
    ...overrides,
  };
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: Db;
  /** On PostgreSQL, the connection string of the app's own database (for a second process's pool). */
  databaseUrl?: string;
  /** What the app was built with (its payment gateway, mailer, config). */
  deps: Deps;
  /** The clock the app sees; move it with clock.set() / clock.advance(ms). */
  clock: { now: () => Date; set: (date: Date | string) => void; advance: (ms: number) => void };
  /** A request to the app (no network); vetId defaults to tui-vets, JSON bodies as objects. */
  /** `ip` is the caller's socket address as the server sees it (rate limits, loopback checks). */
  request: (
    path: string,
    init?: { method?: string; body?: unknown; token?: string; vetId?: string; headers?: Record<string, string>; ip?: string },
  ) => Promise<Response>;
  /** Signs in and returns a bearer token. */
  login: (email: string, password: string, vetId?: string) => Promise<string>;
  /** A bearer token of a new session for a user made in the test (no password needed). */
  tokenFor: (userId: number, vetId?: string) => Promise<string>;
  /** What the outbox holds, newest first. */
  mailbox: () => Promise<{ to: string; subject: string; text: string; attachments: { filename: string }[] }[]>;
  close: () => Promise<void>;
}

export async function testApp(
  options: { driver?: Driver; now?: Date | string; config?: Partial<Config> } & Pick<AppOptions, 'extend' | 'log' | 'draining'> = {},
): Promise<TestApp> {
  const driver = options.driver ?? 'pglite';
  const { db, url, drop } = driver === 'pg' ? await postgresCopy() : { db: await pgliteCopy(), url: undefined, drop: undefined };
  let current = new Date(options.now ?? Date.now());
  const clock = {
    now: () => new Date(current),
    set: (date: Date | string) => void (current = new Date(date)),
    advance: (ms: number) => void (current = new Date(current.getTime() + ms)),
  };
  const config = testConfig(options.config);
  const deps = createDeps({ db, config, mailer: outboxMailer(db), now: clock.now });
  const app = createApp(deps, { extend: options.extend, log: options.log, draining: options.draining });

  const request: TestApp['request'] = (path, init = {}) => {
    const headers: Record<string, string> = { 'x-vet-id': init.vetId ?? 'tui-vets', ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    // The node adapter's bindings, as @hono/node-server's getConnInfo reads them.
    const env = init.ip ? { incoming: { socket: { remoteAddress: init.ip, remoteFamily: init.ip.includes(':') ? 'IPv6' : 'IPv4' } } } : undefined;
    return Promise.resolve(app.request(path, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body }, env));
  };

  return {
    app,
    db,
    databaseUrl: url,
    deps,
    clock,
    request,
    async login(email, password, vetId = 'tui-vets') {
      const response = await request('/auth/login', { body: { email, password }, vetId });
      if (response.status !== 200) throw new Error(`login failed for ${email}: ${response.status}`);
      return ((await response.json()) as { data: { token: string } }).data.token;
    },
    async tokenFor(userId, vetId = 'tui-vets') {
      const user = await db.one<{ email: string }>('select email from users where id = $1 and vet_id = $2', [userId, vetId]);
      if (!user) throw new Error(`no user ${userId} in ${vetId}`);
      const { tokenId } = await startSession(db, userId, clock.now());
      return issueToken(config, { userId, vetId, email: user.email, sessionId: tokenId }, clock.now());
    },
    async mailbox() {
      const { rows } = await db.query<OutboxRow>(`select ${OUTBOX_MESSAGE_COLUMNS} from outbox order by id desc`);
      return rows.map((row) => {
        const { to, subject, text, attachments } = messageOf(row);
        return { to, subject, text, attachments };
      });
    },
    close: async () => {
      if (drop) await drop();
      else await db.close();
    },
  };
}

/** Every email queued for an address, oldest first, as it is sent (a template's rendered then). */
export async function mailsTo(t: TestApp, email: string) {
  return (await t.db.query<OutboxRow>(`select ${OUTBOX_MESSAGE_COLUMNS} from outbox where to_address = $1 order by id`, [email])).rows.map(messageOf);
}

/** How many rows `from` holds: a table, or a table and its condition ("orders where coupon_code = $1"). */
export async function rowCount(t: TestApp, from: string, params: unknown[] = []): Promise<number> {
  return (await t.db.one<{ n: number }>(`select count(*)::int as n from ${from}`, params))!.n;
}

/** Each table's row count, in order: taken before and after a refused request, to show it wrote nothing. */
export async function rowCounts(t: TestApp, tables: readonly string[]): Promise<number[]> {
  const counts: number[] = [];
  for (const table of tables) counts.push(await rowCount(t, table));
  return counts;
}

/**
 * The `data` of an answer, after checking its status and that it parses with the route's answer
 * schema from shared/schemas (docs/contracts.md): every test that reads an answer also holds the
 * server to the contract the widgets parse with. The wire value is returned, not the parsed one,
 * so a test sees exactly what was sent.
 */
export async function answerOf<S extends v.GenericSchema>(schema: S, res: Response, status = 200): Promise<v.InferInput<S>> {
  const body = (await res.json()) as { data?: unknown };
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  const parsed = v.safeParse(schema, body.data);
  if (!parsed.success) throw new Error(`the answer does not match its schema at ${v.getDotPath(parsed.issues[0]) ?? '(root)'}: ${parsed.issues[0].message}`);
  return body.data as v.InferInput<S>;
}

/**
 * The statements `run` sends through the app's database object (not those inside a
 * transaction, which go to its own connection): what a round-trip budget is checked against.
 */
export async function statementsOf<T>(t: TestApp, run: () => Promise<T>): Promise<{ result: T; sent: string[] }> {
  const sent: string[] = [];
  const query = t.db.query.bind(t.db);
  t.db.query = (sql, params) => (sent.push(sql), query(sql, params));
  try {
    return { result: await run(), sent };
  } finally {
    t.db.query = query;
  }
}

/** Counts the app's payment gateway charges (one order, one charge): `count`, `reset()` between tests. */
export function countCharges(t: TestApp): { readonly count: number; reset(): void } {
  let count = 0;
  const gateway = t.deps.payments;
  const charge = gateway.charge.bind(gateway);
  (gateway as { charge: typeof charge }).charge = async (input) => {
    const result = await charge(input);
    count++;
    return result;
  };
  return {
    get count() {
      return count;
    },
    reset: () => void (count = 0),
  };
}

/** Bearer tokens of the demo clients the commerce suites act as: two of tui-vets, one of kea-vets. */
/** Bearer tokens of the demo staff (server/desk/seed.ts): Hamilton's reception, Tui's and Kea's managers. */
export async function signInDemoStaff(t: TestApp): Promise<{ reception: string; tuiManager: string; keaManager: string }> {
  const [reception, tuiManager, keaManager] = await Promise.all(DEMO_STAFF.map((s) => t.login(s.email, s.password, s.vetId)));
  return { reception: reception!, tuiManager: tuiManager!, keaManager: keaManager! };
}

export async function signInDemoClients(t: TestApp): Promise<{ sam: string; alex: string; kiri: string }> {
  const [sam, alex, kiri] = await Promise.all([
    t.login('sam@example.nz', 'tui-demo-1'),
    t.login('alex@example.nz', 'tui-demo-2'),
    t.login('kiri@example.nz', 'kea-demo-1', 'kea-vets'),
  ]);
  return { sam, alex, kiri };
}
