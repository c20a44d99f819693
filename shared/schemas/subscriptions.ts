// Subscriptions: creating one from a basket
// (POST /api/v1/basket/{basketId}/subscription, or POST /api/v1/profile/subscription with the
// wizard's form values) and saving the edit view (PUT /api/v1/profile/subscription/{id}).
// The widgets and the reference API validate with these schemas; messages are the spec's.
import * as v from 'valibot';
import { nzDayKey } from '../format/dates';
import { BASKET_ITEMS_REQUIRED, PAYMENT_METHOD_REQUIRED, SHIPPING_ADDRESS_REQUIRED, deliveryNotesField } from './checkout';
import { firstProblem, idField, requiredText } from './fields';
import { BODY_NOT_OBJECT } from './contact';
import { answerId, listAnswerOf, textOrEmpty, textOrNull } from './answerFields';
import { OrderAddressAnswerSchema, OrderBasketAnswerSchema } from './orders';
import { cardNumberAnswer } from './paymentMethods';

// ---- messages the spec quotes ------------------------------------------------------------

export const SUBSCRIPTION_NAME_REQUIRED = 'The subscription name is required';
export const DELIVERY_FREQUENCY_REQUIRED = 'The delivery frequency is required';
export const EDIT_NAME_REQUIRED = 'The Name is required';
export const EDIT_FREQUENCY_REQUIRED = 'The Delivery Frequency is required';
export const NEXT_PAYMENT_DATE_REQUIRED = 'The Next Payment Date is required';
export const SELECT_PRODUCTS = 'Please select at least one product for your subscription';
export { BASKET_ITEMS_REQUIRED, PAYMENT_METHOD_REQUIRED, SHIPPING_ADDRESS_REQUIRED };

// ---- bounds the spec leaves open (docs/commerce.md) --------------------------------------

export const SUBSCRIPTION_NAME_MAX = 100;
export const DATE_INVALID = 'The date is not valid';
export const STATUS_INVALID = 'The status must be active, suspended or cancelled';
export const QUANTITY_INVALID = 'The quantity must be a whole number from 0 to 999';

/** Frequencies (the spec: every 1, 2, 3 or 6 months; weekly plans also exist on the wire). */
export const MONTHLY_COUNTS = [1, 2, 3, 6] as const;
export const WEEKLY_COUNTS = [1, 2, 3, 4] as const;

/** 'month' and 'week' (Stripe's words) are read as 'monthly' and 'weekly'. */
const intervalField = (message: string) =>
  v.pipe(
    v.nullish(v.string(message), ''),
    v.trim(),
    v.toLowerCase(),
    v.transform((s) => (s === 'month' ? 'monthly' : s === 'week' ? 'weekly' : s)),
    v.picklist(['monthly', 'weekly'], message),
  );

const countField = (message: string) =>
  v.pipe(
    v.nullish(v.union([v.number(message), v.pipe(v.string(message), v.regex(/^\d{1,2}$/, message), v.transform(Number))], message), 1),
    v.number(message),
    v.integer(message),
  );

const frequencyOk = <F extends { interval: string; intervalCount: number }>(f: F) =>
  f.interval === 'monthly' ? (MONTHLY_COUNTS as readonly number[]).includes(f.intervalCount) : (WEEKLY_COUNTS as readonly number[]).includes(f.intervalCount);

/** A calendar date: 'yyyy-MM-dd', or an ISO instant read as its New Zealand date. */
export const nzDateField = (message: string) =>
  firstProblem(
    v.pipe(
      requiredText(message, 40, message),
      v.transform((s) => {
        if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s;
        const t = /^\d{4}-\d{2}-\d{2}T/.test(s) ? Date.parse(s) : NaN;
        return Number.isFinite(t) ? nzDayKey(t) : '';
      }),
      v.check((s) => {
        const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
        if (!m) return false;
        const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
        return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) && Number(m[1]) >= 2000 && Number(m[1]) <= 2100;
      }, message),
    ),
  );

// ---- create -------------------------------------------------------------------------------

/**
 * The spec: name, firstDeliveryDate, interval, intervalCount, basketId,
 * address {id, deliveryNotes}, paymentMethodId. The wizard's form names (deliveryOptions
 * .frequency, shippingID, paymentID, deliveryNotes) are read too.
 */
