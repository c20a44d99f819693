// A signed-in customer's subscriptions (docs/commerce.md
// "Subscriptions"): made from a basket (which then belongs to the subscription), listed,
// shown, edited (name, frequency, next payment date, address, card, notes, products, the
// Active/Suspended toggle) and cancelled. Every query filters by vet_id and user_id.
import type { InferInput } from 'valibot';
import type { SubscriptionAnswerSchema } from '../../../shared/schemas/subscriptions';
import type { Conn, Db, Queryable } from '../../db/index';
import { conflict, notFound, unprocessable } from '../../http/errors';
import type { AuthUser } from '../../http/env';
import { notify } from '../../notifications/store';
import { subscriptionFrequencyLabel } from '../../../shared/domain/limits';
import {
  BASKET_ITEMS_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
  SELECT_PRODUCTS,
  SHIPPING_ADDRESS_REQUIRED,
  type CreateSubscriptionInput,
  type UpdateSubscriptionInput,
} from '../../../shared/schemas/subscriptions';
import { BASKET_NOT_FOUND, PRODUCT_NOT_FOUND, basketLines, basketOnWire, findBasket, type BasketRow } from '../basket/service';
import { listOrders } from '../orders/store';
import { toAddress, type AddressRow } from '../../profile/service';
import { toPaymentMethod, type PaymentMethodRow } from '../../accounts/paymentMethods/service';
import { addDays, formatDate, todayKey } from '../../../shared/format/dates';
import type { Interval } from './schedule';

export const SUBSCRIPTION_NOT_FOUND = 'That subscription was not found.';
export const SUBSCRIPTION_CANCELLED = 'This subscription has been cancelled.';
export const FIRST_DELIVERY_PAST = 'The first delivery date cannot be in the past.';
export const NEXT_PAYMENT_PAST = 'The Next Payment Date cannot be in the past.';
export const DATE_TOO_FAR = 'The date must be within a year from today.';
export const BASKET_TAKEN = 'This basket cannot be used for a subscription.';

export interface SubscriptionRow {
  id: number;
  vet_id: string;
  user_id: number;
  name: string;
  status: 'active' | 'suspended' | 'cancelled' | 'pending';
  interval: Interval;
  interval_count: number;
  basket_id: string;
  address_id: number | null;
  payment_method_id: number | null;
  delivery_notes: string;
  first_delivery_date: string;
  next_payment_date: string;
  anchor_date: string;
  failure_count: number;
  last_failure: string | null;
  last_attempt_on: string | null;
  created_at: Date | string;
}

// Dates as text: a `date` read into a JS Date would shift with the server's time zone.
export const SUBSCRIPTION_COLUMNS = `s.id, s.vet_id, s.user_id, s.name, s.status, s.interval, s.interval_count, s.basket_id, s.address_id, s.payment_method_id,
  s.delivery_notes, to_char(s.first_delivery_date, 'YYYY-MM-DD') as first_delivery_date, to_char(s.next_payment_date, 'YYYY-MM-DD') as next_payment_date,
  to_char(s.anchor_date, 'YYYY-MM-DD') as anchor_date, s.failure_count, s.last_failure, to_char(s.last_attempt_on, 'YYYY-MM-DD') as last_attempt_on, s.created_at`;

const refuse = (message: string, field: string) => unprocessable(message, { issues: { [field]: message } });

/** The latest date a customer may pick: a year from today. */
const latestDate = (today: string) => addDays(today, 366);

async function ownAddress(db: Conn, user: AuthUser, id: number) {
  const row = await db.one<{ id: number }>('select id from addresses where id = $1 and vet_id = $2 and user_id = $3', [id, user.vetId, user.id]);
  if (!row) throw refuse(SHIPPING_ADDRESS_REQUIRED, 'address.id');
}

async function ownCard(db: Conn, user: AuthUser, id: number) {
  const row = await db.one<{ id: number }>('select id from payment_methods where id = $1 and vet_id = $2 and user_id = $3', [id, user.vetId, user.id]);
  if (!row) throw refuse(PAYMENT_METHOD_REQUIRED, 'paymentMethodId');
}

async function ownRow(db: Conn, user: AuthUser, id: number) {
  const row = await db.one<SubscriptionRow>(`select ${SUBSCRIPTION_COLUMNS} from subscriptions s where s.id = $1 and s.vet_id = $2 and s.user_id = $3`, [
    id,
    user.vetId,
    user.id,
  ]);
  if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
  return row;
}

// ---- the Subscription entity ----------------------------------------------------------------

