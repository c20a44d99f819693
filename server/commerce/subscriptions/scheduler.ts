// The subscription scheduler (docs/commerce.md, "Subscriptions"): every active subscription
// whose next payment date (a New Zealand date) has come is ordered and charged once, and its
// next date moves along the schedule. Idempotent per subscription and run date: a rerun the
// same day, or two runs racing, make no second order and no second charge.
import type { Db } from '../../db/index';
import type { Deps } from '../../http/env';
import type { Mailer } from '../../mail/mailer';
import { notify } from '../../notifications/store';
import { PaymentError, type PaymentGateway } from '../../payments/index';
import { BASKET_ITEMS_REQUIRED, PAYMENT_METHOD_REQUIRED, SHIPPING_ADDRESS_REQUIRED } from '../../../shared/schemas/subscriptions';
import { formatMoney } from '../../../shared/format/money';
import { basketLines } from '../basket/service';
import { computeTotals, toDollars } from '../money';
import { savedCardSource } from '../payments';
import { sendOrderReceipt } from '../orders/mail';
import { insertOrder, orderById } from '../orders/store';
import { formatDate, todayKey } from '../../../shared/format/dates';
import { nextPaymentAfter } from './schedule';
import { SUBSCRIPTION_COLUMNS, type SubscriptionRow } from './service';
import { log } from '../../ops/log';
import { runPeriodically } from '../../ops/periodic';

/** After this many failed charges in a row a subscription is suspended (the customer is told each time). */
export const MAX_FAILURES = 3;
export const PAYMENT_FAILED_TITLE = 'Subscription payment failed';

export interface RunResult {
  /** The NZ date of the run. */
  date: string;
  ordered: { subscriptionId: number; orderId: number }[];
  failed: { subscriptionId: number; message: string }[];
}

/** The order's idempotency key: one order per subscription and scheduled date. */
export const runKey = (subscriptionId: number, date: string) => `subscription:${subscriptionId}:${date}`;

class RunFailure extends Error {}

/**
 * Orders and charges every subscription due at `now` (all vet groups). Tests call it with
 * their clock; the server calls it on an interval (startSubscriptionScheduler).
 */
export async function runDueSubscriptions(db: Db, gateway: PaymentGateway, now: Date, options: { mailer?: Mailer } = {}): Promise<RunResult> {
  const today = todayKey(now);
  const result: RunResult = { date: today, ordered: [], failed: [] };
  const { rows: due } = await db.query<SubscriptionRow>(
    `select ${SUBSCRIPTION_COLUMNS} from subscriptions s
      where s.status = 'active' and s.next_payment_date <= $1 and (s.last_attempt_on is null or s.last_attempt_on < $1)
      order by s.next_payment_date, s.id`,
    [today],
  );
  for (const sub of due) {
    const key = runKey(sub.id, sub.next_payment_date);
    const next = nextPaymentAfter(sub.anchor_date, sub.interval, sub.interval_count, today);
    // Done already (a run that stopped before moving the date): just move it.
    const done = await db.one<{ id: number }>('select id from orders where vet_id = $1 and idempotency_key = $2', [sub.vet_id, key]);
    if (done) {
      await db.query(`update subscriptions set next_payment_date = $2, updated_at = now() where id = $1 and next_payment_date = $3`, [
        sub.id,
        next,
        sub.next_payment_date,
      ]);
      continue;
    }
    // Claim today's attempt: of two racing runs, one gets it.
    const claimed = await db.one<{ id: number }>(
      `update subscriptions set last_attempt_on = $2, updated_at = now()
        where id = $1 and status = 'active' and next_payment_date = $3 and (last_attempt_on is null or last_attempt_on < $2) returning id`,
      [sub.id, today, sub.next_payment_date],
    );
    if (!claimed) continue;
    try {
      const orderId = await orderOnce(db, gateway, sub, key, next, now, options.mailer);
      result.ordered.push({ subscriptionId: sub.id, orderId });
    } catch (error) {
      const message = error instanceof RunFailure || error instanceof PaymentError ? error.message : 'The payment could not be processed.';
      if (!(error instanceof RunFailure || error instanceof PaymentError)) log.error({ err: error, subscriptionId: sub.id }, 'Subscription run failed');
      await recordFailure(db, sub, message, now);
      result.failed.push({ subscriptionId: sub.id, message });
    }
  }
  return result;
}

