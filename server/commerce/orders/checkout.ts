// Placing an order from a basket (docs/commerce.md, "Orders"):
// totals recomputed from the catalogue, the coupon's use taken atomically, the card charged
// once (Idempotency-Key, and a basket that can be ordered only once), then the order written
// and the basket closed in one transaction; the receipt mailed and, signed in, a notification.
import type * as v from 'valibot';
import type { Db } from '../../db/index';
import { conflict, notFound, unprocessable } from '../../http/errors';
import type { AuthUser } from '../../http/env';
import type { Mailer } from '../../mail/mailer';
import type { ChargeSource, PaymentGateway } from '../../payments/index';
import {
  BASKET_ITEMS_REQUIRED,
  CLICK_AND_COLLECT_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
  SHIPPING_ADDRESS_REQUIRED,
  type OrderInput,
} from '../../../shared/schemas/checkout';
import { BASKET_NOT_FOUND, basketLines, findBasket } from '../basket/service';
import { contactFor } from '../contact';
import { couponRule, redeemCoupon, releaseCoupon, usableCoupon, type CouponRow } from '../coupons/service';
import { fingerprint, runOnce, type Answer } from '../../http/idempotency';
import { computeTotals, type Totals } from '../money';
import { chargeRecord, savedCardSource, type ChargeRecord } from '../payments';
import { notifyOrderPlaced, sendOrderReceipt } from './mail';
import { insertOrder, orderById, type AddressSnapshot } from './store';
import type { PlacedOrderAnswerSchema } from '../../../shared/schemas/checkout';

export const BASKET_BEING_ORDERED = 'This basket is already being ordered.';
export const BASKET_ALREADY_ORDERED = 'This basket has already been ordered. Please refresh your basket.';

export interface CheckoutDeps {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  now: Date;
}

/** What a charged attempt keeps on its idempotency key, so a retry can finish without charging. */
interface Reservation {
  charge: ChargeRecord | null;
  couponId: number | null;
}

/** What an attempt holds before it charges: the basket (taken), the coupon's use and the card. */
interface Intent {
  source: ChargeSource;
  couponId: number | null;
}

const refuse = (message: string, field: string) => unprocessable(message, { issues: { [field]: message } });

async function deliveryFor(db: Db, vetId: string, user: AuthUser | undefined, input: OrderInput) {
  if (input.isClickAndCollect) {
    const clinic = await db.one<{ id: string; name: string }>('select id, name from clinics where id = $1 and vet_id = $2', [input.clinicId, vetId]);
    if (!clinic) throw refuse(CLICK_AND_COLLECT_REQUIRED, 'clinicId');
    return { clinic, address: null, deliveryNotes: input.address.deliveryNotes };
  }
  if ('id' in input.address) {
    if (!user) throw refuse(SHIPPING_ADDRESS_REQUIRED, 'address.id');
    const row = await db.one<{ company: string; street: string; suburb: string; city: string; post_code: string; region_id: number }>(
      'select company, street, suburb, city, post_code, region_id from addresses where id = $1 and vet_id = $2 and user_id = $3',
      [input.address.id, vetId, user.id],
    );
    if (!row) throw refuse(SHIPPING_ADDRESS_REQUIRED, 'address.id');
    const address: AddressSnapshot = {
      company: row.company,
      street: row.street,
      suburb: row.suburb,
      city: row.city,
      postCode: row.post_code,
      regionId: row.region_id,
    };
    return { clinic: null, address, deliveryNotes: input.address.deliveryNotes };
  }
  const a = input.address;
  return {
    clinic: null,
    address: { company: a.company, street: a.street, suburb: a.suburb, city: a.city, postCode: a.postCode, regionId: a.region },
    deliveryNotes: a.deliveryNotes,
  };
}

async function paymentFor(deps: CheckoutDeps, user: AuthUser | undefined, input: OrderInput): Promise<ChargeSource> {
  const pm = input.paymentMethod;
  if ('token' in pm) return { token: pm.token };
  if (!user) throw refuse(PAYMENT_METHOD_REQUIRED, 'paymentMethod');
  return (await savedCardSource(deps.db, deps.gateway, user, pm.id, PAYMENT_METHOD_REQUIRED, 'paymentMethod.id')).source;
}

/** Why a basket is not open for this caller: already ordered (409), or not theirs (404). */
async function notOpen(db: Db, vetId: string, user: AuthUser | undefined, basketId: string): Promise<never> {
  for (const status of ['checkout', 'ordered'] as const) {
    if (await findBasket(db, vetId, user, basketId, status)) throw conflict(status === 'checkout' ? BASKET_BEING_ORDERED : BASKET_ALREADY_ORDERED);
  }
  throw notFound(BASKET_NOT_FOUND);
}

/**
 * POST /api/v1/basket/{basketId}/order. Answers 201 with the Order; the same Idempotency-Key
 * again answers the same order. A declined card is the gateway's 402 and leaves no order,
 * no coupon use and an open basket.
 */