export async function subscriptionView(db: Conn, row: SubscriptionRow) {
  const basket = (await db.one<BasketRow>(
    `select b.id, b.vet_id, b.user_id, b.status, g.name as vet_name, u.email as username
       from baskets b join vet_groups g on g.id = b.vet_id left join users u on u.id = b.user_id where b.id = $1 and b.vet_id = $2`,
    [row.basket_id, row.vet_id],
  ))!;
  const lines = await basketLines(db, row.vet_id, row.basket_id);
  const address = row.address_id
    ? await db.one<AddressRow>('select * from addresses where id = $1 and vet_id = $2 and user_id = $3', [row.address_id, row.vet_id, row.user_id])
    : undefined;
  const card = row.payment_method_id
    ? await db.one<PaymentMethodRow>('select * from payment_methods where id = $1 and vet_id = $2 and user_id = $3', [
        row.payment_method_id,
        row.vet_id,
        row.user_id,
      ])
    : undefined;
  const contact = await db.one<{ firstName: string; lastName: string; email: string; phone: string }>(
    'select first_name as "firstName", last_name as "lastName", email, phone from users where id = $1 and vet_id = $2',
    [row.user_id, row.vet_id],
  );
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    interval: row.interval,
    intervalCount: row.interval_count,
    deliveryFrequency: subscriptionFrequencyLabel(row.interval, row.interval_count),
    nextPaymentDate: row.next_payment_date,
    firstDeliveryDate: row.first_delivery_date,
    basketId: row.basket_id,
    basket: basketOnWire(basket, lines),
    // The saved address and card as the account shows them (the owner is implied here).
    address: address ? withoutOwner(toAddress(address)) : null,
    paymentMethod: card ? toPaymentMethod(card) : null,
    contact: contact ?? null,
    shippingID: row.address_id,
    paymentID: row.payment_method_id,
    deliveryNotes: row.delivery_notes,
    deliveryOptions: { frequency: { interval: row.interval, intervalCount: row.interval_count }, notes: row.delivery_notes },
    failureCount: row.failure_count,
    lastFailure: row.last_failure,
    createdDate: new Date(row.created_at).toISOString(),
  } satisfies InferInput<typeof SubscriptionAnswerSchema>;
}
export type SubscriptionView = Awaited<ReturnType<typeof subscriptionView>>;

// ---- create ---------------------------------------------------------------------------------

/**
 * POST /api/v1/basket/{basketId}/subscription: the basket (the caller's, or an anonymous one
 * they hold) becomes the subscription's; the client then starts a fresh basket. The first
 * order is made by the scheduler on the first delivery date (today when none is given).
 */
export async function createSubscription(db: Db, user: AuthUser, basketId: string, input: CreateSubscriptionInput, now: Date) {
  const basket = await findBasket(db, user.vetId, user, basketId, 'open');
  if (!basket) throw notFound(BASKET_NOT_FOUND);
  if ((await basketLines(db, user.vetId, basket.id)).length === 0) throw refuse(BASKET_ITEMS_REQUIRED, 'basketItems');
  await ownAddress(db, user, input.addressId);
  await ownCard(db, user, input.paymentMethodId);
  const today = todayKey(now);
  const first = input.firstDeliveryDate ?? today;
  if (first < today) throw refuse(FIRST_DELIVERY_PAST, 'firstDeliveryDate');
  if (first > latestDate(today)) throw refuse(DATE_TOO_FAR, 'firstDeliveryDate');

  const id = await db.tx(async (tx) => {
    const taken = await tx.one<{ id: string }>(
      `update baskets set status = 'subscription', user_id = $3, updated_at = now() where id = $1 and vet_id = $2 and status = 'open' and (user_id is null or user_id = $3) returning id`,
      [basket.id, user.vetId, user.id],
    );
    if (!taken) throw conflict(BASKET_TAKEN);
    const row = await tx.one<{ id: number }>(
      `insert into subscriptions (vet_id, user_id, name, status, interval, interval_count, basket_id, address_id, payment_method_id, delivery_notes,
                                  first_delivery_date, next_payment_date, anchor_date, created_at)
       values ($1, $2, $3, 'active', $4, $5, $6, $7, $8, $9, $10, $10, $10, $11) returning id`,
      [
        user.vetId,
        user.id,
        input.name,
        input.interval,
        input.intervalCount,
        basket.id,
        input.addressId,
        input.paymentMethodId,
        input.deliveryNotes,
        first,
        now,
      ],
    );
    await notify(tx, {
      vetId: user.vetId,
      userId: user.id,
      title: 'Subscription created',
      body: `Your subscription "${input.name}" is active. The first order will be placed on ${formatDate(first)}.`,
      at: now,
    });
    return row!.id;
  });
  return subscriptionView(db, await ownRow(db, user, id));
}

// ---- read -----------------------------------------------------------------------------------

/** The list leaves cancelled subscriptions out: cancelling removes one. */
export async function listSubscriptions(db: Conn, user: AuthUser, page: { offset: number; limit: number }) {
  const where = `s.vet_id = $1 and s.user_id = $2 and s.status <> 'cancelled'`;
  const total = (await db.one<{ n: number }>(`select count(*)::int as n from subscriptions s where ${where}`, [user.vetId, user.id]))!.n;
  const { rows } = await db.query<SubscriptionRow>(
    `select ${SUBSCRIPTION_COLUMNS} from subscriptions s where ${where} order by s.created_at desc, s.id desc limit $3 offset $4`,
    [user.vetId, user.id, page.limit, page.offset],
  );
  const items = [];
  for (const row of rows) items.push(await subscriptionView(db, row));
  return { items, total };
}

