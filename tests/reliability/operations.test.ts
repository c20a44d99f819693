// What an operator relies on, through the real server process: the JSON request log (one line
// per request, the request id in and out, no personal data or secrets), the Prometheus
// metrics (private, and moving with what happens), and a SIGTERM in the middle of a load of
// bookings and orders (every answered request's effect kept, nothing half-written, no request
// the server took cut off), then a restart on the same data dir.
import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PGLITE_EXTENSIONS, pgliteDb } from '../../server/db/index';
import { freePort, ready, startServer, type ServerProcess } from './server';

const METRICS_TOKEN = 'operations-suite-metrics-token';
const DEMO = [
  { email: 'sam@example.nz', password: 'tui-demo-1', vetId: 'tui-vets' },
  { email: 'alex@example.nz', password: 'tui-demo-2', vetId: 'tui-vets' },
  { email: 'kiri@example.nz', password: 'kea-demo-1', vetId: 'kea-vets' },
];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: any;
}

/**
 * One request on a connection of its own (no keep-alive pool), so an error says what happened
 * to this request alone: refused (ECONNREFUSED, never taken) or cut off after it was taken.
 */
function send(base: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      base + path,
      {
        agent: false,
        method: init.method ?? (body ? 'POST' : 'GET'),
        headers: { 'x-vet-id': 'tui-vets', ...(body ? { 'content-type': 'application/json' } : {}), ...init.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = text;
          }
          resolve({ status: res.statusCode!, headers: res.headers, json });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The month after the current New Zealand month: open days, all in the future. */
function nextMonth(): string {
  const nz = new Date(new Date().toLocaleString('en-US', { timeZone: 'Pacific/Auckland' }));
  const d = new Date(nz.getFullYear(), nz.getMonth() + 1, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

/** A sample's value in Prometheus' text format (undefined when the series is absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return undefined;
}

const logLines = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, any>);

describe('operations on the real server (PGlite data dir)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vet-rel-ops-'));
  // The load comes from one address: the anonymous-write limits would (rightly) stop it.
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: 'operations-suite-secret-long-enough',
    WRITE_LIMITS: 'off',
    LOG_LEVEL: 'info',
    METRICS_TOKEN,
    SHUTDOWN_GRACE_MS: '15000',
  };
  let server: ServerProcess;
  let base = '';
  let metricsBase = '';
  let dog = 0;
  let typeId = 0;
  let slotIds: string[] = [];
  let products: number[] = [];
  let counter = 0;
  /** Every request this suite sent with its own id, and whether it was answered. */
  const sent = new Map<string, { answered: boolean }>();
  const call = async (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const id = `ops-${++counter}`;
    sent.set(id, { answered: false });
    const answer = await send(base, path, { ...init, headers: { 'x-request-id': id, ...init.headers } });
    sent.get(id)!.answered = true;
    expect(answer.headers['x-request-id']).toBe(id);
    return answer;
  };
  const bookingBody = (i: number, slot = slotIds[i % slotIds.length]) => ({
    clinicId: 'tui-hamilton',
    pets: [{ id: '', name: `Ops ${i}`, speciesId: dog }],
    appointmentTypeId: typeId,
    acceptTermsAndConditions: true,
    slotId: slot,
    customerStatusId: 1,
    firstName: 'Wiremu',
    lastName: 'Tane',
    email: `ops${i}@example.nz`,
    phone: '021 555 0199',
    notes: '',
  });
  const orderBody = (i: number) => ({
    isClickAndCollect: i % 2 === 0,
    clinicId: 'tui-hamilton',
    user: { id: '', firstName: 'Wiremu', lastName: 'Tane', email: `ops${i}@example.nz`, phone: '021 555 0199' },
    address: { company: '', street: '7 Ops Street', suburb: 'Hamilton East', city: 'Hamilton', postCode: '3216', region: { id: 3 }, deliveryNotes: '' },
    paymentMethod: { token: 'tok_visa' },
  });
  const scrape = async () => {
    const res = await send(metricsBase, '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    return res.json as string;
  };

  beforeAll(async () => {
    const port = await freePort();
    const metricsPort = await freePort();
    server = startServer({ ...env, METRICS_PORT: String(metricsPort) }, port);
    base = server.base;
    metricsBase = `http://127.0.0.1:${metricsPort}`;
    await ready(server, 150_000);
    dog = Number(Object.entries(Object.assign({}, ...(await call('/api/v2/species')).json.data)).find(([, n]) => n === 'Dog')![0]);
    const types = (await call(`/api/v2/appointment/appointment-type?speciesId=${dog}&customerStatusId=1`)).json.data as { id: number; name: string }[];
    typeId = types.find((t) => t.name === 'Consultation')!.id;
    const slots = (await call(`/api/v2/appointment/slots?clinicId=tui-hamilton&date=${nextMonth()}&petCount=1&speciesId=${dog}&appointmentTypeId=${typeId}`))
      .json.data as Record<string, Record<string, string>[]>;
    slotIds = Object.values(slots)
      .flat()
      .map((p) => Object.keys(p)[0]!);
    products = ((await call('/api/v1/shop?limit=20')).json.data.items as { id: number }[]).map((p) => p.id);
  }, 200_000);
  afterAll(() => {
    server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs one JSON line per request with its id, route pattern, status and time, and no personal data or secrets', async () => {
    const secrets: string[] = [];
    for (const { email, password, vetId } of DEMO) {
      const login = await call('/auth/login', { body: { email, password }, headers: { 'x-vet-id': vetId } });
      expect(login.status).toBe(200);
      const token = login.json.data.token as string;
      const cookie = String(login.headers['set-cookie'] ?? '').split(';')[0]!;
      secrets.push(email, password, token, cookie.split('=').slice(1).join('='));
      const proxied = await call('/auth/token', { headers: { cookie, 'x-vet-id': vetId } });
      expect(proxied.status).toBe(200);
      expect(proxied.json.token).toMatch(/^eyJ/);
      secrets.push(proxied.json.token);
      expect((await call('/api/v1/profile', { headers: { authorization: `Bearer ${token}`, 'x-vet-id': vetId } })).status).toBe(200);
    }
    expect((await call('/auth/login', { body: { email: 'sam@example.nz', password: 'not-the-password-1' } })).status).toBe(401);
    for (let i = 0; i < 3; i++) {
      expect((await call('/api/v2/appointment/complete', { body: bookingBody(i) })).status).toBe(201);
      const basket = await call('/api/v1/basket', { body: { basketItems: [{ productId: products[i]!, quantity: 1 }] } });
      expect(basket.status).toBe(201);
      const order = await call(`/api/v1/basket/${basket.json.data.id}/order`, { body: orderBody(i), headers: { 'idempotency-key': `ops-order-${i}` } });
      expect(order.status).toBe(201);
      secrets.push(`ops${i}@example.nz`);
    }
    // A caller's id that is not a sane token is replaced, not logged.
    const odd = await send(base, '/api/v1/shop?limit=1', { headers: { 'x-request-id': 'a b<script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // The log is written after the answer: wait until it has a line for every request sent.
    const logged = (id: string) => logLines(server).some((line) => line.reqId === id && (line.msg === 'request completed' || line.msg === 'request failed'));
    await vi.waitFor(() => expect([...sent.keys(), String(odd.headers['x-request-id'])].filter((id) => !logged(id))).toEqual([]), { timeout: 10_000 });

    const output = server.output();
    for (const secret of [...secrets, 'not-the-password-1', 'Wiremu', 'Tane', '021 555 0199', 'tok_visa', '7 Ops Street', 'a b<script>'])
      expect(output, `the log holds ${secret}`).not.toContain(secret);
    expect(output).not.toMatch(/@example\.nz|eyJ[\w-]+\.eyJ/);

    const lines = logLines(server).filter((line) => line.msg === 'request completed' || line.msg === 'request failed');
    for (const id of sent.keys())
      expect(
        lines.filter((line) => line.reqId === id),
        `lines for ${id}`,
      ).toHaveLength(1);
    const booking = lines.find((line) => line.req.route === '/api/v2/appointment/complete')!;
    expect(booking).toMatchObject({ level: 30, req: { method: 'POST' }, res: { statusCode: 201 }, vetId: 'tui-vets' });
    expect(booking.responseTime).toBeGreaterThan(0);
    // The pattern, not the path with the basket's id.
    expect(lines.filter((line) => line.req.route === '/api/v1/basket/:basketId/order')).toHaveLength(3);
    expect(lines.find((line) => line.reqId === odd.headers['x-request-id'])).toBeDefined();
  }, 120_000);

  it('serves the metrics privately, and they move with bookings, conflicts, refusals and cache hits', async () => {
    // Not on the public port without the token; not on the metrics port either, since one is set.
    expect((await send(base, '/metrics')).status).toBe(401);
    expect((await send(base, '/metrics', { headers: { authorization: 'Bearer wrong-token-of-some-length' } })).status).toBe(401);
    expect((await send(metricsBase, '/metrics')).status).toBe(401);
    const publicScrape = await send(base, '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(publicScrape.status).toBe(200);
    expect(publicScrape.json).toContain('http_request_duration_seconds_bucket');

    const before = await scrape();
    // One time booked until it is full (each clinician once), then once more: the conflicts.
    const slot = slotIds[50]!;
    const statuses: number[] = [];
    for (let i = 50; !statuses.includes(409) && i < 70; i++) statuses.push((await call('/api/v2/appointment/complete', { body: bookingBody(i, slot) })).status);
    expect(statuses.at(-1)).toBe(409);
    expect((await call('/api/v2/appointment/complete', { body: bookingBody(70, slot) })).status).toBe(409);
    for (let i = 0; i < 6; i++) await call('/auth/login', { body: { email: 'alex@example.nz', password: `wrong-guess-${i}` } });
    const slotsPath = `/api/v2/appointment/slots?clinicId=tui-hamilton&date=${nextMonth()}&petCount=1&speciesId=${dog}&appointmentTypeId=${typeId}`;
    await call(slotsPath);
    await call(slotsPath);
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string> = {}) => (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(moved('booking_conflicts_total', { step: 'complete' })).toBe(2);
    expect(moved('rate_limit_refusals_total', { limit: 'login-account-ip' })).toBeGreaterThanOrEqual(1);
    expect(moved('answer_cache_lookups_total', { cache: 'slots', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(moved('http_request_duration_seconds_count', { route: '/api/v2/appointment/complete', method: 'POST', status_code: '201' })).toBe(
      statuses.length - 1,
    );
    expect(moved('http_request_duration_seconds_count', { route: '/api/v2/appointment/complete', method: 'POST', status_code: '409' })).toBe(2);
    expect(moved('http_request_duration_seconds_count', { route: '/auth/login', method: 'POST', status_code: '429' })).toBeGreaterThanOrEqual(1);
    // Read on scrape: the confirmation emails wait in the outbox (no SMTP_URL), the oldest for a while.
    expect(sample(after, 'outbox_backlog')).toBeGreaterThanOrEqual(5);
    expect(sample(after, 'outbox_oldest_age_seconds')).toBeGreaterThan(0);
    expect(sample(after, 'db_pool_connections_max')).toBe(1);
    expect(sample(after, 'db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'db_pool_waiting')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(after, 'nodejs_eventloop_lag_seconds')).toBeDefined();
    // No series is labelled with a raw path: every route label is a pattern or 'unmatched'.
    expect(after).not.toMatch(/route="[^"]*\/\d+[/"]/);
  }, 120_000);

  it('readiness says ready; SIGTERM under load lets every taken request finish, keeps its effect, and exits 0', async () => {
    const readyAnswer = await send(base, '/api/ready');
    expect(readyAnswer.status).toBe(200);
    expect(readyAnswer.json).toEqual({ success: true, data: { status: 'ready' } });

    const acked = { bookings: [] as string[], orders: [] as number[] };
    const outcomes: { id: string; kind: string; i: number; status?: number; error?: string }[] = [];
    let stop = false;
    let next = 1000;
    const one = async (kind: 'book' | 'buy', i: number) => {
      const id = `load-${kind}-${i}`;
      const outcome: (typeof outcomes)[number] = { id, kind, i };
      outcomes.push(outcome);
      try {
        if (kind === 'book') {
          const res = await send(base, '/api/v2/appointment/complete', { body: bookingBody(i), headers: { 'x-request-id': id } });
          outcome.status = res.status;
          if (res.status === 201) acked.bookings.push(res.json.data.bookingId);
        } else {
          const basket = await send(base, '/api/v1/basket', { body: { basketItems: [{ productId: products[i % products.length]!, quantity: 1 }] } });
          if (basket.status !== 201) return void (outcome.status = basket.status);
          const res = await send(base, `/api/v1/basket/${basket.json.data.id}/order`, {
            body: orderBody(i),
            headers: { 'idempotency-key': `load-${i}`, 'x-request-id': id },
          });
          outcome.status = res.status;
          if (res.status === 201) acked.orders.push(res.json.data.id);
        }
      } catch (error) {
        outcome.error = (error as NodeJS.ErrnoException).code ?? String(error);
        stop = true;
      }
    };
    const worker = async (kind: 'book' | 'buy') => {
      while (!stop) await one(kind, next++);
    };
    const workers = [...Array.from({ length: 4 }, () => worker('book')), ...Array.from({ length: 4 }, () => worker('buy'))];
    await vi.waitFor(() => expect(acked.bookings.length + acked.orders.length).toBeGreaterThanOrEqual(30), { timeout: 60_000, interval: 20 });
    const inFlight = outcomes.filter((o) => o.status === undefined && o.error === undefined).length;
    server.kill('SIGTERM');
    const exit = await server.exited;
    stop = true;
    await Promise.all(workers);
    expect(exit.code).toBe(0);
    expect(inFlight).toBeGreaterThan(0);

    const lines = logLines(server);
    expect(lines.find((line) => line.msg === 'Stopped')).toMatchObject({ cutOff: false });
    const logged = new Set(lines.map((line) => line.reqId));
    const failed = outcomes.filter((o) => o.error !== undefined);
    // Every request the server took was answered. A connection refused once the listener closed,
    // or reset while it still waited in the kernel's queue (the embedded database keeps the
    // event loop busy), is the only error, and such a request never reached a route: no log
    // line for it, and (below) nothing written.
    for (const o of failed) {
      expect(o.error, `${o.id}`).toMatch(/ECONNREFUSED|ECONNRESET/);
      expect(logged.has(o.id), `${o.id} was taken, then cut off`).toBe(false);
    }
    const answered = outcomes.filter((o) => o.status !== undefined);
    // 201, or (a booking whose time an earlier one took) 409: never a 5xx.
    for (const o of answered) expect([201, ...(o.kind === 'book' ? [409] : [])], `${o.id}`).toContain(o.status);
    console.log(
      `SIGTERM with ${inFlight} requests in flight: ${acked.bookings.length} bookings and ${acked.orders.length} orders answered, ${failed.length} refused (${[...new Set(failed.map((o) => o.error))].join(', ')})`,
    );

    // Restart on the same data dir: it opens, is ready, and takes new work.
    const port = await freePort();
    server = startServer({ ...env, LOG_LEVEL: 'warn' }, port);
    await ready(server, 150_000);
    expect((await send(server.base, '/api/ready')).status).toBe(200);
    expect((await send(server.base, '/api/v1/shop?limit=1')).status).toBe(200);
    server.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);

    const db = pgliteDb(await PGlite.create(`${dataDir}/pglite`, { extensions: PGLITE_EXTENSIONS }));
    try {
      const bookings = await db.query<{ booking_id: string }>('select distinct booking_id::text from appointments where booking_id::text = any($1)', [
        acked.bookings,
      ]);
      expect(bookings.rows.map((r) => r.booking_id).sort()).toEqual([...acked.bookings].sort());
      const orders = await db.query<{ id: number }>('select id from orders where id = any($1)', [acked.orders]);
      expect(orders.rows.map((r) => r.id).sort()).toEqual([...acked.orders].sort());
      // A request that was refused left nothing behind.
      const refusedEmails = failed.map((o) => `ops${o.i}@example.nz`);
      expect((await db.query('select id from appointments where email = any($1)', [refusedEmails])).rows).toEqual([]);
      expect((await db.query('select id from orders where email = any($1)', [refusedEmails])).rows).toEqual([]);
      // Nothing half-written: no order without lines, no ordered basket without its order, no
      // order of a basket still open, no appointment without its booking's mail.
      const broken = await db.query(`
        select o.id::text, 'no lines' as problem from orders o where not exists (select 1 from order_items i where i.order_id = o.id)
        union all
        select b.id::text, 'ordered basket without an order' from baskets b where b.status = 'ordered' and not exists (select 1 from orders o where o.basket_id = b.id)
        union all
        select o.id::text, 'order of a basket still open' from orders o join baskets b on b.id = o.basket_id where b.status = 'open'`);
      expect(broken.rows).toEqual([]);
    } finally {
      await db.close();
    }
  }, 400_000);
});
