// Test helpers for card forms (any widget's tests may use them): the server's real offline
// Stripe.js stand-in (server/payments/standin/v3.js) evaluated in jsdom, and a fake of its
// token endpoint. Using the real stand-in keeps the tests honest about what Stripe allows
// (e.g. no mount inside a shadow root). Import only from tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import { fakeFetch, type FakeFetch, type FakeReply, type RecordedRequest } from '../../../shared/api/fakeFetch';
import { resetCardProviders } from './loadCardProvider';

const STANDIN = readFileSync(join(import.meta.dirname ?? process.cwd() + '/widgets/kit/payments', '../../../server/payments/standin/v3.js'), 'utf8');

/** The answer GET /api/v1/config/stripe gives with the offline gateway. */
export const STANDIN_CONFIG = {
  success: true,
  data: { gateway: 'offline', publishableKey: 'pk_test_standin', scriptUrl: 'http://api.test/stripe-standin/v3.js' },
};
/** …and without any key. */
export const NO_KEY_CONFIG = { success: true, data: { gateway: 'offline', publishableKey: '', scriptUrl: 'http://api.test/stripe-standin/v3.js' } };

/** Evaluates the stand-in (sets window.Stripe); pass as CardPayments' `loadScript`. */
export async function loadStandin(): Promise<void> {
  new Function(STANDIN).call(window);
}

/**
 * Fakes the stand-in's POST …/tokens (it calls the global fetch): every valid card becomes
 * `tok_test_<last4>`. Returns the recorded card numbers.
 */
export function fakeStandinTokens(): { numbers: string[] } {
  const numbers: string[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { card: { number: string } };
    numbers.push(body.card.number);
    const last4 = body.card.number.slice(-4);
    return new Response(JSON.stringify({ id: `tok_test_${last4}`, object: 'token', card: { last4, brand: 'Visa' } }), { status: 200 });
  });
  return { numbers };
}

/** Between tests: a fresh provider cache and no window.Stripe. */
export function resetStandin(): void {
  resetCardProviders();
  delete (window as { Stripe?: unknown }).Stripe;
  vi.unstubAllGlobals();
}

/**
 * A recording fetch that answers every call through `route` (method + path decide), for
 * widgets that make many different calls. Unrouted calls get 404 so a test sees them.
 */
export function routedFetch(route: (request: RecordedRequest) => FakeReply | undefined): FakeFetch {
  const inner = fakeFetch();
  const outer = (async (input: string, init: RequestInit) => {
    inner.reply((request) => route(request) ?? { status: 404, json: { success: false, message: `No route for ${request.method} ${request.path}` } });
    return inner(input, init);
  }) as FakeFetch;
  outer.requests = inner.requests;
  outer.last = inner.last;
  outer.reply = inner.reply;
  return outer;
}

export const ok = (data: unknown, status = 200): FakeReply => ({ status, json: { success: true, data } });
export const fail = (status: number, message: string): FakeReply => ({ status, json: { success: false, message } });
