import { describe, expect, it } from 'vitest';
import { productHref } from './links';

describe('productHref', () => {
  it('fills the id and slug, encoded, into the host’s template', () => {
    expect(productHref('/products/{slug}?id={id}', { id: 7, slug: 'flea & tick' })).toBe('/products/flea%20%26%20tick?id=7');
    expect(productHref(undefined, { id: 7, slug: 'wormer' })).toBe('/shop/7/wormer');
  });

  it('falls back to the portal’s product page when the template is not a link we render', () => {
    expect(productHref('javascript:alert({id})', { id: 7, slug: 'wormer' })).toBe('/shop/7/wormer');
    expect(productHref('//evil.example/{slug}', { id: 7, slug: 'wormer' })).toBe('/shop/7/wormer');
  });
});