/**
 * What a create and an update take alike: the delivery frequency (flat or under
 * deliveryOptions), the address, the card and the delivery notes, each under the names the
 * two apps have sent; the transforms below pick one of each.
 */
const deliveryAndPaymentFields = {
  deliveryOptions: v.optional(
    v.nullable(
      v.looseObject({
        frequency: v.optional(v.nullable(v.looseObject({ interval: v.optional(v.unknown()), intervalCount: v.optional(v.unknown()) }))),
        notes: v.optional(v.unknown()),
      }),
    ),
  ),
  address: v.optional(v.nullable(v.looseObject({ id: v.optional(v.unknown()), deliveryNotes: v.optional(v.unknown()) }))),
  shippingID: v.optional(v.unknown()),
  paymentMethodId: v.optional(v.unknown()),
  paymentID: v.optional(v.unknown()),
  paymentMethod: v.optional(v.nullable(v.looseObject({ id: v.optional(v.unknown()) }))),
  deliveryNotes: v.optional(v.unknown()),
};

export const CreateSubscriptionSchema = v.pipe(
  v.object(
    {
      name: requiredText(SUBSCRIPTION_NAME_REQUIRED, SUBSCRIPTION_NAME_MAX, `The subscription name can be at most ${SUBSCRIPTION_NAME_MAX} characters`),
      basketId: v.optional(v.unknown()),
      firstDeliveryDate: v.optional(v.nullable(v.pipe(v.string(DATE_INVALID), v.trim()))),
      interval: v.optional(v.unknown()),
      intervalCount: v.optional(v.unknown()),
      ...deliveryAndPaymentFields,
    },
    BODY_NOT_OBJECT,
  ),
  // One shape whichever names were used, then the rules on it (typed by the object after).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  v.transform((x): any => ({
    name: x.name,
    firstDeliveryDate: x.firstDeliveryDate || null,
    interval: x.interval ?? x.deliveryOptions?.frequency?.interval,
    intervalCount: x.intervalCount ?? x.deliveryOptions?.frequency?.intervalCount,
    addressId: x.address?.id ?? x.shippingID,
    paymentMethodId: x.paymentMethodId ?? x.paymentID ?? x.paymentMethod?.id,
    deliveryNotes: x.address?.deliveryNotes ?? x.deliveryNotes ?? x.deliveryOptions?.notes,
  })),
  v.object({
    name: v.string(),
    firstDeliveryDate: v.nullable(nzDateField(DATE_INVALID)),
    interval: intervalField(DELIVERY_FREQUENCY_REQUIRED),
    intervalCount: countField(DELIVERY_FREQUENCY_REQUIRED),
    addressId: idField(SHIPPING_ADDRESS_REQUIRED),
    paymentMethodId: idField(PAYMENT_METHOD_REQUIRED),
    deliveryNotes: deliveryNotesField(),
  }),
  v.check(frequencyOk, DELIVERY_FREQUENCY_REQUIRED),
);
export type CreateSubscriptionInput = v.InferOutput<typeof CreateSubscriptionSchema>;

// ---- update (the edit view and the list's Active/Suspended toggle) ------------------------

const ItemChange = v.object({
  id: v.optional(v.unknown()),
  productId: idField(SELECT_PRODUCTS),
  quantity: v.pipe(
    v.nullish(
      v.union([v.number(QUANTITY_INVALID), v.pipe(v.string(QUANTITY_INVALID), v.regex(/^\d{1,3}$/, QUANTITY_INVALID), v.transform(Number))], QUANTITY_INVALID),
      0,
    ),
    v.number(QUANTITY_INVALID),
    v.integer(QUANTITY_INVALID),
    v.minValue(0, QUANTITY_INVALID),
    v.maxValue(999, QUANTITY_INVALID),
  ),
  deleted: v.optional(v.nullable(v.boolean('deleted must be true or false')), false),
});

/**
 * PUT /api/v1/profile/subscription/{id}: the edit form's values (name, frequency, next payment
 * date, notes, address, card, status) and optionally the basket's items. Cancelling is the
 * same call with `delete: true` (see CancelFlagSchema) or DELETE.
 */
