// One-off payments, 'Pay Online': a reference (the invoice
// number) and an amount in NZD, paid with a saved card (signed in,
// POST /api/v1/profile/oneoffpayment) or a card token (anonymous,
// POST /api/v1/profile/anonymous/oneoffpayment). Messages are the spec's, word for word.
import * as v from 'valibot';
import { PAYMENT_AMOUNT_MIN } from '../domain/limits';
import { cardTokenField } from './paymentMethods';
import { emailField, idField, requiredText } from './fields';
import { BODY_NOT_OBJECT } from './contact';
import { answerId, textOrNull } from './answerFields';

// ---- messages the spec quotes ------------------------------------------------------------

export const REFERENCE_REQUIRED = 'The reference is required';
export const AMOUNT_REQUIRED = 'The amount due is required';
export const PAYMENT_METHOD_REQUIRED = 'The payment method is required';
export const PAY_EMAIL_INVALID = 'Invalid email';
export const PAY_EMAIL_REQUIRED = 'The email is required';
export const PAY_NAME_REQUIRED = 'The name is required';
export const TOKEN_REQUIRED = 'The payment method token is required';
export const PAYMENT_PROCESSED = 'Your payment has been processed.';
/** Shown when the server gives no field message. */
export const PAYMENT_FAILED = 'An error has occurred.';

// ---- bounds the spec leaves open (docs/commerce.md) --------------------------------------

export const REFERENCE_MAX = 100;
export const AMOUNT_MAX = 100_000;
export const AMOUNT_TOO_LARGE = 'The amount can be at most $100,000.00';
export const AMOUNT_CENTS = 'The amount can have at most 2 decimal places';

const reference = requiredText(REFERENCE_REQUIRED, REFERENCE_MAX, `The reference can be at most ${REFERENCE_MAX} characters`);

/** Dollars, as the numeric input sends them (a number or its text): at least 1, whole cents. */
export const amountField = () =>
  v.config(
    v.pipe(
      v.nullish(
        v.union(
          [v.number(AMOUNT_REQUIRED), v.pipe(v.string(AMOUNT_REQUIRED), v.trim(), v.regex(/^\d{1,9}(\.\d+)?$/, AMOUNT_REQUIRED), v.transform(Number))],
          AMOUNT_REQUIRED,
        ),
        NaN,
      ),
      v.number(AMOUNT_REQUIRED),
      v.check((n) => Number.isFinite(n), AMOUNT_REQUIRED),
      v.minValue(PAYMENT_AMOUNT_MIN, AMOUNT_REQUIRED),
      v.maxValue(AMOUNT_MAX, AMOUNT_TOO_LARGE),
      v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, AMOUNT_CENTS),
    ),
    { abortPipeEarly: true },
  );

export const OneOffPaymentSchema = v.object(
  {
    reference,
    amount: amountField(),
    paymentMethodID: idField(PAYMENT_METHOD_REQUIRED),
  },
  BODY_NOT_OBJECT,
);
export type OneOffPaymentInput = v.InferOutput<typeof OneOffPaymentSchema>;

export const AnonymousOneOffPaymentSchema = v.object(
  {
    reference,
    amount: amountField(),
    email: emailField(PAY_EMAIL_REQUIRED, PAY_EMAIL_INVALID),
    name: requiredText(PAY_NAME_REQUIRED, 200, 'The name can be at most 200 characters'),
    token: cardTokenField(TOKEN_REQUIRED),
  },
  BODY_NOT_OBJECT,
);
export type AnonymousOneOffPaymentInput = v.InferOutput<typeof AnonymousOneOffPaymentSchema>;

// ---- Answer ------------------------------------------------------------------------------

/** Both payment routes answer 201 with the payment: its reference, amount and the card it was made with. */
export const OneOffPaymentResultAnswerSchema = v.looseObject({
  id: answerId,
  reference: v.string(),
  amount: v.number(),
  name: textOrNull,
  email: textOrNull,
  paymentMethod: v.optional(v.nullable(v.looseObject({ cardNumber: v.string(), brand: v.string() })), null),
  createdDate: v.optional(v.string()),
  message: v.optional(v.string()),
});
export type OneOffPaymentResult = v.InferOutput<typeof OneOffPaymentResultAnswerSchema>;
