// Fundraiser donations on the real app and database: card and
// pay-on-pickup orders priced from the fundraiser, Idempotency-Key, declined cards, closed
// events, the access matrix and bad input (no 500, nothing written).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countCharges, drivers, rowCount, signInDemoClients, testApp, type TestApp } from '../../test/harness';
import { FIRST_NAME_REQUIRED } from '../../../shared/schemas/checkout';
import { FUNDRAISER_REQUIRED, NO_EVENT, PAYMENT_REQUIRED, PICKUP_REQUIRED, PRODUCTS_REQUIRED, QUANTITY_RANGE } from '../../../shared/schemas/donation';
import { NOT_IN_FUNDRAISER, PAID_CANNOT_CANCEL, PICKUP_TIME_INVALID } from './service';

type Json = { success: boolean; message?: string; data?: any };
const read = async (res: Response) => (await res.json()) as Json;

const FUNDRAISER = 'paws-for-the-rescue-2026'; // open 16 Nov to 19 Dec 2026 (NZ), pay on pickup allowed
const guest = { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz', phone: '021 555 0147' };
const hamilton = {
  id: 'pickup-hamilton',
  name: 'Tui Vets Hamilton',
  friendlyAddress: '214 Grey Street, Hamilton East, Hamilton 3216',
  pickupTime: '2026-12-19T20:00:00.000Z',
  address: [175.2948, -37.7931],
};

describe.each(drivers())('fundraiser donations on %s', (driver) => {
  let t: TestApp;
  let sam: string;
  let alex: string;
  let kiri: string;
  let samCard: number;
  let charges: ReturnType<typeof countCharges>;

  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z' });
    charges = countCharges(t);
    ({ sam, alex, kiri } = await signInDemoClients(t));
    samCard = (await read(await t.request('/api/v1/profile/paymentmethod', { method: 'POST', body: { token: 'tok_visa' }, token: sam }))).data.id;
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() => {
    charges.reset();
    t.clock.set('2026-11-23T01:00:00Z');
  });

  const payload = (extra: Record<string, unknown> = {}) => ({
    fundraiserContentfulId: FUNDRAISER,
    user: guest,
    selectedItems: [
      { fundraiserProductContentfulId: 'calendar-2027', quantity: 2, price: 0.01 },
      { fundraiserProductContentfulId: 'christmas-hamper', quantity: 1, price: 45 },
    ],
    pickupLocation: hamilton,
    pickupTime: hamilton.pickupTime,
    paymentMethod: { token: 'tok_visa' },
    ...extra,
  });
  const donate = (body: unknown, init: { token?: string; key?: string; vetId?: string } = {}) =>
    t.request('/api/v1/admin/donation', {
      method: 'POST',
      body,
      token: init.token,
      vetId: init.vetId,
      headers: init.key ? { 'idempotency-key': init.key } : {},
    });
  const count = () => rowCount(t, 'donations');

  it('takes a guest card order priced from the fundraiser, and mails the pickup details', async () => {
    const res = await donate(payload(), { key: 'd-1' });
    expect(res.status).toBe(201);
    const d = (await read(res)).data;
    expect(d).toMatchObject({
      fundraiserContentfulId: FUNDRAISER,
      fundraiserName: 'Paws for the Rescue 2026',
      user: guest,
      selectedItems: [
        { fundraiserProductContentfulId: 'calendar-2027', quantity: 2, price: 25 },
        { fundraiserProductContentfulId: 'christmas-hamper', quantity: 1, price: 45 },
      ],
      pickupLocation: { id: 'pickup-hamilton', name: 'Tui Vets Hamilton', friendlyAddress: hamilton.friendlyAddress },
      pickupTime: hamilton.pickupTime,
      payment: 'card',
      status: 'paid',
      total: 95,
      tax: 12.39,
      paymentMethod: { cardNumber: '4242', brand: 'visa' },
    });
    expect(charges.count).toBe(1);
    const [mail] = await t.mailbox();
    expect(mail).toMatchObject({ to: 'aroha@example.nz', subject: 'Your Paws for the Rescue 2026 order' });
    expect(mail!.text).toContain('Pickup: Tui Vets Hamilton');
  });

  it('lets a signed-in customer pay on pickup (no charge) or with a saved card, with the account contact', async () => {
    const onPickup = await donate(payload({ paymentMethod: null, user: { ...guest, firstName: 'Someone' } }), { token: sam });
    expect(onPickup.status).toBe(201);
    expect((await read(onPickup)).data).toMatchObject({
      payment: 'payOnPickup',
      status: 'payOnPickup',
      paymentMethod: null,
      user: { firstName: 'Sam', email: 'sam@example.nz' },
    });
    expect(charges.count).toBe(0);
    const byCard = await donate(payload({ paymentMethod: { id: samCard } }), { token: sam });
    expect((await read(byCard)).data).toMatchObject({ payment: 'card', status: 'paid', paymentMethod: { cardNumber: '4242' } });
    expect(charges.count).toBe(1);
    const note = await t.db.one<{ title: string; body: string }>(
      `select title, body from notifications n join users u on u.id = n.user_id where u.email = 'sam@example.nz' order by n.id desc limit 1`,
    );
    expect(note!.title).toBe('Paws for the Rescue 2026: order received');
    // Picked up at the fundraiser's time (20 December 9am in New Zealand), not ready the day it is ordered.
    expect(note!.body).toMatch(/^We have your order of \$[\d.]+\. Pick it up at .+ on 20 December 2026 9:00AM\.$/);
  });

  it('makes one donation and one charge of 10 concurrent submits with one key', async () => {
    const before = await count();
    const results = await Promise.all(Array.from({ length: 10 }, () => donate(payload(), { key: 'd-burst' })));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set((await Promise.all(results.map(read))).map((b) => b.data.id)).size).toBe(1);
    expect(await count()).toBe(before + 1);
    expect(charges.count).toBe(1);
  });

  it('answers a retry with a new card token (the first answer was lost) with the first donation, charging once', async () => {
    const first = await donate(payload(), { key: 'd-lost' });
    const retry = await donate(payload({ paymentMethod: { token: 'tok_mastercard' } }), { key: 'd-lost' });
    expect(retry.status).toBe(201);
    expect((await read(retry)).data).toEqual((await read(first)).data);
    expect(charges.count).toBe(1);
  });

  it('refuses a declined card with its message and keeps nothing', async () => {
    const before = await count();
    const res = await donate(payload({ paymentMethod: { token: 'tok_chargeDeclined' } }), { key: 'd-declined' });
    expect(res.status).toBe(402);
    expect((await read(res)).message).toBe('Your card was declined.');
    expect(await count()).toBe(before);
  });

  it('refuses orders when there is no open event', async () => {
    const before = await count();
    t.clock.set('2026-12-18T11:00:01Z'); // just after it closed
    expect((await read(await donate(payload()))).message).toBe(NO_EVENT);
    t.clock.set('2026-11-23T01:00:00Z');
    expect((await read(await donate(payload({ fundraiserContentfulId: 'winter-warmers-2026' })))).message).toBe(NO_EVENT);
    // Another group's fundraiser does not exist here.
    expect((await read(await donate(payload({ fundraiserContentfulId: 'kea-dog-trials-2026' })))).message).toBe(NO_EVENT);
    expect(await count()).toBe(before);
    expect(charges.count).toBe(0);
  });

  it('asks for a payment method when the event does not take payment on pickup', async () => {
    await t.db.query(`update content_docs set data = jsonb_set(data, '{payOnPickup}', 'false') where vet_id = 'tui-vets' and id = $1`, [FUNDRAISER]);
    try {
      const res = await donate(payload({ paymentMethod: null }));
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(PAYMENT_REQUIRED);
    } finally {
      await t.db.query(`update content_docs set data = jsonb_set(data, '{payOnPickup}', 'true') where vet_id = 'tui-vets' and id = $1`, [FUNDRAISER]);
    }
  });

  it.each([
    ['no fundraiser', { fundraiserContentfulId: '' }, FUNDRAISER_REQUIRED],
    ['no pickup', { pickupLocation: null }, PICKUP_REQUIRED],
    ['an unknown pickup', { pickupLocation: 'pickup-mars' }, PICKUP_REQUIRED],
    ['another pickup time', { pickupTime: '2026-12-19T21:00:00.000Z' }, PICKUP_TIME_INVALID],
    ['no products', { selectedItems: [] }, PRODUCTS_REQUIRED],
    ['a product of another fundraiser', { selectedItems: [{ fundraiserProductContentfulId: 'winter-beanie', quantity: 1 }] }, NOT_IN_FUNDRAISER],
    ['a quantity over 10', { selectedItems: [{ fundraiserProductContentfulId: 'tote-bag', quantity: 11 }] }, QUANTITY_RANGE],
    ['a quantity of 0', { selectedItems: [{ fundraiserProductContentfulId: 'tote-bag', quantity: 0 }] }, QUANTITY_RANGE],
    ['no first name', { user: { ...guest, firstName: '' } }, FIRST_NAME_REQUIRED],
    ['a saved card as a guest', { paymentMethod: { id: 1 } }, PAYMENT_REQUIRED],
    ['an empty payment method', { paymentMethod: {} }, PAYMENT_REQUIRED],
  ])('refuses %s, writing nothing', async (_name, extra, message) => {
    const before = await count();
    const res = await donate(payload(extra));
    expect(res.status).toBe(422);
    expect((await read(res)).message).toBe(message);
    expect(await count()).toBe(before);
    expect(charges.count).toBe(0);
  });

  it('answers malformed bodies with 400/422, never 500', async () => {
    expect((await donate('{')).status).toBe(400);
    expect((await donate('[]')).status).toBe(422);
    expect((await donate(payload({ selectedItems: 'all' }))).status).toBe(422);
    expect((await donate(payload({ paymentMethod: { id: samCard } }), { token: alex })).status).toBe(422); // not Alex's card
  });

  describe("a customer's own donations", () => {
    it('lists and shows them, moves the pickup and cancels an unpaid one', async () => {
      const unpaid = (await read(await donate(payload({ paymentMethod: null }), { token: sam }))).data;
      const list = (await read(await t.request('/api/v1/admin/donation', { token: sam }))).data;
      expect(list.items.map((d: { id: number }) => d.id)).toContain(unpaid.id);
      expect(list.items.every((d: { user: { email: string } }) => d.user.email === 'sam@example.nz')).toBe(true);
      expect((await read(await t.request(`/api/v1/admin/donation/${unpaid.id}`, { token: sam }))).data).toEqual(unpaid);

      const moved = await t.request(`/api/v1/admin/donation/${unpaid.id}`, { method: 'PUT', body: { pickupLocation: 'pickup-cambridge' }, token: sam });
      expect((await read(moved)).data).toMatchObject({ pickupLocation: { id: 'pickup-cambridge' }, pickupTime: '2026-12-19T20:30:00.000Z' });
      const cancelled = await t.request('/api/v1/admin/donation', { method: 'PUT', body: { id: unpaid.id, status: 'cancelled' }, token: sam });
      expect((await read(cancelled)).data.status).toBe('cancelled');

      const paid = (await read(await donate(payload({ paymentMethod: { id: samCard } }), { token: sam }))).data;
      const refused = await t.request(`/api/v1/admin/donation/${paid.id}`, { method: 'PUT', body: { status: 'cancelled' }, token: sam });
      expect(refused.status).toBe(409);
      expect((await read(refused)).message).toBe(PAID_CANNOT_CANCEL);
    });

    it('keeps them to their owner (another user, another group, signed out)', async () => {
      const mine = (await read(await donate(payload({ paymentMethod: null }), { token: sam }))).data;
      for (const [token, vetId] of [
        [alex, undefined],
        [kiri, 'kea-vets'],
      ] as const) {
        expect((await t.request(`/api/v1/admin/donation/${mine.id}`, { token, vetId })).status).toBe(404);
        expect((await t.request(`/api/v1/admin/donation/${mine.id}`, { method: 'PUT', body: { status: 'cancelled' }, token, vetId })).status).toBe(404);
      }
      expect((await t.request(`/api/v1/admin/donation/${mine.id}`)).status).toBe(401);
      expect((await t.request(`/api/v1/admin/donation/${mine.id}`, { method: 'PUT', body: { status: 'cancelled' } })).status).toBe(401);
      expect((await read(await t.request(`/api/v1/admin/donation/${mine.id}`, { token: sam }))).data).toEqual(mine);
      expect((await read(await t.request('/api/v1/admin/donation', { token: alex }))).data.items).toEqual([]);
    });
  });
});
