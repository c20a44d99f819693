// /api/v1/profile/paymentmethod on the real app and database, through the offline gateway
// (Stripe's documented test tokens, and stand-in tokens made from test card numbers):
// saving, default card rules, declines that store nothing, the access matrix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_TOKEN_INVALID, CARD_TOKEN_REQUIRED, CardAnswerSchema, CardListAnswerSchema } from '../../../shared/schemas/paymentMethods';
import { createOfflineGateway } from '../../payments/index';
import { answerOf, drivers, signInDemoClients, testApp, type TestApp } from '../../test/harness';
import { read } from '../testing';
import { dbStandinStore } from '../../payments/dbStandinStore';
import { CARD_ALREADY_SAVED, DEFAULT_CARD_DELETE, PAYMENT_METHOD_NOT_FOUND } from './service';

describe.each(drivers())('payment methods on %s', (driver) => {
  let t: TestApp;
  let sam: string;
  let alex: string;
  let kiri: string;
  const path = '/api/v1/profile/paymentmethod';

  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z' });
    ({ sam, alex, kiri } = await signInDemoClients(t));
  }, 60_000);
  afterAll(() => t.close());

  const cardRows = async () => (await t.db.query('select user_id, last4, is_default from payment_methods order by id')).rows;
  const add = async (token: string, auth = sam, extra: Record<string, unknown> = {}, vetId?: string) =>
    t.request(path, { token: auth, vetId, body: { token, ...extra } });
  /** A token the card form would make: the stand-in tokenises a typed test card number. */
  const standinToken = async (number: string) => {
    const gateway = createOfflineGateway({ store: dbStandinStore(t.db), now: t.clock.now });
    const made = await gateway.tokenise({ number, expMonth: 8, expYear: 2029, cvc: '123' }, 'token');
    if (!('record' in made)) throw new Error(made.error.message);
    return made.record.id;
  };

  it('saves a card from a token; the first card is the default and only its last 4 digits come back', async () => {
    const res = await add('tok_visa');
    expect(res.status).toBe(201);
    const { data } = await read(res);
    expect(data).toEqual({ id: expect.any(Number), cardNumber: '4242', brand: 'visa', expiryMonth: 12, expiryYear: 2034, isDefault: true });
    const row = await t.db.one<{ gateway: string; gateway_ref: string }>('select gateway, gateway_ref from payment_methods where id = $1', [data.id]);
    expect(row).toEqual({ gateway: 'offline', gateway_ref: expect.stringMatching(/^pm_offline_/) });
  });

  it('saves a card typed into the stand-in, not as default unless asked', async () => {
    const res = await add(await standinToken('5555 5555 5555 4444'));
    expect(await answerOf(CardAnswerSchema, res, 201)).toMatchObject({
      cardNumber: '4444',
      brand: 'mastercard',
      expiryMonth: 8,
      expiryYear: 2029,
      isDefault: false,
    });
  });

  it('lists the client’s cards, default first, and the profile names them', async () => {
    const data = (await answerOf(CardListAnswerSchema, await t.request(path, { token: sam }))) as any;
    expect(data.total).toBe(2);
    expect(data.items.map((c: { cardNumber: string; isDefault: boolean }) => [c.cardNumber, c.isDefault])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);
    const profile = (await read(await t.request('/api/v1/profile', { token: sam }))).data;
    expect(profile.paymentMethods).toHaveLength(2);
    expect((await read(await t.request(`${path}/${data.items[1].id}`, { token: sam }))).data).toEqual(data.items[1]);
  });

  it('moves the default with setdefault, and with isDefault on a new card', async () => {
    const { data } = await read(await t.request(path, { token: sam }));
    const master = data.items[1];
    const res = await t.request(`${path}/${master.id}/setdefault`, { method: 'PUT', token: sam });
    expect(res.status).toBe(200);
    expect((await read(res)).data).toMatchObject({ id: master.id, isDefault: true });
    expect((await cardRows()).filter((r) => r.is_default)).toEqual([expect.objectContaining({ last4: '4444' })]);
    const amex = (await read(await add('tok_amex', sam, { isDefault: true }))).data;
    expect(amex).toMatchObject({ cardNumber: '8431', brand: 'amex', isDefault: true });
    expect((await cardRows()).filter((r) => r.is_default).map((r) => r.last4)).toEqual(['8431']);
  });

  it('refuses to remove the default card, removes another one', async () => {
    const { data } = await read(await t.request(path, { token: sam }));
    const [def, other] = data.items;
    const refused = await t.request(`${path}/${def.id}`, { method: 'DELETE', token: sam });
    expect(refused.status).toBe(409);
    expect(await read(refused)).toEqual({ success: false, message: DEFAULT_CARD_DELETE });
    const removed = await t.request(`${path}/${other.id}`, { method: 'DELETE', token: sam });
    expect(removed.status).toBe(204);
    expect((await t.request(`${path}/${other.id}`, { token: sam })).status).toBe(404);
    expect(await cardRows()).toHaveLength(2);
  });

  it('answers a retry with the same Idempotency-Key (the first answer was lost) with the card it saved, not a second one', async () => {
    const headers = { 'idempotency-key': 'card-lost-answer' };
    const first = await t.request(path, { token: alex, body: { token: await standinToken('5555 5555 5555 4444') }, headers });
    expect(first.status).toBe(201);
    const before = await cardRows();
    const retry = await t.request(path, { token: alex, body: { token: await standinToken('5555 5555 5555 4444') }, headers });
    expect(retry.status).toBe(201);
    const saved = (await read(retry)).data;
    expect(saved).toEqual((await read(first)).data);
    expect(await cardRows()).toEqual(before);
    // Alex has no card again for the cases below (the route keeps a default card).
    await t.db.query('delete from payment_methods where id = $1', [saved.id]);
  });

  it('refuses the same card twice with 409', async () => {
    const before = await cardRows();
    const res = await add('tok_amex');
    expect(res.status).toBe(409);
    expect((await read(res)).message).toBe(CARD_ALREADY_SAVED);
    expect(await cardRows()).toEqual(before);
  });

  it.each([
    ['a declined card', 'tok_chargeDeclined', 402, 'Your card was declined.'],
    ['an expired card', 'tok_chargeDeclinedExpiredCard', 402, 'Your card has expired.'],
    ['an unknown token', 'tok_doesnotexist', 400, "No such token: 'tok_doesnotexist'"],
  ])('refuses %s with the provider’s message and stores nothing', async (_label, token, status, message) => {
    const before = await cardRows();
    const res = await add(token, alex);
    expect(res.status).toBe(status);
    expect(await read(res)).toEqual({ success: false, message });
    expect(await cardRows()).toEqual(before);
  });

  it('refuses a card the stand-in declines, and a stand-in token used twice', async () => {
    const before = await cardRows();
    const declined = await add(await standinToken('4000 0000 0000 0002'), alex);
    expect(declined.status).toBe(402);
    expect((await read(declined)).message).toBe('Your card was declined.');
    const once = await standinToken('4242 4242 4242 4242');
    expect((await add(once, alex)).status).toBe(201);
    const twice = await add(once, alex);
    expect(twice.status).toBe(400);
    expect((await read(twice)).message).toContain('You cannot use a Stripe token more than once');
    expect(await cardRows()).toHaveLength(before.length + 1);
  });

  describe('access matrix', () => {
    it('another client cannot see, set default or remove the card: 404, nothing changed', async () => {
      const samCard = (await read(await t.request(path, { token: sam }))).data.items[1];
      const before = await cardRows();
      for (const [method, url] of [
        ['GET', `${path}/${samCard.id}`],
        ['PUT', `${path}/${samCard.id}/setdefault`],
        ['DELETE', `${path}/${samCard.id}`],
      ] as const) {
        const res = await t.request(url, { method, token: alex });
        expect(res.status, `${method} ${url}`).toBe(404);
        expect((await read(res)).message).toBe(PAYMENT_METHOD_NOT_FOUND);
      }
      expect((await read(await t.request(path, { token: alex }))).data.items.map((c: { cardNumber: string }) => c.cardNumber)).toEqual(['4242']);
      expect(await cardRows()).toEqual(before);
    });

    it('another group’s client cannot reach it either; a token is only good for its own group', async () => {
      const samCard = (await read(await t.request(path, { token: sam }))).data.items[1];
      const before = await cardRows();
      expect((await t.request(`${path}/${samCard.id}`, { method: 'DELETE', token: kiri, vetId: 'kea-vets' })).status).toBe(404);
      expect((await t.request(`${path}/${samCard.id}/setdefault`, { method: 'PUT', token: kiri, vetId: 'kea-vets' })).status).toBe(404);
      expect((await t.request(path, { token: sam, vetId: 'kea-vets' })).status).toBe(401);
      expect((await add('tok_visa', sam, {}, 'kea-vets')).status).toBe(401);
      expect((await read(await t.request(path, { token: kiri, vetId: 'kea-vets' }))).data).toEqual({ items: [], total: 0 });
      expect(await cardRows()).toEqual(before);
    });

    it.each([
      ['GET', path],
      ['GET', `${path}/1`],
      ['POST', path],
      ['PUT', `${path}/1/setdefault`],
      ['DELETE', `${path}/1`],
    ])('anonymous %s %s is 401 and writes nothing', async (method, url) => {
      const before = await cardRows();
      const res = await t.request(url, { method, body: method === 'POST' ? { token: 'tok_visa' } : undefined });
      expect(res.status).toBe(401);
      expect(await cardRows()).toEqual(before);
    });
  });

  it.each([
    ['no token', {}, 422, CARD_TOKEN_REQUIRED],
    ['an empty token', { token: '' }, 422, CARD_TOKEN_REQUIRED],
    ['a number as token', { token: 4242424242424242 }, 422, CARD_TOKEN_REQUIRED],
    ['a card number as token', { token: '4242424242424242' }, 422, CARD_TOKEN_INVALID],
    ['a token with odd characters', { token: "tok_visa'; drop table users;--" }, 422, CARD_TOKEN_INVALID],
    ['isDefault as text', { token: 'tok_jcb', isDefault: 'yes' }, 422, 'isDefault must be true or false'],
    ['a list body', [], 422, CARD_TOKEN_REQUIRED],
    ['malformed JSON', '{"token"', 400, 'The request body must be valid JSON.'],
  ])('POST with %s is refused and nothing is stored', async (_label, body, status, message) => {
    const before = await cardRows();
    const res = await t.request(path, { token: kiri, vetId: 'kea-vets', body });
    expect(res.status).toBe(status);
    expect(await read(res)).toMatchObject({ success: false, message });
    expect(await cardRows()).toEqual(before);
  });

  it.each(['abc', '0x1', '99999999999', '-1'])('an id like %s is 404', async (id) => {
    for (const [method, url] of [
      ['GET', `${path}/${id}`],
      ['PUT', `${path}/${id}/setdefault`],
      ['DELETE', `${path}/${id}`],
    ] as const) {
      expect((await t.request(url, { method, token: sam })).status, `${method} ${url}`).toBe(404);
    }
  });
});
