// Faults: the real server process, killed hard in the middle of a load of
// bookings and orders and restarted on the same data dir (everything answered 2xx is there,
// nothing is half-written), and killed between a charge and its order (the retry resolves to
// one order and one charge); the database unreachable at start (a clear message, no stack) and
// lost during requests (a clear 503, the process survives, and recovers when it returns).
import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { PGLITE_EXTENSIONS, pgliteDb } from '../../server/db/index';
import { relay } from './relay';
import { api, freePort, ready, startServer, type ServerProcess } from './server';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const fn of cleanups.reverse()) await fn();
});

/** The month after the current New Zealand month: open days, all in the future. */
function nextMonth(): string {
  const nz = new Date(new Date().toLocaleString('en-US', { timeZone: 'Pacific/Auckland' }));
  const d = new Date(nz.getFullYear(), nz.getMonth() + 1, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

describe('a hard kill in the middle of a load of bookings and orders (PGlite data dir)', () => {
  it('keeps every answered booking and order after a restart on the same data dir, and nothing half-written', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vet-rel-kill-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // A load from one address: the anonymous-write limits would (rightly) stop it.
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: 'reliability-suite-secret-long-enough', WRITE_LIMITS: 'off' };
    const port = await freePort();
    let server: ServerProcess = startServer(env, port);
    cleanups.push(() => server.kill('SIGKILL'));
    await ready(server, 120_000);
    let call = api(server.base);

    // What to book and buy: one dog, a consultation, every free time next month at Hamilton.
    const dog = Number(Object.entries(Object.assign({}, ...(await call('/api/v2/species')).json.data)).find(([, n]) => n === 'Dog')![0]);
    const types = (await call(`/api/v2/appointment/appointment-type?speciesId=${dog}&customerStatusId=1`)).json.data as { id: number; name: string }[];
    const typeId = types.find((t) => t.name === 'Consultation')!.id;
    const slots = (await call(`/api/v2/appointment/slots?clinicId=tui-hamilton&date=${nextMonth()}&petCount=1&speciesId=${dog}&appointmentTypeId=${typeId}`))
      .json.data as Record<string, Record<string, string>[]>;
    const slotIds = Object.values(slots)
      .flat()
      .map((p) => Object.keys(p)[0]!);
    expect(slotIds.length).toBeGreaterThan(100);
    const products = ((await call('/api/v1/shop?limit=20')).json.data.items as { id: number }[]).map((p) => p.id);

    const acked = { bookings: [] as string[], orders: [] as number[], baskets: [] as string[] };
    let sent = 0;
    let stop = false;
    const book = async (i: number) => {
      const res = await call('/api/v2/appointment/complete', {
        body: {
          clinicId: 'tui-hamilton',
          pets: [{ id: '', name: `Load ${i}`, speciesId: dog }],
          appointmentTypeId: typeId,
          acceptTermsAndConditions: true,
          slotId: slotIds[i % slotIds.length],
          customerStatusId: 1,
          firstName: 'Load',
          lastName: 'Test',
          email: `load${i}@example.nz`,
          phone: '021 555 0100',
          notes: '',
        },
      });
      if (res.status === 201) acked.bookings.push(res.json.data.bookingId);
    };
    const buy = async (i: number) => {
      const basket = await call('/api/v1/basket', { body: { basketItems: [{ productId: products[i % products.length]!, quantity: 1 + (i % 3) }] } });
      if (basket.status !== 201) return;
      acked.baskets.push(basket.json.data.id);
      const order = await call(`/api/v1/basket/${basket.json.data.id}/order`, {
        body: {
          isClickAndCollect: i % 2 === 0,
          clinicId: 'tui-hamilton',
          user: { id: '', firstName: 'Load', lastName: 'Test', email: `load${i}@example.nz`, phone: '021 555 0100' },
          address: { company: '', street: '1 Load Street', suburb: 'Hamilton East', city: 'Hamilton', postCode: '3216', region: { id: 3 }, deliveryNotes: '' },
          paymentMethod: { token: 'tok_visa' },
        },
        headers: { 'idempotency-key': `load-${i}` },
      });
      if (order.status === 201) acked.orders.push(order.json.data.id);
    };
    let next = 0;
    const worker = async (kind: 'book' | 'buy') => {
      while (!stop) {
        const i = next++;
        sent++;
        try {
          await (kind === 'book' ? book(i) : buy(i));
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const workers = [...Array.from({ length: 4 }, () => worker('book')), ...Array.from({ length: 4 }, () => worker('buy'))];
    // Kill once a good number of answers are in, with 8 requests still in flight.
    await vi.waitFor(() => expect(acked.bookings.length + acked.orders.length).toBeGreaterThanOrEqual(40), { timeout: 60_000, interval: 20 });
    server.kill('SIGKILL');
    const exit = await server.exited;
    stop = true;
    await Promise.all(workers);
    expect(exit.signal).toBe('SIGKILL');
    console.log(`killed after ${sent} requests: ${acked.bookings.length} bookings and ${acked.orders.length} orders answered 201`);

    // Restart on the same data dir: it opens, and takes new work.
    server = startServer(env, port);
    await ready(server, 120_000);
    call = api(server.base);
    expect((await call('/api/v1/shop?limit=1')).status).toBe(200);
    const after = await call(`/api/v2/appointment/slots?clinicId=tui-hamilton&date=${nextMonth()}&petCount=1&speciesId=${dog}&appointmentTypeId=${typeId}`);
    expect(after.status).toBe(200);
    server.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);

    // Read the data dir directly (PGlite allows one process at a time).
    const db = pgliteDb(await PGlite.create(`${dataDir}/pglite`, { extensions: PGLITE_EXTENSIONS }));
    try {
      const bookings = await db.query<{ booking_id: string; n: number }>(
        'select booking_id::text, count(*)::int as n from appointments where booking_id::text = any($1) group by 1',
        [acked.bookings],
      );
      expect(bookings.rows.map((r) => r.booking_id).sort()).toEqual([...acked.bookings].sort());
      expect(bookings.rows.every((r) => r.n === 1)).toBe(true);
      const orders = await db.query<{ id: number }>('select id from orders where id = any($1)', [acked.orders]);
      expect(orders.rows.map((r) => r.id).sort()).toEqual([...acked.orders].sort());
      const baskets = await db.query<{ id: string }>('select id::text from baskets where id::text = any($1)', [acked.baskets]);
      expect(baskets.rows).toHaveLength(acked.baskets.length);

      // Nothing half-written anywhere: no order without lines or with lines that do not add
      // up, no ordered basket without its order, no order whose basket is still open.
      const broken = await db.query(`
        select o.id::text, 'no lines' as problem from orders o where not exists (select 1 from order_items i where i.order_id = o.id)
        union all
        select b.id::text, 'ordered basket without an order' from baskets b where b.status = 'ordered' and not exists (select 1 from orders o where o.basket_id = b.id)
        union all
        select o.id::text, 'order of a basket still open' from orders o join baskets b on b.id = o.basket_id where b.status = 'open'`);
      expect(broken.rows).toEqual([]);
      const orphans = await db.query(`select a.id from appointments a where a.pet_name like 'Load %' and a.email not like 'load%@example.nz'`);
      expect(orphans.rows).toEqual([]);
    } finally {
      await db.close();
    }
  }, 300_000);
});

describe('a process killed between the charge and the order (PGlite data dir)', () => {
  it('resolves to one order and one charge when the client retries with its key after the restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vet-rel-charge-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: 'reliability-suite-secret-long-enough', NODE_ENV: 'test' };
    const port = await freePort();
    // The offline gateway kills its own process right after it has charged the card.
    let server = startServer({ ...env, OFFLINE_GATEWAY_FAULT: 'kill-after-charge' }, port);
    cleanups.push(() => server.kill('SIGKILL'));
    await ready(server, 120_000);
    let call = api(server.base);
    const product = ((await call('/api/v1/shop?limit=1')).json.data.items as { id: number }[])[0]!.id;
    const basketId = (await call('/api/v1/basket', { body: { basketItems: [{ productId: product, quantity: 1 }] } })).json.data.id as string;
    const order = (token: string) =>
      call(`/api/v1/basket/${basketId}/order`, {
        headers: { 'idempotency-key': 'killed-after-charge' },
        body: {
          isClickAndCollect: true,
          clinicId: 'tui-hamilton',
          user: { id: '', firstName: 'Kill', lastName: 'Test', email: 'killed@example.nz', phone: '021 555 0100' },
          address: { deliveryNotes: '' },
          paymentMethod: { token },
        },
      });
    await expect(order('tok_visa')).rejects.toThrow();
    expect((await server.exited).signal).toBe('SIGKILL');

    // A claim untouched for a minute belongs to a request that died: make it that old.
    const before = pgliteDb(await PGlite.create(`${dataDir}/pglite`, { extensions: PGLITE_EXTENSIONS }));
    try {
      expect(await before.one('select status from baskets where id = $1', [basketId])).toEqual({ status: 'checkout' });
      expect(await before.one(`select count(*)::int as n from standin_charges`)).toEqual({ n: 1 });
      await before.query(`update idempotency_keys set updated_at = updated_at - interval '61 seconds' where key = 'killed-after-charge'`);
    } finally {
      await before.close();
    }

    server = startServer(env, port);
    await ready(server, 120_000);
    call = api(server.base);
    // The page's retry: the same key, a new token from the same card form.
    const retry = await order('tok_mastercard');
    expect(retry.status, retry.text).toBe(201);
    expect(retry.json.data.paymentMethod).toMatchObject({ brand: 'visa' });
    server.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);

    const db = pgliteDb(await PGlite.create(`${dataDir}/pglite`, { extensions: PGLITE_EXTENSIONS }));
    try {
      const charges = await db.query<{ id: string }>(`select result->>'id' as id from standin_charges`);
      expect(charges.rows).toHaveLength(1);
      const orders = await db.query<{ charge_id: string }>('select charge_id from orders where basket_id = $1', [basketId]);
      expect(orders.rows).toEqual([{ charge_id: charges.rows[0]!.id }]);
      expect(await db.one('select status from baskets where id = $1', [basketId])).toEqual({ status: 'ordered' });
    } finally {
      await db.close();
    }
  }, 300_000);
});

