// Baskets: a signed-in user's one open basket, or an anonymous visitor's (found by its
// unguessable id). A basket belongs to its user or its anonymous id only: another user's
// basket, or another group's, is "not found" and nothing is touched. Totals are computed
// here from catalogue prices, never taken from a client.
import { randomUUID } from 'node:crypto';
import type { Conn, Db, Queryable } from '../../db/index';
import { notFound, unauthorized, unprocessable } from '../../http/errors';
import type { AuthUser } from '../../http/env';
import { computeTotals, MAX_QUANTITY, toDollars, totalsOnWire, unitPrice, type CouponRule, type PricedLine, type Totals } from '../money';

export const BASKET_NOT_FOUND = 'That basket was not found.';
export const PRODUCT_NOT_FOUND = 'That product was not found.';
import { QUANTITY_TOO_MANY } from '../../../shared/schemas/shop';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type BasketStatus = 'open' | 'checkout' | 'ordered' | 'subscription';
/** shop: the basket the shop and checkout use; subscription: the wizard's draft (migration 015). */
export type BasketPurpose = 'shop' | 'subscription';

export interface BasketRow {
  id: string;
  vet_id: string;
  user_id: number | null;
  /** open: being filled; checkout: an order is being paid; ordered: became an order; subscription: a subscription's. */
  status: BasketStatus;
  vet_name: string;
  username: string | null;
}

export interface BasketLine extends PricedLine {
  id: number;
  productId: number;
  productName: string;
  productSlug: string;
  productImages: string[];
  sku: string;
}

const BASKET_SELECT = `select b.id, b.vet_id, b.user_id, b.status, g.name as vet_name, u.email as username
  from baskets b join vet_groups g on g.id = b.vet_id left join users u on u.id = b.user_id`;

/**
 * The basket with this id, if the caller may use it: an anonymous basket by its id alone, a
 * user's basket only with that user's token. Anything else is "not found" (no hint it exists).
 */
export async function findBasket(db: Conn, vetId: string, user: AuthUser | undefined, id: string, status: BasketStatus = 'open') {
  if (!UUID.test(id)) return undefined;
  const row = await db.one<BasketRow>(`${BASKET_SELECT} where b.id = $1 and b.vet_id = $2 and b.status = $3`, [id.toLowerCase(), vetId, status]);
  if (!row) return undefined;
  if (row.user_id !== null && row.user_id !== user?.id) return undefined;
  return row;
}

export async function ownBasket(db: Conn, vetId: string, user: AuthUser | undefined, id: string) {
  const row = await findBasket(db, vetId, user, id);
  if (!row) throw notFound(BASKET_NOT_FOUND);
  return row;
}

/** The signed-in user's open basket (or subscription draft), if they have one. */
export async function userBasket(db: Conn, user: AuthUser, purpose: BasketPurpose = 'shop') {
  return db.one<BasketRow>(`${BASKET_SELECT} where b.vet_id = $1 and b.user_id = $2 and b.status = 'open' and b.purpose = $3`, [user.vetId, user.id, purpose]);
}

/** The user's open basket of this purpose, made when there is none; its id. */
async function ensureUserBasket(tx: Conn, vetId: string, user: AuthUser, purpose: BasketPurpose): Promise<string> {
  await tx.query(
    `insert into baskets (id, vet_id, user_id, purpose) values ($1, $2, $3, $4)
     on conflict (user_id, purpose) where status = 'open' and user_id is not null do nothing`,
    [randomUUID(), vetId, user.id, purpose],
  );
  const row = await tx.one<{ id: string }>(`select id from baskets where vet_id = $1 and user_id = $2 and status = 'open' and purpose = $3 for update`, [
    vetId,
    user.id,
    purpose,
  ]);
  if (!row) throw new Error('basket was not created');
  return row.id;
}

interface LineRow {
  id: number;
  product_id: number;
  quantity: number;
  name: string;
  slug: string;
  sku: string;
  images: string[];
  price_cents: number;
  discounted_price_cents: number | null;
  shipping_cost_cents: number;
}

/** The basket's lines with today's catalogue prices, oldest first. Inactive products are left out. */
export async function basketLines(db: Queryable, vetId: string, basketId: string): Promise<BasketLine[]> {
  const { rows } = await db.query<LineRow>(
    `select i.id, i.product_id, i.quantity, p.name, p.slug, p.sku, p.images, p.price_cents, p.discounted_price_cents, p.shipping_cost_cents
       from basket_items i join products p on p.id = i.product_id and p.vet_id = i.vet_id
      where i.basket_id = $1 and i.vet_id = $2 and p.active
      order by i.id`,
    [basketId, vetId],
  );
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    productName: r.name,
    productSlug: r.slug,
    productImages: r.images,
    sku: r.sku,
    quantity: r.quantity,
    priceCents: r.price_cents,
    discountedPriceCents: r.discounted_price_cents,
    shippingCostCents: r.shipping_cost_cents,
  }));
}

