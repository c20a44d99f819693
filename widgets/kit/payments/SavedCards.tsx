// Choosing a saved card (checkout, pay online signed in, fundraiser, subscriptions): the
// signed-in customer's cards from GET /api/v1/profile/paymentmethod as radio cards, showing
// only the last 4 digits and a 2-digit year. The default card (or the only
// one) is preselected.
import { createPaymentMethodsApi } from '../../../shared/api/paymentMethods';
import type { ApiClient } from '../../../shared/api/http';
import type { Card } from '../../../shared/schemas/paymentMethods';
import { preselected } from '../../../shared/domain/preselect';
import { cardLast4, formatCardExpiry } from '../../../shared/format/card';
import { RadioCards } from '../RadioCards';
import { LoadingLine } from '../Spinner';
import { useWidgetQuery } from '../WidgetContext';

export const NO_PAYMENT_METHODS = 'No payment methods available';

export function cardTitle(card: Pick<Card, 'brand' | 'cardNumber'>): string {
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Card';
  return `${brand} ending ${cardLast4(card.cardNumber)}`;
}

/** The card to preselect: the default one, or the only one. */
export function preselectedCard(cards: readonly Card[]): Card | undefined {
  return preselected(cards);
}

export type SavedCardsState = { status: 'loading' } | { status: 'ready'; cards: Card[] } | { status: 'error'; cards: [] };

/** The saved cards (kit/query.ts, once per widget); a failed load shows as none (the spec: lists fail empty). */
export function useSavedCards(client: ApiClient | null): SavedCardsState {
  const cards = useWidgetQuery(client ? 'saved-cards' : null, () => createPaymentMethodsApi(client!).list());
  if (cards.status === 'ready') return { status: 'ready', cards: cards.data };
  return cards.status === 'error' ? { status: 'error', cards: [] } : { status: 'loading' };
}

export interface SavedCardsProps {
  state: SavedCardsState;
  value: string;
  onChange: (id: string) => void;
  error?: string | null | undefined;
  label?: string;
  name?: string;
}

export function SavedCards({ state, value, onChange, error, label = 'Payment method', name = 'payment-method' }: SavedCardsProps) {
  if (state.status === 'loading') return <LoadingLine className="text-sm">Loading your cards…</LoadingLine>;
  if (state.cards.length === 0)
    return (
      <div>
        <p className="text-sm font-semibold text-ink">{label}</p>
        <p className="text-sm text-muted">{NO_PAYMENT_METHODS}</p>
        {error && (
          <p role="alert" className="mt-1 text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </div>
    );
  return (
    <RadioCards
      name={name}
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      options={state.cards.map((card) => ({
        value: String(card.id),
        title: cardTitle(card),
        description: `Expires ${formatCardExpiry(card.expiryMonth, card.expiryYear)}${card.isDefault ? ' · Default' : ''}`,
      }))}
    />
  );
}
