import { describe, expect, it } from 'vitest';
import { InvalidLinkError, isValidLink, menuHref, safeHref, toLink, tryLink } from './link';

describe('toLink', () => {
  it.each([
    ['https://www.vet.nz/shop', 'https://www.vet.nz/shop'],
    ['http://vet.nz', 'http://vet.nz/'],
    ['HTTPS://Vet.NZ/Book', 'https://vet.nz/Book'],
    ['www.vet.nz', 'https://www.vet.nz/'],
    ['vet.nz/news/1/a-story?x=1#top', 'https://vet.nz/news/1/a-story?x=1#top'],
    ['  www.vet.nz  ', 'https://www.vet.nz/'],
    ['//cdn.vet.nz/a.png', 'https://cdn.vet.nz/a.png'],
    ['localhost:8080/shop', 'https://localhost:8080/shop'],
  ])('accepts %j as %j', (input, href) => {
    expect(toLink(input)).toBe(href);
  });

  it('adds a scheme base of your choosing', () => {
    expect(toLink('vet.nz', 'http://')).toBe('http://vet.nz/');
  });

  it('resolves site paths against an absolute base, taking its scheme for bare hosts', () => {
    expect(toLink('/shop', 'https://portal.example.nz')).toBe('https://portal.example.nz/shop');
    expect(toLink('./info/terms-conditions', 'https://portal.example.nz/')).toBe('https://portal.example.nz/info/terms-conditions');
    expect(toLink('vet.nz', 'http://portal.example.nz')).toBe('http://vet.nz/');
  });

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'mailto:someone@vet.nz',
    'ftp://vet.nz',
    'data:text/html,hi',
    'not a link',
    'hello',
    'https://',
    'https://user:pass@vet.nz',
    '/shop',
  ])('refuses %j', (input) => {
    expect(() => toLink(input)).toThrow(InvalidLinkError);
    expect(tryLink(input)).toBeNull();
    expect(isValidLink(input)).toBe(false);
  });

  it('says which input was invalid', () => {
    expect(() => toLink('javascript:alert(1)')).toThrow('Invalid link: "javascript:alert(1)"');
  });

  it('gives null for a missing link', () => {
    expect(tryLink(undefined)).toBeNull();
    expect(tryLink(null)).toBeNull();
  });
});

describe('safeHref', () => {
  it.each(['/contact', './next', '../up', '#hours', '?page=2', 'https://vet.nz/a', 'HTTPS://x.nz', 'mailto:a@b.nz', 'tel:078560140'])(
    'renders %j as given',
    (href) => expect(safeHref(href)).toBe(href),
  );

  it.each([
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example',
    '/.\\evil.example',
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'https://x.nz/a b',
    'https://x.nz/"onmouseover=',
    '',
    '   ',
  ])('refuses %j', (href) => expect(safeHref(href)).toBeNull());

  it('refuses what is not a string', () => {
    expect(safeHref(42)).toBeNull();
    expect(safeHref(undefined)).toBeNull();
  });
});

describe('menuHref', () => {
  it.each([
    ['/shop', '/shop'],
    [' /clinic/hamilton?tab=hours ', '/clinic/hamilton?tab=hours'],
    ['https://www.tuivets.nz/hours', 'https://www.tuivets.nz/hours'],
    ['www.tuivets.nz', 'https://www.tuivets.nz/'],
  ])('accepts %j as %j', (input, href) => {
    expect(menuHref(input)).toBe(href);
  });

  it.each(['javascript:alert(1)', 'mailto:hi@tuivets.nz', 'tel:078000000', '//evil.example', '/\\evil.example', '#hours', '?page=2', '', 'shop', 42])(
    'refuses %j',
    (input) => {
      expect(menuHref(input)).toBeNull();
    },
  );
});
