// The totals rules of docs/commerce.md as tables: GST part, shipping, coupons, rounding.
import { describe, expect, it } from 'vitest';
import { computeTotals, couponDiscount, gstIncluded, shippingFor, toCents, toDollars, type CouponRule, type PricedLine } from './money';

const line = (priceCents: number, quantity = 1, shippingCostCents = 895, discountedPriceCents: number | null = null): PricedLine => ({
  priceCents,
  discountedPriceCents,
  shippingCostCents,
  quantity,
});
const pct = (percentOff: number): CouponRule => ({ code: 'P', kind: 'percentage', percentOff, amountOffCents: null });
const fixed = (amountOffCents: number): CouponRule => ({ code: 'F', kind: 'fixed', percentOff: null, amountOffCents });

describe('money', () => {
  it.each([
    [11500, 1500],
    [2300, 300],
    [100, 13], // 13.04
    [1, 0],
    [0, 0],
    [2495, 325], // 325.43
    [48999, 6391], // 6391.17
    [999999, 130435], // 130434.65
  ])('the GST part of %i cents is %i cents (3/23, nearest cent)', (total, gst) => {
    expect(gstIncluded(total)).toBe(gst);
  });

  it('never has a half-cent tie to break', () => {
    for (let total = 0; total < 50_000; total++) expect(Math.abs(((total * 3) % 23) * 2 - 23)).not.toBe(0);
  });

  it.each([
    [24.95, 2495],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [359.99, 35999],
  ])('%d dollars is %i cents and back', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
    expect(toDollars(cents)).toBe(Math.round(cents) / 100);
  });

  describe('shipping', () => {
    it.each([
      ['empty basket', [], false, 0],
      ['click and collect', [line(2000, 1, 1995)], true, 0],
      ['one parcel at the dearest shipping cost', [line(2000, 1, 595), line(3000, 2, 1495), line(1000, 1, 895)], false, 1495],
      ['not per unit', [line(1000, 5, 595)], false, 595],
      ['free from $150 of products', [line(15000, 1, 1995)], false, 0],
      ['$149.99 still pays', [line(14999, 1, 1995)], false, 1995],
      ['threshold on sale prices', [line(20000, 1, 895, 14000)], false, 895],
    ])('%s', (_name, lines, clickAndCollect, expected) => {
      const subTotal = (lines as PricedLine[]).reduce((s, l) => s + (l.discountedPriceCents ?? l.priceCents) * l.quantity, 0);
      expect(shippingFor(lines as PricedLine[], subTotal, clickAndCollect as boolean)).toBe(expected);
    });
  });

  describe('coupon discount', () => {
    it.each([
      ['10% of $100', pct(10), 10000, 1000],
      ['10% rounds to the nearest cent', pct(10), 2495, 250], // 249.5 -> 250
      ['15% of $33.33', pct(15), 3333, 500], // 499.95 -> 500
      ['100% is the whole of the products', pct(100), 4999, 4999],
      ['fixed $15', fixed(1500), 10000, 1500],
      ['fixed never more than the products', fixed(1500), 999, 999],
      ['nothing on nothing', pct(50), 0, 0],
      ['no coupon', null, 10000, 0],
    ])('%s', (_name, coupon, subTotal, expected) => {
      expect(couponDiscount(coupon, subTotal)).toBe(expected);
    });
  });

  describe('totals', () => {
    it.each([
      // name, lines, options, subTotal, discount, shipping, total, tax
      ['one product with delivery', [line(2999, 1, 895)], {}, 2999, 0, 895, 3894, 508],
      ['sale price and quantity', [line(3999, 2, 595, 3499)], {}, 6998, 0, 595, 7593, 990],
      ['click and collect', [line(3999, 2, 595, 3499)], { isClickAndCollect: true }, 6998, 0, 0, 6998, 913],
      ['free delivery', [line(10999, 1, 1495), line(4999, 1, 895)], {}, 15998, 0, 0, 15998, 2087],
      ['coupon keeps free delivery (threshold before coupon)', [line(16000, 1, 1495)], { coupon: pct(10) }, 16000, 1600, 0, 14400, 1878],
      ['fixed coupon with delivery', [line(10000, 1, 895)], { coupon: fixed(1500) }, 10000, 1500, 895, 9395, 1225],
      ['coupon is not taken off shipping', [line(500, 1, 1995)], { coupon: fixed(1000) }, 500, 500, 1995, 1995, 260],
    ])('%s', (_name, lines, options, subTotal, discount, shipping, total, tax) => {
      expect(computeTotals(lines as PricedLine[], options as object)).toEqual({
        subTotalCents: subTotal,
        discountCents: discount,
        shippingCents: shipping,
        totalCents: total,
        taxCents: tax,
      });
    });
  });
});
