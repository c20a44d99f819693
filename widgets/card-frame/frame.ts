// The card frame's script (/pay/card-frame on the API's origin, served by
// server/payments/cardFrameRoutes.ts). It is its own small entry, without React or the kit:
// it checks that its parent is the page the server was told about, loads Stripe.js (or the
// offline stand-in) into this frame only, and talks to that parent alone. The host page's
// DOM, styles, globals (an old `window.Stripe`) and CSP never reach the card inputs.
import { CARD_FRAME_SOURCE, type CardFrameFailure, type FromCardFrame, type Unsourced } from '../../shared/schemas/cardFrame';
import { runCardFrame } from './cardFrame';

type StripeFactory = (key: string) => Parameters<typeof runCardFrame>[0]['stripe'];

const { parentOrigin = '', listed, key = '', script = '' } = document.body.dataset;
const framed = window.parent !== window;

function send(message: Unsourced<FromCardFrame>) {
  // Only to the origin the server checked; a parent of any other origin receives nothing.
  window.parent.postMessage({ source: CARD_FRAME_SOURCE, ...message }, parentOrigin);
}

function listen(handler: (data: unknown) => void) {
  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    handler(event.data);
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = url;
    tag.addEventListener('load', () => resolve());
    tag.addEventListener('error', () => reject(new Error(`Could not load ${url}`)));
    document.head.append(tag);
  });
}

/** The frame's height follows its content, so the widget can size the frame to it. */
function reportHeight() {
  let last = -1;
  const measure = () => {
    const px = Math.ceil(document.body.getBoundingClientRect().height);
    if (px !== last) send({ type: 'height', px: (last = px) });
  };
  new ResizeObserver(measure).observe(document.body);
  measure();
}

function parentAllowed(): boolean {
  // Where the browser says who the parent is (Chromium, Safari), it must be the origin named.
  const ancestor = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins?.[0];
  if (ancestor !== undefined && ancestor !== parentOrigin) return false;
  return listed === 'true' || parentOrigin === location.origin;
}

async function start() {
  if (!framed || !/^https?:\/\//.test(parentOrigin)) return;
  const fail = (reason: CardFrameFailure) => send({ type: 'failed', reason });
  if (!parentAllowed()) return fail('site-not-allowed');
  if (!key) return fail('key-missing');
  send({ type: 'hello' });
  reportHeight();
  try {
    await loadScript(script);
    const Stripe = (window as unknown as { Stripe?: StripeFactory }).Stripe;
    if (typeof Stripe !== 'function') throw new Error('Stripe.js did not define Stripe');
    runCardFrame({ container: document.getElementById('card')!, stripe: Stripe(key), send, listen });
  } catch {
    fail('load-failed');
  }
}

void start();