export const UpdateSubscriptionSchema = v.pipe(
  v.object(
    {
      id: v.optional(v.unknown()),
      name: requiredText(EDIT_NAME_REQUIRED, SUBSCRIPTION_NAME_MAX, `The Name can be at most ${SUBSCRIPTION_NAME_MAX} characters`),
      status: v.optional(v.pipe(v.string(STATUS_INVALID), v.trim(), v.toLowerCase(), v.picklist(['active', 'suspended', 'cancelled'], STATUS_INVALID))),
      interval: v.optional(v.unknown()),
      intervalCount: v.optional(v.unknown()),
      nextPaymentDate: v.optional(v.unknown()),
      ...deliveryAndPaymentFields,
      basket: v.optional(v.nullable(v.looseObject({ basketItems: v.optional(v.unknown()) }))),
      basketItems: v.optional(v.unknown()),
    },
    BODY_NOT_OBJECT,
  ),
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  v.transform((x): any => ({
    name: x.name,
    status: x.status,
    interval: x.interval ?? x.deliveryOptions?.frequency?.interval,
    intervalCount: x.intervalCount ?? x.deliveryOptions?.frequency?.intervalCount,
    nextPaymentDate: x.nextPaymentDate,
    // Left out: unchanged. The list's toggle sends the subscription as it was listed.
    addressId: x.address?.id ?? x.shippingID,
    paymentMethodId: x.paymentMethodId ?? x.paymentID ?? x.paymentMethod?.id,
    deliveryNotes: x.address?.deliveryNotes ?? x.deliveryNotes ?? x.deliveryOptions?.notes,
    basketItems: x.basket?.basketItems ?? x.basketItems,
  })),
  v.object({
    name: v.string(),
    status: v.optional(v.picklist(['active', 'suspended', 'cancelled'])),
    interval: intervalField(EDIT_FREQUENCY_REQUIRED),
    intervalCount: countField(EDIT_FREQUENCY_REQUIRED),
    nextPaymentDate: nzDateField(NEXT_PAYMENT_DATE_REQUIRED),
    addressId: v.optional(idField(SHIPPING_ADDRESS_REQUIRED)),
    paymentMethodId: v.optional(idField(PAYMENT_METHOD_REQUIRED)),
    deliveryNotes: v.optional(deliveryNotesField()),
    basketItems: v.optional(v.pipe(v.array(ItemChange, SELECT_PRODUCTS), v.maxLength(100, 'A subscription can hold at most 100 different products.'))),
  }),
  v.check(frequencyOk, EDIT_FREQUENCY_REQUIRED),
);
export type UpdateSubscriptionInput = v.InferOutput<typeof UpdateSubscriptionSchema>;

/** The edit view cancels by saving with a delete flag. */
export const CancelFlagSchema = v.looseObject({
  delete: v.optional(v.unknown()),
  deleted: v.optional(v.unknown()),
  isDeleted: v.optional(v.unknown()),
});
export const isCancelRequest = (body: unknown): boolean => {
  const r = v.safeParse(CancelFlagSchema, body);
  return r.success && (r.output.delete === true || r.output.deleted === true || r.output.isDeleted === true);
};

// ---- answers (docs/contracts.md) ----------------------------------------------------------

/** A subscription (GET /api/v1/profile/subscription, creating and saving one). */
export const SubscriptionAnswerSchema = v.looseObject({
  id: answerId,
  name: v.string(),
  status: v.string(),
  interval: textOrNull,
  intervalCount: v.optional(v.nullable(v.number()), null),
  deliveryFrequency: textOrNull,
  nextPaymentDate: textOrNull,
  basket: v.optional(v.nullable(OrderBasketAnswerSchema), null),
  address: v.optional(v.nullable(OrderAddressAnswerSchema), null),
  paymentMethod: v.optional(v.nullable(v.looseObject({ cardNumber: cardNumberAnswer, brand: textOrEmpty })), null),
  deliveryNotes: textOrEmpty,
});
export type Subscription = v.InferOutput<typeof SubscriptionAnswerSchema>;

export const SubscriptionListAnswerSchema = listAnswerOf(SubscriptionAnswerSchema);
