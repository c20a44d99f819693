// Money rules of the shop, in integer cents (docs/commerce.md, "Totals"). Prices are
// GST-inclusive; the tax shown is the GST part of the total (3/23 of it). Nothing here
// reads what a client sent: callers pass catalogue prices from the database.

/** New Zealand GST, 15%, included in every price. */
export const GST_RATE = 0.15;

/** Delivery is free once the products (after their own discounts, before a coupon) reach this. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 15_000;

/** Largest quantity of one product on one basket line: the quantity field's (the database checks it too). */
export { QUANTITY_MAX as MAX_QUANTITY } from '../../shared/schemas/shop';

/** Dollars on the wire, cents inside: 24.95 -> 2495. */
export const toCents = (dollars: number): number => Math.round(Number(`${dollars}e2`));

/** Cents inside, dollars on the wire: 2495 -> 24.95. */
export const toDollars = (cents: number): number => Math.round(cents) / 100;

/** The GST included in a GST-inclusive amount: 3/23 of it, to the nearest cent (never a tie). */
export function gstIncluded(totalCents: number): number {
  return Math.round((totalCents * 3) / 23);
}

export interface PricedLine {
  priceCents: number;
  discountedPriceCents: number | null;
  shippingCostCents: number;
  quantity: number;
}

/** What one unit costs: the sale price when there is one. */
export const unitPrice = (line: Pick<PricedLine, 'priceCents' | 'discountedPriceCents'>) => line.discountedPriceCents ?? line.priceCents;

export const lineTotal = (line: PricedLine) => unitPrice(line) * line.quantity;

/**
 * Shipping (docs/commerce.md, "Shipping"): click and collect is free; otherwise one courier
 * parcel priced by its dearest product's shipping cost, free from FREE_SHIPPING_THRESHOLD_CENTS
 * of products, and nothing for an empty basket.
 */
export function shippingFor(lines: PricedLine[], subTotalCents: number, isClickAndCollect: boolean): number {
  if (isClickAndCollect || lines.length === 0) return 0;
  if (subTotalCents >= FREE_SHIPPING_THRESHOLD_CENTS) return 0;
  return Math.max(0, ...lines.map((l) => l.shippingCostCents));
}

export interface CouponRule {
  code: string;
  kind: 'percentage' | 'fixed';
  percentOff: number | null;
  amountOffCents: number | null;
}

/** The coupon's discount on the products (never on shipping, never more than the products). */
export function couponDiscount(coupon: CouponRule | null | undefined, subTotalCents: number): number {
  if (!coupon || subTotalCents <= 0) return 0;
  const raw = coupon.kind === 'percentage' ? Math.round((subTotalCents * (coupon.percentOff ?? 0)) / 100) : (coupon.amountOffCents ?? 0);
  return Math.min(Math.max(raw, 0), subTotalCents);
}

export interface Totals {
  subTotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  taxCents: number;
}

export function computeTotals(lines: PricedLine[], options: { isClickAndCollect?: boolean; coupon?: CouponRule | null } = {}): Totals {
  const subTotalCents = lines.reduce((sum, l) => sum + lineTotal(l), 0);
  const shippingCents = shippingFor(lines, subTotalCents, options.isClickAndCollect ?? false);
  const discountCents = couponDiscount(options.coupon, subTotalCents);
  const totalCents = subTotalCents - discountCents + shippingCents;
  return { subTotalCents, discountCents, shippingCents, totalCents, taxCents: gstIncluded(totalCents) };
}

/** Totals as the spec names them, in dollars. */
export function totalsOnWire(t: Totals) {
  return {
    subTotal: toDollars(t.subTotalCents),
    shippingTotal: toDollars(t.shippingCents),
    discount: toDollars(t.discountCents),
    tax: toDollars(t.taxCents),
    total: toDollars(t.totalCents),
  };
}
