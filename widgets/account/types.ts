// What the account area reads from the API (spec 2 section 3), checked with valibot before
// any screen sees it. Loose objects: extra fields the server adds are kept, not refused.
import * as v from 'valibot';
import { RegionAnswerSchema } from '../../shared/schemas/profile';

const id = v.union([v.number(), v.string()]);
const text = v.optional(v.nullable(v.string()), '');
const num = v.optional(v.nullable(v.union([v.number(), v.pipe(v.string(), v.transform(Number))])), null);

// The profile and its addresses: shared/schemas/profile.ts (shared/api/profile.ts parses them).
export type { Address, Profile } from '../../shared/schemas/profile';

export const PetSchema = v.looseObject({
  id,
  name: v.string(),
  type: v.optional(v.nullable(v.string()), null),
  otherPetType: text,
  species: v.optional(v.nullable(v.looseObject({ id: v.number(), name: v.optional(v.string(), '') })), null),
  speciesId: v.optional(v.nullable(v.number()), null),
  breed: text,
  gender: v.optional(v.nullable(v.string()), null),
  dateOfBirth: v.optional(v.nullable(v.string()), null),
  weight: num,
  desexed: v.optional(v.nullable(v.boolean()), null),
  microchipNumber: text,
  age: v.optional(v.nullable(v.string()), null),
  photoUrl: v.optional(v.nullable(v.string()), null),
  isLinkedToPms: v.optional(v.boolean(), false),
  // The practice system's records (spec 2 section 3), read-only: known only for linked pets.
  vaccinationUpToDate: v.optional(v.nullable(v.boolean()), null),
  vaccinations: v.optional(v.array(v.looseObject({ type: v.string(), dueDate: v.optional(v.nullable(v.string()), null), vet: text })), []),
  missingVaccinations: v.optional(v.array(v.string()), []),
  treatments: v.optional(v.array(v.looseObject({ type: v.string(), date: v.optional(v.nullable(v.string()), null), vet: text })), []),
});
export type Pet = v.InferOutput<typeof PetSchema>;

export const PhotoResultSchema = v.looseObject({ photoUrl: v.string() });

/** Species: a list of single id-to-name maps (spec 1 section 7), flattened for a select. */
export const SpeciesListSchema = v.pipe(
  v.array(v.record(v.string(), v.string())),
  v.transform((maps) => maps.flatMap((m) => Object.entries(m).map(([key, name]) => ({ id: key, name })))),
);
export type Species = v.InferOutput<typeof SpeciesListSchema>[number];

export const CardSchema = v.looseObject({
  id,
  cardNumber: v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
  brand: text,
  expiryMonth: num,
  expiryYear: num,
  isDefault: v.optional(v.boolean(), false),
});
export type Card = v.InferOutput<typeof CardSchema>;

const BasketItemSchema = v.looseObject({
  id: v.optional(id),
  productId: v.optional(id),
  productName: text,
  quantity: v.optional(v.number(), 1),
  price: num,
  itemTotal: num,
  deleted: v.optional(v.nullable(v.boolean()), false),
});
export type BasketItem = v.InferOutput<typeof BasketItemSchema>;

const BasketSchema = v.looseObject({
  id: v.optional(id),
  basketItems: v.optional(v.array(BasketItemSchema), []),
  subTotal: num,
  shippingTotal: num,
  discount: num,
  tax: num,
  total: num,
});

const OrderAddressSchema = v.looseObject({
  company: text,
  street: text,
  suburb: text,
  city: text,
  postCode: text,
  region: v.optional(v.nullable(RegionAnswerSchema), null),
});
export type OrderAddress = v.InferOutput<typeof OrderAddressSchema>;

export const OrderSchema = v.looseObject({
  id,
  number: v.optional(v.nullable(v.union([v.string(), v.number()])), null),
  createdDate: v.string(),
  status: v.string(),
  isClickAndCollect: v.optional(v.boolean(), false),
  clinic: v.optional(v.nullable(v.looseObject({ name: v.string() })), null),
  deliveryNotes: text,
  address: v.optional(v.nullable(OrderAddressSchema), null),
  paymentMethod: v.optional(
    v.nullable(v.looseObject({ cardNumber: v.optional(v.nullable(v.union([v.string(), v.number()])), ''), brand: text, expiryMonth: num, expiryYear: num })),
    null,
  ),
  basket: v.optional(v.nullable(BasketSchema), null),
  courierTracking: v.optional(
    v.array(v.looseObject({ carrier: text, trackingNumber: text, trackingUrl: text, status: text, updatedDate: v.optional(v.nullable(v.string()), null) })),
    [],
  ),
});
export type Order = v.InferOutput<typeof OrderSchema>;

export const SubscriptionSchema = v.looseObject({
  id,
  name: v.string(),
  status: v.string(),
  interval: v.optional(v.nullable(v.string()), null),
  intervalCount: v.optional(v.nullable(v.number()), null),
  deliveryFrequency: v.optional(v.nullable(v.string()), null),
  nextPaymentDate: v.optional(v.nullable(v.string()), null),
  basket: v.optional(v.nullable(BasketSchema), null),
  address: v.optional(v.nullable(OrderAddressSchema), null),
  paymentMethod: v.optional(v.nullable(v.looseObject({ cardNumber: v.optional(v.nullable(v.union([v.string(), v.number()])), ''), brand: text })), null),
  deliveryNotes: text,
});
export type Subscription = v.InferOutput<typeof SubscriptionSchema>;

export const pageOf = <S extends v.GenericSchema>(item: S) => v.object({ items: v.array(item), total: v.optional(v.number(), 0) });
export type Page<T> = { items: T[]; total: number };
