// Two server processes on one PostgreSQL behind Debian's nginx (scripts/nginx.ts), as
// docs/operations.md deploys them, with TRUST_PROXY=1: nginx spreads requests over both and
// what one writes the other sees; the rate limits count the address nginx saw (the last
// X-Forwarded-For entry, the one nginx appended), so a client cannot pick its own by sending
// the header; the session cookie is Secure when nginx says the browser came over HTTPS. Two
// client addresses are real ones: loopback is all of 127.0.0.0/8, so a client bound to
// 127.0.0.2 and one bound to 127.0.0.3 are two callers to nginx. PostgreSQL only (PGlite's
// data folder is one process's); skipped, saying why, without nginx.
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDb, type Db } from '../../server/db/index';
import { nginxMissing, startNginx, type Nginx } from '../../scripts/nginx';
import { freePort, ready, startServer, type ServerProcess } from './server';
import { bookingBody, ids, read, slotId, type TestApp } from './support';

const url = process.env.DATABASE_URL;
const missing = !url ? 'DATABASE_URL is not set (two processes need one PostgreSQL)' : nginxMissing();
if (missing) console.warn(`Skipping the reverse-proxy suite: ${missing}.`);

/** The month after the current New Zealand month: open days, all in the future. */
function nextMonth(): string {
  const nz = new Date(new Date().toLocaleString('en-US', { timeZone: 'Pacific/Auckland' }));
  const d = new Date(nz.getFullYear(), nz.getMonth() + 1, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

interface Send {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's own address (127.0.0.x): which caller nginx sees. */
  from?: string;
  https?: boolean;
}

/** One request over node:http(s), which can choose the local address and accept our own certificate. */
function send(port: number, path: string, init: Send = {}): Promise<Response> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  const headers: Record<string, string> = { 'x-vet-id': 'tui-vets', ...(body ? { 'content-type': 'application/json' } : {}), ...init.headers };
  const request = init.https ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? (body ? 'POST' : 'GET'),
        headers,
        localAddress: init.from,
        rejectUnauthorized: false,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (b: Buffer) => chunks.push(b));
        res.on('end', () => {
          const out = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) out.append(name, one);
          done(new Response(chunks.length ? Buffer.concat(chunks) : null, { status: res.statusCode!, headers: out }));
        });
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

