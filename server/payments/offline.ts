// The offline test gateway: behaves like Stripe in test mode for the cards and tokens
// Stripe documents, so the product (and its tests) can pay with no network and no key.
// Cards typed into the Stripe.js stand-in arrive here through tokenise(); only their
// summary and test behaviour are kept.
import {
  DECLINE_MESSAGES,
  NON_TEST_CARD_MESSAGE,
  TEST_CARD_NUMBERS,
  TEST_TOKENS,
  cardBrand,
  cardLengths,
  cvcLength,
  luhnValid,
  normaliseCardNumber,
  type CardBehaviour,
  type CardSummary,
} from './cards';
import { PaymentError, STANDIN_PUBLISHABLE_KEY, type ChargeInput, type ChargeResult, type PaymentGateway, type SavedCard } from './gateway';
import { randomId, type StandinCardRecord, type StandinStore } from './store';

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Stripe's error object, as Stripe.js resolves it ({ error }) for a bad card. */
export interface StripeLikeError {
  type: 'card_error' | 'validation_error';
  code: string;
  message: string;
  param?: string;
}

export interface OfflineGateway extends PaymentGateway {
  readonly kind: 'offline';
  /** POST /stripe-standin/tokens: a card from the stand-in becomes tok_standin_… or pm_standin_…. */
  tokenise(card: CardInput, kind: 'token' | 'payment_method'): Promise<{ record: StandinCardRecord } | { error: StripeLikeError }>;
}

/** Validation in Stripe's order and words (number, then expiry, then cvc). */
export function checkCard(card: CardInput, now: Date): StripeLikeError | { summary: CardSummary; behaviour: CardBehaviour } {
  const number = normaliseCardNumber(card.number);
  const brand = cardBrand(number);
  if (!/^\d+$/.test(number) || number.length < Math.min(...cardLengths(brand)))
    return { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.', param: 'number' };
  if (!luhnValid(number) || !cardLengths(brand).includes(number.length))
    return { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.', param: 'number' };
  const month = card.expMonth;
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(month) || month < 1 || month > 12)
    return { type: 'validation_error', code: 'invalid_expiry_month', message: "Your card's expiration month is invalid.", param: 'exp_month' };
  if (!Number.isInteger(year) || year > now.getUTCFullYear() + 50)
    return { type: 'validation_error', code: 'invalid_expiry_year', message: "Your card's expiration year is invalid.", param: 'exp_year' };
  if (year < now.getUTCFullYear())
    return { type: 'validation_error', code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past.", param: 'exp_year' };
  if (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
    return { type: 'validation_error', code: 'invalid_expiry_month_past', message: "Your card's expiration date is in the past.", param: 'exp_month' };
  if (!/^\d+$/.test(card.cvc) || card.cvc.length < cvcLength(brand))
    return { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete.", param: 'cvc' };
  if (card.cvc.length > cvcLength(brand))
    return { type: 'validation_error', code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc' };
  const behaviour = TEST_CARD_NUMBERS[number];
  // Stripe in test mode refuses real card numbers: so does the stand-in, and nobody is
  // tempted to type one into a demo.
  if (!behaviour) return { type: 'card_error', code: 'card_declined', message: NON_TEST_CARD_MESSAGE, param: 'number' };
  return { summary: { last4: number.slice(-4), brand, expMonth: month, expYear: year }, behaviour };
}

const refuse = (behaviour: CardBehaviour, when: 'save' | 'charge') => {
  if (behaviour === 'ok' || (behaviour === 'declineOnCharge' && when === 'save')) return;
  const code =
    behaviour === 'expired'
      ? 'expired_card'
      : behaviour === 'incorrectCvc'
        ? 'incorrect_cvc'
        : behaviour === 'processingError'
          ? 'processing_error'
          : 'card_declined';
  throw new PaymentError(DECLINE_MESSAGES[behaviour], code);
};

export function createOfflineGateway(options: { store: StandinStore; now?: () => Date; afterCharge?: () => void }): OfflineGateway {
  const { store } = options;
  const now = options.now ?? (() => new Date());

  /** A client token (Stripe's documented ones, or one the stand-in made) to its card. */
  async function resolveToken(token: string): Promise<CardSummary & { behaviour: CardBehaviour }> {
    const documented = TEST_TOKENS[token];
    if (documented) return documented;
    if (!/^(tok|pm)_standin_[A-Za-z0-9]{8,40}$/.test(token)) throw new PaymentError(`No such token: '${token.slice(0, 60)}'`, 'resource_missing', 400);
    const record = await store.get(token);
    if (!record) throw new PaymentError(`No such token: '${token}'`, 'resource_missing', 400);
    if (!(await store.consume(token))) throw new PaymentError(`You cannot use a Stripe token more than once: ${token}.`, 'token_already_used', 400);
    const { last4, brand, expMonth, expYear, behaviour } = record;
    return { last4, brand, expMonth, expYear, behaviour };
  }

  const expired = (card: CardSummary) => {
    const today = now();
    return card.expYear < today.getUTCFullYear() || (card.expYear === today.getUTCFullYear() && card.expMonth < today.getUTCMonth() + 1);
  };

  return {
    kind: 'offline',
    publishableKey: STANDIN_PUBLISHABLE_KEY,

    async tokenise(card, kind) {
      const checked = checkCard(card, now());
      if ('code' in checked) return { error: checked };
      const record: StandinCardRecord = {
        id: randomId(kind === 'token' ? 'tok_standin_' : 'pm_standin_'),
        ...checked.summary,
        behaviour: checked.behaviour,
        singleUse: true,
        usedAt: null,
      };
      await store.put(record);
      return { record };
    },

    async saveCard({ token }): Promise<SavedCard> {
      const card = await resolveToken(token);
      refuse(card.behaviour, 'save');
      const record: StandinCardRecord = { ...card, id: randomId('pm_offline_'), singleUse: false, usedAt: null };
      await store.put(record);
      const { last4, brand, expMonth, expYear } = card;
      return { last4, brand, expMonth, expYear, gatewayRef: record.id, gatewayCustomerId: null };
    },

    async charge(input: ChargeInput): Promise<ChargeResult> {
      if (!Number.isInteger(input.amountCents) || input.amountCents < 50) throw new PaymentError('Amount must be at least $0.50 nzd', 'amount_too_small', 400);
      // The same key again is the first charge again, as Stripe answers a PaymentIntent created
      // with a key it has seen (whatever the retry sends as its source).
      if (input.idempotencyKey) {
        const previous = await store.chargeFor(input.idempotencyKey);
        if (previous) return previous;
      }
      let card: CardSummary & { behaviour: CardBehaviour };
      if ('savedCard' in input.source) {
        const record = await store.get(input.source.savedCard);
        if (!record || record.singleUse) throw new PaymentError(`No such PaymentMethod: '${input.source.savedCard}'`, 'resource_missing', 400);
        card = record;
      } else {
        card = await resolveToken(input.source.token);
      }
      refuse(card.behaviour, 'charge');
      if (expired(card)) throw new PaymentError(DECLINE_MESSAGES.expired, 'expired_card');
      const { last4, brand, expMonth, expYear } = card;
      const result: ChargeResult = {
        id: randomId('ch_offline_'),
        status: 'succeeded',
        amountCents: input.amountCents,
        currency: 'nzd',
        card: { last4, brand, expMonth, expYear },
      };
      const kept = input.idempotencyKey ? await store.keepCharge(input.idempotencyKey, result) : result;
      options.afterCharge?.();
      return kept;
    },

    async removeCard() {
      // Offline saved cards are only looked up through a payment method row; nothing to free.
    },
  };
}
