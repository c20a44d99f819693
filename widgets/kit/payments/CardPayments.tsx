// <CardPayments> loads the card provider for the widget's server and provides Stripe's
// <Elements>; <CardField> (CardField.tsx) shows the card inputs; useCardPayment() turns
// them into a token at submit. Every card form (checkout, pay online, the fundraiser and
// the account's payment methods) uses these three, so the Stripe rules live in one place.
//
// Why @stripe/react-stripe-js and not hand-written Stripe.js calls: its <Elements>,
// <CardElement>, useStripe and useElements work unchanged once the <CardElement> is rendered
// through a React portal into a light-DOM node (see CardField.tsx). Stripe never sees the
// shadow root, and we keep the library's element lifecycle (create, mount, destroy, events).
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useWidget, useWidgetQuery } from '../WidgetContext';
import { CardProviderError, STRIPE_LOAD_FAILED, STRIPE_NOT_LOADED, loadCardProvider, type CardProviderDeps } from './loadCardProvider';

export type CardProviderStatus = 'loading' | 'ready' | 'error';

interface CardPaymentsContextValue {
  status: CardProviderStatus;
  /** Why the provider is unusable (STRIPE_KEY_MISSING, STRIPE_LOAD_FAILED). */
  error: string | null;
  stripe: Stripe | null;
  /** The card element fired 'ready': only then can a token be made. */
  cardReady: boolean;
  setCardReady: (ready: boolean) => void;
  /** The card element's last change: complete, and the provider's own error text. */
  cardState: { complete: boolean; empty: boolean; error: string | null };
  setCardState: (state: { complete: boolean; empty: boolean; error: string | null }) => void;
}

const CardPaymentsContext = createContext<CardPaymentsContextValue | null>(null);

export interface CardPaymentsProps extends CardProviderDeps {
  children: ReactNode;
  /** False: no card will be shown (a signed-in customer paying with a saved card), load nothing. */
  enabled?: boolean;
}

export function CardPayments({ children, loadScript, enabled = true }: CardPaymentsProps) {
  const { client } = useWidget();
  const [cardReady, setCardReady] = useState(false);
  const [cardState, setCardState] = useState({ complete: false, empty: true, error: null as string | null });
  // The card provider (its public key from the API, then Stripe.js) once per widget, through the
  // kit's query primitive. The key is public, the same for everyone.
  const provider = useWidgetQuery(enabled ? 'card-provider' : null, () => loadCardProvider(client, loadScript ? { loadScript } : {}));
  const stripe = provider.status === 'ready' ? provider.data : null;
  const status: CardProviderStatus = provider.status;
  const error = provider.status === 'error' ? (provider.error instanceof CardProviderError ? provider.error.message : STRIPE_LOAD_FAILED) : null;

  const value = useMemo(() => ({ status, error, stripe, cardReady, setCardReady, cardState, setCardState }), [status, error, stripe, cardReady, cardState]);
  // <Elements> takes null first and the Stripe object once loaded (its documented pattern).
  return (
    <CardPaymentsContext.Provider value={value}>
      <Elements stripe={stripe}>{children}</Elements>
    </CardPaymentsContext.Provider>
  );
}

export function useCardPaymentsContext(): CardPaymentsContextValue {
  const value = useContext(CardPaymentsContext);
  if (!value) throw new Error('Card fields must be inside <CardPayments>');
  return value;
}

export interface CardPayment {
  status: CardProviderStatus;
  error: string | null;
  /** The card element is mounted and ready. */
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
  /** Empties the card inputs (after a one-off payment succeeded). */
  clear: () => void;
  /** Moves focus into the card inputs (the first error of a form may be the card). */
  focus: () => void;
}

export function useCardPayment(): CardPayment {
  const ctx = useCardPaymentsContext();
  const stripe = useStripe();
  const elements = useElements();

  const createToken = useCallback(
    async (data?: { name?: string }) => {
      if (ctx.status === 'error' && ctx.error) throw new CardProviderError(ctx.error);
      const card = elements?.getElement(CardElement);
      if (!stripe || !card || !ctx.cardReady) throw new CardProviderError(STRIPE_NOT_LOADED);
      const { token, error } = await stripe.createToken(card, data?.name ? { name: data.name } : undefined);
      if (error || !token) throw new CardProviderError(error?.message ?? STRIPE_LOAD_FAILED);
      return token.id;
    },
    [ctx.status, ctx.error, ctx.cardReady, stripe, elements],
  );

  const clear = useCallback(() => {
    elements?.getElement(CardElement)?.clear();
  }, [elements]);

  const focus = useCallback(() => {
    elements?.getElement(CardElement)?.focus();
  }, [elements]);

  return {
    status: ctx.status,
    error: ctx.error,
    ready: ctx.cardReady,
    complete: ctx.cardState.complete,
    empty: ctx.cardState.empty,
    createToken,
    clear,
    focus,
  };
}
