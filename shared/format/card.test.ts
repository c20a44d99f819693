import { describe, expect, it } from 'vitest';
import { cardLast4, formatCardExpiry, twoDigitYear } from './card';

describe('card display', () => {
  it.each([
    ['4242424242424242', '4242'],
    ['**** **** **** 1881', '1881'],
    [4000056655665556, '5556'],
    [null, ''],
  ])('shows %j as its last 4 digits %j', (number, last4) => {
    expect(cardLast4(number)).toBe(last4);
  });

  it.each([
    [2027, '27'],
    ['2030', '30'],
    [7, '07'],
    [undefined, ''],
  ])('shows year %j as %j', (year, text) => {
    expect(twoDigitYear(year)).toBe(text);
  });

  it('formats an expiry as MM/YY', () => {
    expect(formatCardExpiry(7, 2027)).toBe('07/27');
    expect(formatCardExpiry(12, '2030')).toBe('12/30');
    expect(formatCardExpiry(undefined, 2030)).toBe('');
  });
});
