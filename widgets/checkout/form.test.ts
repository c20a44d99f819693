import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, orderPayload, toastMessage, validateCheckout, type CheckoutValues } from './form';

const guestOk: CheckoutValues = {
  ...EMPTY_VALUES,
  contact: { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz', phone: '021 555 1234' },
  deliveryMethod: 'delivery',
  address: { company: '', street: '1 Main Road', suburb: '', city: 'Hamilton', postCode: '3204', region: '3' },
};
const guest = { signedIn: false, itemCount: 2, cardComplete: true };
const member = { signedIn: true, itemCount: 2, cardComplete: false };

describe('checkout rules', () => {
  it('a complete guest order has no messages', () => {
    expect(validateCheckout(guestOk, guest)).toEqual({});
  });

  it.each([
    ['contact.firstName', { contact: { ...guestOk.contact, firstName: '' } }, 'Your first name is required'],
    ['contact.lastName', { contact: { ...guestOk.contact, lastName: ' ' } }, 'Your last name is required'],
    ['contact.email', { contact: { ...guestOk.contact, email: '' } }, 'An email address is required'],
    ['contact.email', { contact: { ...guestOk.contact, email: 'nope' } }, 'The email address is not valid'],
    ['contact.phone', { contact: { ...guestOk.contact, phone: '' } }, 'A phone number is required'],
    ['contact.phone', { contact: { ...guestOk.contact, phone: '021-555' } }, 'Invalid phone number'],
    ['address.street', { address: { ...guestOk.address, street: '' } }, 'An address is required'],
    ['address.city', { address: { ...guestOk.address, city: '' } }, 'The city is required'],
    ['address.postCode', { address: { ...guestOk.address, postCode: '' } }, 'The post code is required'],
    ['address.region', { address: { ...guestOk.address, region: '' } }, 'The region is required'],
    ['deliveryMethod', { deliveryMethod: '' }, 'A delivery method is required'],
    ['clinicId', { deliveryMethod: 'collect' }, 'The click and collect address is required'],
  ] as const)('%s: %s', (field, change, message) => {
    expect(validateCheckout({ ...guestOk, ...change } as CheckoutValues, guest)[field]).toBe(message);
  });

  it('asks no address when collecting, nor when signed in', () => {
    const collecting = { ...guestOk, deliveryMethod: 'collect' as const, clinicId: 'tui-hamilton', address: EMPTY_VALUES.address };
    expect(validateCheckout(collecting, guest)).toEqual({});
    const signedIn = { ...EMPTY_VALUES, deliveryMethod: 'delivery' as const, shippingID: '1', paymentID: '2' };
    expect(validateCheckout(signedIn, member)).toEqual({});
  });

  it('signed in needs a saved address (unless collecting) and a saved card', () => {
    const errors = validateCheckout({ ...EMPTY_VALUES, deliveryMethod: 'delivery' }, member);
    expect(errors).toEqual({ shippingID: 'The shipping address is required', paymentID: 'A payment method is required' });
  });

  it('a guest needs a card and the basket at least one item', () => {
    const errors = validateCheckout(guestOk, { signedIn: false, itemCount: 0, cardComplete: false });
    expect(errors).toEqual({ cardToken: 'A payment method is required', basketItems: 'The Basket must have at least 1 item' });
  });

  it('signed in without a saved card needs the new card complete, not a saved card', () => {
    const values = { ...EMPTY_VALUES, deliveryMethod: 'collect' as const, clinicId: 'tui-hamilton' };
    expect(validateCheckout(values, { ...member, newCard: true })).toEqual({ cardToken: 'A payment method is required' });
    expect(validateCheckout(values, { ...member, newCard: true, cardComplete: true })).toEqual({});
  });

  it('a checkout quantity is digits and at least 1', () => {
    const errors = validateCheckout(guestOk, { ...guest, quantities: { '1': '', '2': '0', '3': '4' } });
    expect(errors).toEqual({ 'quantity.1': 'The quantity is required', 'quantity.2': 'Select a quantity grater than 0' });
  });

  it('toasts the first of delivery method, card token, basket items, clinic, shipping, payment', () => {
    expect(toastMessage({ 'contact.firstName': 'Your first name is required', basketItems: 'B', cardToken: 'C' })).toBe('C');
    expect(toastMessage({ paymentID: 'P', shippingID: 'S', clinicId: 'K' })).toBe('K');
    expect(toastMessage({ paymentID: 'P', deliveryMethod: 'D' })).toBe('D');
    expect(toastMessage({ 'contact.phone': 'Invalid phone number' })).toBe('Invalid phone number');
  });
});

describe('the order payload', () => {
  it('guest delivery: the address with region id, the token, an empty user id', () => {
    const payload = orderPayload(
      { ...guestOk, deliveryNotes: ' Leave at the door ' },
      { signedIn: false, userId: '', contact: guestOk.contact, coupon: 'WELCOME10', token: 'tok_1' },
    );
    expect(payload).toEqual({
      isClickAndCollect: false,
      address: { company: '', street: '1 Main Road', suburb: '', city: 'Hamilton', postCode: '3204', region: { id: 3 }, deliveryNotes: 'Leave at the door' },
      paymentMethod: { token: 'tok_1' },
      user: { id: '', firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz', phone: '021 555 1234' },
      coupon: 'WELCOME10',
      paymentMethodType: 'creditCard',
    });
  });

  it('signed in, click and collect: clinicId, notes only, the saved card id', () => {
    const contact = { firstName: 'Sam', lastName: 'Taylor', email: 'sam@example.nz', phone: '021 555 0101' };
    const payload = orderPayload(
      { ...EMPTY_VALUES, deliveryMethod: 'collect', clinicId: 'tui-hamilton', paymentID: '5', shippingID: '1' },
      { signedIn: true, userId: 1, contact, coupon: null },
    );
    expect(payload).toEqual({
      isClickAndCollect: true,
      clinicId: 'tui-hamilton',
      address: { deliveryNotes: '' },
      paymentMethod: { id: 5 },
      user: { id: 1, ...contact },
      paymentMethodType: 'creditCard',
    });
  });

  it('signed in with a new card sends its token instead of a saved card id', () => {
    const payload = orderPayload(
      { ...EMPTY_VALUES, deliveryMethod: 'collect', clinicId: 'tui-hamilton' },
      { signedIn: true, userId: 1, contact: guestOk.contact, coupon: null, token: 'tok_9' },
    );
    expect(payload.paymentMethod).toEqual({ token: 'tok_9' });
    expect(payload.user).toMatchObject({ id: 1 });
  });

  it('signed in delivery sends the saved address id', () => {
    const payload = orderPayload(
      { ...EMPTY_VALUES, deliveryMethod: 'delivery', shippingID: '2', paymentID: '5' },
      { signedIn: true, userId: 1, contact: guestOk.contact, coupon: null },
    );
    expect(payload.address).toEqual({ id: 2, deliveryNotes: '' });
  });
});
