// Abuse of anonymous routes: every anonymous write is limited per caller in the
// database, a visitor holds a few times at most, and a first-order coupon is for a first order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { FIRST_ORDER_ONLY } from '../commerce/coupons/service';
import { MAX_ACTIVE_HOLDS, TOO_MANY_HOLDS } from '../appointments/holds';
import { drivers, testApp, type TestApp } from '../test/harness';
import { WRITE_LIMITS } from './writeLimits';

type Json = { success?: boolean; message?: string; data?: any; error?: { message: string; code: string } };
const read = async (res: Response) => (await res.json()) as Json;
const NOW = '2026-11-23T01:00:00Z';

/** A concrete path for a rule's pattern. */
const pathOf = (source: string) =>
  source
    .replace(/^\^/, '')
    .replace(/\\\/\?\$$/, '')
    .replace(/\$$/, '')
    .replace(/\\\//g, '/')
    .replace(/\(anonymous\/\)\?/, 'anonymous/')
    .replace(/\((\w+)\|[^)]*\)/, '$1')
    .replace('[^/]+', '00000000-0000-4000-8000-000000000000');

it('the product starts with the limits on (WRITE_LIMITS=off is for load tests only)', () => {
  expect(loadConfig({ DATA_DIR: '/tmp/vet-limits-config' }).writeLimits).toBe(true);
  expect(loadConfig({ DATA_DIR: '/tmp/vet-limits-config', WRITE_LIMITS: 'off' }).writeLimits).toBe(false);
});

describe.each(drivers())('anonymous write limits on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ driver, now: NOW, config: { writeLimits: true } });
  }, 60_000);
  afterAll(() => t.close());

  it.each(WRITE_LIMITS.map((rule) => [rule.limit.name, pathOf(rule.path.source), rule.limit.max] as const))(
    '%s (%s): %i a hour from one address, then 429 with Retry-After and a message; another address goes on',
    async (name, path, max) => {
      const ip = `198.51.100.${WRITE_LIMITS.findIndex((r) => r.limit.name === name) + 1}`;
      // Bad bodies count too: the limit is taken before any work.
      for (let i = 0; i < max; i++) expect((await t.request(path, { method: 'POST', body: '{}', ip })).status, `${path} #${i}`).not.toBe(429);
      const limited = await t.request(path, { method: 'POST', body: '{}', ip });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // A widget on a clinic's site must be able to read the message (cross-origin).
      expect(limited.headers.get('access-control-allow-origin')).toBe('*');
      const body = await read(limited);
      const message = body.message ?? body.error?.message;
      expect(message).toMatch(/^Too many requests from your connection\. Please try again in \d+ minutes?\.$/);
      if (path.startsWith('/stripe-standin/')) expect(body.error?.code).toBe('rate_limit');
      expect((await t.request(path, { method: 'POST', body: '{}', ip: '192.0.2.250' })).status).not.toBe(429);
    },
  );

  describe('holds', () => {
    let slotIds: string[] = [];
    beforeAll(async () => {
      const dog = Number(Object.entries(Object.assign({}, ...(await read(await t.request('/api/v2/species'))).data)).find(([, n]) => n === 'Dog')![0]);
      const types = (await read(await t.request(`/api/v2/appointment/appointment-type?speciesId=${dog}&customerStatusId=1`))).data as {
        id: number;
        name: string;
      }[];
      const typeId = types.find((type) => type.name === 'Consultation')!.id;
      const slots = (
        await read(await t.request(`/api/v2/appointment/slots?clinicId=tui-hamilton&date=2026-12&petCount=1&speciesId=${dog}&appointmentTypeId=${typeId}`))
      ).data;
      slotIds = Object.values(slots as Record<string, Record<string, string>[]>)
        .flat()
        .map((pair) => Object.keys(pair)[0]!);
    });
    const hold = (slotId: string, ip: string, previousHoldId?: string) => t.request('/api/v2/appointment/hold', { body: { slotId, previousHoldId }, ip });

    it(`one address holds ${MAX_ACTIVE_HOLDS} times at once, no more; giving one back frees a place`, async () => {
      const ids: string[] = [];
      for (let i = 0; i < MAX_ACTIVE_HOLDS; i++) {
        const res = await hold(slotIds[i * 7]!, '203.0.113.40');
        expect(res.status).toBe(201);
        ids.push((await read(res)).data.holdId);
      }
      const fourth = await hold(slotIds[40]!, '203.0.113.40');
      expect(fourth.status).toBe(429);
      expect((await read(fourth)).message).toBe(TOO_MANY_HOLDS);
      expect(Number(fourth.headers.get('retry-after'))).toBeLessThanOrEqual(5 * 60);
      // Another visitor is not held up by it.
      expect((await hold(slotIds[41]!, '203.0.113.41')).status).toBe(201);
      // Choosing another time gives the previous one back: still three.
      expect((await hold(slotIds[42]!, '203.0.113.40', ids[0])).status).toBe(201);
      await t.request(`/api/v2/appointment/hold/${ids[1]}`, { method: 'DELETE', ip: '203.0.113.40' });
      expect((await hold(slotIds[43]!, '203.0.113.40')).status).toBe(201);
    });

    it('a hold run across a month is stopped long before the calendar empties', async () => {
      const statuses: number[] = [];
      let previous: string | undefined;
      for (let i = 0; i < 70 && i < slotIds.length; i++) {
        const res = await hold(slotIds[(i * 3) % slotIds.length]!, '203.0.113.50', previous);
        statuses.push(res.status);
        if (res.status === 201) previous = (await read(res)).data.holdId;
      }
      expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(60);
      expect(statuses.at(-1)).toBe(429);
      expect(slotIds.length).toBeGreaterThan(60);
    });
  });
});

