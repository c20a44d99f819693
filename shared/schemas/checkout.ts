// Checkout: the order payload POST /api/v1/basket/{basketId}/order
// sends, signed in and as a guest. The widgets and the reference API validate with these same
// schemas; the messages are the spec's, word for word. Prices and totals a client sends are
// not in these schemas: the server computes them (docs/commerce.md).
import * as v from 'valibot';
import { DELIVERY_NOTES_MAX } from '../domain/limits';
import { regionById } from '../domain/regions';
import { BODY_NOT_OBJECT, PHONE_INVALID, PHONE_REQUIRED, clinicIdField } from './contact';
import { emailField, idField, nzPostcodeField, optionalText, phoneField, requiredText } from './fields';
import { answerId, textOrEmpty } from './answerFields';
import { OrderBasketAnswerSchema } from './orders';
import { cardTokenField } from './paymentMethods';

// ---- messages the spec quotes ------------------------------------------------------------

export const FIRST_NAME_REQUIRED = 'Your first name is required';
export const LAST_NAME_REQUIRED = 'Your last name is required';
export const CHECKOUT_EMAIL_INVALID = 'The email address is not valid';
export const CHECKOUT_EMAIL_REQUIRED = 'An email address is required';
export { PHONE_INVALID, PHONE_REQUIRED };
export const ADDRESS_REQUIRED = 'An address is required';
export const CITY_REQUIRED = 'The city is required';
export const POST_CODE_REQUIRED = 'The post code is required';
export const REGION_REQUIRED = 'The region is required';
export const BASKET_ITEMS_REQUIRED = 'The Basket must have at least 1 item';
export const CLICK_AND_COLLECT_REQUIRED = 'The click and collect address is required';
export const SHIPPING_ADDRESS_REQUIRED = 'The shipping address is required';
export const PAYMENT_METHOD_REQUIRED = 'A payment method is required';
export const DELIVERY_METHOD_REQUIRED = 'A delivery method is required';

// ---- bounds the spec leaves open (docs/commerce.md) --------------------------------------

export const DELIVERY_NOTES_TOO_LONG = `Delivery notes can be at most ${DELIVERY_NOTES_MAX} characters`;
export const COUPON_TOO_LONG = 'The coupon code can be at most 32 characters';

// ---- field builders shared by checkout, subscriptions, pay online and the fundraiser -----

export const deliveryNotesField = () =>
  v.pipe(v.nullish(v.string(DELIVERY_NOTES_TOO_LONG), ''), v.trim(), v.maxLength(DELIVERY_NOTES_MAX, DELIVERY_NOTES_TOO_LONG));

/** Region as the forms send it: `{ id }`, or the id itself. One of the 16 regions. */
export const regionField = () =>
  v.config(
    v.pipe(
      v.nullish(
        v.union(
          [
            v.pipe(
              v.object({ id: v.unknown() }),
              v.transform((r) => r.id),
            ),
            v.number(),
            v.string(),
          ],
          REGION_REQUIRED,
        ),
        '',
      ),
      v.check((id) => id !== '' && id !== null && id !== undefined, REGION_REQUIRED),
      v.transform((id) => regionById(id as number | string)?.id ?? 0),
      v.minValue(1, REGION_REQUIRED),
    ),
    { abortPipeEarly: true },
  );

/** Checkout contact: names, email, phone of digits and spaces. */
export const ContactSchema = v.object({
  id: v.optional(v.unknown()),
  firstName: requiredText(FIRST_NAME_REQUIRED, 100),
  lastName: requiredText(LAST_NAME_REQUIRED, 100),
  email: emailField(CHECKOUT_EMAIL_REQUIRED, CHECKOUT_EMAIL_INVALID),
  phone: phoneField(PHONE_REQUIRED, PHONE_INVALID),
});
export type Contact = v.InferOutput<typeof ContactSchema>;

const contact = v.nullish(ContactSchema, {});

const coupon = v.pipe(v.nullish(v.string(COUPON_TOO_LONG), ''), v.trim(), v.maxLength(32, COUPON_TOO_LONG));

// ---- the order payload ---------------------------------------------------------------------