export async function getSubscription(db: Conn, user: AuthUser, id: number) {
  return subscriptionView(db, await ownRow(db, user, id));
}

/** GET /api/v1/profile/subscription/{id}/history: the orders it made, newest first. */
export async function subscriptionHistory(db: Conn, user: AuthUser, id: number, page: { offset: number; limit: number }) {
  await ownRow(db, user, id);
  return listOrders(db, user.vetId, user.id, page, id);
}

// ---- update and cancel ------------------------------------------------------------------------

async function setItems(tx: Queryable, vetId: string, basketId: string, items: NonNullable<UpdateSubscriptionInput['basketItems']>) {
  for (const item of items) {
    if (item.deleted || item.quantity === 0) {
      await tx.query('delete from basket_items where basket_id = $1 and vet_id = $2 and product_id = $3', [basketId, vetId, item.productId]);
      continue;
    }
    const product = await tx.query<{ id: number }>('select id from products where id = $1 and vet_id = $2 and active', [item.productId, vetId]);
    if (!product.rows[0]) throw notFound(PRODUCT_NOT_FOUND);
    await tx.query(
      `insert into basket_items (vet_id, basket_id, product_id, quantity) values ($1, $2, $3, $4)
       on conflict (basket_id, product_id) do update set quantity = excluded.quantity`,
      [vetId, basketId, item.productId, item.quantity],
    );
  }
  const left = await tx.query<{ n: number }>('select count(*)::int as n from basket_items where basket_id = $1', [basketId]);
  if (left.rows[0]!.n === 0) throw refuse(SELECT_PRODUCTS, 'basket.basketItems');
}

export async function updateSubscription(db: Db, user: AuthUser, id: number, input: UpdateSubscriptionInput, now: Date) {
  const row = await ownRow(db, user, id);
  if (row.status === 'cancelled') throw conflict(SUBSCRIPTION_CANCELLED);
  if (input.status === 'cancelled') return cancelSubscription(db, user, id, now);
  const today = todayKey(now);
  const dateChanged = input.nextPaymentDate !== row.next_payment_date;
  if (dateChanged && input.nextPaymentDate < today) throw refuse(NEXT_PAYMENT_PAST, 'nextPaymentDate');
  if (dateChanged && input.nextPaymentDate > latestDate(today)) throw refuse(DATE_TOO_FAR, 'nextPaymentDate');
  if (input.addressId !== undefined) await ownAddress(db, user, input.addressId);
  if (input.paymentMethodId !== undefined) await ownCard(db, user, input.paymentMethodId);
  const frequencyChanged = input.interval !== row.interval || input.intervalCount !== row.interval_count;
  const status = input.status ?? row.status;

  await db.tx(async (tx) => {
    if (input.basketItems) await setItems(tx, user.vetId, row.basket_id, input.basketItems);
    await tx.query(
      `update subscriptions set name = $4, status = $5, interval = $6, interval_count = $7, next_payment_date = $8,
              anchor_date = case when $9 then $8::date else anchor_date end,
              address_id = coalesce($10, address_id), payment_method_id = coalesce($11, payment_method_id), delivery_notes = coalesce($12, delivery_notes),
              -- Switching back on starts afresh: earlier failures no longer count towards suspension.
              failure_count = case when $5 = 'active' and status <> 'active' then 0 else failure_count end,
              updated_at = now()
        where id = $1 and vet_id = $2 and user_id = $3 and status <> 'cancelled'`,
      [
        id,
        user.vetId,
        user.id,
        input.name,
        status,
        input.interval,
        input.intervalCount,
        input.nextPaymentDate,
        dateChanged || frequencyChanged,
        input.addressId ?? null,
        input.paymentMethodId ?? null,
        input.deliveryNotes ?? null,
      ],
    );
  });
  return subscriptionView(db, await ownRow(db, user, id));
}

/** Cancelling keeps the row (its orders refer to it) but takes it off the list and the schedule. */
export async function cancelSubscription(db: Db, user: AuthUser, id: number, now: Date) {
  const row = await ownRow(db, user, id);
  if (row.status !== 'cancelled') {
    await db.tx(async (tx) => {
      await tx.query(`update subscriptions set status = 'cancelled', cancelled_at = $4, updated_at = now() where id = $1 and vet_id = $2 and user_id = $3`, [
        id,
        user.vetId,
        user.id,
        now,
      ]);
      await notify(tx, {
        vetId: user.vetId,
        userId: user.id,
        title: 'Subscription cancelled',
        body: `Your subscription "${row.name}" has been cancelled.`,
        at: now,
      });
    });
  }
  return subscriptionView(db, await ownRow(db, user, id));
}

const withoutOwner = ({ userId: _owner, ...address }: ReturnType<typeof toAddress>) => address;
