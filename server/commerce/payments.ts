// How commerce pays with the app's one payment gateway (deps.payments, server/deps.ts): the
// charge source for a saved card or a card-element token.
import type { Conn } from '../db/index';
import { unprocessable } from '../http/errors';
import type { AuthUser } from '../http/env';
import type { CardSummary, ChargeResult, ChargeSource, PaymentGateway } from '../payments/index';
import type { PaymentMethodRow } from '../accounts/paymentMethods/service';

export const CARD_NOT_USABLE = 'That card can no longer be used. Please add it again.';

/** A saved card as a payment reads it: the account's row and the gateway that saved it. */
type SavedCardRow = Omit<PaymentMethodRow, 'is_default'> & { gateway: string };

/** The user's own saved card by id; anything else is refused with the form's message at `field`. */
export async function savedCardSource(
  db: Conn,
  gateway: PaymentGateway,
  user: { id: number; vetId: string; email: string; firstName: string; lastName: string },
  paymentMethodId: number,
  message: string,
  field: string,
): Promise<{ source: ChargeSource; card: CardSummary; paymentMethodId: number }> {
  const row = await db.one<SavedCardRow>(
    'select id, gateway, gateway_ref, gateway_customer_id, brand, last4, exp_month, exp_year from payment_methods where id = $1 and vet_id = $2 and user_id = $3',
    [paymentMethodId, user.vetId, user.id],
  );
  if (!row) throw unprocessable(message, { issues: { [field]: message } });
  // A card saved offline cannot be charged through Stripe (and the reverse).
  if (row.gateway !== gateway.kind) throw unprocessable(CARD_NOT_USABLE, { issues: { [field]: CARD_NOT_USABLE } });
  return {
    source: {
      savedCard: row.gateway_ref,
      customer: {
        userId: user.id,
        vetId: user.vetId,
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim(),
        gatewayCustomerId: row.gateway_customer_id,
      },
    },
    card: { last4: row.last4, brand: row.brand as CardSummary['brand'], expMonth: row.exp_month, expYear: row.exp_year },
    paymentMethodId: row.id,
  };
}

/** What a charge leaves to keep: the gateway's id and the card's summary (never the number). */
export interface ChargeRecord {
  id: string;
  amountCents: number;
  card: CardSummary;
}

export const chargeRecord = (result: ChargeResult): ChargeRecord => ({ id: result.id, amountCents: result.amountCents, card: result.card });

export type { AuthUser };
