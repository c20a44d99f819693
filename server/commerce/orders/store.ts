// Orders as stored and as the spec's Order entity shows them (the spec: id, number,
// createdDate, status, address, paymentMethod, basket, courierTracking[]). Writing one is
// shared by the checkout and the subscription scheduler; reading always filters by vet_id
// and, for a customer, by user_id.
import type { InferInput } from 'valibot';
import type { OrderAnswerSchema } from '../../../shared/schemas/orders';
import type { Conn, Queryable } from '../../db/index';
import { REGIONS } from '../../../shared/domain/regions';
import { toDollars, totalsOnWire, unitPrice, type Totals } from '../money';
import type { BasketLine } from '../basket/service';
import type { CardSummary } from '../../payments/index';

export const ORDER_NOT_FOUND = 'That order was not found.';

/** An address as it was when ordered: { company, street, suburb, city, postCode, regionId }. */
export interface AddressSnapshot {
  company: string;
  street: string;
  suburb: string;
  city: string;
  postCode: string;
  regionId: number;
}

export interface NewOrder {
  vetId: string;
  userId: number | null;
  subscriptionId?: number | null;
  basketId: string;
  idempotencyKey: string | null;
  chargeId: string | null;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  isClickAndCollect: boolean;
  clinic: { id: string; name: string } | null;
  address: AddressSnapshot | null;
  deliveryNotes: string;
  couponCode: string | null;
  totals: Totals;
  card: CardSummary | null;
  lines: BasketLine[];
  createdAt: Date;
}

/** Inserts the order and its lines (inside the caller's transaction); returns its id. */
export async function insertOrder(tx: Queryable, o: NewOrder): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into orders (vet_id, user_id, subscription_id, basket_id, idempotency_key, charge_id, first_name, last_name, email, phone,
                         is_click_and_collect, clinic_id, clinic_name, address, delivery_notes, coupon_code,
                         sub_total_cents, discount_cents, shipping_cents, total_cents, tax_cents,
                         card_last4, card_brand, card_exp_month, card_exp_year, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26)
     returning id`,
    [
      o.vetId,
      o.userId,
      o.subscriptionId ?? null,
      o.basketId,
      o.idempotencyKey,
      o.chargeId,
      o.contact.firstName,
      o.contact.lastName,
      o.contact.email,
      o.contact.phone,
      o.isClickAndCollect,
      o.clinic?.id ?? null,
      o.clinic?.name ?? null,
      o.address ? JSON.stringify(o.address) : null,
      o.deliveryNotes,
      o.couponCode,
      o.totals.subTotalCents,
      o.totals.discountCents,
      o.totals.shippingCents,
      o.totals.totalCents,
      o.totals.taxCents,
      o.card?.last4 ?? null,
      o.card?.brand ?? null,
      o.card?.expMonth ?? null,
      o.card?.expYear ?? null,
      o.createdAt,
    ],
  );
  const id = rows[0]!.id;
  for (const line of o.lines) {
    await tx.query(
      `insert into order_items (order_id, product_id, product_name, product_slug, product_images, sku, quantity, price_cents,
                                discounted_price_cents, shipping_cost_cents, item_total_cents)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        id,
        line.productId,
        line.productName,
        line.productSlug,
        line.productImages,
        line.sku,
        line.quantity,
        line.priceCents,
        line.discountedPriceCents,
        line.shippingCostCents,
        unitPrice(line) * line.quantity,
      ],
    );
  }
  return id;
}

interface OrderRow {
  id: number;
  number: number;
  created_at: Date | string;
  status: string;
  user_id: number | null;
  subscription_id: number | null;
  basket_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  is_click_and_collect: boolean;
  clinic_id: string | null;
  clinic_name: string | null;
  address: AddressSnapshot | string | null;
  delivery_notes: string;
  coupon_code: string | null;
  sub_total_cents: number;
  discount_cents: number;
  shipping_cents: number;
  total_cents: number;
  tax_cents: number;
  card_last4: string | null;
  card_brand: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  vet_name: string;
}

interface ItemRow {
  id: number;
  order_id: number;
  product_id: number | null;
  product_name: string;
  product_slug: string | null;
  product_images: string[];
  quantity: number;
  price_cents: number;
  discounted_price_cents: number | null;
  shipping_cost_cents: number;
  item_total_cents: number;
}

interface TrackingRow {
  order_id: number;
  carrier: string;
  tracking_number: string;
  tracking_url: string;
  status: string;
  updated_at: Date | string;
}