describe.each(drivers())('the first-order coupon on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ driver, now: NOW });
  }, 60_000);
  afterAll(() => t.close());

  const basket = async (token?: string) => {
    const product = (await read(await t.request('/api/v1/shop?limit=1'))).data.items[0].id as number;
    return (await read(await t.request('/api/v1/basket', { body: { basketItems: [{ productId: product, quantity: 1 }] }, token }))).data.id as string;
  };
  const guestOrder = (email: string) => ({
    isClickAndCollect: true,
    clinicId: 'tui-hamilton',
    coupon: 'WELCOME10',
    user: { id: '', firstName: 'Pat', lastName: 'Guest', email, phone: '021 555 0148' },
    address: { company: '', street: '', suburb: '', city: '', postCode: '', region: { id: 3 }, deliveryNotes: '' },
    paymentMethod: { token: 'tok_visa' },
  });
  const order = (basketId: string, body: unknown, key: string, token?: string) =>
    t.request(`/api/v1/basket/${basketId}/order`, { body, token, headers: { 'idempotency-key': key } });

  it('a signed-in client who has ordered before is refused at the coupon check', async () => {
    const sam = await t.login('sam@example.nz', 'tui-demo-1');
    const res = await t.request(`/api/v1/basket/${await basket(sam)}/coupon/WELCOME10`, { token: sam });
    expect(res.status).toBe(422);
    expect((await read(res)).message).toBe(FIRST_ORDER_ONLY);
  });

  it('a client with no orders may use it, once: the second order is refused before any charge', async () => {
    const first = await order(await basket(), guestOrder('first.time@example.nz'), 'first-1');
    expect(first.status).toBe(201);
    expect((await read(first)).data.coupon).toBe('WELCOME10');
    const again = await order(await basket(), guestOrder('First.Time@example.nz '), 'first-2');
    expect(again.status).toBe(422);
    expect((await read(again)).message).toBe(FIRST_ORDER_ONLY);
  });

  it('a +tag on the same address is the same person: the tagged guest order is refused', async () => {
    const first = await order(await basket(), guestOrder('tagged@example.nz'), 'tag-1');
    expect(first.status).toBe(201);
    const tagged = await order(await basket(), guestOrder('Tagged+2@Example.nz'), 'tag-2');
    expect(tagged.status).toBe(422);
    expect((await read(tagged)).message).toBe(FIRST_ORDER_ONLY);
  });

  it("a guest using a client's email is refused too", async () => {
    const res = await order(await basket(), guestOrder('sam@example.nz'), 'as-sam');
    expect(res.status).toBe(422);
    expect((await read(res)).message).toBe(FIRST_ORDER_ONLY);
  });
});
