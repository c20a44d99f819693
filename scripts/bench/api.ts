// Server throughput and latency: autocannon against the real app over
// HTTP, next to a bare Hono route served by the same process in the same run, so results
// read as ratios (what our middleware, validation and database cost) rather than absolutes
// that depend on the machine. Targets: the cached reads (species, the booking flow's
// start, slots, the shop listing, a product, a content page) and booking (POST complete, each
// request on a distinct slot). Each target's ratio is to the bare route measured just before
// it: this VM's speed drifts by a third within a run, and a ratio across that drift would
// measure the drift. Requests carry the Accept-Encoding a browser sends, as every real caller does
// (the widgets in browsers, CDNs): uncompressed, a month of slots is 38 KB, and autocannon's
// one thread spent more CPU reading it than the server spent answering (the 'client core'
// column shows when the client is the bottleneck). One row keeps the uncompressed slots. On
// PGlite always, and on PostgreSQL when DATABASE_URL is set (a throw-away database, dropped
// afterwards).
//
// The server runs in a child process (this file with --serve) so autocannon's client work
// does not share the server's event loop. Run alone: `node --import tsx scripts/bench/api.ts`
// (prints the table, writes bench/results/api.json); `npm run bench` calls apiThroughput().
// BENCH_API_MS sets each target's duration (default 5000), BENCH_CONNECTIONS the
// connections kept busy (default 16).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// autocannon ships no types; the part used here.
interface CannonResult {
  requests: { total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  statusCodeStats?: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: Record<string, unknown>) => Promise<CannonResult>;

const DURATION_MS = Number(process.env.BENCH_API_MS ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROOT = resolve(import.meta.dirname, '../..');

export interface Throughput {
  /** What was measured, with the database in brackets, e.g. 'slots [pglite]'. */
  name: string;
  driver: 'pglite' | 'pg';
  method: 'GET' | 'POST';
  path: string;
  requests: number;
  perSecond: number;
  ratioToBare: number;
  /** Latency in ms. */
  p50: number;
  p99: number;
  /** Answers that were not 2xx (and connection errors). Booking: a 409 is a time taken by an overlapping booking. */
  failures: number;
  /** 5xx answers: always a bug. */
  serverErrors: number;
  /** The bare route's req/s measured just before this target, which `ratioToBare` divides by. */
  barePerSecond: number;
  /** Share of one core the bench's own process (autocannon) used: near 1, the client was the bottleneck. */
  clientCore: number;
}

// ── the server side (child process) ──

async function serveForBench(): Promise<void> {
  const { serve } = await import('@hono/node-server');
  const { Hono } = await import('hono');
  const { createApp } = await import('../../server/app');
  const { createDeps } = await import('../../server/deps');
  const { loadConfig } = await import('../../server/config');
  const { openDb } = await import('../../server/db/index');
  const { migrate } = await import('../../server/db/migrate');
  const { seedIfEmpty } = await import('../../server/db/seed');
  const { outboxMailer } = await import('../../server/mail/mailer');
  // A load from one address: the anonymous-write limits (server/http/writeLimits.ts) would stop it.
  const config = { ...loadConfig(process.env), root: ROOT, writeLimits: false };
  const db = await openDb(config);
  await migrate(db);
  await seedIfEmpty(db, config.root);
  const app = createApp(createDeps({ db, config, mailer: outboxMailer(db), now: () => new Date() }));
  const bare = new Hono().get('/bare', (c) => c.json({ success: true, data: { ok: true } }));
  const root = new Hono().route('/', bare).route('/', app);
  const server = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' });
  server.once('listening', () => console.log(`READY ${(server.address() as AddressInfo).port}`));
  // The client ends it with SIGKILL: the data is thrown away, and a graceful close would
  // wait for autocannon's keep-alive sockets.
}

// ── the client side ──

export function startChild(env: Record<string, string>): Promise<{ base: string; pid: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    cwd: ROOT,
    // One log line per request would be read (and paid for) by this process: problems only,
    // unless LOG_LEVEL says otherwise.
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((done, fail) => {
    let out = '';
    let started = false;
    child.stdout!.on('data', (b: Buffer) => {
      if (started) return;
      out += b.toString();
      const port = /READY (\d+)/.exec(out)?.[1];
      if (port) {
        started = true;
        done({ base: `http://127.0.0.1:${port}`, pid: child.pid!, stop: async () => void (child.kill('SIGKILL'), await exited) });
      }
    });
    child.once('exit', (code) => fail(new Error(`bench server exited (${code}): ${out}`)));
  });
}

const headers = { 'x-vet-id': 'tui-vets', 'content-type': 'application/json' };
/** What Chromium sends: the server answers kept reads brotli-compressed, as browsers get them. */
const browserHeaders = { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' };

// The bench reads answers it knows the shape of; `any` keeps the table code short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function getJson(base: string, path: string): Promise<any> {
  const res = await fetch(base + path, { headers });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return ((await res.json()) as { data: unknown }).data;
}

/** The months to take booking slots from: next month onwards (all in the future). */
function months(count: number): string[] {
  const nz = new Date(new Date().toLocaleString('en-US', { timeZone: 'Pacific/Auckland' }));
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(nz.getFullYear(), nz.getMonth() + 1 + i, 1);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  });
}

