// The spec: saved cards show only the last 4 digits, and the expiry year as 2.

/** '4242424242424242' or '**** 4242' -> '4242'. */
export function cardLast4(cardNumber: string | number | null | undefined): string {
  return String(cardNumber ?? '')
    .replace(/\D/g, '')
    .slice(-4);
}

/** 2027 -> '27', 7 -> '07'. */
export function twoDigitYear(year: string | number | null | undefined): string {
  const digits = String(year ?? '').replace(/\D/g, '');
  return digits ? digits.slice(-2).padStart(2, '0') : '';
}

/** '07/27' */
export function formatCardExpiry(month: string | number | null | undefined, year: string | number | null | undefined): string {
  const mm = String(month ?? '').replace(/\D/g, '');
  return mm ? `${mm.padStart(2, '0')}/${twoDigitYear(year)}` : '';
}
