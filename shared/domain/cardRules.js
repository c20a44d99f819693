// A card number's rules, one copy for the offline gateway (server/payments/cards.ts) and the
// browser's Stripe.js stand-in (server/payments/standin/v3.js), so a card one accepts is a card
// the other accepts. Plain ES2017 with no imports: the server puts this text into the stand-in
// when it sends it (withCardRules.ts), and a browser runs it as written.

/** Whether a string of 12 to 19 digits passes the Luhn check. */
export function luhnValid(digits) {
  if (!/^\d{12,19}$/.test(digits)) return false;
  var sum = 0;
  for (var i = 0; i < digits.length; i++) {
    var d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Stripe's brand code for a number's first digits ('unknown' when none fits). */
export function cardBrand(digits) {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  if (/^6(011|5|4[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** The lengths a complete number of this brand has. */
export function cardLengths(brand) {
  return { amex: [15], diners: [14, 16], unionpay: [16, 17, 18, 19], visa: [16, 19] }[brand] || [16];
}

/** How many digits the security code of this brand has. */
export function cvcLength(brand) {
  return brand === 'amex' ? 4 : 3;
}
