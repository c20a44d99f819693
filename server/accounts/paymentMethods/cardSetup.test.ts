// The add-card form's path end to end, offline: config → stand-in script → a typed test card
// posted to /stripe-standin/tokens → the token saved as a card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeConfigAnswerSchema } from '../../../shared/schemas/paymentMethods';
import { answerOf, testApp, type TestApp } from '../../test/harness';
import { read } from '../testing';

describe('card setup with the offline gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ now: '2026-11-23T01:00:00Z' });
  }, 60_000);
  afterAll(() => t.close());

  const tokenise = (body: unknown) =>
    t.app.request('/stripe-standin/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://clinic.example.nz' },
      body: JSON.stringify(body),
    });
  const card = (number: string) => ({ key: 'pk_test_standin', type: 'token', card: { number, exp_month: 4, exp_year: 2030, cvc: '123' } });

  it('tells the form which key and script to use', async () => {
    const { data } = await read(await t.request('/api/v1/config/stripe'));
    expect(data).toEqual({ gateway: 'offline', publishableKey: 'pk_test_standin', scriptUrl: '/stripe-standin/v3.js' });
    const script = await t.app.request('/stripe-standin/v3.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('Elements cannot be mounted in a ShadowRoot');
  });

  it('sends the stand-in with the gateway’s card rules in it', async () => {
    const window: { Stripe?: { _cardBrand(digits: string): string; _luhnValid(digits: string): boolean } } = {};
    new Function('window', await (await t.app.request('/stripe-standin/v3.js')).text())(window);
    expect(window.Stripe!._cardBrand('378282246310005')).toBe('amex');
    expect([window.Stripe!._luhnValid('4242424242424242'), window.Stripe!._luhnValid('4242424242424241')]).toEqual([true, false]);
  });

  it('turns a typed test card into a token that saves as the client’s card', async () => {
    const preflight = await t.app.request('/stripe-standin/tokens', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const res = await tokenise(card('4000 0055 4000 0008'));
    expect(res.status).toBe(200);
    const token = (await res.json()) as { id: string; card: { last4: string } };
    expect(token).toMatchObject({
      id: expect.stringMatching(/^tok_standin_/),
      object: 'token',
      card: { brand: 'visa', last4: '0008', exp_month: 4, exp_year: 2030 },
    });
    const sam = await t.login('sam@example.nz', 'tui-demo-1');
    const saved = await t.request('/api/v1/profile/paymentmethod', { token: sam, body: { token: token.id } });
    expect(saved.status).toBe(201);
    expect((await read(saved)).data).toMatchObject({ cardNumber: '0008', brand: 'visa', expiryMonth: 4, expiryYear: 2030, isDefault: true });
    expect(JSON.stringify(await t.db.query('select * from standin_cards'))).not.toContain('4000005540000008');
  });

  it.each([
    ['a card that is not a test card', card('4012 8888 8888 1881'), 402, /non test card/],
    ['an invalid number', card('4242 4242 4242 4241'), 402, /Your card number is invalid/],
    ['a wrong key', { ...card('4242424242424242'), key: 'pk_live_x' }, 401, /Invalid API Key/],
    ['a malformed body', { key: 'pk_test_standin' }, 400, /Invalid card details/],
  ])('refuses %s with a Stripe-like error', async (_label, body, status, message) => {
    const before = (await t.db.one<{ n: number }>('select count(*)::int as n from standin_cards'))!.n;
    const res = await tokenise(body);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(message);
    expect((await t.db.one<{ n: number }>('select count(*)::int as n from standin_cards'))!.n).toBe(before);
  });

  it('does not exist with a real Stripe key', async () => {
    const live = await testApp({ now: '2026-11-23T01:00:00Z', config: { stripeSecretKey: 'sk_test_x', stripePublishableKey: 'pk_test_real' } });
    try {
      expect((await live.app.request('/stripe-standin/v3.js')).status).toBe(404);
      expect(await answerOf(StripeConfigAnswerSchema, await live.request('/api/v1/config/stripe'))).toMatchObject({
        gateway: 'stripe',
        publishableKey: 'pk_test_real',
        scriptUrl: 'https://js.stripe.com/v3/',
      });
    } finally {
      await live.close();
    }
  });
});