const ORDER_SELECT = `select o.id, o.number::int as number, o.created_at, o.status, o.user_id, o.subscription_id, o.basket_id, o.first_name, o.last_name,
    o.email, o.phone, o.is_click_and_collect, o.clinic_id, o.clinic_name, o.address, o.delivery_notes, o.coupon_code, o.sub_total_cents,
    o.discount_cents, o.shipping_cents, o.total_cents, o.tax_cents, o.card_last4, o.card_brand, o.card_exp_month, o.card_exp_year, g.name as vet_name
  from orders o join vet_groups g on g.id = o.vet_id`;

const iso = (d: Date | string) => new Date(d).toISOString();

function toOrder(r: OrderRow, items: ItemRow[], tracking: TrackingRow[]) {
  const address = typeof r.address === 'string' ? (JSON.parse(r.address) as AddressSnapshot) : r.address;
  const region = address ? REGIONS.find((x) => x.id === address.regionId) : undefined;
  const totals = totalsOnWire({
    subTotalCents: r.sub_total_cents,
    discountCents: r.discount_cents,
    shippingCents: r.shipping_cents,
    totalCents: r.total_cents,
    taxCents: r.tax_cents,
  });
  return {
    id: r.id,
    number: r.number,
    createdDate: iso(r.created_at),
    status: r.status,
    isClickAndCollect: r.is_click_and_collect,
    clinic: r.clinic_id ? { id: r.clinic_id, name: r.clinic_name ?? '' } : null,
    contact: { firstName: r.first_name, lastName: r.last_name, email: r.email, phone: r.phone },
    deliveryNotes: r.delivery_notes,
    coupon: r.coupon_code,
    subscriptionId: r.subscription_id,
    address: address
      ? {
          company: address.company,
          street: address.street,
          suburb: address.suburb,
          city: address.city,
          postCode: address.postCode,
          region: region ? { id: region.id, name: region.name } : null,
        }
      : null,
    paymentMethod: r.card_last4
      ? { cardNumber: r.card_last4, brand: r.card_brand ?? 'unknown', expiryMonth: r.card_exp_month, expiryYear: r.card_exp_year }
      : null,
    basket: {
      id: r.basket_id,
      username: r.email,
      vetName: r.vet_name,
      basketItems: items.map((i) => ({
        id: i.id,
        productId: i.product_id,
        productName: i.product_name,
        productSlug: i.product_slug,
        productImages: i.product_images,
        quantity: i.quantity,
        price: toDollars(i.price_cents),
        discountedPrice: i.discounted_price_cents === null ? null : toDollars(i.discounted_price_cents),
        itemTotal: toDollars(i.item_total_cents),
        shippingCost: toDollars(i.shipping_cost_cents),
        deleted: false,
      })),
      ...totals,
    },
    courierTracking: tracking.map((t) => ({
      carrier: t.carrier,
      trackingNumber: t.tracking_number,
      trackingUrl: t.tracking_url,
      status: t.status,
      updatedDate: iso(t.updated_at),
    })),
  } satisfies InferInput<typeof OrderAnswerSchema>;
}
export type OrderView = ReturnType<typeof toOrder>;

async function withDetails(db: Queryable, rows: OrderRow[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const items = (await db.query<ItemRow>('select * from order_items where order_id = any($1::int[]) order by id', [ids])).rows;
  const tracking = (await db.query<TrackingRow>('select * from order_tracking where order_id = any($1::int[]) order by updated_at, id', [ids])).rows;
  return rows.map((r) =>
    toOrder(
      r,
      items.filter((i) => i.order_id === r.id),
      tracking.filter((t) => t.order_id === r.id),
    ),
  );
}

/** One order of the group by id (no owner check: callers pass the owner's filter). */
export async function orderById(db: Queryable, vetId: string, id: number, userId?: number): Promise<OrderView | undefined> {
  const params: unknown[] = [vetId, id];
  let where = 'o.vet_id = $1 and o.id = $2';
  if (userId !== undefined) {
    params.push(userId);
    where += ' and o.user_id = $3';
  }
  const { rows } = await db.query<OrderRow>(`${ORDER_SELECT} where ${where}`, params);
  return (await withDetails(db, rows))[0];
}

/** A customer's orders, newest first, one page. */
export async function listOrders(db: Conn, vetId: string, userId: number, page: { offset: number; limit: number }, subscriptionId?: number) {
  const params: unknown[] = [vetId, userId];
  let where = 'o.vet_id = $1 and o.user_id = $2';
  if (subscriptionId !== undefined) {
    params.push(subscriptionId);
    where += ` and o.subscription_id = $${params.length}`;
  }
  const total = (await db.one<{ n: number }>(`select count(*)::int as n from orders o where ${where}`, params))!.n;
  const { rows } = await db.query<OrderRow>(
    `${ORDER_SELECT} where ${where} order by o.created_at desc, o.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return { items: await withDetails(db, rows), total };
}
