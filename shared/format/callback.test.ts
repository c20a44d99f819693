import { describe, expect, it } from 'vitest';
import { safeCallback } from './callback';

describe('safeCallback: only a path on this site passes', () => {
  it.each([
    ['/account/pets', '/account/pets'],
    ['/shop?x=1#top', '/shop?x=1#top'],
    ['/a/../account', '/account'],
    ['/kōrero', '/k%C5%8Drero'],
  ])('keeps our own path %j as %j', (value, expected) => expect(safeCallback(value)).toBe(expected));

  it.each([
    undefined,
    null,
    '',
    'https://evil.example',
    'https:evil.example',
    'javascript:alert(1)',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/.//evil.example/x',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/%2e%2e//evil.example',
    '/.%2e//evil.example',
    '/./%2e//evil.example',
    '/./\\evil.example',
    '/.//evil.example?x=1#y',
    ' /account',
    '/account\r\nSet-Cookie: x=1',
    '/\u0000evil',
    '/\u2028/evil.example',
    '/\u00a0/evil.example',
    '\u202e/evil',
    'evil.example/account',
    '/'.padEnd(3000, 'a'),
  ])('sends %j home', (value) => expect(safeCallback(value)).toBe('/'));
});
