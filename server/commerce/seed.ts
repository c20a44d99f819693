// Demo commerce data: the catalogues of both groups, their coupons, and Sam's past orders.
import type { Queryable } from '../db/index';
import { DEMO_COUPONS, KEA_CATALOGUE, TUI_CATALOGUE, type CatalogueProduct } from './shop/catalogue';

export const productImage = (slug: string) => `/demo/assets/products/${slug}.svg`;

async function seedProducts(db: Queryable, vetId: string, products: CatalogueProduct[]) {
  for (const [position, item] of products.entries()) {
    await db.query(
      `insert into products (vet_id, slug, sku, name, brand, description, categories, pet_types, images, price_cents,
                             discounted_price_cents, shipping_cost_cents, special_rank, position)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [vetId, item.slug, item.sku, item.name, item.brand, item.description, item.categories, item.petTypes, [productImage(item.slug)],
        item.priceCents, item.discountedPriceCents ?? null, item.shippingCostCents, item.specialRank ?? null, position],
    );
  }
}

async function seedCoupons(db: Queryable) {
  for (const c of DEMO_COUPONS) {
    await db.query(
      `insert into coupons (vet_id, code, description, kind, percent_off, amount_off_cents, min_spend_cents, starts_at, expires_at, usage_limit)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [c.vetId, c.code, c.description, c.kind, c.percentOff, c.amountOffCents, c.minSpendCents, c.startsAt, c.expiresAt, c.usageLimit],
    );
  }
}

export async function seedCommerce(db: Queryable) {
  await seedProducts(db, 'tui-vets', TUI_CATALOGUE);
  await seedProducts(db, 'kea-vets', KEA_CATALOGUE);
  await seedCoupons(db);
}
