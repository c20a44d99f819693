import { describe, expect, it } from 'vitest';
import { PAYMENT_REQUIRED } from '../../shared/schemas/donation';
import { orderErrors, type OrderPayment } from './form';
import { EMPTY_CONTACT } from './store';

const ANA = { firstName: 'Ana', lastName: 'Tane', email: 'ana@example.nz', phone: '021 555 0101' };
const card: OrderPayment = { kind: 'card', name: 'Ana Tane', card: { createToken: async () => 'tok', clear: () => undefined } };

describe("the fundraiser checkout's rules", () => {
  it("check a guest's contact by the shared schema, each message on its field", () => {
    const errors = orderErrors({ contact: { ...ANA, email: 'ana@', phone: '' }, payment: { kind: 'pickup' } }, { signedIn: false, cardComplete: false });
    expect(Object.keys(errors)).toEqual(['contact.email', 'contact.phone']);
  });

  it("leave a signed-in client's contact to the account", () => {
    expect(orderErrors({ contact: EMPTY_CONTACT, payment: { kind: 'saved', id: 21 } }, { signedIn: true, cardComplete: false })).toEqual({});
  });

  it('need a complete card or a saved one, unless paid at pickup', () => {
    expect(orderErrors({ contact: ANA, payment: card }, { signedIn: false, cardComplete: false })).toEqual({ payment: PAYMENT_REQUIRED });
    expect(orderErrors({ contact: ANA, payment: card }, { signedIn: false, cardComplete: true })).toEqual({});
    expect(orderErrors({ contact: ANA, payment: { kind: 'saved', id: 0 } }, { signedIn: true, cardComplete: false })).toEqual({ payment: PAYMENT_REQUIRED });
    expect(orderErrors({ contact: ANA, payment: { kind: 'pickup' } }, { signedIn: false, cardComplete: false })).toEqual({});
  });
});
