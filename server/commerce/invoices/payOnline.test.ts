// Pay Online on the real app and database: signed in with a saved
// card, anonymous with a card token, once per Idempotency-Key, declined cards, the access
// matrix and bad input (no 500, nothing written).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerOf, countCharges, drivers, rowCount, signInDemoClients, testApp, type TestApp } from '../../test/harness';
import {
  AMOUNT_CENTS,
  AMOUNT_REQUIRED,
  AMOUNT_TOO_LARGE,
  OneOffPaymentResultAnswerSchema,
  PAYMENT_METHOD_REQUIRED,
  PAYMENT_PROCESSED,
  PAY_EMAIL_INVALID,
  PAY_EMAIL_REQUIRED,
  PAY_NAME_REQUIRED,
  REFERENCE_REQUIRED,
  TOKEN_REQUIRED,
} from '../../../shared/schemas/payOnline';
import { KEY_REUSED } from '../../http/idempotency';

const ANONYMOUS_PATH = '/api/v1/profile/anonymous/oneoffpayment';

type Json = { success: boolean; message?: string; data?: any };
const read = async (res: Response) => (await res.json()) as Json;

describe.each(drivers())('pay online on %s', (driver) => {
  let t: TestApp;
  let sam: string;
  let alex: string;
  let kiri: string;
  let samCard: number;
  let alexCard: number;
  let charges: ReturnType<typeof countCharges>;

  beforeAll(async () => {
    t = await testApp({
      driver,
      now: '2026-11-23T01:00:00Z',
    });
    charges = countCharges(t);
    ({ sam, alex, kiri } = await signInDemoClients(t));
    samCard = (await read(await t.request('/api/v1/profile/paymentmethod', { method: 'POST', body: { token: 'tok_visa' }, token: sam }))).data.id;
    alexCard = (await read(await t.request('/api/v1/profile/paymentmethod', { method: 'POST', body: { token: 'tok_mastercard' }, token: alex }))).data.id;
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() => {
    charges.reset();
  });

  const signedIn = (body: unknown, token = sam, key?: string, vetId?: string) =>
    t.request('/api/v1/profile/oneoffpayment', { method: 'POST', body, token, vetId, headers: key ? { 'idempotency-key': key } : {} });
  const anonymous = (body: unknown, key?: string) => t.request(ANONYMOUS_PATH, { method: 'POST', body, headers: key ? { 'idempotency-key': key } : {} });
  const payments = () => rowCount(t, 'one_off_payments');
  const anon = { reference: 'INV-2002', amount: 20, email: 'pat@example.nz', name: 'Pat Guest', token: 'tok_visa' };

  it('charges a saved card for a reference, mails a receipt and notifies', async () => {
    const res = await signedIn({ reference: ' INV-1001 ', amount: '125.50', paymentMethodID: String(samCard) }, sam, 'pay-1');
    const paid = await answerOf(OneOffPaymentResultAnswerSchema, res, 201);
    expect(paid).toMatchObject({
      reference: 'INV-1001',
      amount: 125.5,
      name: 'Sam Taylor',
      email: 'sam@example.nz',
      paymentMethod: { cardNumber: '4242', brand: 'visa' },
      message: PAYMENT_PROCESSED,
    });
    expect(await t.db.one('select amount_cents, charge_id is not null as charged from one_off_payments where id = $1', [paid.id])).toEqual({
      amount_cents: 12550,
      charged: true,
    });
    expect(charges.count).toBe(1);
    const [mail] = await t.mailbox();
    expect(mail).toMatchObject({ to: 'sam@example.nz', subject: 'Your payment to Tui Vets' });
    expect(mail!.text).toContain('Amount: $125.50 NZD');
    const note = await t.db.one<{ title: string }>(
      `select title from notifications n join users u on u.id = n.user_id where u.email = 'sam@example.nz' order by n.id desc limit 1`,
    );
    expect(note!.title).toBe('Payment received');
  });

  it('takes an anonymous payment with a card token', async () => {
    const paid = await answerOf(OneOffPaymentResultAnswerSchema, await anonymous(anon), 201);
    expect(paid).toMatchObject({ reference: 'INV-2002', amount: 20, name: 'Pat Guest', email: 'pat@example.nz' });
    expect(await t.db.one('select user_id from one_off_payments where id = $1', [paid.id])).toEqual({ user_id: null });
    expect((await t.mailbox())[0]!.to).toBe('pat@example.nz');
  });

  it('pays once per Idempotency-Key, even for 10 concurrent submits', async () => {
    const body = { reference: 'INV-3003', amount: 45, paymentMethodID: samCard };
    const before = await payments();
    const results = await Promise.all(Array.from({ length: 10 }, () => signedIn(body, sam, 'pay-burst')));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const ids = new Set((await Promise.all(results.map(read))).map((b) => b.data.id));
    expect(ids.size).toBe(1);
    expect(await payments()).toBe(before + 1);
    expect(charges.count).toBe(1);
    const again = await signedIn(body, sam, 'pay-burst');
    expect((await read(again)).data.id).toBe([...ids][0]);
    const other = await signedIn({ ...body, amount: 46 }, sam, 'pay-burst');
    expect(other.status).toBe(422);
    expect((await read(other)).message).toBe(KEY_REUSED);
    expect(charges.count).toBe(1);
  });

  it('answers a retry with a new card token (the first answer was lost) with the first payment, charging once', async () => {
    const first = await anonymous({ ...anon, reference: 'INV-3004' }, 'pay-lost');
    const retry = await anonymous({ ...anon, reference: 'INV-3004', token: 'tok_mastercard' }, 'pay-lost');
    expect(retry.status).toBe(201);
    expect((await read(retry)).data).toEqual((await read(first)).data);
    expect(charges.count).toBe(1);
  });

  it('refuses a declined card with its message and records nothing', async () => {
    const before = await payments();
    const res = await anonymous({ ...anon, token: 'tok_chargeDeclinedInsufficientFunds' }, 'pay-declined');
    expect(res.status).toBe(402);
    expect(await read(res)).toEqual({ success: false, message: 'Your card has insufficient funds.' });
    expect(await payments()).toBe(before);
    // The key was let go: the same key with a good card goes through.
    expect((await anonymous(anon, 'pay-declined')).status).toBe(201);
    expect(charges.count).toBe(1);
  });

  it("refuses another user's or another group's card, and a signed-out caller", async () => {
    const before = await payments();
    const res = await signedIn({ reference: 'INV-1', amount: 10, paymentMethodID: alexCard });
    expect(res.status).toBe(422);
    expect((await read(res)).message).toBe(PAYMENT_METHOD_REQUIRED);
    expect((await signedIn({ reference: 'INV-1', amount: 10, paymentMethodID: samCard }, kiri, undefined, 'kea-vets')).status).toBe(422);
    expect(
      (await t.request('/api/v1/profile/oneoffpayment', { method: 'POST', body: { reference: 'INV-1', amount: 10, paymentMethodID: samCard } })).status,
    ).toBe(401);
    expect(await payments()).toBe(before);
    expect(charges.count).toBe(0);
  });

  const good = () => ({ reference: 'INV-9', amount: 10, paymentMethodID: samCard });
  it.each([
    ['no reference', { reference: '' }, REFERENCE_REQUIRED],
    ['no amount', { amount: null }, AMOUNT_REQUIRED],
    ['an amount of 0', { amount: 0 }, AMOUNT_REQUIRED],
    ['an amount under 1', { amount: 0.99 }, AMOUNT_REQUIRED],
    ['a negative amount', { amount: -5 }, AMOUNT_REQUIRED],
    ['an amount in words', { amount: 'ten' }, AMOUNT_REQUIRED],
    ['fractions of a cent', { amount: 10.555 }, AMOUNT_CENTS],
    ['too large an amount', { amount: 100000.01 }, AMOUNT_TOO_LARGE],
    ['no card', { paymentMethodID: undefined }, PAYMENT_METHOD_REQUIRED],
    ['a card id in words', { paymentMethodID: 'visa' }, PAYMENT_METHOD_REQUIRED],
    ['an unknown card', { paymentMethodID: 999999 }, PAYMENT_METHOD_REQUIRED],
  ])('signed in, refuses %s', async (_name, change, message) => {
    const before = await payments();
    const res = await signedIn({ ...good(), ...change });
    expect(res.status).toBe(422);
    expect((await read(res)).message).toBe(message);
    expect(await payments()).toBe(before);
    expect(charges.count).toBe(0);
  });

  it.each([
    ['no email', { email: '' }, 422, PAY_EMAIL_REQUIRED],
    ['a bad email', { email: 'pat@' }, 422, PAY_EMAIL_INVALID],
    ['no name', { name: ' ' }, 422, PAY_NAME_REQUIRED],
    ['no token', { token: '' }, 422, TOKEN_REQUIRED],
    ['an unknown token', { token: 'tok_unknown_one' }, 400, "No such token: 'tok_unknown_one'"],
    ['no reference', { reference: undefined }, 422, REFERENCE_REQUIRED],
  ])('anonymous, refuses %s', async (_name, change, status, message) => {
    const before = await payments();
    const res = await anonymous({ ...anon, ...change });
    expect(res.status).toBe(status);
    expect((await read(res)).message).toBe(message);
    expect(await payments()).toBe(before);
  });

  it('answers malformed bodies with 400/422, never 500', async () => {
    expect((await anonymous('{')).status).toBe(400);
    expect((await anonymous('[]')).status).toBe(422);
    expect((await anonymous('null')).status).toBe(422);
    expect((await signedIn('"text"')).status).toBe(422);
    expect((await anonymous(anon, 'bad key with spaces')).status).toBe(400);
  });
});
