import { describe, expect, it } from 'vitest';
import { AMOUNT_LABEL, GST_INCLUDED_LABEL, formatAmount, formatMoney, formatNzd, withGstIncluded } from './money';

describe('formatAmount', () => {
  it.each([
    [0, '0.00'],
    [5, '5.00'],
    [12.5, '12.50'],
    [999.999, '1,000.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [100000, '100,000.00'],
    [1.005, '1.01'],
    [1.0049, '1.00'],
    [0.125, '0.13'],
    [-1234.5, '-1,234.50'],
    [-0.001, '0.00'],
    [1e-7, '0.00'],
    ['49.9', '49.90'],
    ['1,200', '1,200.00'],
    [null, '0.00'],
    [undefined, '0.00'],
    [Number.NaN, '0.00'],
    ['abc', '0.00'],
  ])('%j -> %j', (value, text) => {
    expect(formatAmount(value as number)).toBe(text);
  });
});

describe('formatMoney', () => {
  it('prefixes $ by default', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });
  it('leaves the $ out on request', () => {
    expect(formatMoney(1234.5, { symbol: false })).toBe('1,234.50');
  });
  it('puts the minus sign before the $', () => {
    expect(formatMoney(-5)).toBe('-$5.00');
  });
  it('names the currency when asked', () => {
    expect(formatNzd(20)).toBe('NZD $20.00');
  });
});

describe('labels', () => {
  it('says GST included', () => {
    expect(GST_INCLUDED_LABEL).toBe('GST included');
    expect(withGstIncluded(115)).toBe('$115.00 GST included');
  });
  it('labels the amount field', () => {
    expect(AMOUNT_LABEL).toBe('Amount (NZD)');
  });
});
