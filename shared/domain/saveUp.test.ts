import { describe, expect, it } from 'vitest';
import { saveUpPercent } from './saveUp';

describe('saveUpPercent', () => {
  it.each([
    [100, 75, 25],
    [20, 15, 25],
    [59.99, 49.99, 17],
    [30, 20, 33],
    [3, 2, 33],
    [9, 1, 89],
  ])('%d down to %d saves %i%%', (price, sale, percent) => {
    expect(saveUpPercent(price, sale)).toBe(percent);
  });

  it.each([
    [100, 100, 'sale not lower'],
    [100, 120, 'sale higher'],
    [0, 10, 'original is 0'],
    [100, 0, 'sale is 0'],
    [-10, -20, 'negative prices'],
    [100, null, 'no sale price'],
    [undefined, 10, 'no original price'],
    [Number.NaN, 10, 'not a number'],
    [1000, 999.99, 'rounds to 0%'],
  ] as [number | undefined, number | null, string][])('%s / %s gives no badge (%s)', (price, sale) => {
    expect(saveUpPercent(price, sale)).toBeNull();
  });
});