describe('the database unreachable at start', () => {
  it('PostgreSQL refusing connections: exits with a clear message, not a stack trace', async () => {
    const closed = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'vet-rel-nodb-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/nowhere` }, await freePort());
    cleanups.push(() => server.kill('SIGKILL'));
    const { code } = await server.exited;
    expect(code).not.toBe(0);
    expect(server.output()).toMatch(/Could not open the database \(DATABASE_URL\): .*ECONNREFUSED|Could not open the database \(DATABASE_URL\): .*connect/);
    expect(server.output()).not.toMatch(/^\s+at /m);
  }, 60_000);

  it('a data dir that cannot be created: exits with a clear message, not a stack trace', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'vet-rel-file-')), 'not-a-dir');
    writeFileSync(file, 'x');
    const server = startServer({ DATA_DIR: join(file, 'data'), DATABASE_URL: '' }, await freePort());
    cleanups.push(() => server.kill('SIGKILL'));
    const { code } = await server.exited;
    expect(code).not.toBe(0);
    expect(server.output()).toMatch(/not-a-dir/);
    expect(server.output()).not.toMatch(/^\s+at /m);
  }, 60_000);
});

describe.skipIf(!process.env.DATABASE_URL)('the database lost during requests (PostgreSQL)', () => {
  it('answers a clear 503 while it is gone, stays up, and recovers when it returns', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    const name = `rel_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url.href });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: url.href });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });

    const relayPort = await freePort();
    const link = await relay({ host: url.hostname, port: Number(url.port || 5432) }, relayPort);
    const through = new URL(url.href);
    through.port = String(relayPort);
    through.pathname = `/${name}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'vet-rel-pg-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: through.href }, await freePort());
    cleanups.push(() => server.kill('SIGKILL'));
    await ready(server, 120_000);
    const call = api(server.base);
    expect((await call('/api/v1/shop?limit=3')).status).toBe(200);

    await link.cut();
    for (const path of ['/api/v1/shop?limit=3', '/api/v2/species']) {
      const res = await call(path);
      expect(res.status, res.text).toBe(503);
      expect(res.json).toEqual({ success: false, message: 'The service is unavailable for a moment. Please try again shortly.' });
    }
    const write = await call('/api/v1/contact', { body: { name: 'A', email: 'a@example.nz', message: 'hi' } });
    expect([503, 422]).toContain(write.status);

    await link.open();
    await vi.waitFor(async () => expect((await call('/api/v1/shop?limit=3')).status).toBe(200), { timeout: 15_000, interval: 200 });
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/Unhandled 'error' event/);
    await link.cut();
    server.kill('SIGTERM');
    await server.exited;
  }, 180_000);
});
