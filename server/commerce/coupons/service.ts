// Coupons (docs/commerce.md, "Coupons"): a percentage or a fixed amount off the products,
// optionally from/until a date, above a minimum spend, and up to a number of uses. The
// usage limit is held by the database (a check constraint on times_used), so two orders
// racing for the last use cannot both get it.
import type { Conn, Queryable } from '../../db/index';
import { unprocessable } from '../../http/errors';
import { formatMoney } from '../../../shared/format/money';
import { toDollars, type CouponRule } from '../money';

export const COUPON_INVALID = 'This coupon code is not valid.';
export const COUPON_EXPIRED = 'This coupon has expired.';
export const COUPON_NOT_YET = 'This coupon is not valid yet.';
export const COUPON_USED_UP = 'This coupon has been fully redeemed.';
export const EMPTY_BASKET = 'The Basket must have at least 1 item';
export const FIRST_ORDER_ONLY = 'This coupon is for a first order only, and this account or email has ordered before.';
export const minSpendMessage = (cents: number) => `Spend at least ${formatMoney(toDollars(cents))} on products to use this coupon.`;

export interface CouponRow {
  id: number;
  code: string;
  description: string;
  kind: 'percentage' | 'fixed';
  percent_off: number | null;
  amount_off_cents: number | null;
  min_spend_cents: number;
  starts_at: Date | string | null;
  expires_at: Date | string | null;
  usage_limit: number | null;
  times_used: number;
  active: boolean;
  first_order_only: boolean;
}

export const normaliseCode = (code: string) => code.trim().toUpperCase();

export const couponRule = (row: CouponRow): CouponRule => ({
  code: row.code,
  kind: row.kind,
  percentOff: row.percent_off,
  amountOffCents: row.amount_off_cents,
});

const refuse = (message: string) => unprocessable(message, { issues: { coupon: message } });

/**
 * The coupon with this code if it can be used now on products worth subTotalCents; otherwise
 * a 422 saying why (unknown, not started, expired, used up, below the minimum spend).
 */
/** Who is ordering: the account when signed in, and the order's email (a guest's only key). */
export interface Customer {
  userId?: number | null;
  email?: string | null;
}

/**
 * The person an email address reaches, for once-per-person rules: lower case, and a `+tag` in
 * the local part dropped (`name+2@example.nz` is `name@example.nz`). Only these two are
 * standard to every mail service; dots in a local part matter on most and are kept. The same
 * rule in SQL is PERSON_EMAIL_SQL (and migration 022's index on orders).
 */
export const personEmail = (email: string) =>
  email
    .trim()
    .toLowerCase()
    .replace(/^([^+@]*)\+[^@]*@/, '$1@');
const PERSON_EMAIL_SQL = `regexp_replace(lower(email), '^([^+@]*)\\+[^@]*@', '\\1@')`;

/** Whether this account, or anyone reached at this email (any +tag, any case), has an order that was not cancelled. */
async function hasOrderedBefore(db: Conn, vetId: string, customer: Customer): Promise<boolean> {
  const email = personEmail(customer.email ?? '');
  if (!customer.userId && !email) return false;
  return Boolean(
    await db.one(
      `select 1 from orders where vet_id = $1 and status <> 'cancelled'
          and (($2::int is not null and user_id = $2) or ($3 <> '' and ${PERSON_EMAIL_SQL} = $3)) limit 1`,
      [vetId, customer.userId ?? null, email],
    ),
  );
}

export async function usableCoupon(db: Conn, vetId: string, code: string, subTotalCents: number, now: Date, customer: Customer = {}): Promise<CouponRow> {
  const normal = normaliseCode(code);
  if (!/^[A-Z0-9][A-Z0-9-]{1,31}$/.test(normal)) throw refuse(COUPON_INVALID);
  const row = await db.one<CouponRow>('select * from coupons where vet_id = $1 and code = $2', [vetId, normal]);
  if (!row || !row.active) throw refuse(COUPON_INVALID);
  if (row.starts_at && new Date(row.starts_at).getTime() > now.getTime()) throw refuse(COUPON_NOT_YET);
  if (row.expires_at && new Date(row.expires_at).getTime() <= now.getTime()) throw refuse(COUPON_EXPIRED);
  if (row.usage_limit !== null && row.times_used >= row.usage_limit) throw refuse(COUPON_USED_UP);
  if (subTotalCents <= 0) throw refuse(EMPTY_BASKET);
  if (subTotalCents < row.min_spend_cents) throw refuse(minSpendMessage(row.min_spend_cents));
  // A first-order coupon: by account, and by the person's email so a guest cannot reuse it.
  if (row.first_order_only && (await hasOrderedBefore(db, vetId, customer))) throw refuse(FIRST_ORDER_ONLY);
  return row;
}

/** Takes one use of the coupon; refused when the last use has gone (inside the caller's transaction). */
export async function redeemCoupon(tx: Queryable, couponId: number) {
  const { rows } = await tx.query<{ id: number }>(
    'update coupons set times_used = times_used + 1 where id = $1 and (usage_limit is null or times_used < usage_limit) returning id',
    [couponId],
  );
  if (!rows[0]) throw refuse(COUPON_USED_UP);
}

/** Gives a use back (the payment it was taken for did not go through). */
export async function releaseCoupon(tx: Queryable, couponId: number) {
  await tx.query('update coupons set times_used = greatest(times_used - 1, 0) where id = $1', [couponId]);
}