export function lineOnWire(line: BasketLine) {
  return {
    id: line.id,
    productId: line.productId,
    productName: line.productName,
    productSlug: line.productSlug,
    productImages: line.productImages,
    quantity: line.quantity,
    price: toDollars(line.priceCents),
    discountedPrice: line.discountedPriceCents === null ? null : toDollars(line.discountedPriceCents),
    unitPrice: toDollars(unitPrice(line)),
    itemTotal: toDollars(unitPrice(line) * line.quantity),
    shippingCost: toDollars(line.shippingCostCents),
    deleted: false,
  };
}

export function basketOnWire(row: BasketRow, lines: BasketLine[], totals: Totals = computeTotals(lines)) {
  const { subTotal, shippingTotal, tax, total } = totalsOnWire(totals);
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    vetId: row.vet_id,
    vetName: row.vet_name,
    basketItems: lines.map(lineOnWire),
    subTotal,
    shippingTotal,
    tax,
    total,
  };
}
export type BasketView = ReturnType<typeof basketOnWire>;

export async function viewBasket(db: Conn, row: BasketRow): Promise<BasketView> {
  return basketOnWire(row, await basketLines(db, row.vet_id, row.id));
}

/** Totals of a basket for a checkout choice (delivery or click and collect) and coupon. */
export async function basketTotals(db: Conn, row: BasketRow, options: { isClickAndCollect?: boolean; coupon?: CouponRule | null } = {}) {
  const lines = await basketLines(db, row.vet_id, row.id);
  return { lines, totals: computeTotals(lines, options) };
}

// ---- Changes ----------------------------------------------------------------------------

export interface ItemChange {
  productId: number;
  quantity: number;
}

async function assertProducts(db: Queryable, vetId: string, productIds: number[]) {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  const { rows } = await db.query<{ id: number }>('select id from products where vet_id = $1 and active and id = any($2::int[])', [vetId, ids]);
  if (rows.length !== ids.length) throw notFound(PRODUCT_NOT_FOUND);
}

const tooMany = () => unprocessable(QUANTITY_TOO_MANY, { issues: { quantity: QUANTITY_TOO_MANY } });

/** Adds quantities to lines (a new line when the product is not there yet). */
async function addItems(tx: Queryable, vetId: string, basketId: string, items: ItemChange[]) {
  const merged = new Map<number, number>();
  for (const item of items) merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
  await assertProducts(tx, vetId, [...merged.keys()]);
  for (const [productId, quantity] of merged) {
    const current = await tx.query<{ quantity: number }>('select quantity from basket_items where basket_id = $1 and product_id = $2 for update', [
      basketId,
      productId,
    ]);
    const next = (current.rows[0]?.quantity ?? 0) + quantity;
    if (next > MAX_QUANTITY) throw tooMany();
    await tx.query(
      `insert into basket_items (vet_id, basket_id, product_id, quantity) values ($1, $2, $3, $4)
       on conflict (basket_id, product_id) do update set quantity = $4`,
      [vetId, basketId, productId, next],
    );
  }
  await touch(tx, basketId);
}

const touch = (tx: Queryable, basketId: string) => tx.query('update baskets set updated_at = now() where id = $1', [basketId]);

/**
 * POST /api/v1/basket. Anonymous: always a new basket. Signed in: the user's open basket
 * (one per user, by a unique index), created when there is none, with the items added.
 */
export async function createBasket(db: Db, vetId: string, user: AuthUser | undefined, items: ItemChange[], purpose: BasketPurpose = 'shop') {
  if (purpose !== 'shop' && !user) throw unauthorized('Please sign in to create a subscription.');
  const id = await db.tx(async (tx) => {
    let basketId: string | undefined;
    if (user) {
      basketId = await ensureUserBasket(tx, vetId, user, purpose);
    } else {
      basketId = (await tx.one<{ id: string }>('insert into baskets (id, vet_id) values ($1, $2) returning id', [randomUUID(), vetId]))?.id;
    }
    if (!basketId) throw new Error('basket was not created');
    if (items.length) await addItems(tx, vetId, basketId, items);
    return basketId;
  });
  return viewBasket(db, (await findBasket(db, vetId, user, id))!);
}

