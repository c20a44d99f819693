// The checkout form's rules: what is required for the signed-in
// and the guest view, the order the first failed rule is toasted in, and the order payload.
// Pure functions, so every rule is tested without rendering (form.test.ts).
import * as v from 'valibot';
import type { OrderPayloadInput } from '../../shared/api/checkout';
import type { Id } from '../../shared/schemas/answerFields';
import { DELIVERY_NOTES_MAX } from '../../shared/domain/limits';
import {
  BASKET_ITEMS_REQUIRED,
  CLICK_AND_COLLECT_REQUIRED,
  ContactSchema,
  DELIVERY_METHOD_REQUIRED,
  DELIVERY_NOTES_TOO_LONG,
  GuestAddressSchema,
  PAYMENT_METHOD_REQUIRED,
  SHIPPING_ADDRESS_REQUIRED,
} from '../../shared/schemas/checkout';
import { quantityField } from '../../shared/schemas/shop';
import { errorsOf, type FieldErrors } from '../kit/form';

export type DeliveryMethod = '' | 'delivery' | 'collect';

export interface CheckoutValues {
  contact: { firstName: string; lastName: string; email: string; phone: string };
  deliveryMethod: DeliveryMethod;
  /** Click and collect: the clinic. */
  clinicId: string;
  /** Signed in, delivery: the saved address. */
  shippingID: string;
  /** Signed in: the saved card. */
  paymentID: string;
  /** Guest, delivery: the address typed in ('street' is shown as Address). */
  address: { company: string; street: string; suburb: string; city: string; postCode: string; region: string };
  deliveryNotes: string;
}

export const EMPTY_VALUES: CheckoutValues = {
  contact: { firstName: '', lastName: '', email: '', phone: '' },
  deliveryMethod: '',
  clinicId: '',
  shippingID: '',
  paymentID: '',
  address: { company: '', street: '', suburb: '', city: '', postCode: '', region: '' },
  deliveryNotes: '',
};

export interface CheckoutContext {
  signedIn: boolean;
  /** Basket lines with a quantity above 0. */
  itemCount: number;
  /** Guest: the card element says the card is complete (a token can be made). */
  cardComplete: boolean;
  /**
   * Signed in with no saved card: they pay with a new card (the card field, as a guest does),
   * so the card must be complete instead of a saved card chosen.
   */
  newCard?: boolean;
  /**
   * Quantities typed on the checkout page and not (yet) sent to the basket, by product id:
   * The spec, 'The checkout product quantity minimum is 1'.
   */
  quantities?: Readonly<Record<string, string>>;
}

/** The checkout's quantity rule: digits, at least 1 (the cart's stepper may reach 0, not this). */
export const CHECKOUT_QUANTITY = quantityField(1);

/** The field path of a line's quantity message. */
export const quantityPath = (productId: string | number) => `quantity.${productId}`;

/**
 * The spec: 'On a failed submit the first message found among delivery method, card
 * token, basket items, clinic, shipping, payment is shown as a toast.'
 */
export const TOAST_ORDER = ['deliveryMethod', 'cardToken', 'basketItems', 'clinicId', 'shippingID', 'paymentID'] as const;

/** Every message that applies now, by field path. */
export function validateCheckout(values: CheckoutValues, ctx: CheckoutContext): FieldErrors {
  const errors: FieldErrors = {};
  const prefixed = (prefix: string, found: FieldErrors) => {
    for (const [key, message] of Object.entries(found)) errors[`${prefix}.${key}`] ??= message;
  };
  // Signed in, the contact comes from the profile and is read-only: nothing to fix here.
  if (!ctx.signedIn) {
    const contact = v.safeParse(ContactSchema, values.contact);
    if (!contact.success) prefixed('contact', errorsOf(contact.issues));
  }
  const collect = values.deliveryMethod === 'collect';
  if (!values.deliveryMethod) errors.deliveryMethod = DELIVERY_METHOD_REQUIRED;
  if (collect && !values.clinicId) errors.clinicId = CLICK_AND_COLLECT_REQUIRED;
  if (values.deliveryMethod === 'delivery') {
    if (ctx.signedIn) {
      if (!values.shippingID) errors.shippingID = SHIPPING_ADDRESS_REQUIRED;
    } else {
      // Address, city, post code and region only when neither signed in nor collecting.
      const address = v.safeParse(GuestAddressSchema, { ...values.address, deliveryNotes: '' });
      if (!address.success) prefixed('address', errorsOf(address.issues));
    }
  }
  if (values.deliveryNotes.trim().length > DELIVERY_NOTES_MAX) errors.deliveryNotes = DELIVERY_NOTES_TOO_LONG;
  const byCard = !ctx.signedIn || Boolean(ctx.newCard);
  if (!byCard && !values.paymentID) errors.paymentID = PAYMENT_METHOD_REQUIRED;
  if (byCard && !ctx.cardComplete) errors.cardToken = PAYMENT_METHOD_REQUIRED;
  if (ctx.itemCount < 1) errors.basketItems = BASKET_ITEMS_REQUIRED;
  for (const [productId, typed] of Object.entries(ctx.quantities ?? {})) {
    const quantity = v.safeParse(CHECKOUT_QUANTITY, typed);
    if (!quantity.success) errors[quantityPath(productId)] = quantity.issues[0].message;
  }
  return errors;
}

/** The toast of a failed submit: the first of TOAST_ORDER, else the first field message. */
export function toastMessage(errors: FieldErrors): string | undefined {
  for (const key of TOAST_ORDER) if (errors[key]) return errors[key];
  return Object.values(errors)[0];
}

export interface PayloadContext {
  signedIn: boolean;
  userId: Id | '';
  /** Signed in: the profile's details (the contact fields are read-only there). */
  contact: CheckoutValues['contact'];
  coupon: string | null;
  /**
   * The card token made at submit: a guest's, or a signed-in customer's new card (no saved
   * one). POST /basket/{id}/order takes `paymentMethod: { token }` signed in too
   * (docs/commerce.md, Orders), so the card is not saved first.
   */
  token?: string;
}

/** The order payload of the spec, signed in or guest. */
export function orderPayload(values: CheckoutValues, ctx: PayloadContext): OrderPayloadInput {
  const collect = values.deliveryMethod === 'collect';
  const deliveryNotes = values.deliveryNotes.trim();
  const { firstName, lastName, email, phone } = ctx.signedIn ? ctx.contact : values.contact;
  let address: Record<string, unknown>;
  if (collect) address = { deliveryNotes };
  else if (ctx.signedIn) address = { id: Number(values.shippingID), deliveryNotes };
  else {
    const { company, street, suburb, city, postCode, region } = values.address;
    address = { company, street, suburb, city, postCode, region: { id: Number(region) }, deliveryNotes };
  }
  return {
    isClickAndCollect: collect,
    ...(collect ? { clinicId: values.clinicId } : {}),
    address,
    paymentMethod: ctx.signedIn && !ctx.token ? { id: Number(values.paymentID) } : { token: ctx.token ?? '' },
    user: { id: ctx.signedIn ? ctx.userId : '', firstName, lastName, email, phone },
    ...(ctx.coupon ? { coupon: ctx.coupon } : {}),
    paymentMethodType: 'creditCard',
  };
}
