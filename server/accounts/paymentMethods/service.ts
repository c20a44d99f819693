// A signed-in client's saved cards. The card provider keeps the
// card; this table keeps its summary (last 4, brand, expiry) and reusable reference. One
// default per client (the first card is it); the default cannot be removed.
import type { InferInput } from 'valibot';
import type { AddPaymentMethodInput, CardAnswerSchema } from '../../../shared/schemas/paymentMethods';
import type { Conn, Db } from '../../db/index';
import { conflict, notFound } from '../../http/errors';
import type { AuthUser } from '../../http/env';
import type { PaymentGateway } from '../../payments/index';

export const PAYMENT_METHOD_NOT_FOUND = 'That payment method was not found.';
export const DEFAULT_CARD_DELETE = 'The default payment method cannot be removed. Make another card the default first.';
export const CARD_ALREADY_SAVED = 'This card is already saved.';

export interface PaymentMethodRow {
  id: number;
  gateway_ref: string;
  gateway_customer_id: string | null;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: boolean;
}

/** What the client sees: never more of the number than its last 4 digits. */
export const toPaymentMethod = (r: PaymentMethodRow) =>
  ({
    id: r.id,
    cardNumber: r.last4,
    brand: r.brand,
    expiryMonth: r.exp_month,
    expiryYear: r.exp_year,
    isDefault: r.is_default,
  }) satisfies InferInput<typeof CardAnswerSchema>;

export type PaymentMethodView = ReturnType<typeof toPaymentMethod>;

export async function listPaymentMethods(db: Conn, user: AuthUser) {
  const { rows } = await db.query<PaymentMethodRow>('select * from payment_methods where vet_id = $1 and user_id = $2 order by is_default desc, id', [
    user.vetId,
    user.id,
  ]);
  return rows.map(toPaymentMethod);
}

async function ownCard(db: Conn, user: AuthUser, id: number) {
  const row = await db.one<PaymentMethodRow>('select * from payment_methods where id = $1 and vet_id = $2 and user_id = $3', [id, user.vetId, user.id]);
  if (!row) throw notFound(PAYMENT_METHOD_NOT_FOUND);
  return row;
}

export async function getPaymentMethod(db: Conn, user: AuthUser, id: number) {
  return toPaymentMethod(await ownCard(db, user, id));
}

export async function addPaymentMethod(db: Db, gateway: PaymentGateway, user: AuthUser, input: AddPaymentMethodInput) {
  // Stripe keeps one customer per client: reuse the one an earlier card was attached to.
  const known = await db.one<{ gateway_customer_id: string }>(
    'select gateway_customer_id from payment_methods where vet_id = $1 and user_id = $2 and gateway = $3 and gateway_customer_id is not null order by id limit 1',
    [user.vetId, user.id, gateway.kind],
  );
  // A declined or unusable token throws PaymentError (402/400) here, before anything is stored.
  const saved = await gateway.saveCard({
    token: input.token,
    customer: {
      userId: user.id,
      vetId: user.vetId,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      gatewayCustomerId: known?.gateway_customer_id ?? null,
    },
  });
  try {
    return await db.tx(async (tx) => {
      const duplicate = await tx.one(
        'select 1 from payment_methods where vet_id = $1 and user_id = $2 and brand = $3 and last4 = $4 and exp_month = $5 and exp_year = $6',
        [user.vetId, user.id, saved.brand, saved.last4, saved.expMonth, saved.expYear],
      );
      if (duplicate) throw conflict(CARD_ALREADY_SAVED);
      const count = await tx.one<{ n: number }>('select count(*)::int as n from payment_methods where vet_id = $1 and user_id = $2', [user.vetId, user.id]);
      const makeDefault = input.isDefault || count?.n === 0;
      if (makeDefault) await tx.query('update payment_methods set is_default = false where vet_id = $1 and user_id = $2', [user.vetId, user.id]);
      const row = await tx.one<PaymentMethodRow>(
        `insert into payment_methods (vet_id, user_id, gateway, gateway_ref, gateway_customer_id, brand, last4, exp_month, exp_year, is_default)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *`,
        [user.vetId, user.id, gateway.kind, saved.gatewayRef, saved.gatewayCustomerId, saved.brand, saved.last4, saved.expMonth, saved.expYear, makeDefault],
      );
      return toPaymentMethod(row!);
    });
  } catch (error) {
    // Not kept here, so not kept at the provider either.
    await gateway.removeCard(saved.gatewayRef).catch(() => undefined);
    throw error;
  }
}

export async function setDefaultPaymentMethod(db: Db, user: AuthUser, id: number) {
  return db.tx(async (tx) => {
    await ownCard(tx, user, id);
    await tx.query('update payment_methods set is_default = false where vet_id = $1 and user_id = $2 and id <> $3', [user.vetId, user.id, id]);
    const row = await tx.one<PaymentMethodRow>('update payment_methods set is_default = true where id = $1 and vet_id = $2 and user_id = $3 returning *', [
      id,
      user.vetId,
      user.id,
    ]);
    return toPaymentMethod(row!);
  });
}

export async function removePaymentMethod(db: Conn, gateway: PaymentGateway, user: AuthUser, id: number) {
  const row = await ownCard(db, user, id);
  if (row.is_default) throw conflict(DEFAULT_CARD_DELETE);
  // `not is_default` again in the statement: a set-default racing with this delete wins.
  const { rows } = await db.query('delete from payment_methods where id = $1 and vet_id = $2 and user_id = $3 and not is_default returning id', [
    id,
    user.vetId,
    user.id,
  ]);
  if (!rows.length) throw conflict(DEFAULT_CARD_DELETE);
  await gateway.removeCard(row.gateway_ref).catch(() => undefined);
}
