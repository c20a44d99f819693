import { describe, expect, it } from 'vitest';
import { cardBrand, cardLengths, cvcLength, luhnValid } from './cardRules.js';
import { CARD_RULES_MARK, withCardRules } from './withCardRules';

describe('luhnValid', () => {
  it.each(['4242424242424242', '378282246310005', '36227206271667', '6200000000000005', '4000000000000002'])('passes %s', (digits) => {
    expect(luhnValid(digits)).toBe(true);
  });

  it.each([
    ['one digit off', '4242424242424243'],
    ['two digits swapped', '4242424242424224'],
    ['11 digits', '79927398713'],
    ['20 digits', '42424242424242424242'],
    ['spaces', '4242 4242 4242 4242'],
    ['a letter', '42424242424a'],
    ['nothing', ''],
  ])('refuses %s', (_, digits) => {
    expect(luhnValid(digits)).toBe(false);
  });
});

describe('cardBrand', () => {
  it.each([
    ['4', 'visa'],
    ['51', 'mastercard'],
    ['55', 'mastercard'],
    ['2221', 'mastercard'],
    ['2720', 'mastercard'],
    ['2721', 'unknown'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['300', 'diners'],
    ['305', 'diners'],
    ['306', 'unknown'],
    ['36', 'diners'],
    ['35', 'jcb'],
    ['62', 'unionpay'],
    ['6011', 'discover'],
    ['65', 'discover'],
    ['644', 'discover'],
    ['643', 'unknown'],
    ['1', 'unknown'],
  ])('names %s… %s', (prefix, brand) => {
    expect(cardBrand(prefix + '0'.repeat(12))).toBe(brand);
  });
});

it('knows each brand’s lengths and security code', () => {
  expect(cardLengths('amex')).toEqual([15]);
  expect(cardLengths('diners')).toEqual([14, 16]);
  expect(cardLengths('visa')).toEqual([16, 19]);
  expect(cardLengths('mastercard')).toEqual([16]);
  expect(cardLengths('unknown')).toEqual([16]);
  expect([cvcLength('amex'), cvcLength('visa')]).toEqual([4, 3]);
});

describe('withCardRules', () => {
  const rules = 'export function twice(n) {\n  return 2 * n;\n}\n';

  it('puts the rules where the script marks them, as functions of its own scope', () => {
    const script = `(function () {\n${CARD_RULES_MARK}\nglobalThis.answer = twice(21);\n})();`;
    const composed = withCardRules(script, rules);
    expect(composed).not.toContain('export');
    new Function(composed)();
    expect((globalThis as { answer?: number }).answer).toBe(42);
    expect('twice' in globalThis).toBe(false);
    delete (globalThis as { answer?: number }).answer;
  });

  it('refuses a script with no place for them', () => {
    expect(() => withCardRules('(function () {})();', rules)).toThrow('marks no place');
  });

  it('keeps a $ in the rules as written', () => {
    expect(withCardRules(CARD_RULES_MARK, "export const end = /$'/;")).toBe("const end = /$'/;");
  });
});
