// The fundraiser as the content service gives it (t1-fundraiser), checked at the edge so
// the steps read plain fields. The spec: items (product id, name, price, image),
// pickupLocations (id, name, friendlyAddress, pickupTime, address as longitude then
// latitude), payOnPickup and the thank-you page's title, image and body.
import * as v from 'valibot';
import { RichTextSchema, type SlateNode } from '../../shared/content/richText';

const text = v.pipe(
  v.nullish(v.string(), ''),
  v.transform((x) => x ?? ''),
);
const image = v.pipe(
  v.nullish(v.union([v.string(), v.object({ url: v.string(), alt: v.optional(v.nullable(v.string())) })]), null),
  v.transform((x) => (x === null ? null : typeof x === 'string' ? { url: x, alt: '' } : { url: x.url, alt: x.alt ?? '' })),
);
/** Rich text: Slate nodes, or the group's CMS's Lexical state read into them. */
const slate = v.pipe(
  v.nullish(RichTextSchema, []),
  v.transform((x) => (x ?? []) as SlateNode[]),
);

const ItemSchema = v.pipe(
  v.looseObject({
    id: v.optional(v.string()),
    name: v.optional(v.string()),
    price: v.optional(v.number()),
    image,
    description: text,
    product: v.optional(v.looseObject({ id: v.union([v.string(), v.number()]), name: v.string(), price: v.number(), image })),
  }),
  // The spec nests the product (items[].product); the demo content has it flat. Both read.
  v.transform((i) => ({
    id: String(i.product?.id ?? i.id ?? ''),
    name: i.product?.name ?? i.name ?? '',
    price: i.product?.price ?? i.price ?? 0,
    image: i.product?.image ?? i.image,
    description: i.description,
  })),
);
export type FundraiserItem = v.InferOutput<typeof ItemSchema>;

const coordinates = v.pipe(
  v.nullish(v.union([v.tuple([v.number(), v.number()]), v.object({ coordinates: v.tuple([v.number(), v.number()]) })]), null),
  v.transform((x) => (x === null ? null : Array.isArray(x) ? x : x.coordinates)),
);

const PickupSchema = v.object({ id: v.string(), name: v.string(), friendlyAddress: text, pickupTime: text, address: coordinates });
export type PickupLocation = v.InferOutput<typeof PickupSchema>;

export const FundraiserSchema = v.object({
  id: v.string(),
  name: v.string(),
  active: v.optional(v.boolean(), true),
  startDate: v.nullish(v.string()),
  endDate: v.nullish(v.string()),
  images: v.pipe(
    v.nullish(v.array(image), []),
    v.transform((x) => (x ?? []).filter((i): i is NonNullable<typeof i> => i !== null)),
  ),
  body: slate,
  items: v.pipe(
    v.nullish(v.array(ItemSchema), []),
    v.transform((x) => (x ?? []).filter((i) => i.id)),
  ),
  pickupLocations: v.pipe(
    v.nullish(v.array(PickupSchema), []),
    v.transform((x) => x ?? []),
  ),
  payOnPickup: v.optional(v.boolean(), false),
  thankYouPageTitle: text,
  thankYouPageImage: image,
  thankYouPageBody: slate,
});
export type Fundraiser = v.InferOutput<typeof FundraiserSchema>;

/** The event taking orders now: active and between its start and end. */
export function openFundraiser(docs: unknown[], now: Date): Fundraiser | null {
  for (const doc of docs) {
    const parsed = v.safeParse(FundraiserSchema, doc);
    if (!parsed.success) continue;
    const f = parsed.output;
    if (!f.active) continue;
    if (f.startDate && new Date(f.startDate) > now) continue;
    if (f.endDate && new Date(f.endDate) <= now) continue;
    return f;
  }
  return null;
}

/** [longitude, latitude] → the Google Maps directions link the spec's 'Get directions' opens. */
export function directionsUrl(location: PickupLocation): string | null {
  if (!location.address) return null;
  const [lng, lat] = location.address;
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
