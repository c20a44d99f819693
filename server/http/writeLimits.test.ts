// Abuse of anonymous routes: every anonymous write is limited per caller in the
// database, a visitor holds a few times at most, and a first-order coupon is for a first order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { FIRST_ORDER_ONLY } from '../commerce/coupons/service';
import { catalogueOf } from '../appointments/catalogue';
import { DAY_MOSTLY_HELD, HELD_SHARE_OF_DAY, MAX_ACTIVE_HOLDS, TOO_MANY_HOLDS, workingMinutes } from '../appointments/holdLimits';
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

  it('two addresses of one IPv6 /64 are one caller; the next /64 is another', async () => {
    const contact = (ip: string) => t.request('/api/v1/contact', { body: '{}', ip });
    for (let i = 1; i <= 10; i++) expect((await contact(`2001:db8:10:20::${i.toString(16)}`)).status).not.toBe(429);
    expect((await contact('2001:db8:10:20:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await contact('2001:db8:10:21::1')).status).not.toBe(429);
  });

  it('a caller is one caller in every vet group: naming another group gives no fresh allowance', async () => {
    const enquiry = (vetId: string) => t.request('/api/v1/contact/enquiry', { body: '{}', ip: '198.51.100.200', vetId });
    for (let i = 0; i < 10; i++) expect((await enquiry('tui-vets')).status).not.toBe(429);
    expect((await enquiry('kea-vets')).status).toBe(429);
  });

  describe('holds', () => {
    /** The slot ids of a month's Consultations at a clinic, earliest first, grouped by day. */
    const slotDays = async (vetId: string, clinicId: string, month: string) => {
      const species = Object.assign({}, ...(await read(await t.request('/api/v2/species', { vetId }))).data) as Record<string, string>;
      const dog = Number(Object.entries(species).find(([, n]) => n === 'Dog')![0]);
      const types = (await read(await t.request(`/api/v2/appointment/appointment-type?speciesId=${dog}&customerStatusId=1`, { vetId }))).data as {
        id: number;
        name: string;
      }[];
      const typeId = types.find((type) => type.name === 'Consultation')!.id;
      const slots = (
        await read(
          await t.request(`/api/v2/appointment/slots?clinicId=${clinicId}&date=${month}&petCount=1&speciesId=${dog}&appointmentTypeId=${typeId}`, { vetId }),
        )
      ).data as Record<string, Record<string, string>[]>;
      return Object.entries(slots).map(([day, pairs]) => ({ day: day.slice(0, 10), slotIds: pairs.map((pair) => Object.keys(pair)[0]!) }));
    };
    let slotIds: string[] = [];
    beforeAll(async () => {
      slotIds = (await slotDays('tui-vets', 'tui-hamilton', '2026-12')).flatMap((d) => d.slotIds);
    });
    const hold = (slotId: string, ip: string, previousHoldId?: string, extra: { vetId?: string; visitorId?: string } = {}) =>
      t.request('/api/v2/appointment/hold', { body: { slotId, previousHoldId, visitorId: extra.visitorId }, ip, vetId: extra.vetId });

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

    it(`one IPv6 /64 holds ${MAX_ACTIVE_HOLDS} times at once, whichever of its addresses asks`, async () => {
      for (let i = 1; i <= MAX_ACTIVE_HOLDS; i++) expect((await hold(slotIds[100 + i * 5]!, `2001:db8:77:1::${i}`)).status).toBe(201);
      const next = await hold(slotIds[130]!, '2001:db8:77:1:abcd::9');
      expect(next.status).toBe(429);
      expect((await read(next)).message).toBe(TOO_MANY_HOLDS);
      expect((await hold(slotIds[131]!, '2001:db8:77:2::1')).status).toBe(201);
    });

    it(`one browser session holds ${MAX_ACTIVE_HOLDS} times at once, from whichever address`, async () => {
      const visitorId = 'b2f1c7e0-5a44-4d1e-9a0b-7c3f2e1d0a99';
      for (let i = 1; i <= MAX_ACTIVE_HOLDS; i++) expect((await hold(slotIds[140 + i * 5]!, `203.0.113.${60 + i}`, undefined, { visitorId })).status).toBe(201);
      const next = await hold(slotIds[170]!, '203.0.113.70', undefined, { visitorId });
      expect(next.status).toBe(429);
      expect((await read(next)).message).toBe(TOO_MANY_HOLDS);
      // The address has no holds of its own: another session there goes on.
      expect((await hold(slotIds[171]!, '203.0.113.70', undefined, { visitorId: 'c0ffee00-5a44-4d1e-9a0b-7c3f2e1d0a99' })).status).toBe(201);
    });

    it('a visitor session that is not an id is refused with a message', async () => {
      const res = await hold(slotIds[175]!, '203.0.113.71', undefined, { visitorId: '<script>' });
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe('That browser session is not valid. Please reload the page.');
    });

    it('an address holding its times in one vet group gets no fresh allowance in another', async () => {
      for (let i = 1; i <= MAX_ACTIVE_HOLDS; i++) expect((await hold(slotIds[180 + i * 5]!, '203.0.113.80')).status).toBe(201);
      const kea = (await slotDays('kea-vets', 'kea-wanaka', '2026-12')).flatMap((d) => d.slotIds);
      const other = await hold(kea[10]!, '203.0.113.80', undefined, { vetId: 'kea-vets' });
      expect(other.status).toBe(429);
      expect((await read(other)).message).toBe(TOO_MANY_HOLDS);
    });

    it(`a pool of addresses holds at most ${HELD_SHARE_OF_DAY * 100}% of a clinic's working time on a day; the rest stays bookable`, async () => {
      const [first, second] = await slotDays('tui-vets', 'tui-hamilton', '2027-01');
      const statuses: number[] = [];
      const messages = new Set<string>();
      // Every time of the day, each from a fresh address, as a pool of addresses would.
      for (const [i, slotId] of first!.slotIds.entries()) {
        const res = await hold(slotId, `198.18.${Math.floor(i / 200)}.${i % 200}`);
        statuses.push(res.status);
        if (res.status === 429) messages.add((await read(res)).message!);
      }
      const catalogue = await catalogueOf(t.db, 'tui-vets');
      const capacity = workingMinutes(catalogue, catalogue.clinics.get('tui-hamilton')!, first!.day);
      const held = await t.db.one<{ minutes: number }>(
        `select coalesce(sum(extract(epoch from ends_at - starts_at)), 0)::float8 / 60 as minutes from appointment_holds
          where clinic_id = 'tui-hamilton' and starts_at >= $1 and starts_at < $2`,
        [new Date(`${first!.day}T00:00:00+13:00`), new Date(`${second!.day}T00:00:00+13:00`)],
      );
      expect(capacity).toBeGreaterThan(0);
      expect(held!.minutes).toBeGreaterThan(0);
      expect(held!.minutes).toBeLessThanOrEqual(capacity * HELD_SHARE_OF_DAY);
      expect(statuses.at(-1)).toBe(429);
      expect([...messages]).toEqual([DAY_MOSTLY_HELD]);
      // Most of the day is still offered, and another day can still be held.
      const after = (await slotDays('tui-vets', 'tui-hamilton', '2027-01')).find((d) => d.day === first!.day);
      expect(after!.slotIds.length).toBeGreaterThanOrEqual(first!.slotIds.length / 2);
      expect((await hold(second!.slotIds[0]!, '198.18.9.1')).status).toBe(201);
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
