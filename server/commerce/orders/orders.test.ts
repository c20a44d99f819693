// Checkout and order history on the real app and database (docs/commerce.md
// "Orders", "Idempotency"): totals, coupon and shipping through an order,
// Idempotency-Key (retries and concurrent submits), declined cards, the access matrix and
// bad input (no 500, nothing written).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerOf, countCharges, drivers, rowCount, signInDemoClients, testApp, type TestApp } from '../../test/harness';
import { OrderAnswerSchema, OrderListAnswerSchema } from '../../../shared/schemas/orders';
import {
  ADDRESS_REQUIRED,
  BASKET_ITEMS_REQUIRED,
  CHECKOUT_EMAIL_INVALID,
  CHECKOUT_EMAIL_REQUIRED,
  CITY_REQUIRED,
  CLICK_AND_COLLECT_REQUIRED,
  DELIVERY_METHOD_REQUIRED,
  DELIVERY_NOTES_TOO_LONG,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
  PHONE_INVALID,
  PHONE_REQUIRED,
  PlacedOrderAnswerSchema,
  POST_CODE_REQUIRED,
  REGION_REQUIRED,
  SHIPPING_ADDRESS_REQUIRED,
} from '../../../shared/schemas/checkout';
import { COUPON_EXPIRED, COUPON_USED_UP } from '../coupons/service';
import type { PaymentGateway } from '../../payments/index';
import { KEY_INVALID, KEY_REUSED } from '../../http/idempotency';
import { BASKET_ALREADY_ORDERED } from './checkout';

type Json = { success: boolean; message?: string; data?: any; issues?: Record<string, string> };
const read = async (res: Response) => (await res.json()) as Json;

