// Subscriptions on the real app and database (docs/commerce.md
// "Subscriptions"): create from a basket, list, edit, toggle, cancel, the access matrix, bad
// input, and the scheduler (due, not due, daylight-saving dates, idempotent reruns, failures).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Deps } from '../../http/env';
import type { PaymentGateway } from '../../payments/index';
import { answerOf, drivers, rowCount, signInDemoClients, testApp, type TestApp } from '../../test/harness';
import { SubscriptionListAnswerSchema } from '../../../shared/schemas/subscriptions';
import {
  BASKET_ITEMS_REQUIRED,
  DELIVERY_FREQUENCY_REQUIRED,
  EDIT_FREQUENCY_REQUIRED,
  EDIT_NAME_REQUIRED,
  NEXT_PAYMENT_DATE_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
  SELECT_PRODUCTS,
  SHIPPING_ADDRESS_REQUIRED,
  SUBSCRIPTION_NAME_REQUIRED,
} from '../../../shared/schemas/subscriptions';
import { MAX_FAILURES, PAYMENT_FAILED_TITLE, runDueSubscriptions } from './scheduler';
import { nextPaymentAfter } from './schedule';
import { FIRST_DELIVERY_PAST, NEXT_PAYMENT_PAST, SUBSCRIPTION_CANCELLED } from './service';

type Json = { success: boolean; message?: string; data?: any; issues?: Record<string, string> };
const read = async (res: Response) => (await res.json()) as Json;

describe('subscription schedule dates', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-01-31', 2, '2026-03-31'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
  ])('from %s every %i month(s), the first payment after it is %s', (from, n, expected) => {
    expect(nextPaymentAfter(from, 'monthly', n, from)).toBe(expected);
  });

  it('keeps a month-end anchor at the month end instead of drifting', () => {
    expect(nextPaymentAfter('2026-01-31', 'monthly', 1, '2026-02-28')).toBe('2026-03-31');
    expect(nextPaymentAfter('2026-01-31', 'monthly', 1, '2026-01-31')).toBe('2026-02-28');
    expect(nextPaymentAfter('2026-11-23', 'weekly', 2, '2026-11-23')).toBe('2026-12-07');
    // A run that was missed for months is not made up: the next date is after today.
    expect(nextPaymentAfter('2026-01-10', 'monthly', 1, '2026-06-20')).toBe('2026-07-10');
  });
});

