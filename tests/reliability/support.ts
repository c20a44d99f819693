// What the reliability suites share: an app on a fresh database copy (server/test/harness.ts)
// whose payment gateway counts its charges, the row counts of every table ("nothing was
// written"), and the booking and order payloads the API accepts.
import pg from 'pg';
import { createApp } from '../../server/app';
import { createDeps } from '../../server/deps';
import { drivers, testApp, testConfig, type Driver, type TestApp } from '../../server/test/harness';
import { postgresDb, type Db } from '../../server/db/index';
import { outboxMailer } from '../../server/mail/mailer';
import type { Deps } from '../../server/http/env';

export { drivers, type Driver, type TestApp };
export type Json = { success: boolean; message?: string; data?: any; issues?: Record<string, string> };
export const read = async (res: Response) => (await res.json()) as Json;

/** A fixed "now" before the seeded slots, shared with the server's own suites. */
export const NOW = '2026-11-23T01:00:00Z';

export interface CountingApp extends TestApp {
  /** Charges the gateway made since the app was built (every attempt that reached it). */
  charges: () => number;
}

/** testApp() plus a charge counter on the app's one payment gateway. */
export async function countingApp(driver: Driver): Promise<CountingApp> {
  let deps: Deps | undefined;
  const t = await testApp({ driver, now: NOW, extend: (app) => app.get('/__deps', (c) => ((deps = c.var.deps), c.body(null, 204))) });
  await t.request('/__deps');
  const gateway = deps!.payments;
  const charge = gateway.charge.bind(gateway);
  let charges = 0;
  (gateway as { charge: typeof charge }).charge = async (input) => {
    charges++;
    return charge(input);
  };
  return Object.assign(t, { charges: () => charges });
}

/** Row count of every table in the app's schema, one query. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const sql = tables.map(({ name }) => `select '${name}' as name, count(*)::int as n from "${name}"`).join(' union all ');
  const { rows } = await db.query<{ name: string; n: number }>(sql);
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}

export const ids = async (db: Db, table: string, vetId = 'tui-vets') =>
  Object.fromEntries(
    (await db.query<{ id: number; name: string }>(`select id, name from ${table} where vet_id = $1`, [vetId])).rows.map((r) => [r.name, r.id]),
  ) as Record<string, number>;

/** The slot id of `label` on `day` for one dog, from the slots call (throws when not offered). */
export async function slotId(
  t: Pick<TestApp, 'request'>,
  q: { day: string; label: string; typeId: number; speciesId: number; clinicianId?: number; clinicId?: string },
): Promise<string> {
  const params = new URLSearchParams({
    clinicId: q.clinicId ?? 'tui-hamilton',
    date: q.day.slice(0, 7),
    petCount: '1',
    speciesId: String(q.speciesId),
    appointmentTypeId: String(q.typeId),
  });
  if (q.clinicianId) params.set('calendarResourceId', String(q.clinicianId));
  const data = (await read(await t.request(`/api/v2/appointment/slots?${params}`))).data as Record<string, Record<string, string>[]>;
  const pair = (data[`${q.day}T00:00:00`] ?? []).find((p) => Object.values(p)[0] === q.label);
  if (!pair) throw new Error(`${q.label} on ${q.day} is not offered`);
  return Object.keys(pair)[0]!;
}

export const bookingBody = (slot: string, typeId: number, speciesId: number, i: number, over: Record<string, unknown> = {}) => ({
  clinicId: 'tui-hamilton',
  pets: [{ id: '', name: `Racer ${i}`, speciesId }],
  appointmentTypeId: typeId,
  acceptTermsAndConditions: false,
  slotId: slot,
  customerStatusId: 1,
  firstName: 'Hemi',
  lastName: 'Parata',
  email: `racer${i}@example.nz`,
  phone: '021 555 0177',
  notes: '',
  ...over,
});

export const guestOrderBody = (extra: Record<string, unknown> = {}) => ({
  isClickAndCollect: false,
  user: { id: '', firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz', phone: '021 555 0147' },
  address: { company: '', street: '5 Grey Street', suburb: 'Hamilton East', city: 'Hamilton', postCode: '3216', region: { id: 3 }, deliveryNotes: '' },
  paymentMethod: { token: 'tok_visa' },
  ...extra,
});

export async function newBasket(t: Pick<TestApp, 'request'>, items: { productId: number; quantity: number }[], token?: string): Promise<string> {
  const res = await t.request('/api/v1/basket', { method: 'POST', body: { basketItems: items }, token });
  if (res.status !== 201) throw new Error(`basket: ${res.status} ${await res.text()}`);
  return (await read(res)).data.id as string;
}

export const productId = async (t: Pick<TestApp, 'request'>, slug: string) => (await read(await t.request(`/api/v1/shop/${slug}`))).data.id as number;

/**
 * The harness gives PostgreSQL suites a pool of 4 connections; the server runs with 10. For
 * races, a second app on the same database with a 16-connection pool, so PostgreSQL really
 * runs that many transactions at once. On PGlite (one connection) it is the app itself.
 */
export async function widePool(t: TestApp, driver: Driver): Promise<{ request: TestApp['request']; close: () => Promise<void> }> {
  if (driver !== 'pg') return { request: t.request, close: async () => {} };
  const db = postgresDb(new pg.Pool({ connectionString: t.databaseUrl, max: 16 }));
  const app = createApp(createDeps({ db, config: testConfig(), mailer: outboxMailer(db), now: t.clock.now }));
  const request: TestApp['request'] = async (path, init = {}) => {
    const headers: Record<string, string> = { 'x-vet-id': init.vetId ?? 'tui-vets', ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    if (body) headers['content-type'] ??= 'application/json';
    return app.request(path, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  };
  return { request, close: () => db.close() };
}
