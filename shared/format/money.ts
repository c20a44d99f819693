// Money as the specs show it: NZD, exactly 2 decimals, thousands commas, an optional '$'
// prefix, and totals labelled 'GST included'. Display only: the server computes totals.

export const CURRENCY = 'NZD';
/** One-off payment: the amount field's label. */
export const AMOUNT_LABEL = `Amount (${CURRENCY})`;
export const GST_INCLUDED_LABEL = 'GST included';

export interface MoneyOptions {
  /** Put '$' before the number (after any minus sign). Default true. */
  symbol?: boolean;
}

// Round half away from zero on the decimal digits people see, not on the binary double:
// 1.005 is stored as 1.00499999..., yet a price of $1.005 should show as $1.01. Shifting
// by exponent notation works on the decimal string, so there is no float error.
function roundCents(value: number): number {
  const abs = Math.abs(value);
  // Tiny and huge numbers already print in exponent form; plain arithmetic is exact enough there.
  if (String(abs).includes('e')) return Math.round(value * 100) / 100;
  const cents = Math.round(Number(`${abs}e2`));
  const rounded = Number(`${cents}e-2`);
  return value < 0 ? -rounded : rounded;
}

function toNumber(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value.replace(/[,\s$]/g, '')) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

/**
 * '1234.5' -> '1,234.50'. Missing or unreadable values show as 0.00 rather than 'NaN'.
 * Written by hand, not with Intl, so output does not depend on the runtime's ICU data.
 */
export function formatAmount(value: number | string | null | undefined): string {
  const rounded = roundCents(toNumber(value));
  const [whole = '0', cents = '00'] = Math.abs(rounded).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // -0.001 rounds to 0: never show '-0.00'.
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${grouped}.${cents}`;
}

/** '$1,234.50', or '1,234.50' with `{ symbol: false }`; negatives as '-$5.00'. */
export function formatMoney(value: number | string | null | undefined, options: MoneyOptions = {}): string {
  const amount = formatAmount(value);
  if (options.symbol === false) return amount;
  return amount.startsWith('-') ? `-$${amount.slice(1)}` : `$${amount}`;
}

/** 'NZD $1,234.50', where the currency must be named (receipts, payment summaries). */
export function formatNzd(value: number | string | null | undefined): string {
  return `${CURRENCY} ${formatMoney(value)}`;
}

/** The GST share of a GST-inclusive total (15%: 3/23 of it), to the cent, as the server computes it. For display. */
export function gstIncludedIn(total: number): number {
  return Math.round((total * 100 * 3) / 23) / 100;
}

/** Shipping as the totals show it: 'Free' when nothing is charged (checkout, order details alike). */
export function formatShipping(value: number | null | undefined): string {
  return value ? formatMoney(value) : 'Free';
}

/** A total with its GST note: '$115.00 GST included'. */
export function withGstIncluded(value: number | string | null | undefined): string {
  return `${formatMoney(value)} ${GST_INCLUDED_LABEL}`;
}