const guest = { id: '', firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz', phone: '021 555 0147' };
const guestAddress = {
  company: '',
  street: '5 Grey Street',
  suburb: 'Hamilton East',
  city: 'Hamilton',
  postCode: '3216',
  region: { id: 3 },
  deliveryNotes: 'Leave by the door',
};

describe.each(drivers())('orders on %s', (driver) => {
  let t: TestApp;
  let sam: string;
  let alex: string;
  let kiri: string;
  let charges: ReturnType<typeof countCharges>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await testApp({
      driver,
      now: '2026-11-23T01:00:00Z',
    });
    charges = countCharges(t);
    ({ sam, alex, kiri } = await signInDemoClients(t));
    for (const slug of ['kong-classic-large', 'bravecto-chew-dog-10-20kg', 'cydectin-pour-on-cattle-5l', 'virbac-cet-toothpaste-poultry-70g']) {
      ids[slug] = (await read(await t.request(`/api/v1/shop/${slug}`))).data.id;
    }
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() => {
    charges.reset();
  });

  const kong = () => ids['kong-classic-large']!; // $29.99, shipping $8.95
  const bravecto = () => ids['bravecto-chew-dog-10-20kg']!; // $39.99 on sale $34.99, shipping $5.95
  const cydectin = () => ids['cydectin-pour-on-cattle-5l']!; // $489.99, freight $19.95

  const newBasket = async (items: { productId: number; quantity: number }[], token?: string, vetId?: string) => {
    const res = await t.request('/api/v1/basket', { method: 'POST', body: { basketItems: items }, token, vetId });
    expect(res.status).toBe(201);
    return (await read(res)).data.id as string;
  };
  const order = (basketId: string, body: unknown, init: { token?: string; key?: string; vetId?: string } = {}) =>
    t.request(`/api/v1/basket/${basketId}/order`, {
      method: 'POST',
      body,
      token: init.token,
      vetId: init.vetId,
      headers: init.key ? { 'idempotency-key': init.key } : {},
    });
  const guestOrder = (extra: Record<string, unknown> = {}) => ({
    isClickAndCollect: false,
    user: guest,
    address: guestAddress,
    paymentMethod: { token: 'tok_visa' },
    ...extra,
  });
  const count = (from: string, params: unknown[] = []) => rowCount(t, from, params);
  const basketStatus = async (id: string) => (await t.db.one<{ status: string }>('select status from baskets where id = $1', [id]))!.status;
  const addCard = async (token: string, who = sam) =>
    (await read(await t.request('/api/v1/profile/paymentmethod', { method: 'POST', body: { token }, token: who }))).data.id as number;
  const addressOf = async (who: string) => (await read(await t.request('/api/v1/profile/address', { token: who }))).data.items[0].id as number;

  describe('guest checkout', () => {
    it('recomputes totals on the server, applies the coupon, charges once and closes the basket', async () => {
      const basketId = await newBasket([
        { productId: kong(), quantity: 1 },
        { productId: bravecto(), quantity: 2 },
      ]);
      const used = async () => (await t.db.one<{ n: number }>(`select times_used as n from coupons where vet_id = 'tui-vets' and code = 'WELCOME10'`))!.n;
      const usedBefore = await used();
      const res = await order(basketId, guestOrder({ coupon: 'welcome10', subTotal: 0.01, total: 0.01, shippingCost: 0 }), { key: 'guest-1' });
      const placed = await answerOf(PlacedOrderAnswerSchema, res, 201);
      // 29.99 + 2 x 34.99 = 99.97; 10% off = 10.00; one parcel at the dearest shipping 8.95.
      expect(placed.basket).toMatchObject({ subTotal: 99.97, discount: 10, shippingTotal: 8.95, total: 98.92, tax: 12.9, username: guest.email });
      expect(placed).toMatchObject({
        number: expect.any(Number),
        status: 'processing',
        createdDate: '2026-11-23T01:00:00.000Z',
        isClickAndCollect: false,
        coupon: 'WELCOME10',
        deliveryNotes: 'Leave by the door',
        contact: { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz', phone: '021 555 0147' },
        address: { company: '', street: '5 Grey Street', suburb: 'Hamilton East', city: 'Hamilton', postCode: '3216', region: { id: 3, name: 'Waikato' } },
        paymentMethod: { cardNumber: '4242', brand: 'visa', expiryMonth: 12, expiryYear: 2034 },
        courierTracking: [],
      });
      expect(placed.basket?.basketItems).toEqual([
        expect.objectContaining({ productId: kong(), quantity: 1, price: 29.99, discountedPrice: null, itemTotal: 29.99 }),
        expect.objectContaining({ productId: bravecto(), quantity: 2, price: 39.99, discountedPrice: 34.99, itemTotal: 69.98 }),
      ]);
      expect(charges.count).toBe(1);
      expect(await used()).toBe(usedBefore + 1);
      expect(await basketStatus(basketId)).toBe('ordered');
      const row = await t.db.one<{ total_cents: number; charge_id: string; user_id: number | null }>(
        'select total_cents, charge_id, user_id from orders where id = $1',
        [placed.id],
      );
      expect(row).toMatchObject({ total_cents: 9892, user_id: null, charge_id: expect.stringMatching(/^ch_offline_/) });
      const [mail] = await t.mailbox();
      expect(mail).toMatchObject({ to: 'aroha@example.nz', subject: `Your Tui Vets order #${placed.number}` });
      expect(mail!.text).toContain('Thanks Aroha Ngata for your order!');
      expect(mail!.text).toContain('Total: $98.92 (GST included: $12.90)');
      // A valid NZ tax invoice: the words, the supplier and its GST number, the date.
      expect(mail!.text).toMatch(/^Tax invoice$/m);
      expect(mail!.text).toMatch(/^Tui Vets, GST number [\d-]+$/m);
      expect(mail!.text).toMatch(/^Date: \d{2} [A-Z][a-z]{2} \d{4}$/m);
      // The basket is closed: the client starts a new one.
      expect((await order(basketId, guestOrder())).status).toBe(409);
      expect((await read(await t.request(`/api/v1/basket?id=${basketId}`))).message).toBe('That basket was not found.');
    });

    it('shows the order again to the browser holding its receipt, and to no one else', async () => {
      const basketId = await newBasket([{ productId: kong(), quantity: 1 }]);
      const placed = await answerOf(PlacedOrderAnswerSchema, await order(basketId, guestOrder(), { key: 'receipt-1' }), 201);
      expect(placed.receipt).toMatch(/^[\w-]{20,}$/);
      const again = await answerOf(PlacedOrderAnswerSchema, await t.request(`/api/v1/basket/order/${placed.id}?receipt=${placed.receipt}`), 200);
      expect(again).toMatchObject({ id: placed.id, number: placed.number, contact: { firstName: 'Aroha', email: 'aroha@example.nz' } });
      // Without the receipt, with another order's, or for another group: not found, alike.
      const other = await answerOf(PlacedOrderAnswerSchema, await order(await newBasket([{ productId: kong(), quantity: 1 }]), guestOrder()), 201);
      for (const [path, vetId] of [
        [`/api/v1/basket/order/${placed.id}`, undefined],
        [`/api/v1/basket/order/${placed.id}?receipt=${other.receipt}`, undefined],
        [`/api/v1/basket/order/${placed.id}?receipt=${placed.receipt!.slice(0, -1)}`, undefined],
        [`/api/v1/basket/order/${placed.id}?receipt=${placed.receipt}`, 'kea-vets'],
        [`/api/v1/basket/order/abc?receipt=x`, undefined],
      ] as const) {
        const res = await t.request(path, { vetId });
        expect([path, res.status]).toEqual([path, 404]);
        expect((await read(res)).message).toBe('That order was not found.');
      }
    });

    it('charges no shipping for click and collect, and none from $150 of products', async () => {
      const collect = await newBasket([{ productId: kong(), quantity: 1 }]);
      const res = await order(collect, { isClickAndCollect: true, clinicId: 'tui-cambridge', user: guest, paymentMethod: { token: 'tok_mastercard' } });
      expect(res.status).toBe(201);
      const collected = (await read(res)).data;
      expect(collected).toMatchObject({ isClickAndCollect: true, clinic: { id: 'tui-cambridge', name: expect.stringContaining('Cambridge') }, address: null });
      expect(collected.basket).toMatchObject({ subTotal: 29.99, shippingTotal: 0, total: 29.99, tax: 3.91 });

      const big = await newBasket([{ productId: cydectin(), quantity: 1 }]);
      const delivered = (await read(await order(big, guestOrder()))).data;
      expect(delivered.basket).toMatchObject({ subTotal: 489.99, shippingTotal: 0, total: 489.99 });
    });

    it('refuses a coupon that cannot be used, and leaves the basket open', async () => {
      const basketId = await newBasket([{ productId: kong(), quantity: 1 }]);
      const res = await order(basketId, guestOrder({ coupon: 'WINTER25' }));
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(COUPON_EXPIRED);
      expect(await basketStatus(basketId)).toBe('open');
      expect(charges.count).toBe(0);
    });

    it('gives a used-up coupon to one order only when two race for its last use', async () => {
      const [a, b] = [await newBasket([{ productId: kong(), quantity: 1 }]), await newBasket([{ productId: kong(), quantity: 1 }])];
      const results = await Promise.all([
        order(a, guestOrder({ coupon: 'ONETIME' })),
        order(b, guestOrder({ coupon: 'ONETIME', paymentMethod: { token: 'tok_mastercard' } })),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 422]);
      const refused = results.find((r) => r.status === 422)!;
      expect((await read(refused)).message).toBe(COUPON_USED_UP);
      expect(charges.count).toBe(1);
      expect(await count(`orders where coupon_code = 'ONETIME'`)).toBe(1);
    });
  });

  describe('declined card', () => {
    it('answers 402 with the card message, writes no order, and the same key can retry with another card', async () => {
      const basketId = await newBasket([{ productId: kong(), quantity: 1 }]);
      const used = async () => (await t.db.one<{ n: number }>(`select times_used as n from coupons where code = 'SAVE15'`))!.n;
      const before = [await count('orders'), await used()];
      const res = await order(basketId, guestOrder({ paymentMethod: { token: 'tok_chargeDeclined' } }), { key: 'declined-1' });
      expect(res.status).toBe(402);
      expect(await read(res)).toEqual({ success: false, message: 'Your card was declined.' });
      expect([await count('orders'), await used()]).toEqual(before);
      expect(await basketStatus(basketId)).toBe('open');
      expect(await count(`idempotency_keys where key = 'declined-1'`)).toBe(0);

      const retry = await order(basketId, guestOrder(), { key: 'declined-1' });
      expect(retry.status).toBe(201);
      expect(charges.count).toBe(1);
    });

    it('refuses a card that is declined at charge time for a signed-in customer too', async () => {
      const card = await addCard('tok_chargeCustomerFail', alex);
      const basketId = await newBasket([{ productId: kong(), quantity: 1 }], alex);
      const res = await order(basketId, { isClickAndCollect: true, clinicId: 'tui-hamilton', user: guest, paymentMethod: { id: card } }, { token: alex });
      expect(res.status).toBe(402);
      expect((await read(res)).message).toBe('Your card was declined.');
      expect(await count(`orders o join users u on u.id = o.user_id where u.email = 'alex@example.nz'`)).toBe(0);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers the same order for the same key, charging once', async () => {
      const basketId = await newBasket([{ productId: bravecto(), quantity: 1 }]);
      const first = await order(basketId, guestOrder(), { key: 'same-key' });
      const second = await order(basketId, guestOrder(), { key: 'same-key' });
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect((await read(second)).data).toEqual((await read(first)).data);
      expect(charges.count).toBe(1);
      expect(await count(`orders where basket_id = $1`, [basketId])).toBe(1);
    });

    it('makes one order of 10 concurrent submits with one key, and they all get it', async () => {
      const basketId = await newBasket([{ productId: kong(), quantity: 2 }]);
      const results = await Promise.all(Array.from({ length: 10 }, () => order(basketId, guestOrder(), { key: 'burst-key' })));
      const bodies = await Promise.all(results.map(read));
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
      expect(new Set(bodies.map((b) => b.data.id)).size).toBe(1);
      expect(charges.count).toBe(1);
      expect(await count(`orders where basket_id = $1`, [basketId])).toBe(1);
    });

    it('makes one order of 10 concurrent submits with different keys (the basket is ordered once)', async () => {
      const basketId = await newBasket([{ productId: kong(), quantity: 1 }]);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          order(basketId, guestOrder({ paymentMethod: { token: i % 2 ? 'tok_visa' : 'tok_mastercard' } }), { key: `k-${i}` }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(9);
      expect(statuses).not.toContain(500);
      expect(charges.count).toBe(1);
      expect(await count(`orders where basket_id = $1`, [basketId])).toBe(1);
    });

    it('answers a retry with a new card token (the first answer was lost) with the first order, charging once', async () => {
      const basketId = await newBasket([{ productId: kong(), quantity: 1 }]);
      const first = await order(basketId, guestOrder(), { key: 'lost-answer' });
      const retry = await order(basketId, guestOrder({ paymentMethod: { token: 'tok_mastercard' } }), { key: 'lost-answer' });
      expect(retry.status).toBe(201);
      expect((await read(retry)).data).toEqual((await read(first)).data);
      expect(charges.count).toBe(1);
    });

    it('tells the caller that made it which order a key made for a basket, and no one else', async () => {
      const basketId = await newBasket([{ productId: kong(), quantity: 1 }]);
      const placed = (await read(await order(basketId, guestOrder(), { key: 'asked-after' }))).data;
      const ask = (id: string, key: string, token?: string) => t.request(`/api/v1/basket/${id}/order`, { token, headers: { 'idempotency-key': key } });
      const found = await ask(basketId, 'asked-after');
      expect(found.status).toBe(200);
      expect((await read(found)).data).toMatchObject({ id: placed.id, number: placed.number, receipt: placed.receipt });
      for (const res of [await ask(basketId, 'another-key'), await ask(basketId, 'asked-after', sam), await ask('not-a-uuid', 'asked-after')]) {
        expect(res.status).toBe(404);
      }
    });

    it('resolves a claim left by a process that died between the charge and the order: one order, one charge', async () => {
      const basketId = await newBasket([{ productId: kong(), quantity: 1 }]);
      const gateway = t.deps.payments as { charge: PaymentGateway['charge'] };
      const charge = gateway.charge;
      let charged!: (id: string) => void;
      const firstCharge = new Promise<string>((resolve) => (charged = resolve));
      // The process dies once the card is charged: nothing after the charge runs.
      gateway.charge = async (input) => {
        charged((await charge(input)).id);
        return new Promise(() => undefined);
      };
      void order(basketId, guestOrder(), { key: 'died-after-charge' });
      const chargeId = await firstCharge;
      gateway.charge = charge;
      expect(await basketStatus(basketId)).toBe('checkout');
      // A claim untouched this long belongs to a request that died, and a retry may take it over.
      await t.db.query(`update idempotency_keys set updated_at = updated_at - interval '61 seconds' where key = 'died-after-charge'`);

      const retry = await order(basketId, guestOrder({ paymentMethod: { token: 'tok_mastercard' } }), { key: 'died-after-charge' });
      expect(retry.status).toBe(201);
      const placed = (await read(retry)).data;
      expect(placed.paymentMethod).toMatchObject({ brand: 'visa' }); // the card of the first attempt, charged once
      expect(await t.db.one('select charge_id from orders where id = $1', [placed.id])).toEqual({ charge_id: chargeId });
      expect(await count(`orders where basket_id = $1`, [basketId])).toBe(1);
      expect(await basketStatus(basketId)).toBe('ordered');
    });

    it('refuses a key reused for another request, and a malformed key', async () => {
      const basketId = await newBasket([{ productId: kong(), quantity: 1 }]);
      expect((await order(basketId, guestOrder(), { key: 'reused' })).status).toBe(201);
      const other = await newBasket([{ productId: kong(), quantity: 1 }]);
      const res = await order(other, guestOrder(), { key: 'reused' });
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(KEY_REUSED);
      const bad = await order(other, guestOrder(), { key: 'a'.repeat(256) });
      expect(bad.status).toBe(400);
      expect((await read(bad)).message).toBe(KEY_INVALID);
      expect(await basketStatus(other)).toBe('open');
      expect(charges.count).toBe(1);
    });
  });

  describe('signed-in checkout', () => {
    it('uses the saved address and card, the account contact, notifies and mails', async () => {
      const card = await addCard('tok_visa');
      const address = await addressOf(sam);
      const basketId = await newBasket([{ productId: bravecto(), quantity: 1 }], sam);
      const res = await order(
        basketId,
        {
          isClickAndCollect: false,
          address: { id: address, deliveryNotes: 'Gate code 1234' },
          paymentMethod: { id: card },
          user: { id: 999, firstName: 'Not', lastName: 'Sam', email: 'not-sam@example.nz', phone: '000' },
          coupon: '',
        },
        { token: sam, key: 'sam-1' },
      );
      expect(res.status).toBe(201);
      const placed = (await read(res)).data;
      expect(placed).toMatchObject({
        contact: { firstName: 'Sam', lastName: 'Taylor', email: 'sam@example.nz' },
        address: { street: '12 Victoria Street', city: 'Hamilton', region: { id: 3, name: 'Waikato' } },
        deliveryNotes: 'Gate code 1234',
        basket: { subTotal: 34.99, shippingTotal: 5.95, total: 40.94 },
      });
      const note = await t.db.one<{ title: string }>(
        `select title from notifications n join users u on u.id = n.user_id where u.email = 'sam@example.nz' order by n.id desc limit 1`,
      );
      expect(note!.title).toBe(`Order #${placed.number} placed`);
      expect((await t.mailbox())[0]!.to).toBe('sam@example.nz');
      // After the order a new basket is made: the old one is no longer Sam's open basket.
      expect((await read(await t.request('/api/v1/basket', { token: sam }))).data).toBeNull();
      const fresh = await t.request('/api/v1/basket', { method: 'POST', body: {}, token: sam });
      expect((await read(fresh)).data.id).not.toBe(basketId);
    });

    it("refuses another user's address or card, and an unknown clinic, with the form's messages", async () => {
      const alexCard = await addCard('tok_mastercard', alex);
      const samAddress = await addressOf(sam);
      const basketId = await newBasket([{ productId: kong(), quantity: 1 }], alex);
      const cases: [unknown, string][] = [
        [{ isClickAndCollect: false, address: { id: samAddress }, paymentMethod: { id: alexCard }, user: guest }, SHIPPING_ADDRESS_REQUIRED],
        [{ isClickAndCollect: true, clinicId: 'kea-wanaka', paymentMethod: { id: alexCard }, user: guest }, CLICK_AND_COLLECT_REQUIRED],
        [{ isClickAndCollect: true, clinicId: 'tui-hamilton', paymentMethod: { id: 999999 }, user: guest }, PAYMENT_METHOD_REQUIRED],
      ];
      for (const [body, message] of cases) {
        const res = await order(basketId, body, { token: alex });
        expect(res.status).toBe(422);
        expect((await read(res)).message).toBe(message);
      }
      expect(await basketStatus(basketId)).toBe('open');
      expect(charges.count).toBe(0);
    });
  });

  describe('order history', () => {
    it("lists the signed-in customer's orders newest first, paged, with courier tracking", async () => {
      // Parsed by the schema the account reads it with (docs/contracts.md).
      const { items, total } = (await answerOf(OrderListAnswerSchema, await t.request('/api/v1/profile/order?offset=0&limit=10', { token: sam }))) as any;
      expect(total).toBeGreaterThanOrEqual(4);
      expect(items.every((o: { contact: { email: string } }) => o.contact.email === 'sam@example.nz')).toBe(true);
      const dates = items.map((o: { createdDate: string }) => o.createdDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      const inTransit = items.find((o: { courierTracking: { status: string }[] }) => o.courierTracking[0]?.status === 'InTransit');
      expect(inTransit).toMatchObject({
        status: 'processing',
        courierTracking: [{ carrier: 'Mainfreight', trackingUrl: expect.stringContaining('MF7781203') }],
      });
      expect(items.map((o: { status: string }) => o.status)).toEqual(expect.arrayContaining(['processing', 'complete', 'cancelled']));

      const page = (await read(await t.request('/api/v1/profile/order?offset=1&limit=2', { token: sam }))).data;
      expect(page.total).toBe(total);
      expect(page.items.map((o: { id: number }) => o.id)).toEqual(items.slice(1, 3).map((o: { id: number }) => o.id));

      const one = await t.request(`/api/v1/profile/order/${inTransit.id}`, { token: sam });
      expect(await answerOf(OrderAnswerSchema, one)).toEqual(inTransit);
    });

    it("keeps each customer's orders to themselves (another user, another group, anonymous)", async () => {
      const samOrder = (await read(await t.request('/api/v1/profile/order', { token: sam }))).data.items[0];
      expect((await t.request(`/api/v1/profile/order/${samOrder.id}`, { token: alex })).status).toBe(404);
      expect((await t.request(`/api/v1/profile/order/${samOrder.id}`, { token: kiri, vetId: 'kea-vets' })).status).toBe(404);
      expect((await t.request(`/api/v1/profile/order/${samOrder.id}`)).status).toBe(401);
      expect((await t.request('/api/v1/profile/order')).status).toBe(401);
      const kiriOrders = (await read(await t.request('/api/v1/profile/order', { token: kiri, vetId: 'kea-vets' }))).data;
      expect(kiriOrders).toEqual({ items: [], total: 0 });
      expect((await t.request('/api/v1/profile/order/abc', { token: sam })).status).toBe(404);
      expect((await t.request('/api/v1/profile/order?limit=1000', { token: sam })).status).toBe(422);
    });

    it("cannot order another user's or another group's basket", async () => {
      const samBasket = await newBasket([{ productId: kong(), quantity: 1 }], sam);
      const before = await count('orders');
      const asAlex = await order(
        samBasket,
        { isClickAndCollect: true, clinicId: 'tui-hamilton', user: guest, paymentMethod: { token: 'tok_visa' } },
        { token: alex },
      );
      expect(asAlex.status).toBe(404);
      const asGuest = await order(samBasket, guestOrder());
      expect(asGuest.status).toBe(404);
      const otherGroup = await order(samBasket, guestOrder(), { vetId: 'kea-vets' });
      expect(otherGroup.status).toBe(404);
      expect(await count('orders')).toBe(before);
      expect(await basketStatus(samBasket)).toBe('open');
      expect(charges.count).toBe(0);
    });

    it('says an ordered basket was ordered', async () => {
      const basketId = await newBasket([{ productId: kong(), quantity: 1 }]);
      expect((await order(basketId, guestOrder())).status).toBe(201);
      const again = await order(basketId, guestOrder({ paymentMethod: { token: 'tok_mastercard' } }));
      expect(again.status).toBe(409);
      expect((await read(again)).message).toBe(BASKET_ALREADY_ORDERED);
    });
  });

  describe('bad input', () => {
    const full = guestOrder();
    it.each([
      ['not JSON', '{', 400, 'The request body must be valid JSON.'],
      ['no delivery method', { ...full, isClickAndCollect: undefined }, 422, DELIVERY_METHOD_REQUIRED],
      ['delivery method as text', { ...full, isClickAndCollect: 'yes' }, 422, DELIVERY_METHOD_REQUIRED],
      ['no first name', { ...full, user: { ...guest, firstName: ' ' } }, 422, FIRST_NAME_REQUIRED],
      ['no last name', { ...full, user: { ...guest, lastName: null } }, 422, LAST_NAME_REQUIRED],
      ['no email', { ...full, user: { ...guest, email: '' } }, 422, CHECKOUT_EMAIL_REQUIRED],
      ['bad email', { ...full, user: { ...guest, email: 'aroha@' } }, 422, CHECKOUT_EMAIL_INVALID],
      ['no phone', { ...full, user: { ...guest, phone: '' } }, 422, PHONE_REQUIRED],
      ['bad phone', { ...full, user: { ...guest, phone: '+64 21 555' } }, 422, PHONE_INVALID],
      ['no street', { ...full, address: { ...guestAddress, street: '' } }, 422, ADDRESS_REQUIRED],
      ['no city', { ...full, address: { ...guestAddress, city: undefined } }, 422, CITY_REQUIRED],
      ['no post code', { ...full, address: { ...guestAddress, postCode: '' } }, 422, POST_CODE_REQUIRED],
      ['no region', { ...full, address: { ...guestAddress, region: null } }, 422, REGION_REQUIRED],
      ['unknown region', { ...full, address: { ...guestAddress, region: { id: 17 } } }, 422, REGION_REQUIRED],
      ['long notes', { ...full, address: { ...guestAddress, deliveryNotes: 'x'.repeat(151) } }, 422, DELIVERY_NOTES_TOO_LONG],
      ['no clinic', { ...full, isClickAndCollect: true }, 422, CLICK_AND_COLLECT_REQUIRED],
      ['unknown clinic', { ...full, isClickAndCollect: true, clinicId: 'nowhere' }, 422, CLICK_AND_COLLECT_REQUIRED],
      ['no card token', { ...full, paymentMethod: {} }, 422, PAYMENT_METHOD_REQUIRED],
      ['a saved card as a guest', { ...full, paymentMethod: { id: 1 } }, 422, PAYMENT_METHOD_REQUIRED],
      ['an unknown token', { ...full, paymentMethod: { token: 'tok_nothing_here' } }, 400, "No such token: 'tok_nothing_here'"],
      ['an unknown coupon', { ...full, coupon: 'NOPE' }, 422, 'This coupon code is not valid.'],
      ['an array', [full], 422, DELIVERY_METHOD_REQUIRED],
    ])('%s', async (name, body, status, message) => {
      const basketId = await newBasket([{ productId: kong(), quantity: 1 }]);
      const before = [await count('orders'), await count('idempotency_keys')];
      const res = await order(basketId, body, { key: `bad-${name.replace(/\W+/g, '-')}` });
      expect(res.status).toBe(status);
      expect(await read(res)).toMatchObject({ success: false, message });
      expect([await count('orders'), await count('idempotency_keys')]).toEqual(before);
      expect(await basketStatus(basketId)).toBe('open');
      expect(charges.count).toBe(0);
    });

    it('refuses an empty basket and an unknown one', async () => {
      const empty = await newBasket([]);
      const res = await order(empty, guestOrder());
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(BASKET_ITEMS_REQUIRED);
      expect((await order('not-a-basket', guestOrder())).status).toBe(404);
      expect((await order('00000000-0000-4000-8000-999999999999', guestOrder())).status).toBe(404);
    });
  });
});
