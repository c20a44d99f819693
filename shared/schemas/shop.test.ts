import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BasketSchema, ProductSchema, QUANTITY_ABOVE_ZERO, QUANTITY_REQUIRED, QUANTITY_TOO_MANY, digitsOnly, quantityField } from './shop';

const first = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? r.output : r.issues[0].message;
};

describe('quantity field', () => {
  it.each([
    ['', QUANTITY_REQUIRED],
    ['  ', QUANTITY_REQUIRED],
    [null, QUANTITY_REQUIRED],
    ['1.5', QUANTITY_REQUIRED],
    ['-1', QUANTITY_REQUIRED],
    ['0', QUANTITY_ABOVE_ZERO],
    [0, QUANTITY_ABOVE_ZERO],
    ['1000', QUANTITY_TOO_MANY],
    ['3', 3],
    [7, 7],
  ])('adding: %j gives %j', (value, expected) => {
    expect(first(quantityField(1), value)).toBe(expected);
  });

  it('the cart stepper accepts 0', () => {
    expect(first(quantityField(0), '0')).toBe(0);
  });

  it.each([
    ['a1b2', '12'],
    ['-3', '3'],
    ['1 000', '1000'],
  ])('the input keeps digits only: %j → %j', (typed, kept) => {
    expect(digitsOnly(typed)).toBe(kept);
  });
});

describe('answers', () => {
  it('a product with nulls and missing lists gets safe defaults', () => {
    const product = v.parse(ProductSchema, { id: 3, name: 'Collar', price: 30, discountedPrice: null, images: null });
    expect(product).toMatchObject({ slug: '', brand: '', images: [], categories: [], discountedPrice: null, shippingCost: 0, isSpecial: false });
  });

  it('a basket id is a string and missing items are none', () => {
    const basket = v.parse(BasketSchema, { id: 12, subTotal: 0, shippingTotal: 0, tax: 0, total: 0 });
    expect(basket.id).toBe('12');
    expect(basket.basketItems).toEqual([]);
  });
});
