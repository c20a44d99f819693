import { describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../shared/schemas/checkout';
import { EMPTY_VALUES } from './form';
import { createCheckoutStore, withDefaults } from './store';

const ORDER = { id: 1, number: 100001 } as PlacedOrder;

describe('the checkout store', () => {
  it('keeps what was typed and marks the field touched', () => {
    const store = createCheckoutStore();
    store.getState().actions.fieldChanged('contact.firstName', 'Aroha');
    expect(store.getState().values.contact.firstName).toBe('Aroha');
    expect(store.getState().touched.has('contact.firstName')).toBe(true);
  });

  it('keeps an invalid quantity as a draft with nothing for the basket, and drops the draft once valid', () => {
    const store = createCheckoutStore();
    const { quantityTyped } = store.getState().actions;
    expect(quantityTyped('5', '0')).toBeNull();
    expect(store.getState().quantityDrafts).toEqual({ '5': '0' });
    expect(quantityTyped('5', '3')).toBe(3);
    expect(store.getState().quantityDrafts).toEqual({});
    expect(store.getState().touched.has('quantity.5')).toBe(true);
  });

  it('starts the form again for another basket or customer, not for the first answer or the same one', () => {
    const store = createCheckoutStore();
    const { identified, fieldChanged } = store.getState().actions;
    expect(identified({ basket: 'b1', profile: '' })).toBe(false);
    fieldChanged('deliveryNotes', 'Leave at the door');
    expect(identified({ basket: 'b1', profile: '7' })).toBe(false);
    expect(store.getState().values.deliveryNotes).toBe('Leave at the door');
    expect(identified({ basket: 'b2', profile: '7' })).toBe(true);
    expect(store.getState().values).toEqual(EMPTY_VALUES);
    expect(store.getState().touched.size).toBe(0);
  });

  it('keeps the thank-you when the new basket arrives after the order', () => {
    const store = createCheckoutStore();
    const { identified, orderPlaced } = store.getState().actions;
    identified({ basket: 'b1', profile: '' });
    orderPlaced(ORDER, EMPTY_VALUES.contact);
    expect(identified({ basket: 'b2', profile: '' })).toBe(false);
    expect(store.getState().done?.order).toBe(ORDER);
  });

  it('keeps the Idempotency-Key for the same request and makes a new one for a changed request', () => {
    const store = createCheckoutStore();
    const { idempotencyKeyFor, orderPlaced } = store.getState().actions;
    const first = idempotencyKeyFor('{"a":1}');
    expect(idempotencyKeyFor('{"a":1}')).toBe(first);
    expect(idempotencyKeyFor('{"a":2}')).not.toBe(first);
    orderPlaced(ORDER, EMPTY_VALUES.contact);
    expect(store.getState().lastRequest).toBeNull();
  });
});

describe('withDefaults', () => {
  const defaults = { contact: { firstName: 'Sam', lastName: 'Taylor', email: 'sam@example.nz', phone: '021' }, shippingID: '1', paymentID: '21' };

  it("uses the profile's contact and the default address and card until the customer picks others", () => {
    expect(withDefaults(EMPTY_VALUES, defaults)).toMatchObject({ contact: defaults.contact, shippingID: '1', paymentID: '21' });
    expect(withDefaults({ ...EMPTY_VALUES, shippingID: '2', paymentID: '22' }, defaults)).toMatchObject({ shippingID: '2', paymentID: '22' });
  });

  it('leaves a guest their typed contact', () => {
    const typed = { ...EMPTY_VALUES, contact: { firstName: 'Aroha', lastName: 'Ngata', email: 'a@example.nz', phone: '021' } };
    expect(withDefaults(typed, { contact: null, shippingID: '', paymentID: '' }).contact).toEqual(typed.contact);
  });
});
