// Two server processes on one PostgreSQL, every request alternating between them
// as a round-robin load balancer would send it: what one process keeps in memory never hides
// what the other wrote (a held time is gone from the other's next slots answer), one booking
// per slot, one order and one payment per Idempotency-Key, login limits counted together, and
// every email sent once through the mail server though both processes send the outbox.
// The subscription scheduler's "two runs racing charge once" is in the server's own suite
// (server/commerce/subscriptions). PostgreSQL only: PGlite's data dir is one process's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_TAKEN } from '../../shared/schemas/appointments';
import { TOO_MANY } from '../../server/auth/routes';
import { MAX_FAILURES } from '../../server/auth/rateLimit';
import { postgresDb, type Db } from '../../server/db/index';
import { startSmtpSink, type SmtpSink } from '../../server/test/smtpSink';
import { freePort, ready, startServer, type ServerProcess } from './server';
import { bookingBody, guestOrderBody, ids, newBasket, productId, read, slotId, type TestApp } from './support';

const url = process.env.DATABASE_URL;

/** The month after the current New Zealand month: open days, all in the future. */
function nextMonth(): string {
  const nz = new Date(new Date().toLocaleString('en-US', { timeZone: 'Pacific/Auckland' }));
  const d = new Date(nz.getFullYear(), nz.getMonth() + 1, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

describe.skipIf(!url)('two server processes on one PostgreSQL', () => {
  const name = `two_${Date.now().toString(36)}`;
  const cleanups: (() => Promise<unknown> | void)[] = [];
  let servers: ServerProcess[] = [];
  let db: Db;
  let sink: SmtpSink;
  let turn = 0;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql);
    await client.end();
  };

  /** The harness's request shape, sent to the servers in turn (or to one, by index). */
  const via = (only?: number): Pick<TestApp, 'request'> => ({
    request: (path, init = {}) => {
      const server = servers[only ?? turn++ % servers.length]!;
      const headers: Record<string, string> = { 'x-vet-id': init.vetId ?? 'tui-vets', ...init.headers };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      const body = init.body === undefined ? undefined : JSON.stringify(init.body);
      if (body) headers['content-type'] = 'application/json';
      return fetch(server.base + path, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
    },
  });
  const both = via();

  beforeAll(async () => {
    await admin(`create database ${name}`);
    cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
    const own = new URL(url!);
    own.pathname = `/${name}`;
    sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    // Both start at once on the new database: one migrates and seeds, the other waits its turn
    // and finds it done (STARTUP_LOCK in server/db/migrate.ts).
    const starting: ServerProcess[] = [];
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'vet-two-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      // One signing secret for both, as docs/scaling.md asks: a token from one is good on the other.
      const server = startServer(
        { DATA_DIR: dataDir, DATABASE_URL: own.href, WRITE_LIMITS: 'off', JWT_SECRET: 'two-processes-test-secret', SMTP_URL: sink.url },
        await freePort(),
      );
      cleanups.push(async () => {
        server.kill('SIGKILL');
        await server.exited;
      });
      starting.push(server);
    }
    await Promise.all(starting.map((server) => ready(server)));
    servers = starting;
    db = postgresDb(new pg.Pool({ connectionString: own.href, max: 2 }));
    cleanups.push(() => db.close());
  }, 180_000);
  afterAll(async () => {
    for (const fn of cleanups.reverse()) await fn();
    servers = [];
  });

  it('started together on a new database, migrated and seeded it once', async () => {
    const groups = await db.query<{ n: number }>('select count(*)::int as n from vet_groups');
    expect(groups.rows[0]!.n).toBeGreaterThan(0);
    const clinics = await db.query<{ n: number; distinct: number }>('select count(*)::int as n, count(distinct id)::int as distinct from clinics');
    expect(clinics.rows[0]!.n).toBe(clinics.rows[0]!.distinct);
    const users = await db.query<{ n: number }>("select count(*)::int as n from users where email = 'sam@example.nz'");
    expect(users.rows).toEqual([{ n: 1 }]);
    for (const server of servers) expect(server.output()).not.toMatch(/Could not/);
  });

  it("takes a time held on one process out of the other's next slots answer, and puts it back when released", async () => {
    const [species, types, clinicians] = await Promise.all([ids(db, 'species'), ids(db, 'appointment_types'), ids(db, 'calendar_resources')]);
    const q = { day: `${nextMonth()}-16`, label: '11:00am', typeId: types.Vaccination!, speciesId: species.Dog!, clinicianId: clinicians['Nurse Mere Tane'] };
    // Process B works the month out and keeps it.
    const slot = await slotId(via(1), q);
    await slotId(via(1), q);
    const hold = await via(0).request('/api/v2/appointment/hold', { body: { slotId: slot } });
    expect(hold.status).toBe(201);
    await expect(slotId(via(1), q)).rejects.toThrow(/not offered/);
    const { holdId } = (await read(hold)).data as { holdId: string };
    expect((await via(0).request(`/api/v2/appointment/hold/${holdId}`, { method: 'DELETE' })).status).toBe(200);
    expect(await slotId(via(1), q)).toBe(slot);
  });

  it('gives exactly one of 100 bookings of one slot sent to both processes', async () => {
    const [species, types, clinicians] = await Promise.all([ids(db, 'species'), ids(db, 'appointment_types'), ids(db, 'calendar_resources')]);
    const slot = await slotId(both, {
      day: `${nextMonth()}-15`,
      label: '10:00am',
      typeId: types.Consultation!,
      speciesId: species.Dog!,
      clinicianId: clinicians['Dr Aroha Ngata'],
    });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        both.request('/api/v2/appointment/complete', {
          body: bookingBody(slot, types.Consultation!, species.Dog!, i, { preferredClinician: clinicians['Dr Aroha Ngata'] }),
        }),
      ),
    );
    const created = results.filter((r) => r.status === 201).length;
    expect(created).toBe(1);
    const losers = await Promise.all(results.filter((r) => r.status !== 201).map(read));
    expect(new Set(losers.map((b) => b.message))).toEqual(new Set([SLOT_TAKEN]));
  });

  it('makes one order of 20 submits with one Idempotency-Key sent to both processes, all answered alike', async () => {
    const basket = await newBasket(both, [{ productId: await productId(both, 'kong-classic-large'), quantity: 1 }]);
    const submit = () => both.request(`/api/v1/basket/${basket}/order`, { body: guestOrderBody(), headers: { 'idempotency-key': `two-${basket}` } });
    const results = await Promise.all(Array.from({ length: 20 }, submit));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set((await Promise.all(results.map(read))).map((b) => b.data.id)).size).toBe(1);
    const orders = await db.query<{ n: number }>('select count(*)::int as n from orders where basket_id = $1', [basket]);
    expect(orders.rows).toEqual([{ n: 1 }]);
  });

  it('takes one payment of 20 one-off payment submits with one key sent to both processes', async () => {
    const body = { reference: 'INV-TWO-20', amount: 45.5, email: 'pat@example.nz', name: 'Pat Guest', token: 'tok_visa' };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => both.request('/api/v1/profile/anonymous/oneoffpayment', { body, headers: { 'idempotency-key': 'two-one-off-20' } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set((await Promise.all(results.map(read))).map((b) => b.data.id)).size).toBe(1);
    // One row, one charge id: the charge is made once, under the key, whichever process took it.
    const paid = await db.query<{ n: number }>("select count(distinct charge_id)::int as n from one_off_payments where reference = 'INV-TWO-20'");
    expect(paid.rows).toEqual([{ n: 1 }]);
  });

  it('honours a token from one process on the other, and a sign-out on one ends it on both', async () => {
    const login = await via(0).request('/auth/login', { body: { email: 'alex@example.nz', password: 'tui-demo-2' } });
    expect(login.status).toBe(200);
    const { token } = (await read(login)).data as { token: string };
    expect((await via(1).request('/api/v1/profile', { token })).status).toBe(200);
    expect((await via(1).request('/auth/logout', { method: 'POST', token })).status).toBeLessThan(300);
    for (const only of [0, 1]) expect((await via(only).request('/api/v1/profile', { token })).status).toBe(401);
  });

  it('counts failed sign-ins on either process together', async () => {
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await both.request('/auth/login', { body: { email: 'sam@example.nz', password: `wrong-${i}` } });
      expect(res.status).toBe(401);
    }
    for (const only of [0, 1]) {
      const res = await via(only).request('/auth/login', { body: { email: 'sam@example.nz', password: 'tui-demo-1' } });
      expect(res.status).toBe(429);
      expect((await read(res)).message).toBe(TOO_MANY);
    }
  });

  it('sends each confirmation once through the mail server, though both processes send the outbox', async () => {
    const [species, types, clinicians] = await Promise.all([ids(db, 'species'), ids(db, 'appointment_types'), ids(db, 'calendar_resources')]);
    const labels = ['9:00am', '9:30am', '10:00am', '10:30am', '11:00am', '11:30am'];
    const emails: string[] = [];
    for (const [i, label] of labels.entries()) {
      const slot = await slotId(both, {
        day: `${nextMonth()}-17`,
        label,
        typeId: types.Consultation!,
        speciesId: species.Dog!,
        clinicianId: clinicians['Dr Ben Cole'],
      });
      const email = `mailed${i}@example.nz`;
      const res = await both.request('/api/v2/appointment/complete', { body: bookingBody(slot, types.Consultation!, species.Dog!, i, { email }) });
      expect(res.status, `${label}: ${await res.clone().text()}`).toBe(201);
      emails.push(email);
    }
    const sentTo = () => sink.messages.flatMap((m) => m.to).filter((to) => emails.includes(to));
    await expect.poll(() => sentTo().length, { timeout: 15_000 }).toBe(emails.length);
    expect(sentTo().sort()).toEqual([...emails].sort());
    // Rendered from the booking's data when sent: the subject, the clinician, the calendar file.
    const first = sink.messages.find((m) => m.to.includes('mailed0@example.nz'))!;
    expect(first.data).toMatch(/^Subject: Your appointment at Tui Vets Hamilton is booked$/m);
    expect(first.data).toContain('with Dr Ben Cole');
    expect(first.data).toMatch(/filename=appointment\.ics/);
    const unsent = await db.query<{ n: number }>('select count(*)::int as n from outbox where to_address = any($1) and sent_at is null', [emails]);
    expect(unsent.rows).toEqual([{ n: 0 }]);
    // Whatever else the suite queued (order and payment receipts) went out once too.
    await expect
      .poll(async () => (await db.query<{ n: number }>('select count(*)::int as n from outbox where sent_at is null')).rows[0]!.n, { timeout: 15_000 })
      .toBe(0);
    const all = await db.query<{ n: number }>('select count(*)::int as n from outbox');
    expect(sink.messages.length).toBe(all.rows[0]!.n);
  });
});
