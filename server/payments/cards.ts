// Card numbers as the offline gateway sees them: Luhn, brand, and Stripe's documented
// test cards (https://docs.stripe.com/testing). The full number only ever lives in memory
// for the length of one request; what is kept is CardSummary. Luhn, brand and lengths are
// shared/domain/cardRules.js, which the browser's stand-in (standin/v3.js) runs too.
import type { CardBrand } from '../../shared/domain/cardRules.js';

export { cardBrand, cardLengths, cvcLength, luhnValid, type CardBrand } from '../../shared/domain/cardRules.js';

export interface CardSummary {
  last4: string;
  brand: CardBrand;
  expMonth: number;
  expYear: number;
}

/**
 * What happens to a card in the offline gateway, after Stripe's test cards:
 * 'ok' saves and charges; 'decline' is refused whenever it is used (4000 0000 0000 0002,
 * tok_chargeDeclined); 'declineOnCharge' saves but every charge fails (4000 0000 0000 0341).
 */
export type CardBehaviour = 'ok' | 'decline' | 'insufficientFunds' | 'expired' | 'incorrectCvc' | 'processingError' | 'declineOnCharge';

/** Stripe's decline messages (what Stripe.js and the API show the customer). */
export const DECLINE_MESSAGES: Record<Exclude<CardBehaviour, 'ok'>, string> = {
  decline: 'Your card was declined.',
  declineOnCharge: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
};

export const NON_TEST_CARD_MESSAGE =
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.';

/** Stripe's documented test card numbers, with what each one does. */
export const TEST_CARD_NUMBERS: Record<string, CardBehaviour> = {
  '4242424242424242': 'ok', // Visa
  '4000056655665556': 'ok', // Visa debit
  '4000005540000008': 'ok', // Visa (New Zealand)
  '4111111111111111': 'ok', // the industry's generic Visa test number
  '5555555555554444': 'ok', // Mastercard
  '2223003122003222': 'ok', // Mastercard 2-series
  '5200828282828210': 'ok', // Mastercard debit
  '5105105105105100': 'ok', // Mastercard prepaid
  '378282246310005': 'ok', // American Express
  '371449635398431': 'ok', // American Express
  '6011111111111117': 'ok', // Discover
  '6011000990139424': 'ok', // Discover
  '3056930009020004': 'ok', // Diners Club
  '36227206271667': 'ok', // Diners Club (14 digits)
  '3566002020360505': 'ok', // JCB
  '6200000000000005': 'ok', // UnionPay
  '4000000000000002': 'decline', // generic decline
  '4000000000009995': 'insufficientFunds',
  '4000000000000069': 'expired',
  '4000000000000127': 'incorrectCvc',
  '4000000000000119': 'processingError',
  '4000000000000341': 'declineOnCharge', // attaches to a customer, every charge fails
};

/** Stripe's documented test tokens and PaymentMethods (no card number needed). */
export const TEST_TOKENS: Record<string, CardSummary & { behaviour: CardBehaviour }> = (() => {
  const year = 2034;
  const entry = (last4: string, brand: CardBrand, behaviour: CardBehaviour = 'ok') => ({ last4, brand, expMonth: 12, expYear: year, behaviour });
  const base: Record<string, CardSummary & { behaviour: CardBehaviour }> = {
    visa: entry('4242', 'visa'),
    visa_debit: entry('5556', 'visa'),
    mastercard: entry('4444', 'mastercard'),
    mastercard_debit: entry('8210', 'mastercard'),
    mastercard_prepaid: entry('5100', 'mastercard'),
    amex: entry('8431', 'amex'),
    discover: entry('1117', 'discover'),
    diners: entry('0004', 'diners'),
    jcb: entry('0505', 'jcb'),
    unionpay: entry('0005', 'unionpay'),
    chargeDeclined: entry('0002', 'visa', 'decline'),
    chargeDeclinedInsufficientFunds: entry('9995', 'visa', 'insufficientFunds'),
    chargeDeclinedExpiredCard: entry('0069', 'visa', 'expired'),
    chargeDeclinedIncorrectCvc: entry('0127', 'visa', 'incorrectCvc'),
    chargeDeclinedProcessingError: entry('0119', 'visa', 'processingError'),
    chargeCustomerFail: entry('0341', 'visa', 'declineOnCharge'),
  };
  const out: Record<string, CardSummary & { behaviour: CardBehaviour }> = {};
  for (const [name, value] of Object.entries(base)) {
    out[`tok_${name}`] = value;
    out[`pm_card_${name}`] = value;
  }
  return out;
})();

export const normaliseCardNumber = (input: string) => input.replace(/[\s-]/g, '');
