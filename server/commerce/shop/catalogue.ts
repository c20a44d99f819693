// The demo shop: each group's products and coupons, read from demo/seed/shop.json (products a
// New Zealand mixed-practice clinic sells over the counter). Prices in NZD cents,
// GST-inclusive; images are demo/assets/products/<slug>.svg; a product's shipping cost is its
// parcel size's (docs/commerce.md, "Shipping"); specials (rank) are what GET
// /api/v1/shop/special lists, best first. Coupon dates are UTC. A malformed file stops the
// seed with the path of what is wrong.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';

const Cents = v.pipe(v.number(), v.integer(), v.minValue(0));
const Parcel = v.picklist(['small', 'medium', 'large', 'freight']);

/** What a parcel of one size costs to send, and what goes in one. */
const ParcelSize = v.strictObject({ shippingCostCents: Cents, holds: v.string() });

const SeedProduct = v.strictObject({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  sku: v.string(),
  name: v.string(),
  brand: v.string(),
  categories: v.array(v.string()),
  petTypes: v.array(v.string()),
  priceCents: Cents,
  discountedPriceCents: v.optional(Cents),
  specialRank: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  parcel: Parcel,
  description: v.string(),
});

const SeedCoupon = v.strictObject({
  vetId: v.string(),
  code: v.string(),
  description: v.string(),
  kind: v.picklist(['percentage', 'fixed']),
  percentOff: v.nullable(v.number()),
  amountOffCents: v.nullable(Cents),
  minSpendCents: Cents,
  startsAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  expiresAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  usageLimit: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  firstOrderOnly: v.optional(v.boolean()),
});

const ShopSeed = v.strictObject({
  parcels: v.strictObject({ small: ParcelSize, medium: ParcelSize, large: ParcelSize, freight: ParcelSize }),
  products: v.record(v.string(), v.array(SeedProduct)),
  coupons: v.array(SeedCoupon),
});

export type SeedCoupon = v.InferOutput<typeof SeedCoupon>;
export type CatalogueProduct = Omit<v.InferOutput<typeof SeedProduct>, 'parcel'> & { shippingCostCents: number };

export interface DemoShop {
  /** Each group's products, in the order the shop lists them by default. */
  catalogues: Record<string, CatalogueProduct[]>;
  coupons: SeedCoupon[];
}

/** The demo shop in `seedDir` (demo/seed). */
export function readDemoShop(seedDir: string): DemoShop {
  const path = join(seedDir, 'shop.json');
  const parsed = v.safeParse(ShopSeed, JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new Error(`${path}: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  }
  const { parcels, products, coupons } = parsed.output;
  const catalogues: Record<string, CatalogueProduct[]> = {};
  for (const [vetId, list] of Object.entries(products)) {
    catalogues[vetId] = list.map(({ parcel, ...product }) => ({ ...product, shippingCostCents: parcels[parcel].shippingCostCents }));
  }
  return { catalogues, coupons };
}