export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** For POST: a new body per request. */
  body?: () => string;
  /** For POST: bodies for the warm-up, never one `body` gives (a booking warms up on other slots). */
  warmUp?: () => string;
  /** Headers other than a browser's (the uncompressed slots row). */
  headers?: Record<string, string>;
}

export async function targetsFor(base: string): Promise<Target[]> {
  const species = Object.assign({}, ...((await getJson(base, '/api/v2/species')) as Record<string, string>[])) as Record<string, string>;
  const dog = Object.entries(species).find(([, name]) => name === 'Dog')![0];
  const types = (await getJson(base, `/api/v2/appointment/appointment-type?speciesId=${dog}&customerStatusId=1`)) as { id: number; name: string }[];
  const consult = types.find((t) => t.name === 'Consultation')!.id;
  const product = ((await getJson(base, '/api/v1/shop?limit=1')) as { items: { slug: string }[] }).items[0]!.slug;
  const slotsPath = (clinic: string, month: string) =>
    `/api/v2/appointment/slots?clinicId=${clinic}&date=${month}&petCount=1&speciesId=${dog}&appointmentTypeId=${consult}`;

  // Distinct slots for the booking run: every time of the coming months at each clinic.
  const slots: { clinic: string; id: string }[] = [];
  for (const clinic of ['tui-hamilton', 'tui-cambridge', 'tui-te-awamutu'])
    for (const month of months(6)) {
      const days = (await fetch(base + slotsPath(clinic, month), { headers }).then((r) => (r.ok ? r.json() : { data: {} }))) as { data: Record<string, Record<string, string>[]> };
      for (const pairs of Object.values(days.data)) for (const p of pairs) slots.push({ clinic, id: Object.keys(p)[0]! });
    }
  // The run books from the front of the list, its warm-up from the back.
  let next = 0;
  let last = slots.length;
  const bookingOf = (slot: { clinic: string; id: string }, n: number) =>
    JSON.stringify({
      clinicId: slot.clinic, pets: [{ id: '', name: `Bench ${n}`, speciesId: Number(dog) }], appointmentTypeId: consult, acceptTermsAndConditions: true,
      slotId: slot.id, customerStatusId: 1, firstName: 'Bench', lastName: 'Mark', email: `bench${n}@example.nz`, phone: '021 555 0100', notes: '',
    });
  const booking = () => bookingOf(slots[next++ % slots.length]!, next);
  const warmUp = () => bookingOf(slots[--last]!, last);

  return [
    { name: 'bare Hono route', method: 'GET', path: '/bare' },
    { name: 'species', method: 'GET', path: '/api/v2/species' },
    { name: 'booking start (clinics, species, texts)', method: 'GET', path: '/api/v2/appointment/start' },
    { name: 'slots (a month, one clinic)', method: 'GET', path: slotsPath('tui-hamilton', months(1)[0]!) },
    { name: 'slots, uncompressed (no Accept-Encoding)', method: 'GET', path: slotsPath('tui-hamilton', months(1)[0]!), headers },
    { name: 'shop listing (9 products)', method: 'GET', path: '/api/v1/shop?limit=9' },
    { name: 'product by slug', method: 'GET', path: `/api/v1/shop/${product}` },
    { name: 'content page by slug', method: 'GET', path: '/content/api/ui-page?where[slug][equals]=home&depth=9' },
    { name: `booking (POST complete, ${slots.length} distinct slots)`, method: 'POST', path: '/api/v2/appointment/complete', body: booking, warmUp },
  ];
}

