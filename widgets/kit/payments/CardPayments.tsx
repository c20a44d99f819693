// <CardPayments> holds a card form's state; <CardField> (CardField.tsx) shows the card frame;
// useCardPayment() turns the typed card into a token at submit. Every card form (checkout, pay
// online, the fundraiser and the account's payment methods) uses these three.
//
// The card inputs are not ours to render: they live in a frame on the API's origin
// (/pay/card-frame, widgets/card-frame/) that loads Stripe.js, or the offline stand-in, for
// itself. The widget only hears, by postMessage (frameChannel.ts), whether the card is complete,
// the provider's own error text and, when asked, a single-use token. So neither Stripe's refusal
// to mount in a shadow root, nor the host page's styles, globals or script CSP, can reach it.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FromCardFrame, ToCardFrame, Unsourced } from '../../../shared/schemas/cardFrame';
import { postMessageConnector, type CardFrameConnector, type CardFrameTransport } from './frameChannel';
import { CardProviderError, FAILURE_MESSAGES, STRIPE_LOAD_FAILED, STRIPE_NOT_LOADED } from './messages';
import { reveal } from '../scroll';

export type CardProviderStatus = 'loading' | 'ready' | 'error';

/** A frame that has not said a word this long after it loaded never will (a host CSP without `frame-src`). */
const SILENT_FRAME_MS = 3_000;
/** However slow the network, a token answer later than this is not coming. */
const TOKEN_TIMEOUT_MS = 60_000;

interface CardState {
  status: CardProviderStatus;
  /** Why the card cannot be used (STRIPE_KEY_MISSING, STRIPE_LOAD_FAILED …). */
  error: string | null;
  complete: boolean;
  empty: boolean;
  /** The provider's own words for what is wrong with the typed card. */
  cardError: string | null;
  /** The frame's content height in px, once it said. */
  height: number | null;
}

const INITIAL: CardState = { status: 'loading', error: null, complete: false, empty: true, cardError: null, height: null };

interface CardPaymentsContextValue extends CardState {
  enabled: boolean;
  /** Connects the frame CardField rendered; returns the disconnect. */
  attach: (iframe: HTMLIFrameElement, frameOrigin: string) => () => void;
  post: (message: Unsourced<ToCardFrame>) => void;
  requestToken: (name: string | undefined) => Promise<string>;
  focusFrame: () => void;
}

const CardPaymentsContext = createContext<CardPaymentsContextValue | null>(null);

export interface CardProviderDeps {
  /** How the widget talks to the frame; tests run the frame's code in jsdom instead (testing.ts). */
  cardFrame?: CardFrameConnector;
}

export interface CardPaymentsProps extends CardProviderDeps {
  children: ReactNode;
  /** False: no card will be shown (a signed-in customer paying with a saved card), load nothing. */
  enabled?: boolean;
}

