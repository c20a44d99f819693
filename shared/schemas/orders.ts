// What the order history answers (GET /api/v1/profile/order, …/{id}, and a subscription's
// history): docs/contracts.md. Orders are placed through the basket (shared/schemas/checkout.ts).
import * as v from 'valibot';
import { answerId, listAnswerOf, numberOrNull, RegionAnswerSchema, textOrEmpty, textOrNull } from './answerFields';
import { cardSummaryEntries } from './paymentMethods';

const OrderLineAnswerSchema = v.looseObject({
  id: v.optional(answerId),
  // null once the product has been removed from the shop: the order keeps its name and price.
  productId: v.nullish(answerId, null),
  productName: textOrEmpty,
  quantity: v.optional(v.number(), 1),
  price: numberOrNull,
  itemTotal: numberOrNull,
  deleted: v.optional(v.nullable(v.boolean()), false),
});
export type OrderLine = v.InferOutput<typeof OrderLineAnswerSchema>;

/** The basket an order or subscription was made from, with its totals. */
export const OrderBasketAnswerSchema = v.looseObject({
  id: v.nullish(answerId, null),
  basketItems: v.optional(v.array(OrderLineAnswerSchema), []),
  subTotal: numberOrNull,
  shippingTotal: numberOrNull,
  discount: numberOrNull,
  tax: numberOrNull,
  total: numberOrNull,
});

/** The delivery address as the order keeps it (a copy: later edits of the address do not change it). */
export const OrderAddressAnswerSchema = v.looseObject({
  company: textOrEmpty,
  street: textOrEmpty,
  suburb: textOrEmpty,
  city: textOrEmpty,
  postCode: textOrEmpty,
  region: v.optional(v.nullable(RegionAnswerSchema), null),
});
export type OrderAddress = v.InferOutput<typeof OrderAddressAnswerSchema>;

/** The card an order was paid with. */
export const OrderCardAnswerSchema = v.looseObject(cardSummaryEntries);

export const OrderAnswerSchema = v.looseObject({
  id: answerId,
  number: v.optional(v.nullable(v.union([v.string(), v.number()])), null),
  createdDate: v.string(),
  status: v.string(),
  isClickAndCollect: v.optional(v.boolean(), false),
  clinic: v.optional(v.nullable(v.looseObject({ name: v.string() })), null),
  deliveryNotes: textOrEmpty,
  address: v.optional(v.nullable(OrderAddressAnswerSchema), null),
  paymentMethod: v.optional(v.nullable(OrderCardAnswerSchema), null),
  basket: v.optional(v.nullable(OrderBasketAnswerSchema), null),
  courierTracking: v.optional(
    v.array(v.looseObject({ carrier: textOrEmpty, trackingNumber: textOrEmpty, trackingUrl: textOrEmpty, status: textOrEmpty, updatedDate: textOrNull })),
    [],
  ),
});
export type Order = v.InferOutput<typeof OrderAnswerSchema>;

export const OrderListAnswerSchema = listAnswerOf(OrderAnswerSchema);