async function orderOnce(db: Db, gateway: PaymentGateway, sub: SubscriptionRow, key: string, next: string, now: Date, mailer: Mailer | undefined) {
  const lines = await basketLines(db, sub.vet_id, sub.basket_id);
  if (lines.length === 0) throw new RunFailure(BASKET_ITEMS_REQUIRED);
  if (!sub.address_id) throw new RunFailure(SHIPPING_ADDRESS_REQUIRED);
  if (!sub.payment_method_id) throw new RunFailure(PAYMENT_METHOD_REQUIRED);
  const address = await db.one<{ company: string; street: string; suburb: string; city: string; post_code: string; region_id: number }>(
    'select company, street, suburb, city, post_code, region_id from addresses where id = $1 and vet_id = $2 and user_id = $3',
    [sub.address_id, sub.vet_id, sub.user_id],
  );
  if (!address) throw new RunFailure(SHIPPING_ADDRESS_REQUIRED);
  const user = await db.one<{ id: number; vetId: string; email: string; firstName: string; lastName: string; phone: string }>(
    'select id, vet_id as "vetId", email, first_name as "firstName", last_name as "lastName", phone from users where id = $1 and vet_id = $2',
    [sub.user_id, sub.vet_id],
  );
  if (!user) throw new RunFailure('The account no longer exists.');
  const { source, card } = await savedCardSource(db, gateway, user, sub.payment_method_id, PAYMENT_METHOD_REQUIRED, 'paymentMethodId').catch((e: Error) => {
    throw new RunFailure(e.message);
  });
  const totals = computeTotals(lines, { isClickAndCollect: false });
  const charge = await gateway.charge({
    amountCents: totals.totalCents,
    description: `Subscription "${sub.name}"`,
    source,
    // The same key for the same subscription and date: a retried run is not charged twice.
    idempotencyKey: key,
    receiptEmail: user.email,
    metadata: { vetId: sub.vet_id, subscriptionId: String(sub.id), date: sub.next_payment_date },
  });
  const order = await db.tx(async (tx) => {
    const id = await insertOrder(tx, {
      vetId: sub.vet_id,
      userId: sub.user_id,
      subscriptionId: sub.id,
      basketId: sub.basket_id,
      idempotencyKey: key,
      chargeId: charge.id,
      contact: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone },
      isClickAndCollect: false,
      clinic: null,
      address: {
        company: address.company,
        street: address.street,
        suburb: address.suburb,
        city: address.city,
        postCode: address.post_code,
        regionId: address.region_id,
      },
      deliveryNotes: sub.delivery_notes,
      couponCode: null,
      totals,
      card: charge.card ?? card,
      lines,
      createdAt: now,
    });
    await tx.query(`update subscriptions set next_payment_date = $2, failure_count = 0, last_failure = null, updated_at = now() where id = $1`, [sub.id, next]);
    const view = (await orderById(tx, sub.vet_id, id))!;
    await notify(tx, {
      vetId: sub.vet_id,
      userId: sub.user_id,
      title: `Subscription order #${view.number} placed`,
      body: `Your subscription "${sub.name}" was charged ${formatMoney(toDollars(totals.totalCents))}. The next order is on ${formatDate(next)}.`,
      at: now,
    });
    return view;
  });
  if (mailer) await sendOrderReceipt({ db, mailer }, sub.vet_id, order, `Your subscription "${sub.name}" has been ordered.`);
  return order.id;
}

async function recordFailure(db: Db, sub: SubscriptionRow, message: string, now: Date) {
  await db.tx(async (tx) => {
    const row = await tx.one<{ failure_count: number; status: string }>(
      `update subscriptions set failure_count = failure_count + 1, last_failure = $2,
              status = case when failure_count + 1 >= $3 then 'suspended' else status end, updated_at = now()
        where id = $1 returning failure_count, status`,
      [sub.id, message.slice(0, 500), MAX_FAILURES],
    );
    const suspended = row?.status === 'suspended';
    await notify(tx, {
      vetId: sub.vet_id,
      userId: sub.user_id,
      title: PAYMENT_FAILED_TITLE,
      body: suspended
        ? `We could not order your subscription "${sub.name}": ${message} It has been suspended; update it and switch it back on.`
        : `We could not order your subscription "${sub.name}": ${message} We will try again tomorrow.`,
      at: now,
    });
  });
}

/**
 * Runs the scheduler every `everyMs` (default 5 minutes) with the app's deps; a run never
 * overlaps the previous one. Returns a stop function, which resolves once a run under way has
 * finished (a shutdown closes the database only after it). Started by the server process.
 */
export function startSubscriptionScheduler(deps: Deps, options: { everyMs?: number } = {}): () => Promise<void> {
  return runPeriodically(
    'Subscription scheduler run',
    () => runDueSubscriptions(deps.db, deps.payments, deps.now(), { mailer: deps.mailer }),
    options.everyMs ?? 5 * 60_000,
  );
}
