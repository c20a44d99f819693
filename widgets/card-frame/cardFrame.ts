// What runs inside the card frame once Stripe.js (or the offline stand-in) has loaded: one
// card element mounted in the frame's own document, driven by the widget's messages and
// reporting back only what the widget may know (complete or not, the provider's error text,
// a single-use token). The entry (frame.ts) checks who the parent is and wires real windows;
// tests wire this to a widget in the same jsdom document.
import type { Stripe, StripeCardElementChangeEvent, StripeCardElementOptions } from '@stripe/stripe-js';
import * as v from 'valibot';
import { ToCardFrameSchema, type FromCardFrame, type Unsourced } from '../../shared/schemas/cardFrame';

export interface CardFrameEnv {
  /** The node the card element mounts in (in the frame's document, never a shadow root). */
  container: HTMLElement;
  stripe: Pick<Stripe, 'elements' | 'createToken'>;
  send: (message: Unsourced<FromCardFrame>) => void;
  /** Messages from the widget, already checked for their window and origin; returns an unsubscribe. */
  listen: (handler: (data: unknown) => void) => () => void;
}

// Real Stripe draws the inputs in its own frame and takes these; the stand-in draws plain
// inputs styled by the page's rules (server/payments/cardFrameRoutes.ts).
const OPTIONS: StripeCardElementOptions = {
  hidePostalCode: true,
  style: { base: { fontSize: '16px', color: '#1f2937', '::placeholder': { color: '#6b7280' } }, invalid: { color: '#b91c1c' } },
};

/** Mounts the card and answers the widget; returns a function that takes it down. */
export function runCardFrame(env: CardFrameEnv): () => void {
  const card = env.stripe.elements().create('card', OPTIONS);
  card.on('ready', () => env.send({ type: 'ready' }));
  card.on('change', (event: StripeCardElementChangeEvent) =>
    env.send({ type: 'change', complete: event.complete, empty: event.empty, error: event.error?.message ?? null }),
  );
  card.mount(env.container);

  const stop = env.listen((data) => {
    const parsed = v.safeParse(ToCardFrameSchema, data);
    if (!parsed.success) return;
    const message = parsed.output;
    if (message.type === 'options') card.update({ disabled: message.disabled });
    else if (message.type === 'clear') card.clear();
    else if (message.type === 'focus') card.focus();
    else if (message.type === 'theme') env.container.ownerDocument.documentElement.style.setProperty('--primary', message.primary);
    else void tokenFor(message.id, message.name);
  });

  async function tokenFor(id: number, name: string | undefined) {
    try {
      const { token, error } = await env.stripe.createToken(card, name ? { name } : undefined);
      env.send(token ? { type: 'token', id, token: token.id } : { type: 'token', id, ...(error?.message ? { error: error.message } : {}) });
    } catch {
      // An integration error (the element went away): the widget says the form could not load.
      env.send({ type: 'token', id });
    }
  }

  return () => {
    stop();
    card.destroy();
  };
}