export async function cannon(base: string, target: Target, durationMs = DURATION_MS, connections = CONNECTIONS) {
  const sent = target.headers ?? browserHeaders;
  const result = await autocannon({
    url: base + target.path,
    method: target.method,
    headers: sent,
    connections,
    duration: durationMs / 1000,
    requests: target.body ? [{ method: 'POST', path: target.path, headers: sent, setupRequest: (req: object) => ({ ...req, body: target.body!() }) }] : undefined,
  });
  return {
    requests: result.requests.total,
    perSecond: Math.round(result.requests.total / (durationMs / 1000)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    serverErrors: Object.entries(result.statusCodeStats ?? {}).reduce((n, [code, s]) => n + (code.startsWith('5') ? s.count : 0), 0),
  };
}

async function runOn(driver: 'pglite' | 'pg', processes: 1 | 2 = 1): Promise<Throughput[]> {
  const cleanup: (() => Promise<void> | void)[] = [];
  let env: Record<string, string>;
  if (driver === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'vet-bench-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  } else {
    const database = await freshDatabase('bench');
    cleanup.push(database.drop);
    const dataDir = mkdtempSync(join(tmpdir(), 'vet-bench-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    env = { DATA_DIR: dataDir, DATABASE_URL: database.url };
  }
  try {
    // Two processes: the second starts once the first has migrated and seeded, and
    // the load is split evenly between them, as a round-robin balancer would send it.
    const servers: Awaited<ReturnType<typeof startChild>>[] = [];
    for (let i = 0; i < processes; i++) {
      const server = await startChild({ ...env, DATA_DIR: join(env.DATA_DIR!, String(i)) });
      cleanup.unshift(server.stop);
      servers.push(server);
    }
    const targets = await targetsFor(servers[0]!.base);
    // Warm-up, a second of each target: JIT (V8 optimises a route's code only after a few
    // hundred calls, and the first measured target would otherwise pay for it), connection pool.
    for (const server of servers)
      for (const target of targets) await cannon(server.base, target.warmUp ? { ...target, body: target.warmUp } : target, 1000);
    const label = processes === 2 ? `${driver}, 2 processes` : driver;
    const measure = async (target: Target) => {
      const cpuBefore = process.cpuUsage();
      const parts = await Promise.all(servers.map((server) => cannon(server.base, target, DURATION_MS, CONNECTIONS / processes)));
      const cpu = process.cpuUsage(cpuBefore);
      return {
        requests: parts.reduce((n, p) => n + p.requests, 0),
        perSecond: parts.reduce((n, p) => n + p.perSecond, 0),
        p50: Math.max(...parts.map((p) => p.p50)),
        p99: Math.max(...parts.map((p) => p.p99)),
        failures: parts.reduce((n, p) => n + p.failures, 0),
        serverErrors: parts.reduce((n, p) => n + p.serverErrors, 0),
        clientCore: (cpu.user + cpu.system) / 1000 / DURATION_MS,
      };
    };
    const row = (target: Target, r: Awaited<ReturnType<typeof measure>>, barePerSecond: number): Throughput => ({
      name: `${target.name} [${label}]`,
      driver,
      method: target.method,
      path: target.path.replace(/\?.*/, (q) => (q.length > 60 ? `${q.slice(0, 57)}...` : q)),
      ...r,
      barePerSecond,
      ratioToBare: r.perSecond / barePerSecond,
    });
    // The bare route before each target; its own row is the median of those runs.
    const [bareTarget, ...measured] = targets;
    const bares: Awaited<ReturnType<typeof measure>>[] = [];
    const rows: Throughput[] = [];
    for (const target of measured) {
      const bare = await measure(bareTarget!);
      bares.push(bare);
      rows.push(row(target, await measure(target), bare.perSecond));
    }
    const median = [...bares].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(bares.length / 2)]!;
    rows.unshift(row(bareTarget!, median, median.perSecond));
    return rows;
  } finally {
    for (const fn of cleanup) await fn();
  }
}

/**
 * A new, empty database on the PostgreSQL server of DATABASE_URL, for one bench run: its URL,
 * and the drop that removes it afterwards.
 */
export async function freshDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = new URL(process.env.DATABASE_URL!);
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server.href });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  const own = new URL(server.href);
  own.pathname = `/${name}`;
  return { url: own.href, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export async function apiThroughput(): Promise<Throughput[]> {
  const rows = await runOn('pglite');
  if (process.env.DATABASE_URL) rows.push(...(await runOn('pg')), ...(await runOn('pg', 2)));
  return rows;
}

export function printThroughput(rows: Throughput[]) {
  console.table(
    rows.map((r) => ({
      endpoint: r.name,
      'req/s': r.perSecond,
      'ratio to bare': r.ratioToBare.toFixed(3),
      'bare req/s': r.barePerSecond,
      'client core': r.clientCore.toFixed(2),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      requests: r.requests,
      'non-2xx': r.failures,
      '5xx': r.serverErrors,
    })),
  );
}

if (process.argv.includes('--serve')) {
  await serveForBench();
} else if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`API throughput: autocannon, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s per target; server in its own process`);
  const rows = await apiThroughput();
  printThroughput(rows);
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/api.json'), JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, durationMs: DURATION_MS, rows }, null, 2));
  console.log('Written to bench/results/api.json');
}