export async function addToBasket(db: Db, vetId: string, user: AuthUser | undefined, basketId: string, item: ItemChange) {
  const row = await ownBasket(db, vetId, user, basketId);
  await db.tx((tx) => addItems(tx, vetId, row.id, [item]));
  return viewBasket(db, row);
}

export interface LineUpdate {
  id?: number | undefined;
  productId?: number | undefined;
  quantity: number;
  deleted: boolean;
}

/**
 * Basket update: each item sets its line's quantity (a new line for a new product); a
 * deleted item or quantity 0 removes the line. Lines not mentioned stay as they are.
 */
export async function updateItems(db: Db, vetId: string, user: AuthUser | undefined, basketId: string, items: LineUpdate[]) {
  const row = await ownBasket(db, vetId, user, basketId);
  await db.tx(async (tx) => {
    const { rows: existing } = await tx.query<{ id: number; product_id: number }>('select id, product_id from basket_items where basket_id = $1 for update', [
      row.id,
    ]);
    const resolved = items.map((item) => {
      const productId = item.productId ?? existing.find((e) => e.id === item.id)?.product_id;
      if (productId === undefined) throw notFound(PRODUCT_NOT_FOUND);
      return { productId, quantity: item.quantity, remove: item.deleted || item.quantity === 0 };
    });
    await assertProducts(
      tx,
      vetId,
      resolved.filter((r) => !r.remove).map((r) => r.productId),
    );
    for (const change of resolved) {
      if (change.remove) {
        await tx.query('delete from basket_items where basket_id = $1 and product_id = $2', [row.id, change.productId]);
      } else {
        await tx.query(
          `insert into basket_items (vet_id, basket_id, product_id, quantity) values ($1, $2, $3, $4)
           on conflict (basket_id, product_id) do update set quantity = excluded.quantity`,
          [vetId, row.id, change.productId, change.quantity],
        );
      }
    }
    await touch(tx, row.id);
  });
  return viewBasket(db, row);
}

export async function removeFromBasket(db: Db, vetId: string, user: AuthUser | undefined, basketId: string, productId: number) {
  const row = await ownBasket(db, vetId, user, basketId);
  await db.query('delete from basket_items where basket_id = $1 and vet_id = $2 and product_id = $3', [row.id, vetId, productId]);
  return viewBasket(db, row);
}

export async function clearBasket(db: Db, vetId: string, user: AuthUser | undefined, basketId: string) {
  const row = await ownBasket(db, vetId, user, basketId);
  await db.query('delete from basket_items where basket_id = $1 and vet_id = $2', [row.id, vetId]);
  return viewBasket(db, row);
}

/**
 * Signing in with a guest basket: its lines move into the user's open basket (made when there
 * is none), quantities added up to the limit, products no longer sold left out, and the guest
 * basket is deleted so its id stops working. The guest basket row is locked first, so two tabs
 * signing in at once merge it once: the second finds it gone ("not found").
 */
export async function mergeGuestBasket(db: Db, vetId: string, user: AuthUser, guestId: string) {
  const id = await db.tx(async (tx) => {
    const guest = UUID.test(guestId)
      ? await tx.one<{ id: string; user_id: number | null }>(`select id, user_id from baskets where id = $1 and vet_id = $2 and status = 'open' for update`, [
          guestId.toLowerCase(),
          vetId,
        ])
      : undefined;
    // Someone else's basket is "not found" too; the user's own basket needs no merging.
    if (!guest || (guest.user_id !== null && guest.user_id !== user.id)) throw notFound(BASKET_NOT_FOUND);
    if (guest.user_id === user.id) return guest.id;
    const own = { id: await ensureUserBasket(tx, vetId, user, 'shop') };
    await tx.query(
      `insert into basket_items (vet_id, basket_id, product_id, quantity)
       select g.vet_id, $2, g.product_id, g.quantity from basket_items g
         join products p on p.vet_id = g.vet_id and p.id = g.product_id and p.active
        where g.basket_id = $1
       on conflict (basket_id, product_id) do update set quantity = least(basket_items.quantity + excluded.quantity, ${MAX_QUANTITY})`,
      [guest.id, own.id],
    );
    await tx.query('delete from baskets where id = $1', [guest.id]);
    await touch(tx, own.id);
    return own.id;
  });
  return viewBasket(db, (await findBasket(db, vetId, user, id))!);
}
