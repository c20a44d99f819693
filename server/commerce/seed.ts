// Demo commerce data: the catalogues of both groups and their coupons (demo/seed/shop.json),
// and Sam's past orders.
import type { Queryable } from '../db/index';
import { basketLines } from './basket/service';
import { computeTotals } from './money';
import { insertOrder, type AddressSnapshot } from './orders/store';
import { readDemoShop, type CatalogueProduct, type SeedCoupon } from './shop/catalogue';

export const productImage = (slug: string) => `/demo/assets/products/${slug}.svg`;

async function seedProducts(db: Queryable, vetId: string, products: CatalogueProduct[]) {
  for (const [position, item] of products.entries()) {
    await db.query(
      `insert into products (vet_id, slug, sku, name, brand, description, categories, pet_types, images, price_cents,
                             discounted_price_cents, shipping_cost_cents, special_rank, position)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        vetId,
        item.slug,
        item.sku,
        item.name,
        item.brand,
        item.description,
        item.categories,
        item.petTypes,
        [productImage(item.slug)],
        item.priceCents,
        item.discountedPriceCents ?? null,
        item.shippingCostCents,
        item.specialRank ?? null,
        position,
      ],
    );
  }
}

async function seedCoupons(db: Queryable, coupons: readonly SeedCoupon[]) {
  for (const c of coupons) {
    await db.query(
      `insert into coupons (vet_id, code, description, kind, percent_off, amount_off_cents, min_spend_cents, starts_at, expires_at, usage_limit, first_order_only)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        c.vetId,
        c.code,
        c.description,
        c.kind,
        c.percentOff,
        c.amountOffCents,
        c.minSpendCents,
        c.startsAt,
        c.expiresAt,
        c.usageLimit,
        c.firstOrderOnly ?? false,
      ],
    );
  }
}

interface PastOrder {
  createdAt: string;
  status: 'processing' | 'complete' | 'cancelled';
  items: [slug: string, quantity: number][];
  collectFrom?: string;
  address?: AddressSnapshot;
  tracking?: { carrier: string; number: string; url: string; status: 'Preparing' | 'Processing' | 'InTransit' | 'Delivered'; at: string };
}

const SAM_HOME: AddressSnapshot = { company: '', street: '12 Victoria Street', suburb: 'Hamilton Central', city: 'Hamilton', postCode: '3204', regionId: 3 };
const SAM_FARM: AddressSnapshot = {
  company: 'Taylor Farms Ltd',
  street: '480 Pukerimu Lane',
  suburb: 'RD 2',
  city: 'Cambridge',
  postCode: '3494',
  regionId: 3,
};

/** Sam's order history (the account's Orders page), oldest first: delivered, collected, cancelled, on its way. */
const SAM_ORDERS: PastOrder[] = [
  {
    createdAt: '2026-08-14T02:15:00Z',
    status: 'complete',
    address: SAM_HOME,
    items: [
      ['hills-science-diet-adult-dog-large-breed-12kg', 1],
      ['kong-classic-large', 1],
    ],
    tracking: {
      carrier: 'NZ Post',
      number: 'NZP123456789NZ',
      url: 'https://www.nzpost.co.nz/tools/tracking?trackid=NZP123456789NZ',
      status: 'Delivered',
      at: '2026-08-17T01:30:00Z',
    },
  },
  { createdAt: '2026-10-02T21:40:00Z', status: 'complete', collectFrom: 'tui-hamilton', items: [['bravecto-chew-dog-10-20kg', 2]] },
  { createdAt: '2026-10-20T04:05:00Z', status: 'cancelled', address: SAM_FARM, items: [['virbac-cet-toothpaste-poultry-70g', 1]] },
  {
    createdAt: '2026-11-18T19:20:00Z',
    status: 'processing',
    address: SAM_FARM,
    items: [
      ['cydectin-pour-on-cattle-5l', 1],
      ['virbac-cet-toothpaste-poultry-70g', 2],
    ],
    tracking: {
      carrier: 'Mainfreight',
      number: 'MF7781203',
      url: 'https://www.mainfreight.com/track?ref=MF7781203',
      status: 'InTransit',
      at: '2026-11-20T22:00:00Z',
    },
  },
];

/** Past orders are written like real ones: from a (closed) basket, totals by the same rules. */
async function seedPastOrders(db: Queryable) {
  const sam = (
    await db.query<{ id: number; email: string; first_name: string; last_name: string; phone: string }>(
      `select id, email, first_name, last_name, phone from users where vet_id = 'tui-vets' and email = 'sam@example.nz'`,
    )
  ).rows[0];
  if (!sam) return;
  for (const [n, past] of SAM_ORDERS.entries()) {
    const basketId = `00000000-0000-4000-8000-${String(n + 1).padStart(12, '0')}`;
    await db.query(`insert into baskets (id, vet_id, user_id, status, created_at, updated_at) values ($1, 'tui-vets', $2, 'ordered', $3, $3)`, [
      basketId,
      sam.id,
      past.createdAt,
    ]);
    for (const [slug, quantity] of past.items) {
      await db.query(
        `insert into basket_items (vet_id, basket_id, product_id, quantity) select 'tui-vets', $1, id, $3 from products where vet_id = 'tui-vets' and slug = $2`,
        [basketId, slug, quantity],
      );
    }
    const lines = await basketLines(db, 'tui-vets', basketId);
    const clinic = past.collectFrom
      ? ((await db.query<{ id: string; name: string }>(`select id, name from clinics where vet_id = 'tui-vets' and id = $1`, [past.collectFrom])).rows[0] ??
        null)
      : null;
    const id = await insertOrder(db, {
      vetId: 'tui-vets',
      userId: sam.id,
      basketId,
      idempotencyKey: null,
      chargeId: `ch_seed_${n + 1}`,
      contact: { firstName: sam.first_name, lastName: sam.last_name, email: sam.email, phone: sam.phone },
      isClickAndCollect: clinic !== null,
      clinic,
      address: clinic ? null : (past.address ?? null),
      deliveryNotes: '',
      couponCode: null,
      totals: computeTotals(lines, { isClickAndCollect: clinic !== null }),
      card: { last4: '4242', brand: 'visa', expMonth: 12, expYear: 2034 },
      lines,
      createdAt: new Date(past.createdAt),
    });
    await db.query('update orders set status = $2 where id = $1', [id, past.status]);
    if (past.tracking) {
      const t = past.tracking;
      await db.query('insert into order_tracking (order_id, carrier, tracking_number, tracking_url, status, updated_at) values ($1, $2, $3, $4, $5, $6)', [
        id,
        t.carrier,
        t.number,
        t.url,
        t.status,
        t.at,
      ]);
    }
  }
}

/** The demo shop of demo/seed/shop.json (`seedDir`), then Sam's past orders. */
export async function seedCommerce(db: Queryable, seedDir: string) {
  const shop = readDemoShop(seedDir);
  for (const [vetId, products] of Object.entries(shop.catalogues)) await seedProducts(db, vetId, products);
  await seedCoupons(db, shop.coupons);
  await seedPastOrders(db);
}
