// Saving a card: the card provider turns the card element into a
// token in the browser (Stripe.js, or the offline stand-in); only that token is sent.
import * as v from 'valibot';
import { answerId, listAnswerOf, numberOrNull, textOrEmpty, textOrNull } from './answerFields';
import { firstProblem, requiredText } from './fields';

export const CARD_TOKEN_REQUIRED = 'A card token is required';
export const CARD_TOKEN_INVALID = 'The card token is not valid';

/** A card-element token (tok_… or pm_…, from Stripe.js or the offline stand-in): saving a card, checkout, pay online, the fundraiser. */
export const cardTokenField = (message: string) =>
  firstProblem(v.pipe(requiredText(message, 255, CARD_TOKEN_INVALID), v.regex(/^(tok|pm)_[A-Za-z0-9_]{3,}$/, CARD_TOKEN_INVALID)));

export const AddPaymentMethodSchema = v.object(
  {
    token: cardTokenField(CARD_TOKEN_REQUIRED),
    /** Make the new card the default one (the first card always is). */
    isDefault: v.optional(v.boolean('isDefault must be true or false'), false),
  },
  CARD_TOKEN_REQUIRED,
);

export type AddPaymentMethodInput = v.InferOutput<typeof AddPaymentMethodSchema>;

// ---- answers (docs/contracts.md) ----------------------------------------------------------

/** A card's number as answers carry it (at most its last 4 digits), read as text. */
export const cardNumberAnswer = v.pipe(
  v.nullish(v.union([v.string(), v.number()])),
  v.transform((x) => (x == null ? '' : String(x))),
);

/** What an answer tells of a card, a saved one or the one an order was paid with: no more than its last 4 digits. */
export const cardSummaryEntries = {
  cardNumber: cardNumberAnswer,
  brand: textOrEmpty,
  expiryMonth: numberOrNull,
  expiryYear: numberOrNull,
};

/** A saved card (GET /api/v1/profile/paymentmethod, and what adding one answers). */
export const CardAnswerSchema = v.looseObject({
  id: answerId,
  ...cardSummaryEntries,
  isDefault: v.optional(v.boolean(), false),
});
export type Card = v.InferOutput<typeof CardAnswerSchema>;

export const CardListAnswerSchema = listAnswerOf(CardAnswerSchema);

// ---- GET /api/v1/config/stripe (docs/accounts.md) ----------------------------------------
// Which card provider the server uses: real Stripe (with its publishable key) or the offline
// gateway, whose Stripe.js stand-in lives at `scriptUrl`. Card forms ask this before loading
// Stripe.js, so a clinic site never needs the key in its own HTML.
export const StripeConfigAnswerSchema = v.looseObject({
  gateway: v.string(),
  /** Empty or missing when the server has no key: 'Stripe token not found…'. */
  publishableKey: textOrNull,
  scriptUrl: textOrNull,
});
export type StripeConfig = v.InferOutput<typeof StripeConfigAnswerSchema>;
