// Two server processes on one PostgreSQL behind Debian's nginx running the site operators install
// (deploy/nginx/vet-widgets.conf, on test ports: scripts/nginx.ts), as docs/operations.md deploys
// them, with TRUST_PROXY=1: nginx spreads requests over both and
// what one writes the other sees; the rate limits count the address nginx saw (the last
// X-Forwarded-For entry, the one nginx appended), so a client cannot pick its own by sending
// the header; the session cookie is Secure when nginx says the browser came over HTTPS. Two
// client addresses are real ones: loopback is all of 127.0.0.0/8, so a client bound to
// 127.0.0.2 and one bound to 127.0.0.3 are two callers to nginx. PostgreSQL only (PGlite's
// data folder is one process's); skipped, saying why, without nginx.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresDb, type Db } from '../../server/db/index';
import { nginxMissing, startNginx, type Nginx } from '../../scripts/nginx';
import { freePort, ready, startServer, type ServerProcess } from './server';
import { bookingBody, guestOrderBody, ids, read, slotId, type TestApp } from './support';

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
  /** The address to connect to (default 127.0.0.1). */
  host?: string;
  https?: boolean;
  /** A keep-alive agent, as a browser keeps its connection to nginx (default: one connection per request). */
  agent?: Agent;
}

/** One request over node:http(s), which can choose the local address and accept our own certificate. */
function send(port: number, path: string, init: Send = {}): Promise<Response> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  const headers: Record<string, string> = { 'x-vet-id': 'tui-vets', ...(body ? { 'content-type': 'application/json' } : {}), ...init.headers };
  const request = init.https ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const req = request(
      {
        host: init.host ?? '127.0.0.1',
        port,
        path,
        method: init.method ?? (body ? 'POST' : 'GET'),
        headers,
        localAddress: init.from,
        rejectUnauthorized: false,
        agent: init.agent ?? false,
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
  /** Starts process i again, on its port and settings. */
  const starts: (() => ServerProcess)[] = [];
  const restarted: ServerProcess[] = [];
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
      // HOST: only this machine reaches the processes, as docs/operations.md deploys them.
      const env = { DATA_DIR: dataDir, DATABASE_URL: own.href, JWT_SECRET: 'proxy-test-secret', TRUST_PROXY: '1', LOG_LEVEL: 'warn', HOST: '127.0.0.1' };
      const port = await freePort();
      const server = startServer(env, port);
      starts.push(() => startServer(env, port));
      cleanups.push(async () => {
        for (const running of [server, ...restarted]) running.kill('SIGKILL');
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

  it("sends one Strict-Transport-Security header over HTTPS, the server's", async () => {
    for (const path of ['/api/v2/species', '/', '/widgets/vet-widgets.js', '/no-such-page']) {
      const res = await send(tls, path, { https: true });
      // Headers joins repeated headers with a comma: one header has none.
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=15552000; includeSubDomains');
    }
  });

  it('sends plain HTTP for the portal to HTTPS, and forwards nothing of it', async () => {
    const res = await send(plain, '/book-appointment?clinic=tui-hamilton', { headers: { host: 'portal.example.nz' } });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://portal.example.nz/book-appointment?clinic=tui-hamilton');
    expect(upstreamOf(res)).toBeNull();
  });

  it('trusts the last X-Forwarded-For entry only: a process reachable without nginx lets a caller choose it', async () => {
    // Why the processes must listen where only the proxy reaches them (docs/operations.md):
    // sent straight to a process, the caller's own last entry is the address counted.
    const direct = Number(new URL(servers[0]!.base).port);
    for (let i = 0; i < 10; i++) expect((await signUp(direct, { from: '127.0.0.4', headers: { 'x-forwarded-for': '192.0.2.50' } })).status).toBe(201);
    expect((await signUp(direct, { from: '127.0.0.4', headers: { 'x-forwarded-for': '192.0.2.50' } })).status).toBe(429);
    expect((await signUp(direct, { from: '127.0.0.4', headers: { 'x-forwarded-for': '192.0.2.50, 192.0.2.51' } })).status).toBe(201);
    // Through nginx the same header is followed by the address nginx saw, which is counted.
    expect((await signUp(plain, { from: '127.0.0.4', headers: { 'x-forwarded-for': '192.0.2.50' } })).status).toBe(201);
    // HOST=127.0.0.1 keeps every other machine out: the process is not on this one's network address.
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((i) => i?.family === 'IPv4' && !i.internal)?.address;
    if (outside) await expect(signUp(direct, { host: outside })).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
  interface Outcome {
    kind: 'book' | 'buy';
    i: number;
    status?: number;
    error?: string;
    upstream?: string | null;
    id?: string | number;
  }

  /**
   * Bookings and orders sent through nginx by 6 clients until `finish`, on the times of the month
   * `monthsAhead` from now at Cambridge, which no other test books. Each client keeps its
   * connection to nginx open between requests, as a browser does, and moves to a new address
   * (127.<net>.<client>.x) and connection every 5, so the per-address limits stay out of the way.
   */
  async function steadyLoad(tag: string, net: number, monthsAhead: number) {
    const [species, types] = await Promise.all([ids(db, 'species'), ids(db, 'appointment_types')]);
    const [dog, typeId] = [species.Dog!, types.Consultation!];
    const nz = new Date(new Date().toLocaleString('en-US', { timeZone: 'Pacific/Auckland' }));
    const later = new Date(nz.getFullYear(), nz.getMonth() + monthsAhead, 1);
    const month = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}`;
    const days = (
      await read(await send(plain, `/api/v2/appointment/slots?clinicId=tui-cambridge&date=${month}&petCount=1&speciesId=${dog}&appointmentTypeId=${typeId}`))
    ).data as Record<string, Record<string, string>[]>;
    const slots = Object.values(days)
      .flat()
      .map((p) => Object.keys(p)[0]!);
    expect(slots.length).toBeGreaterThan(100);
    const products = ((await read(await send(plain, '/api/v1/shop?limit=20'))).data.items as { id: number }[]).map((p) => p.id);

    const outcomes: Outcome[] = [];
    let stop = false;
    let next = 0;
    const one = async (kind: 'book' | 'buy', i: number, from: string, agent: Agent) => {
      const outcome: Outcome = { kind, i };
      outcomes.push(outcome);
      try {
        let res: Response;
        if (kind === 'book') {
          res = await send(plain, '/api/v2/appointment/complete', {
            from,
            agent,
            body: bookingBody(slots[i % slots.length]!, typeId, dog, i, { clinicId: 'tui-cambridge', email: `${tag}${i}@example.nz` }),
          });
        } else {
          const basket = await send(plain, '/api/v1/basket', {
            from,
            agent,
            body: { basketItems: [{ productId: products[i % products.length]!, quantity: 1 }] },
          });
          if (basket.status !== 201) return void (outcome.status = basket.status);
          const basketId = (await read(basket)).data.id as string;
          res = await send(plain, `/api/v1/basket/${basketId}/order`, {
            from,
            agent,
            body: guestOrderBody({ user: { id: '', firstName: 'Roll', lastName: 'Ing', email: `${tag}${i}@example.nz`, phone: '021 555 0147' } }),
            headers: { 'idempotency-key': `${tag}-${i}` },
          });
        }
        outcome.status = res.status;
        outcome.upstream = upstreamOf(res);
        if (res.status === 201) outcome.id = kind === 'book' ? (await read(res)).data.bookingId : (await read(res)).data.id;
      } catch (error) {
        outcome.error = (error as NodeJS.ErrnoException).code ?? String(error);
      }
    };
    const worker = async (kind: 'book' | 'buy', client: number) => {
      for (let k = 0; !stop; k++) {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        for (let n = 0; n < 5 && !stop; n++) await one(kind, next++, `127.${net}.${client}.${1 + (k % 250)}`, agent);
        agent.destroy();
      }
    };
    const workers = [...Array.from({ length: 3 }, (_, c) => worker('book', 1 + c)), ...Array.from({ length: 3 }, (_, c) => worker('buy', 4 + c))];
    const until = (enough: () => boolean) => vi.waitFor(() => expect(enough()).toBe(true), { timeout: 90_000, interval: 20 });
    return {
      outcomes,
      until,
      finish: async () => {
        stop = true;
        await Promise.all(workers);
      },
    };
  }

  /** Every answered booking and order is in the database once, and nothing is half-written. */
  async function expectKept(outcomes: Outcome[], tag: string) {
    const unanswered = outcomes.filter((o) => o.error !== undefined);
    expect(unanswered, JSON.stringify(unanswered.slice(0, 5))).toEqual([]);
    const bookings = outcomes.filter((o) => o.kind === 'book' && o.status === 201).map((o) => String(o.id));
    const orders = outcomes.filter((o) => o.kind === 'buy' && o.status === 201).map((o) => Number(o.id));
    const booked = await db.query<{ booking_id: string; n: number }>(
      'select booking_id::text, count(*)::int as n from appointments where booking_id::text = any($1) group by 1',
      [bookings],
    );
    expect(booked.rows.map((r) => r.booking_id).sort()).toEqual([...bookings].sort());
    const twice = await db.query<{ email: string }>('select email from appointments where email like $1 group by 1 having count(distinct booking_id) > 1', [
      `${tag}%@example.nz`,
    ]);
    expect(twice.rows).toEqual([]);
    const made = await db.query<{ id: number }>('select id from orders where id = any($1) or email like $2', [orders, `${tag}%@example.nz`]);
    expect(made.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...orders].sort((a, b) => a - b));
    const broken = await db.query(`
      select o.id::text, 'no lines' as problem from orders o where not exists (select 1 from order_items i where i.order_id = o.id)
      union all
      select b.id::text, 'ordered basket without an order' from baskets b where b.status = 'ordered' and not exists (select 1 from orders o where o.basket_id = b.id)
      union all
      select o.id::text, 'order of a basket still open' from orders o join baskets b on b.id = o.basket_id where b.status = 'open'`);
    expect(broken.rows).toEqual([]);
    return { bookings: bookings.length, orders: orders.length };
  }

  /** Waits until the process answers /api/ready (migrations applied, not draining), as operations.md's loop does. */
  async function readyToServe(server: ServerProcess) {
    await ready(server);
    await vi.waitFor(async () => expect((await fetch(`${server.base}/api/ready`)).ok, `${server.base} never became ready:\n${server.output()}`).toBe(true), {
      timeout: 60_000,
      interval: 100,
    });
  }

  it("loses no request in operations.md's rolling restart: each process in turn stopped and started again, nginx untouched", async () => {
    const hosts = servers.map((s) => new URL(s.base).host);
    const load = await steadyLoad('rolling', 1, 2);
    const { outcomes } = load;
    await load.until(() => outcomes.filter((o) => o.status === 201).length >= 30);
    const whileDown: Outcome[][] = [];
    for (const index of [0, 1]) {
      servers[index]!.kill('SIGTERM');
      expect((await servers[index]!.exited).code).toBe(0);
      const downFrom = outcomes.length;
      const again = starts[index]!();
      restarted.push(again);
      servers[index] = again;
      await readyToServe(again);
      whileDown.push(outcomes.slice(downFrom));
      // Back in nginx's turn before the next one stops.
      const from = outcomes.length;
      await load.until(() => outcomes.slice(from).filter((o) => o.status === 201 && o.upstream === hosts[index]).length >= 10);
    }
    await load.finish();

    // Every request answered: 201, or (a time an earlier booking took) 409; no 502, no reset.
    for (const o of outcomes)
      expect([201, ...(o.kind === 'book' ? [409] : [])], `${o.kind} ${o.i}: ${o.status ?? o.error} via ${o.upstream}`).toContain(o.status);
    // While a process was down nginx sent the writes to the other: a POST that could not connect
    // was tried on the next process (its X-Upstream names both), as none of it had been sent.
    for (const [index, down] of whileDown.entries())
      expect(down.some((o) => o.status === 201 && o.upstream === `${hosts[index]}, ${hosts[1 - index]}`)).toBe(true);
    const kept = await expectKept(outcomes, 'rolling');
    console.log(
      `rolling restart of both: ${outcomes.length} requests on kept-alive connections, ${kept.bookings} bookings and ${kept.orders} orders answered, ${whileDown.flat().length} sent while a process was starting, none refused`,
    );
  }, 240_000);
});
