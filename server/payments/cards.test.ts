// The browser stand-in for Stripe.js (standin/v3.js) is served as written, plain JS with no
// build, so it cannot import the gateway's card rules: it keeps a copy. These tests hold the
// copy to the rules here, so a card the stand-in accepts is one the gateway accepts too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardBrand, cardLengths, luhnValid, TEST_CARD_NUMBERS, type CardBrand } from './cards';

const STANDIN = readFileSync(join(import.meta.dirname, 'standin/v3.js'), 'utf8');

/** One top-level function of the stand-in's closure, by name, as a callable. */
function standinFunction<F>(name: string): F {
  const source = new RegExp(`\\n  function ${name}\\(([^)]*)\\) \\{\\n([\\s\\S]*?)\\n  \\}\\n`).exec(STANDIN);
  if (!source) throw new Error(`standin/v3.js has no function ${name}`);
  return new Function(...source[1]!.split(',').map((p) => p.trim()), source[2]!) as F;
}

const standin = {
  luhnValid: standinFunction<(digits: string) => boolean>('luhnValid'),
  cardBrand: standinFunction<(digits: string) => CardBrand>('cardBrand'),
  cardLengths: standinFunction<(brand: CardBrand) => number[]>('cardLengths'),
};

// Stripe's test cards, every brand's prefixes and lengths, and numbers one digit off.
const prefixes = [
  '4',
  '51',
  '55',
  '2221',
  '2720',
  '2721',
  '34',
  '37',
  '300',
  '305',
  '306',
  '36',
  '38',
  '39',
  '35',
  '62',
  '6011',
  '65',
  '644',
  '649',
  '643',
  '1',
  '9',
];
const numbers = [
  ...Object.keys(TEST_CARD_NUMBERS),
  ...Object.keys(TEST_CARD_NUMBERS).map((n) => n.slice(0, -1) + String((Number(n.slice(-1)) + 1) % 10)),
  ...prefixes.flatMap((p) => [11, 12, 14, 15, 16, 17, 19, 20].map((length) => (p + '7'.repeat(length)).slice(0, length))),
  '',
  '42424242424a',
];

describe('the stand-in card rules', () => {
  it('check a number as the gateway does (Luhn and length)', () => {
    for (const digits of numbers) expect([digits, standin.luhnValid(digits)]).toEqual([digits, luhnValid(digits)]);
  });

  it('name the same brand and lengths as the gateway', () => {
    for (const digits of numbers) expect([digits, standin.cardBrand(digits)]).toEqual([digits, cardBrand(digits)]);
    const brands: CardBrand[] = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'unknown'];
    for (const brand of brands) expect([brand, standin.cardLengths(brand)]).toEqual([brand, cardLengths(brand)]);
  });
});