describe.each(drivers())('subscriptions on %s', (driver) => {
  let t: TestApp;
  let deps: Deps;
  let gateway: PaymentGateway;
  let sam: string;
  let alex: string;
  let kiri: string;
  let charges: number;
  let samCard: number;
  let samAddress: number;
  let alexCard: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z', extend: (app) => app.get('/__deps', (c) => ((deps = c.get('deps')), c.body(null, 204))) });
    await t.request('/__deps');
    gateway = deps.payments;
    const charge = gateway.charge.bind(gateway);
    (gateway as { charge: typeof charge }).charge = async (input) => {
      const result = await charge(input);
      charges++;
      return result;
    };
    ({ sam, alex, kiri } = await signInDemoClients(t));
    for (const slug of ['kong-classic-large', 'bravecto-chew-dog-10-20kg']) ids[slug] = (await read(await t.request(`/api/v1/shop/${slug}`))).data.id;
    samCard = (await read(await t.request('/api/v1/profile/paymentmethod', { method: 'POST', body: { token: 'tok_visa' }, token: sam }))).data.id;
    alexCard = (await read(await t.request('/api/v1/profile/paymentmethod', { method: 'POST', body: { token: 'tok_mastercard' }, token: alex }))).data.id;
    samAddress = (await read(await t.request('/api/v1/profile/address', { token: sam }))).data.items[0].id;
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() => {
    charges = 0;
  });

  const kong = () => ids['kong-classic-large']!; // $29.99, shipping $8.95
  const bravecto = () => ids['bravecto-chew-dog-10-20kg']!; // $34.99 on sale, shipping $5.95
  const basketOf = async (token: string, items = [{ productId: kong(), quantity: 1 }]) => {
    // A signed-in user has one open basket: clear it and fill it.
    const made = (await read(await t.request('/api/v1/basket', { method: 'POST', body: {}, token }))).data.id as string;
    await t.request(`/api/v1/basket/${made}/clear`, { method: 'DELETE', token });
    if (items.length) await t.request(`/api/v1/basket/${made}`, { method: 'PUT', body: { items }, token });
    return made;
  };
  const createBody = (basketId: string, extra: Record<string, unknown> = {}) => ({
    name: 'Dog food',
    firstDeliveryDate: '2026-12-01',
    interval: 'month',
    intervalCount: 2,
    basketId,
    address: { id: samAddress, deliveryNotes: 'Side door' },
    paymentMethodId: samCard,
    ...extra,
  });
  const create = async (token = sam, extra: Record<string, unknown> = {}) => {
    const basketId = await basketOf(token);
    const res = await t.request(`/api/v1/basket/${basketId}/subscription`, { method: 'POST', body: createBody(basketId, extra), token });
    expect(res.status).toBe(201);
    return (await read(res)).data;
  };
  const count = (from: string, params: unknown[] = []) => rowCount(t, from, params);
  const rowOf = (id: number) =>
    t.db.one<{ status: string; next: string; failure_count: number; name: string }>(
      `select status, to_char(next_payment_date, 'YYYY-MM-DD') as next, failure_count, name from subscriptions where id = $1`,
      [id],
    );
  const put = (id: number, body: unknown, token = sam, vetId?: string) =>
    t.request(`/api/v1/profile/subscription/${id}`, { method: 'PUT', body, token, vetId });
  const run = (at: string) => runDueSubscriptions(t.db, gateway, new Date(at), { mailer: deps.mailer });

  describe('creating', () => {
    it('turns the basket into the subscription, with the schedule and the saved address and card', async () => {
      const basketId = await basketOf(sam, [{ productId: kong(), quantity: 2 }]);
      const res = await t.request(`/api/v1/basket/${basketId}/subscription`, { method: 'POST', body: createBody(basketId), token: sam });
      expect(res.status).toBe(201);
      const sub = (await read(res)).data;
      expect(sub).toMatchObject({
        name: 'Dog food',
        status: 'active',
        interval: 'monthly',
        intervalCount: 2,
        deliveryFrequency: '2 Months',
        firstDeliveryDate: '2026-12-01',
        nextPaymentDate: '2026-12-01',
        basketId,
        basket: { id: basketId, subTotal: 59.98, shippingTotal: 8.95, total: 68.93 },
        address: { id: samAddress, street: '12 Victoria Street' },
        paymentMethod: { id: samCard, cardNumber: '4242', brand: 'visa' },
        contact: { firstName: 'Sam', lastName: 'Taylor', email: 'sam@example.nz' },
        shippingID: samAddress,
        paymentID: samCard,
        deliveryNotes: 'Side door',
        deliveryOptions: { frequency: { interval: 'monthly', intervalCount: 2 }, notes: 'Side door' },
      });
      expect((await t.db.one<{ status: string }>('select status from baskets where id = $1', [basketId]))!.status).toBe('subscription');
      // The notification gives the first order's day as New Zealanders write it.
      const note = await t.db.one<{ body: string }>(
        'select body from notifications where user_id = (select user_id from subscriptions where id = $1) order by id desc limit 1',
        [sub.id],
      );
      expect(note!.body).toBe('Your subscription "Dog food" is active. The first order will be placed on 01 Dec 2026.');
      // The basket is no longer Sam's open basket: the wizard creates a fresh one.
      expect((await read(await t.request('/api/v1/basket', { token: sam }))).data).toBeNull();
      expect((await t.request(`/api/v1/basket/${basketId}/addtobasket`, { method: 'PUT', body: { productId: kong(), quantity: 1 }, token: sam })).status).toBe(
        404,
      );
    });

    it('answers a retry with the same Idempotency-Key (the first answer was lost) with the subscription it made', async () => {
      const basketId = await basketOf(sam, [{ productId: kong(), quantity: 1 }]);
      const send = () =>
        t.request(`/api/v1/basket/${basketId}/subscription`, {
          method: 'POST',
          body: createBody(basketId),
          token: sam,
          headers: { 'idempotency-key': 'sub-lost' },
        });
      const first = await send();
      expect(first.status).toBe(201);
      const retry = await send();
      expect(retry.status).toBe(201);
      expect((await read(retry)).data).toEqual((await read(first)).data);
      expect(await count('subscriptions where basket_id = $1', [basketId])).toBe(1);
    });

    it('also takes the wizard form values at POST /profile/subscription, defaulting the first date to today', async () => {
      const basketId = await basketOf(sam);
      const res = await t.request('/api/v1/profile/subscription', {
        method: 'POST',
        body: {
          name: 'Chews',
          basketId,
          deliveryOptions: { frequency: { interval: 'monthly', intervalCount: 1 }, notes: '' },
          shippingID: samAddress,
          paymentID: String(samCard),
        },
        token: sam,
      });
      expect(res.status).toBe(201);
      expect((await read(res)).data).toMatchObject({
        name: 'Chews',
        firstDeliveryDate: '2026-11-23',
        nextPaymentDate: '2026-11-23',
        deliveryFrequency: 'Monthly',
      });
    });

    it.each([
      ['no name', { name: '  ' }, SUBSCRIPTION_NAME_REQUIRED],
      ['no frequency', { interval: undefined }, DELIVERY_FREQUENCY_REQUIRED],
      ['a frequency not offered', { intervalCount: 5 }, DELIVERY_FREQUENCY_REQUIRED],
      ['a yearly frequency', { interval: 'yearly', intervalCount: 1 }, DELIVERY_FREQUENCY_REQUIRED],
      ['no address', { address: null }, SHIPPING_ADDRESS_REQUIRED],
      ['no card', { paymentMethodId: '' }, PAYMENT_METHOD_REQUIRED],
      ['a date in the past', { firstDeliveryDate: '2026-11-22' }, FIRST_DELIVERY_PAST],
      ['a date that does not exist', { firstDeliveryDate: '2026-02-30' }, 'The date is not valid'],
      ["another user's card", { paymentMethodId: -1 }, PAYMENT_METHOD_REQUIRED],
    ])('refuses %s, writing nothing', async (_name, extra, message) => {
      const basketId = await basketOf(sam);
      const body = { ...createBody(basketId), ...extra } as Record<string, unknown>;
      if (body.paymentMethodId === -1) body.paymentMethodId = alexCard;
      const before = await count('subscriptions');
      const res = await t.request(`/api/v1/basket/${basketId}/subscription`, { method: 'POST', body, token: sam });
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(message);
      expect(await count('subscriptions')).toBe(before);
      expect((await t.db.one<{ status: string }>('select status from baskets where id = $1', [basketId]))!.status).toBe('open');
    });

    it('refuses an empty basket, a signed-out caller, and a basket that is not theirs', async () => {
      const empty = await basketOf(sam, []);
      const res = await t.request(`/api/v1/basket/${empty}/subscription`, { method: 'POST', body: createBody(empty), token: sam });
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(BASKET_ITEMS_REQUIRED);
      const full = await basketOf(sam);
      const before = await count('subscriptions');
      expect((await t.request(`/api/v1/basket/${full}/subscription`, { method: 'POST', body: createBody(full) })).status).toBe(401);
      expect(
        (await t.request(`/api/v1/basket/${full}/subscription`, { method: 'POST', body: createBody(full, { paymentMethodId: alexCard }), token: alex })).status,
      ).toBe(404);
      expect((await t.request(`/api/v1/basket/${full}/subscription`, { method: 'POST', body: createBody(full), token: kiri, vetId: 'kea-vets' })).status).toBe(
        404,
      );
      expect((await t.request(`/api/v1/basket/${full}/subscription`, { method: 'POST', body: '{', token: sam })).status).toBe(400);
      expect(await count('subscriptions')).toBe(before);
    });
  });

  describe('list, edit, toggle and cancel', () => {
    it('lists active and suspended subscriptions, paged', async () => {
      const created = await create();
      const res = await t.request('/api/v1/profile/subscription?offset=0&limit=10', { token: sam });
      // Parsed by the schema the account reads it with (docs/contracts.md).
      const { items, total } = (await answerOf(SubscriptionListAnswerSchema, res)) as any;
      expect(total).toBe(items.length);
      expect(items[0]).toEqual(created);
      expect((await read(await t.request(`/api/v1/profile/subscription/${created.id}`, { token: sam }))).data).toEqual(created);
      expect((await read(await t.request('/api/v1/profile/subscription?limit=1', { token: sam }))).data.items).toHaveLength(1);
      expect((await t.request('/api/v1/profile/subscription?limit=0', { token: sam })).status).toBe(422);
    });

    it('saves the edit view: name, frequency, next payment date, notes and products', async () => {
      const sub = await create();
      const res = await put(sub.id, {
        ...sub,
        name: 'Big dog food',
        intervalCount: 3,
        nextPaymentDate: '2026-12-10',
        deliveryNotes: 'Front porch',
        basket: {
          basketItems: [
            { productId: kong(), quantity: 0, deleted: true },
            { productId: bravecto(), quantity: 3 },
          ],
        },
      });
      expect(res.status).toBe(200);
      const saved = (await read(res)).data;
      expect(saved).toMatchObject({
        name: 'Big dog food',
        intervalCount: 3,
        deliveryFrequency: '3 Months',
        nextPaymentDate: '2026-12-10',
        deliveryNotes: 'Front porch',
      });
      expect(saved.basket.basketItems).toEqual([expect.objectContaining({ productId: bravecto(), quantity: 3 })]);
    });

    it('switches between Active and Suspended with the list toggle', async () => {
      const sub = await create();
      const off = await put(sub.id, { ...sub, status: 'suspended' });
      expect((await read(off)).data.status).toBe('suspended');
      const on = await put(sub.id, { ...sub, status: 'active' });
      expect((await read(on)).data.status).toBe('active');
    });

    it.each([
      ['no name', { name: '' }, EDIT_NAME_REQUIRED],
      ['no frequency', { interval: null, deliveryOptions: null }, EDIT_FREQUENCY_REQUIRED],
      ['no next payment date', { nextPaymentDate: '' }, NEXT_PAYMENT_DATE_REQUIRED],
      ['a next payment date in the past', { nextPaymentDate: '2026-11-01' }, NEXT_PAYMENT_PAST],
      ['no products left', { basket: { basketItems: [{ productId: 0, quantity: 1 }] } }, SELECT_PRODUCTS],
      ['an unknown status', { status: 'paused' }, 'The status must be active, suspended or cancelled'],
    ])('refuses %s and changes nothing', async (_name, extra, message) => {
      const sub = await create();
      const res = await put(sub.id, { ...sub, ...extra });
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(message);
      expect((await read(await t.request(`/api/v1/profile/subscription/${sub.id}`, { token: sam }))).data).toEqual(sub);
    });

    it('refuses to remove the last product', async () => {
      const sub = await create();
      const res = await put(sub.id, { ...sub, basket: { basketItems: [{ productId: kong(), quantity: 0 }] } });
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(SELECT_PRODUCTS);
      expect((await read(await t.request(`/api/v1/profile/subscription/${sub.id}`, { token: sam }))).data.basket.basketItems).toHaveLength(1);
    });

    it('cancels with the edit view delete flag, or DELETE; a cancelled one leaves the list and cannot be edited', async () => {
      const a = await create();
      const res = await put(a.id, { ...a, delete: true });
      expect(res.status).toBe(200);
      expect((await read(res)).data.status).toBe('cancelled');
      const b = await create();
      expect((await t.request(`/api/v1/profile/subscription/${b.id}`, { method: 'DELETE', token: sam })).status).toBe(204);
      const listed = (await read(await t.request('/api/v1/profile/subscription?limit=100', { token: sam }))).data.items.map((s: { id: number }) => s.id);
      expect(listed).not.toContain(a.id);
      expect(listed).not.toContain(b.id);
      const edit = await put(b.id, { ...b, name: 'Again' });
      expect(edit.status).toBe(409);
      expect((await read(edit)).message).toBe(SUBSCRIPTION_CANCELLED);
      const note = await t.db.one<{ title: string }>(
        `select title from notifications n join users u on u.id = n.user_id where u.email = 'sam@example.nz' order by n.id desc limit 1`,
      );
      expect(note!.title).toBe('Subscription cancelled');
    });

    it('keeps subscriptions to their owner (another user, another group, signed out)', async () => {
      const sub = await create();
      const before = await rowOf(sub.id);
      for (const [token, vetId] of [
        [alex, undefined],
        [kiri, 'kea-vets'],
      ] as const) {
        expect((await t.request(`/api/v1/profile/subscription/${sub.id}`, { token, vetId })).status).toBe(404);
        expect((await t.request(`/api/v1/profile/subscription/${sub.id}/history`, { token, vetId })).status).toBe(404);
        expect((await put(sub.id, { ...sub, name: 'Mine now' }, token, vetId)).status).toBe(404);
        expect((await put(sub.id, { delete: true }, token, vetId)).status).toBe(404);
        expect((await t.request(`/api/v1/profile/subscription/${sub.id}`, { method: 'DELETE', token, vetId })).status).toBe(404);
      }
      expect((await t.request(`/api/v1/profile/subscription/${sub.id}`)).status).toBe(401);
      expect((await t.request('/api/v1/profile/subscription')).status).toBe(401);
      // Nor can Alex make his own subscription deliver to Sam's address.
      const mine = await create(alex, { address: { id: samAddress }, paymentMethodId: alexCard }).catch(() => null);
      expect(mine).toBeNull();
      expect(await rowOf(sub.id)).toEqual(before);
      expect((await read(await t.request('/api/v1/profile/subscription', { token: kiri, vetId: 'kea-vets' }))).data).toEqual({ items: [], total: 0 });
    });
  });

  describe('the scheduler', () => {
    it('orders and charges a due subscription once, moves the date, notifies and mails; a rerun does nothing', async () => {
      const sub = await create(); // first 2026-12-01, every 2 months
      const early = await run('2026-11-30T10:59:00Z'); // 23:59 on 30 Nov in NZ
      expect(early.ordered.map((o) => o.subscriptionId)).not.toContain(sub.id);
      expect(charges).toBe(early.ordered.length); // only the ones already due (first delivery today)
      charges = 0;

      const result = await run('2026-11-30T11:00:00Z'); // midnight 1 Dec in NZ (NZDT)
      const mine = result.ordered.filter((o) => o.subscriptionId === sub.id);
      expect(mine).toHaveLength(1);
      expect(charges).toBe(result.ordered.length);
      expect(await rowOf(sub.id)).toMatchObject({ status: 'active', next: '2027-02-01' });
      const order = (await read(await t.request(`/api/v1/profile/order/${mine[0]!.orderId}`, { token: sam }))).data;
      expect(order).toMatchObject({
        subscriptionId: sub.id,
        status: 'processing',
        deliveryNotes: 'Side door',
        basket: { subTotal: 29.99, shippingTotal: 8.95, total: 38.94 },
      });
      const history = (await read(await t.request(`/api/v1/profile/subscription/${sub.id}/history`, { token: sam }))).data;
      expect(history.items.map((o: { id: number }) => o.id)).toEqual([order.id]);
      const note = await t.db.one<{ title: string }>(
        `select title from notifications where user_id = (select user_id from subscriptions where id = $1) order by id desc limit 1`,
        [sub.id],
      );
      expect(note!.title).toBe(`Subscription order #${order.number} placed`);
      expect((await t.mailbox())[0]!.text).toContain('Your subscription "Dog food" has been ordered.');

      charges = 0;
      const ordersBefore = await count('orders where subscription_id = $1', [sub.id]);
      await run('2026-11-30T11:00:00Z');
      await run('2026-12-01T09:00:00Z');
      expect(charges).toBe(0);
      expect(await count('orders where subscription_id = $1', [sub.id])).toBe(ordersBefore);
    });

    it('makes one order when two runs race', async () => {
      const sub = await create(sam, { firstDeliveryDate: '2026-12-05' });
      const [a, b] = await Promise.all([run('2026-12-05T01:00:00Z'), run('2026-12-05T01:00:00Z')]);
      const made = [...a.ordered, ...b.ordered].filter((o) => o.subscriptionId === sub.id);
      expect(made).toHaveLength(1);
      expect(await count('orders where subscription_id = $1', [sub.id])).toBe(1);
    });

    it('runs on New Zealand dates across daylight saving (starts 27 Sep 2026)', async () => {
      const sub = await create(sam, { interval: 'monthly', intervalCount: 1 });
      // Moved into the past by hand: the schedule's anchor is the DST day itself.
      await t.db.query(`update subscriptions set next_payment_date = '2026-09-27', anchor_date = '2026-09-27', last_attempt_on = null where id = $1`, [sub.id]);
      const ordered = async (at: string) => (await run(at)).ordered.some((o) => o.subscriptionId === sub.id);
      expect(await ordered('2026-09-26T11:59:00Z')).toBe(false); // NZST 23:59, 26 Sep
      expect(await ordered('2026-09-26T12:00:00Z')).toBe(true); // NZST 00:00, 27 Sep
      expect((await rowOf(sub.id))!.next).toBe('2026-10-27');
      expect(await ordered('2026-10-26T10:59:00Z')).toBe(false); // NZDT 23:59, 26 Oct
      expect(await ordered('2026-10-26T11:00:00Z')).toBe(true); // NZDT 00:00, 27 Oct: UTC is still the 26th
      expect((await rowOf(sub.id))!.next).toBe('2026-11-27');
    });

    it('leaves suspended and cancelled subscriptions alone', async () => {
      const paused = await create(sam, { firstDeliveryDate: '2026-12-07' });
      await put(paused.id, { ...paused, status: 'suspended' });
      const gone = await create(sam, { firstDeliveryDate: '2026-12-07' });
      await put(gone.id, { delete: true });
      const result = await run('2026-12-07T01:00:00Z');
      expect(result.ordered.map((o) => o.subscriptionId)).not.toContain(paused.id);
      expect(result.ordered.map((o) => o.subscriptionId)).not.toContain(gone.id);
    });

    it('records a declined charge, tries once a day, and suspends after three failures', async () => {
      const badCard = (await read(await t.request('/api/v1/profile/paymentmethod', { method: 'POST', body: { token: 'tok_chargeCustomerFail' }, token: sam })))
        .data.id;
      const sub = await create(sam, { firstDeliveryDate: '2026-12-09', paymentMethodId: badCard });
      const failedOn = async (at: string) => (await run(at)).failed.filter((f) => f.subscriptionId === sub.id);
      expect(await failedOn('2026-12-09T01:00:00Z')).toEqual([{ subscriptionId: sub.id, message: 'Your card was declined.' }]);
      expect(await failedOn('2026-12-09T05:00:00Z')).toEqual([]); // same NZ day: not tried again
      expect(await rowOf(sub.id)).toMatchObject({ status: 'active', failure_count: 1, next: '2026-12-09' });
      const note = await t.db.one<{ title: string; body: string }>(
        `select title, body from notifications where user_id = (select user_id from subscriptions where id = $1) order by id desc limit 1`,
        [sub.id],
      );
      expect(note).toMatchObject({ title: PAYMENT_FAILED_TITLE, body: expect.stringContaining('We will try again tomorrow.') });
      for (let day = 10; day < 9 + MAX_FAILURES; day++) expect(await failedOn(`2026-12-${day}T01:00:00Z`)).toHaveLength(1);
      expect(await rowOf(sub.id)).toMatchObject({ status: 'suspended', failure_count: MAX_FAILURES });
      expect(await count('orders where subscription_id = $1', [sub.id])).toBe(0);
      expect(await failedOn('2026-12-20T01:00:00Z')).toEqual([]);
    });

    it('fails without charging when the saved card was removed', async () => {
      const sub = await create(sam, { firstDeliveryDate: '2026-12-11' });
      await t.db.query('update subscriptions set payment_method_id = null where id = $1', [sub.id]);
      const result = await run('2026-12-11T01:00:00Z');
      expect(result.failed.filter((f) => f.subscriptionId === sub.id)).toEqual([{ subscriptionId: sub.id, message: PAYMENT_METHOD_REQUIRED }]);
      expect(charges).toBe(result.ordered.length);
    });
  });
});
