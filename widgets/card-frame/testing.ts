// Test helpers for card forms (any widget's tests may use them): the card frame's own code
// (cardFrame.ts beside it) with the server's real offline Stripe.js stand-in
// (server/payments/standin/v3.js), run in jsdom beside the widget, and a fake of the stand-in's
// token endpoint. jsdom loads no frames, so `standinFrame` stands in for the postMessage
// channel only: the frame's logic, the stand-in's rules and every message's schema are the real
// ones. Import only from tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { within } from '@testing-library/react';
import * as v from 'valibot';
import { vi } from 'vitest';
import type { FakeFetch, FakeReply, RecordedRequest } from '../../shared/api/fakeFetch';
import { withCardRules } from '../../shared/domain/withCardRules';
import { CARD_FRAME_SOURCE, FromCardFrameSchema } from '../../shared/schemas/cardFrame';
import { fakeServer } from '../kit/form/testing';
import type { CardFrameConnector } from '../kit/payments/frameChannel';
import { runCardFrame, type CardFrameEnv } from './cardFrame';

const root = join(import.meta.dirname ?? process.cwd() + '/widgets/card-frame', '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
// As the server sends it: the stand-in with the card rules it shares with the gateway.
const STANDIN = withCardRules(read('server/payments/standin/v3.js'), read('shared/domain/cardRules.js'));

/** Evaluates the stand-in (sets window.Stripe), as the frame page's script tag does. */
export function loadStandin(): void {
  new Function(STANDIN).call(window);
}

export interface StandinFrameOptions {
  /** The frame says it cannot work instead (a missing key, a site the group does not list). */
  fail?: 'key-missing' | 'load-failed' | 'site-not-allowed';
  /** The frames opened so far (their src), for tests of the frame's address. */
  opened?: string[];
}

/**
 * A CardFrameConnector that runs the frame's code in this document: the stand-in's inputs
 * appear in a <div data-test-card-frame> on document.body (see `cardFrameInputs`).
 */
export function standinFrame(options: StandinFrameOptions = {}): CardFrameConnector {
  return (iframe, _frameOrigin, onMessage) => {
    options.opened?.push(iframe.src);
    const deliver = (data: unknown) =>
      setTimeout(() => {
        const parsed = v.safeParse(FromCardFrameSchema, data);
        if (parsed.success) onMessage(parsed.output);
      }, 0);
    const handlers = new Set<(data: unknown) => void>();
    const container = document.createElement('div');
    container.setAttribute('data-test-card-frame', '');
    document.body.append(container);
    let stop = () => {};
    if (options.fail) deliver({ source: CARD_FRAME_SOURCE, type: 'failed', reason: options.fail });
    else {
      if (!(window as { Stripe?: unknown }).Stripe) loadStandin();
      const Stripe = (window as unknown as { Stripe: (key: string) => CardFrameEnv['stripe'] }).Stripe;
      deliver({ source: CARD_FRAME_SOURCE, type: 'hello' });
      stop = runCardFrame({
        container,
        stripe: Stripe('pk_test_standin'),
        send: (message) => deliver({ source: CARD_FRAME_SOURCE, ...message }),
        listen: (handler) => {
          handlers.add(handler);
          return () => handlers.delete(handler);
        },
      });
    }
    return {
      post: (message) => {
        const data = { source: CARD_FRAME_SOURCE, ...message };
        setTimeout(() => handlers.forEach((handler) => handler(data)), 0);
      },
      close: () => {
        stop();
        container.remove();
      },
    };
  };
}

/** The inputs of the card frame opened last (by standinFrame), for getByLabelText. */
export function cardFrameInputs() {
  const frames = document.querySelectorAll<HTMLElement>('[data-test-card-frame]');
  const last = frames[frames.length - 1];
  if (!last) throw new Error('No card frame is open');
  return within(last);
}

/** Whether a card frame (by standinFrame) has its inputs. */
export const cardFrameMounted = () => Boolean(document.querySelector('[data-test-card-frame] [data-standin-element]'));

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

/** Between tests: no window.Stripe, no stubbed fetch. */
export function resetStandin(): void {
  delete (window as { Stripe?: unknown }).Stripe;
  vi.unstubAllGlobals();
}

/**
 * A recording fetch that answers every call through `route` (method + path decide), for
 * widgets that make many different calls. Unrouted calls get 404 so a test sees them.
 */
export function routedFetch(route: (request: RecordedRequest) => FakeReply | undefined): FakeFetch {
  return fakeServer((request) => route(request) ?? { status: 404, json: { success: false, message: `No route for ${request.method} ${request.path}` } });
}

export const ok = (data: unknown, status = 200): FakeReply => ({ status, json: { success: true, data } });
export const fail = (status: number, message: string): FakeReply => ({ status, json: { success: false, message } });