interface Pending {
  resolve: (token: string) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

export function CardPayments({ children, cardFrame = postMessageConnector, enabled = true }: CardPaymentsProps) {
  const [state, setState] = useState<CardState>(INITIAL);
  const transport = useRef<CardFrameTransport | null>(null);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const pending = useRef(new Map<number, Pending>());
  const nextId = useRef(1);

  const settle = useCallback((id: number, outcome: { token?: string | undefined; error?: string | undefined }) => {
    const waiting = pending.current.get(id);
    if (!waiting) return;
    pending.current.delete(id);
    clearTimeout(waiting.timer);
    if (outcome.token) waiting.resolve(outcome.token);
    else waiting.reject(new CardProviderError(outcome.error ?? STRIPE_LOAD_FAILED));
  }, []);

  const attach = useCallback(
    (iframe: HTMLIFrameElement, frameOrigin: string) => {
      setState(INITIAL);
      frame.current = iframe;
      let heard = false;
      let silence: ReturnType<typeof setTimeout> | undefined;
      const fail = (error: string) => setState((s) => ({ ...s, status: 'error', error }));
      const onMessage = (message: FromCardFrame) => {
        heard = true;
        if (message.type === 'ready') setState((s) => ({ ...s, status: 'ready', error: null }));
        else if (message.type === 'failed') fail(FAILURE_MESSAGES[message.reason]);
        else if (message.type === 'change') setState((s) => ({ ...s, complete: message.complete, empty: message.empty, cardError: message.error }));
        else if (message.type === 'height') setState((s) => (s.height === message.px ? s : { ...s, height: message.px }));
        else if (message.type === 'token') settle(message.id, message);
      };
      const connected = cardFrame(iframe, frameOrigin, onMessage);
      transport.current = connected;
      const onLoad = () => {
        clearTimeout(silence);
        silence = setTimeout(() => heard || fail(STRIPE_LOAD_FAILED), SILENT_FRAME_MS);
      };
      iframe.addEventListener('load', onLoad);
      return () => {
        iframe.removeEventListener('load', onLoad);
        clearTimeout(silence);
        connected.close();
        if (transport.current === connected) transport.current = null;
        if (frame.current === iframe) frame.current = null;
        for (const id of [...pending.current.keys()]) settle(id, { error: STRIPE_NOT_LOADED });
      };
    },
    [cardFrame, settle],
  );

  const post = useCallback((message: Unsourced<ToCardFrame>) => transport.current?.post(message), []);

  const requestToken = useCallback(
    (name: string | undefined) =>
      new Promise<string>((resolve, reject) => {
        const connected = transport.current;
        if (!connected) return reject(new CardProviderError(STRIPE_NOT_LOADED));
        const id = nextId.current++;
        const timer = setTimeout(() => settle(id, {}), TOKEN_TIMEOUT_MS);
        pending.current.set(id, { resolve, reject, timer });
        connected.post({ type: 'token', id, ...(name ? { name } : {}) });
      }),
    [settle],
  );

  const focusFrame = useCallback(() => {
    if (frame.current) reveal(frame.current);
    transport.current?.post({ type: 'focus' });
  }, []);

  const value = useMemo(() => ({ ...state, enabled, attach, post, requestToken, focusFrame }), [state, enabled, attach, post, requestToken, focusFrame]);
  return <CardPaymentsContext.Provider value={value}>{children}</CardPaymentsContext.Provider>;
}

export function useCardPaymentsContext(): CardPaymentsContextValue {
  const value = useContext(CardPaymentsContext);
  if (!value) throw new Error('Card fields must be inside <CardPayments>');
  return value;
}

export interface CardPayment {
  status: CardProviderStatus;
  error: string | null;
  /** The card inputs are mounted and ready. */
  ready: boolean;
  /** The provider says the card is complete (every field filled and plausible). */
  complete: boolean;
  /** Nothing typed in the card yet. */
  empty: boolean;
  /**
   * A single-use card token (tok_…) for the API. Rejects with a CardProviderError whose
   * message is for the user: the key is missing, 'Stripe has not loaded yet.', or the
   * provider's own error ('Your card number is incomplete.').
   */
  createToken: (data?: { name?: string }) => Promise<string>;
  /** Empties the card inputs (after a one-off payment succeeded, or a card was declined). */
  clear: () => void;
  /** Moves focus into the card inputs (the first error of a form may be the card). */
  focus: () => void;
}

export function useCardPayment(): CardPayment {
  const ctx = useCardPaymentsContext();
  const { status, error, requestToken, post, focusFrame } = ctx;

  const createToken = useCallback(
    async (data?: { name?: string }) => {
      if (status === 'error' && error) throw new CardProviderError(error);
      if (status !== 'ready') throw new CardProviderError(STRIPE_NOT_LOADED);
      return requestToken(data?.name);
    },
    [status, error, requestToken],
  );
  const clear = useCallback(() => post({ type: 'clear' }), [post]);

  return {
    status,
    error,
    ready: status === 'ready',
    complete: ctx.complete,
    empty: ctx.empty,
    createToken,
    clear,
    focus: focusFrame,
  };
}
