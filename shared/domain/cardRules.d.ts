// Types of cardRules.js, which stays plain JavaScript so a browser can run it unbuilt.

/** Stripe PaymentMethod brand codes (lower case), the form we store and send. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

export function luhnValid(digits: string): boolean;
export function cardBrand(digits: string): CardBrand;
export function cardLengths(brand: CardBrand): number[];
export function cvcLength(brand: CardBrand): 3 | 4;