const common = {
  basketId: v.optional(v.unknown()),
  user: contact,
  coupon,
  /** The checkout form's delivery method card; isClickAndCollect says which one it is. */
  deliveryMethodID: v.optional(v.unknown()),
  paymentMethodType: v.optional(v.picklist(['creditCard', ''], PAYMENT_METHOD_REQUIRED)),
};

const notesOnly = v.nullish(v.object({ deliveryNotes: deliveryNotesField() }), {});

/** Click and collect: a clinic of the group instead of an address; free. */
const collect = { isClickAndCollect: v.literal(true), clinicId: clinicIdField(CLICK_AND_COLLECT_REQUIRED), address: notesOnly };

/** A guest's delivery address (the spec: company, street, suburb, city, postCode, region id). */
export const GuestAddressSchema = v.object({
  company: optionalText(100),
  street: requiredText(ADDRESS_REQUIRED, 200),
  suburb: optionalText(100),
  city: requiredText(CITY_REQUIRED, 100),
  postCode: nzPostcodeField(POST_CODE_REQUIRED),
  region: regionField(),
  deliveryNotes: deliveryNotesField(),
});

const savedCard = v.object({ id: idField(PAYMENT_METHOD_REQUIRED) });
const tokenCard = v.object({ token: cardTokenField(PAYMENT_METHOD_REQUIRED) });
/** Signed in: a saved card `{ id }`, or a new card's token. */
const signedInPayment = v.pipe(
  v.nullish(v.record(v.string(), v.unknown(), PAYMENT_METHOD_REQUIRED), {}),
  v.union([savedCard, tokenCard], PAYMENT_METHOD_REQUIRED),
);
/** Guest: a token from the card element. */
const guestPayment = v.nullish(tokenCard, {});

/** Signed in: address `{ id, deliveryNotes }` or `{ deliveryNotes }`, paymentMethod `{ id }`. */
export const SignedInOrderSchema = v.variant(
  'isClickAndCollect',
  [
    v.object({ ...common, ...collect, paymentMethod: signedInPayment }),
    v.object({
      ...common,
      isClickAndCollect: v.literal(false),
      address: v.nullish(v.object({ id: idField(SHIPPING_ADDRESS_REQUIRED), deliveryNotes: deliveryNotesField() }), {}),
      paymentMethod: signedInPayment,
    }),
  ],
  DELIVERY_METHOD_REQUIRED,
);
export type SignedInOrder = v.InferOutput<typeof SignedInOrderSchema>;

/** Guest: the address itself, paymentMethod `{ token }`, user id empty. */
export const GuestOrderSchema = v.variant(
  'isClickAndCollect',
  [
    v.object({ ...common, ...collect, paymentMethod: guestPayment }),
    v.object({ ...common, isClickAndCollect: v.literal(false), address: v.nullish(GuestAddressSchema, {}), paymentMethod: guestPayment }),
  ],
  DELIVERY_METHOD_REQUIRED,
);
export type GuestOrder = v.InferOutput<typeof GuestOrderSchema>;

export type OrderInput = SignedInOrder | GuestOrder;

/** The schema for the caller: signed-in checkouts use saved addresses and cards. */
export const orderSchemaFor = (signedIn: boolean) => (signedIn ? SignedInOrderSchema : GuestOrderSchema);

export { BODY_NOT_OBJECT };

// ---- Answer ------------------------------------------------------------------------------

/** POST /api/v1/basket/{basketId}/order answers the Order entity; these are the parts the thank-you view reads. */
export const PlacedOrderAnswerSchema = v.looseObject({
  id: answerId,
  number: v.union([v.string(), v.number()]),
  status: v.string(),
  isClickAndCollect: v.optional(v.boolean(), false),
  clinic: v.optional(v.nullable(v.looseObject({ id: answerId, name: v.string() })), null),
  contact: v.optional(v.looseObject({ firstName: textOrEmpty, lastName: textOrEmpty, email: textOrEmpty, phone: textOrEmpty })),
  basket: v.optional(v.nullable(OrderBasketAnswerSchema), null),
  /** Shows this order to the browser that placed it (GET /api/v1/basket/order/{id}?receipt=), after a reload. */
  receipt: v.optional(v.string()),
});
export type PlacedOrder = v.InferOutput<typeof PlacedOrderAnswerSchema>;