export async function placeOrder(
  deps: CheckoutDeps,
  vetId: string,
  user: AuthUser | undefined,
  basketId: string,
  input: OrderInput,
  key: string | undefined,
): Promise<Answer> {
  const { db } = deps;
  // The card is not part of what is asked: a retry after a lost answer carries a new token for
  // the same order, and must get the first answer back.
  const { paymentMethod: _card, ...ordered } = input;
  return runOnce<Reservation, Intent>(
    db,
    { vetId, scope: 'order', key, fingerprint: fingerprint({ user: user?.id ?? null, basketId, input: ordered }) },
    async (claim) => {
      // An earlier attempt with this key took the basket (and the coupon's use) before it stopped.
      const earlier = claim.charged ?? claim.reserved;
      const basket = await findBasket(db, vetId, user, basketId, earlier ? 'checkout' : 'open');
      if (!basket) return notOpen(db, vetId, user, basketId);

      // Everything the caller can get wrong is checked before the basket is taken.
      const contact = await contactFor(db, user, input.user);
      const delivery = await deliveryFor(db, vetId, user, input);
      const source = claim.reserved?.source ?? (await paymentFor(deps, user, input));
      const lines = await basketLines(db, vetId, basket.id);
      if (lines.length === 0) throw refuse(BASKET_ITEMS_REQUIRED, 'basketItems');
      const before = computeTotals(lines, { isClickAndCollect: input.isClickAndCollect });
      // Resuming, the coupon's use was taken already (it may have been the last one).
      const coupon = earlier
        ? earlier.couponId
          ? ((await db.one<CouponRow>('select * from coupons where id = $1 and vet_id = $2', [earlier.couponId, vetId])) ?? null)
          : null
        : input.coupon
          ? await usableCoupon(db, vetId, input.coupon, before.subTotalCents, deps.now, { userId: user?.id, email: contact.email })
          : null;
      const totals: Totals = computeTotals(lines, { isClickAndCollect: input.isClickAndCollect, coupon: coupon && couponRule(coupon) });

      let reservation: Reservation;
      if (claim.charged) {
        reservation = claim.charged;
      } else {
        if (!claim.reserved) {
          // Take the basket: one order at a time, whatever key a second submit carries.
          const taken = await db.one<{ id: string }>(
            `update baskets set status = 'checkout', updated_at = now() where id = $1 and vet_id = $2 and status = 'open' returning id`,
            [basket.id, vetId],
          );
          if (!taken) return notOpen(db, vetId, user, basketId);
        }
        let couponTaken = claim.reserved !== undefined && coupon !== null;
        try {
          if (coupon && !couponTaken) {
            await redeemCoupon(db, coupon.id);
            couponTaken = true;
          }
          // Kept with the key before the gateway is asked: a crash from here on leaves a claim
          // that a retry resumes, charging with the same attempt (the gateway answers the first
          // charge if it was made) instead of a basket stuck in checkout.
          if (!claim.reserved) await claim.reserve({ source, couponId: coupon?.id ?? null });
          const charge =
            totals.totalCents > 0
              ? chargeRecord(
                  await deps.gateway.charge({
                    amountCents: totals.totalCents,
                    description: `${basket.vet_name} order`,
                    source,
                    idempotencyKey: claim.attemptId,
                    receiptEmail: contact.email,
                    metadata: { vetId, basketId: basket.id },
                  }),
                )
              : null; // a 100% coupon on a collected order: nothing to charge
          reservation = { charge, couponId: coupon?.id ?? null };
          await claim.recordCharge(reservation);
        } catch (error) {
          if (couponTaken) await releaseCoupon(db, coupon!.id);
          await db.query(`update baskets set status = 'open', updated_at = now() where id = $1 and status = 'checkout'`, [basket.id]);
          throw error;
        }
      }

      const order = await db.tx(async (tx) => {
        const id = await insertOrder(tx, {
          vetId,
          userId: user?.id ?? null,
          basketId: basket.id,
          idempotencyKey: key ?? null,
          chargeId: reservation.charge?.id ?? null,
          contact,
          isClickAndCollect: input.isClickAndCollect,
          clinic: delivery.clinic,
          address: delivery.address,
          deliveryNotes: delivery.deliveryNotes,
          couponCode: coupon?.code ?? null,
          totals,
          card: reservation.charge?.card ?? null,
          lines,
          createdAt: deps.now,
        });
        await tx.query(`update baskets set status = 'ordered', updated_at = now() where id = $1`, [basket.id]);
        const view = (await orderById(tx, vetId, id))!;
        if (user) await notifyOrderPlaced(tx, vetId, user.id, view, deps.now);
        await claim.complete(tx, { status: 201, body: view });
        return view;
      });
      await sendOrderReceipt(deps, vetId, order);
      return { status: 201, body: order satisfies v.InferInput<typeof PlacedOrderAnswerSchema> };
    },
  );
}
