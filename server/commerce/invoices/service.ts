// One-off payments, 'Pay Online' (docs/commerce.md "Pay online"):
// an amount against a reference (an invoice number), charged to a saved card (signed in) or a
// card token (anonymous), once per Idempotency-Key. A receipt is mailed; a signed-in customer
// also gets a notification.
import type * as v from 'valibot';
import { formatMoney } from '../../../shared/format/money';
import { PAYMENT_METHOD_REQUIRED, PAYMENT_PROCESSED, type AnonymousOneOffPaymentInput, type OneOffPaymentInput } from '../../../shared/schemas/payOnline';
import type { Db } from '../../db/index';
import type { AuthUser } from '../../http/env';
import type { Mailer } from '../../mail/mailer';
import { notify } from '../../notifications/store';
import type { ChargeSource, PaymentGateway } from '../../payments/index';
import { fingerprint, runOnce, type Answer } from '../../http/idempotency';
import { toCents, toDollars } from '../money';
import { chargeRecord, savedCardSource, type ChargeRecord } from '../payments';
import type { OneOffPaymentResultAnswerSchema } from '../../../shared/schemas/payOnline';
import { log } from '../../ops/log';

export interface PayDeps {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  now: Date;
}

type Payer = { user: AuthUser; input: OneOffPaymentInput } | { user?: undefined; input: AnonymousOneOffPaymentInput };

interface PaymentRow {
  id: number;
  reference: string;
  amount_cents: number;
  name: string;
  email: string;
  card_last4: string | null;
  card_brand: string | null;
  created_at: Date | string;
}

const toPayment = (r: PaymentRow) => ({
  id: r.id,
  reference: r.reference,
  amount: toDollars(r.amount_cents),
  name: r.name,
  email: r.email,
  paymentMethod: r.card_last4 ? { cardNumber: r.card_last4, brand: r.card_brand ?? 'unknown' } : null,
  createdDate: new Date(r.created_at).toISOString(),
  message: PAYMENT_PROCESSED,
});
export type PaymentView = ReturnType<typeof toPayment>;

export async function payOnline(deps: PayDeps, vetId: string, payer: Payer, key: string | undefined): Promise<Answer> {
  const { db } = deps;
  const { input } = payer;
  const amountCents = toCents(input.amount);
  const name = payer.user ? `${payer.user.firstName} ${payer.user.lastName}`.trim() : payer.input.name;
  const email = payer.user ? payer.user.email : payer.input.email;
  // The card is not part of what is asked: a retry after a lost answer may carry a new token.
  const asked = { user: payer.user?.id ?? null, reference: input.reference, amountCents, name, email };
  return runOnce<ChargeRecord, ChargeSource>(db, { vetId, scope: 'oneoff', key, fingerprint: fingerprint(asked) }, async (claim) => {
    let charge = claim.charged;
    if (!charge) {
      // An earlier attempt that stopped before its answer charges again with its own card and
      // attempt: the gateway answers the first charge if there was one.
      const source: ChargeSource =
        claim.reserved ??
        (payer.user
          ? (await savedCardSource(db, deps.gateway, payer.user, payer.input.paymentMethodID, PAYMENT_METHOD_REQUIRED, 'paymentMethodID')).source
          : { token: payer.input.token });
      if (!claim.reserved) await claim.reserve(source);
      charge = chargeRecord(
        await deps.gateway.charge({
          amountCents,
          description: `Payment ${input.reference}`,
          source,
          idempotencyKey: claim.attemptId,
          receiptEmail: email,
          metadata: { vetId, reference: input.reference },
        }),
      );
      await claim.recordCharge(charge);
    }
    const paid = charge;
    const payment = await db.tx(async (tx) => {
      const row = await tx.one<PaymentRow>(
        `insert into one_off_payments (vet_id, user_id, reference, amount_cents, name, email, idempotency_key, charge_id, card_last4, card_brand, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning *`,
        [vetId, payer.user?.id ?? null, input.reference, amountCents, name, email, key ?? null, paid.id, paid.card.last4, paid.card.brand, deps.now],
      );
      const view = toPayment(row!);
      if (payer.user) {
        await notify(tx, {
          vetId,
          userId: payer.user.id,
          title: 'Payment received',
          body: `Your payment of ${formatMoney(view.amount)} for ${view.reference} has been processed.`,
          at: deps.now,
        });
      }
      await claim.complete(tx, { status: 201, body: view });
      return view;
    });
    try {
      const vetName = (await db.one<{ name: string }>('select name from vet_groups where id = $1', [vetId]))?.name ?? '';
      await deps.mailer.send({
        vetId,
        to: email,
        subject: `Your payment to ${vetName}`,
        text: [
          `Thank you ${name}, your payment has been processed.`,
          '',
          `Reference: ${payment.reference}`,
          `Amount: ${formatMoney(payment.amount)} NZD`,
          `Card: ${payment.paymentMethod?.brand} ending ${payment.paymentMethod?.cardNumber}`,
        ].join('\n'),
      });
    } catch (error) {
      log.error({ err: error, paymentId: payment.id }, 'Payment receipt not sent');
    }
    return { status: 201, body: payment satisfies v.InferInput<typeof OneOffPaymentResultAnswerSchema> };
  });
}
