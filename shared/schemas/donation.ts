// Fundraiser donations: POST/PUT /api/v1/admin/donation with
// fundraiserContentfulId, user, selectedItems, pickupLocation, pickupTime, paymentMethod.
// The fundraiser (its items, prices and pickup places) comes from the content service; the
// server prices the items itself, so a price sent here is only what the page showed.
import * as v from 'valibot';
import { FUNDRAISER_PRODUCT_QUANTITY } from '../domain/limits';
import { ContactSchema } from './checkout';
import { cardTokenField } from './paymentMethods';
import { idField } from './fields';
import { answerId, textOrEmpty, textOrNull } from './answerFields';
import { BODY_NOT_OBJECT } from './contact';

// ---- messages the spec quotes ------------------------------------------------------------

export const PICKUP_REQUIRED = 'Please select one pickup details';
export const PRODUCTS_REQUIRED = 'Please select at least one product';
export const PAYMENT_REQUIRED = 'Please select one payment method';
export const NO_EVENT = 'No fundraising event at the moment';
export const DONATION_FAILED = 'An error occurred while submitted your donation.';

// ---- bounds the spec leaves open (docs/commerce.md) --------------------------------------

export const FUNDRAISER_REQUIRED = 'The fundraiser is required';
/** How a donation paid by card is described on the thank-you step and in the receipt. */
export const PAID_BY_CARD = 'Paid by card.';
export const QUANTITY_RANGE = `The quantity must be from 1 to ${FUNDRAISER_PRODUCT_QUANTITY}`;

const contentId = (message: string) =>
  v.config(
    v.pipe(
      v.nullish(v.union([v.string(message), v.pipe(v.number(message), v.transform(String))], message), ''),
      v.trim(),
      v.nonEmpty(message),
      v.maxLength(200, message),
    ),
    { abortPipeEarly: true },
  );

const SelectedItem = v.object({
  fundraiserProductContentfulId: contentId(PRODUCTS_REQUIRED),
  quantity: v.config(
    v.pipe(
      v.nullish(
        v.union([v.number(QUANTITY_RANGE), v.pipe(v.string(QUANTITY_RANGE), v.regex(/^\d{1,3}$/, QUANTITY_RANGE), v.transform(Number))], QUANTITY_RANGE),
        0,
      ),
      v.number(QUANTITY_RANGE),
      v.integer(QUANTITY_RANGE),
      v.minValue(1, QUANTITY_RANGE),
      v.maxValue(FUNDRAISER_PRODUCT_QUANTITY, QUANTITY_RANGE),
    ),
    { abortPipeEarly: true },
  ),
  /** What the page showed; ignored (the fundraiser's own price is charged). */
  price: v.optional(v.unknown()),
});

/** The pickup place: its id, or the location object the page holds. */
const pickupLocation = v.pipe(
  v.nullish(
    v.union(
      [
        v.string(PICKUP_REQUIRED),
        v.pipe(
          v.looseObject({ id: v.unknown() }),
          v.transform((l) => l.id),
        ),
      ],
      PICKUP_REQUIRED,
    ),
    '',
  ),
  contentId(PICKUP_REQUIRED),
);

/** `{ id }` a saved card (signed in), `{ token }` a card element token; none when paying on pickup. */
const paymentMethod = v.nullish(
  v.union([v.object({ id: idField(PAYMENT_REQUIRED) }), v.object({ token: cardTokenField(PAYMENT_REQUIRED) })], PAYMENT_REQUIRED),
  null,
);

export const DonationSchema = v.object(
  {
    id: v.optional(v.unknown()),
    fundraiserContentfulId: contentId(FUNDRAISER_REQUIRED),
    user: v.nullish(ContactSchema, {}),
    selectedItems: v.pipe(
      v.nullish(v.array(SelectedItem, PRODUCTS_REQUIRED), []),
      v.minLength(1, PRODUCTS_REQUIRED),
      v.maxLength(50, PRODUCTS_REQUIRED),
      v.check((items) => new Set(items.map((i) => i.fundraiserProductContentfulId)).size === items.length, 'Each product can be listed once'),
    ),
    pickupLocation,
    /** The location's own pickup time is used; a different one is refused. */
    pickupTime: v.optional(v.nullable(v.pipe(v.string('The pickup time is not valid'), v.maxLength(40, 'The pickup time is not valid')))),
    paymentMethod,
  },
  BODY_NOT_OBJECT,
);
export type DonationInput = v.InferOutput<typeof DonationSchema>;

/** PUT /api/v1/admin/donation/{id}: the owner moves the pickup, or cancels an unpaid one. */
export const UpdateDonationSchema = v.object(
  {
    id: v.optional(v.unknown()),
    pickupLocation: v.optional(pickupLocation),
    status: v.optional(v.picklist(['cancelled'], 'Only an unpaid donation can be cancelled')),
  },
  BODY_NOT_OBJECT,
);
export type UpdateDonationInput = v.InferOutput<typeof UpdateDonationSchema>;

// ---- answers (docs/contracts.md) ----------------------------------------------------------

/** What a donation answers (POST /api/v1/admin/donation): the thank-you view reads it. */
export const DonationAnswerSchema = v.looseObject({
  id: answerId,
  fundraiserContentfulId: v.string(),
  fundraiserName: textOrEmpty,
  selectedItems: v.array(v.looseObject({ fundraiserProductContentfulId: v.string(), quantity: v.number(), name: textOrEmpty, price: v.optional(v.number()) })),
  pickupLocation: v.looseObject({ id: v.string(), name: v.string(), friendlyAddress: textOrEmpty }),
  pickupTime: textOrNull,
  /** 'card' or 'payOnPickup'. */
  payment: v.string(),
  status: v.string(),
  total: v.number(),
  tax: v.optional(v.number()),
});
export type DonationResult = v.InferOutput<typeof DonationAnswerSchema>;