describe.skipIf(!!missing)('two server processes behind nginx', () => {
  const name = `proxy_${Date.now().toString(36)}`;
  const cleanups: (() => Promise<unknown> | void)[] = [];
  let servers: ServerProcess[] = [];
  let nginx: Nginx;
  let db: Db;
  let plain: number;
  let tls: number;
  let behindBalancer: number;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  const through = (port: number, init: Omit<Send, 'body'> = {}): Pick<TestApp, 'request'> => ({
    request: (path, options = {}) =>
      send(port, path, { ...init, method: options.method, body: options.body, headers: { ...init.headers, ...options.headers } }),
  });
  const upstreamOf = (res: Response) => res.headers.get('x-upstream');
  const signUp = (port: number, init: Omit<Send, 'body'> = {}) =>
    send(port, '/api/v1/newsletter', { ...init, body: { email: `reader${Math.random().toString(36).slice(2)}@example.nz` } });

  beforeAll(async () => {
    await admin(`create database ${name}`);
    cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
    const own = new URL(url!);
    own.pathname = `/${name}`;
    const starting: ServerProcess[] = [];
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'vet-proxy-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      // The limits on anonymous writes stay on: they are what the client's address is for.
      const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: own.href, JWT_SECRET: 'proxy-test-secret', TRUST_PROXY: '1' }, await freePort());
      cleanups.push(async () => {
        server.kill('SIGKILL');
        await server.exited;
      });
      starting.push(server);
    }
    await Promise.all(starting.map((server) => ready(server)));
    servers = starting;
    [plain, tls, behindBalancer] = [await freePort(), await freePort(), await freePort()];
    nginx = await startNginx({
      upstreams: servers.map((s) => new URL(s.base).host),
      port: plain,
      tlsPort: tls,
      behindBalancerPort: behindBalancer,
      tellUpstream: true,
    });
    cleanups.push(() => nginx.stop());
    db = postgresDb(new pg.Pool({ connectionString: own.href, max: 2 }));
    cleanups.push(() => db.close());
  }, 180_000);
  afterAll(async () => {
    for (const fn of cleanups.reverse()) await fn();
  });

  it('spreads requests over both processes', async () => {
    const answered: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await send(plain, '/api/v2/species');
      expect(res.status).toBe(200);
      answered.push(upstreamOf(res)!);
    }
    const hosts = servers.map((s) => new URL(s.base).host);
    expect(new Set(answered)).toEqual(new Set(hosts));
    for (const host of hosts) expect(answered.filter((a) => a === host).length).toBe(5);
  });

  it('shows a booking made through one process in the slots the other answers', async () => {
    const [species, types, clinicians] = await Promise.all([ids(db, 'species'), ids(db, 'appointment_types'), ids(db, 'calendar_resources')]);
    const q = { day: `${nextMonth()}-16`, label: '2:00pm', typeId: types.Vaccination!, speciesId: species.Dog!, clinicianId: clinicians['Nurse Mere Tane'] };
    // Both processes work the month out and keep it before the booking.
    const slot = await slotId(through(plain), q);
    expect(await slotId(through(plain), q)).toBe(slot);
    const booked = await send(plain, '/api/v2/appointment/complete', { body: bookingBody(slot, q.typeId, q.speciesId, 1, { email: 'proxied@example.nz' }) });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const bookedBy = upstreamOf(booked);
    // Ask until the other process answers (nginx takes them in turn, so the next one).
    let other: Response | undefined;
    for (let i = 0; i < 4 && !other; i++) {
      const params = new URLSearchParams({
        clinicId: 'tui-hamilton',
        date: q.day.slice(0, 7),
        petCount: '1',
        speciesId: String(q.speciesId),
        appointmentTypeId: String(q.typeId),
        calendarResourceId: String(q.clinicianId),
      });
      const res = await send(plain, `/api/v2/appointment/slots?${params}`);
      if (upstreamOf(res) !== bookedBy) other = res;
    }
    expect(other, 'the other process never answered').toBeDefined();
    const days = (await read(other!)).data as Record<string, Record<string, string>[]>;
    expect((days[`${q.day}T00:00:00`] ?? []).map((p) => Object.keys(p)[0])).not.toContain(slot);
    const rows = await db.query<{ n: number }>("select count(*)::int as n from appointments where email = 'proxied@example.nz'");
    expect(rows.rows).toEqual([{ n: 1 }]);
  });

  it('counts each client address nginx sees on its own, whatever X-Forwarded-For the client sends', async () => {
    for (let i = 0; i < 10; i++) expect((await signUp(plain, { from: '127.0.0.2' })).status).toBe(201);
    const limited = await signUp(plain, { from: '127.0.0.2' });
    expect(limited.status).toBe(429);
    expect((await read(limited)).message).toMatch(/^Too many requests from your connection/);
    // A made-up address comes before the one nginx appends, so it is not the one counted.
    for (const forged of ['198.51.100.7', '198.51.100.8, 198.51.100.9'])
      expect((await signUp(plain, { from: '127.0.0.2', headers: { 'x-forwarded-for': forged } })).status).toBe(429);
    // Another caller is still welcome, on either process.
    for (let i = 0; i < 2; i++) expect((await signUp(plain, { from: '127.0.0.3' })).status).toBe(201);
  });

  it('behind a trusted balancer, counts the address the balancer forwarded (nginx realip)', async () => {
    for (let i = 0; i < 10; i++) expect((await signUp(behindBalancer, { headers: { 'x-forwarded-for': '203.0.113.10' } })).status).toBe(201);
    expect((await signUp(behindBalancer, { headers: { 'x-forwarded-for': '203.0.113.10' } })).status).toBe(429);
    // The client put a made-up address first; the balancer appended the real one.
    expect((await signUp(behindBalancer, { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.10' } })).status).toBe(429);
    expect((await signUp(behindBalancer, { headers: { 'x-forwarded-for': '203.0.113.11' } })).status).toBe(201);
  });

  it('makes the session cookie Secure when nginx took the request over HTTPS, and only then', async () => {
    const login = (port: number, init: Omit<Send, 'body'> = {}) =>
      send(port, '/auth/login', { ...init, body: { email: 'alex@example.nz', password: 'tui-demo-2' } });
    const secure = await login(tls, { https: true });
    expect(secure.status).toBe(200);
    expect(secure.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    // Over plain HTTP nginx replaces the client's own X-Forwarded-Proto with http.
    const claimed = await login(plain, { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.status).toBe(200);
    expect(claimed.headers.get('set-cookie')).toBeTruthy();
    expect(claimed.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
  });

  it('trusts the last X-Forwarded-For entry only: a process reachable without nginx lets a caller choose it', async () => {
    // Why the processes must listen where only the proxy reaches them (docs/operations.md):
    // sent straight to a process, the caller's own last entry is the address counted.
    const direct = new URL(servers[0]!.base).port;
    for (let i = 0; i < 10; i++) expect((await signUp(Number(direct), { from: '127.0.0.4', headers: { 'x-forwarded-for': '192.0.2.50' } })).status).toBe(201);
    expect((await signUp(Number(direct), { from: '127.0.0.4', headers: { 'x-forwarded-for': '192.0.2.50' } })).status).toBe(429);
    expect((await signUp(Number(direct), { from: '127.0.0.4', headers: { 'x-forwarded-for': '192.0.2.50, 192.0.2.51' } })).status).toBe(201);
    // Through nginx the same header is followed by the address nginx saw, which is counted.
    expect((await signUp(plain, { from: '127.0.0.4', headers: { 'x-forwarded-for': '192.0.2.50' } })).status).toBe(201);
  });
});
