// Stripe through the official SDK, used when STRIPE_SECRET_KEY is set. Cards are saved as
// PaymentMethods attached to one Stripe Customer per user; charges are PaymentIntents
// confirmed on the server (off-session for saved cards). Card errors keep Stripe's own
// customer-facing message and become PaymentError (402).
import Stripe from 'stripe';
import type { CardBrand } from './cards';
import { PaymentError, type ChargeInput, type ChargeResult, type PaymentGateway, type SavedCard } from './gateway';

/** The part of the SDK used here (tests pass a fake). */
export interface StripeClientLike {
  paymentMethods: {
    create(params: { type: 'card'; card: { token: string } }): Promise<StripePm>;
    retrieve(id: string): Promise<StripePm>;
    attach(id: string, params: { customer: string }): Promise<StripePm>;
    detach(id: string): Promise<unknown>;
  };
  customers: { create(params: { email: string; name: string; metadata: Record<string, string> }): Promise<{ id: string }> };
  paymentIntents: {
    create(
      params: Record<string, unknown>,
      options?: { idempotencyKey?: string },
    ): Promise<{ id: string; status: string; amount: number; payment_method: string | StripePm | null }>;
  };
}

interface StripePm {
  id: string;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number } | null;
}

const BRANDS: CardBrand[] = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay'];
const brandOf = (brand: string | undefined): CardBrand => (BRANDS.includes(brand as CardBrand) ? (brand as CardBrand) : 'unknown');

function summary(pm: StripePm) {
  if (!pm.card) throw new PaymentError('Only cards can be saved.', 'payment_method_unsupported', 400);
  return { last4: pm.card.last4, brand: brandOf(pm.card.brand), expMonth: pm.card.exp_month, expYear: pm.card.exp_year };
}

/** Stripe's card and request errors carry a message meant for the customer; anything else is ours. */
function translate(error: unknown): never {
  const e = error as { type?: string; message?: string; code?: string };
  if (e?.type === 'StripeCardError') throw new PaymentError(e.message ?? 'Your card was declined.', e.code ?? 'card_declined', 402);
  if (e?.type === 'StripeInvalidRequestError') throw new PaymentError(e.message ?? 'The card could not be used.', e.code ?? 'invalid_request', 400);
  throw error;
}

export function createStripeGateway(options: { secretKey: string; publishableKey: string; client?: StripeClientLike }): PaymentGateway {
  const client: StripeClientLike = options.client ?? (new Stripe(options.secretKey) as unknown as StripeClientLike);

  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,

    async saveCard({ token, customer }): Promise<SavedCard> {
      try {
        const pm = token.startsWith('pm_')
          ? await client.paymentMethods.retrieve(token)
          : await client.paymentMethods.create({ type: 'card', card: { token } });
        const customerId =
          customer.gatewayCustomerId ??
          (await client.customers.create({ email: customer.email, name: customer.name, metadata: { userId: String(customer.userId), vetId: customer.vetId } }))
            .id;
        // Attaching runs Stripe's card check: a declined card fails here, before anything is stored.
        const attached = await client.paymentMethods.attach(pm.id, { customer: customerId });
        return { ...summary(attached), gatewayRef: attached.id, gatewayCustomerId: customerId };
      } catch (error) {
        translate(error);
      }
    },

    async charge(input: ChargeInput): Promise<ChargeResult> {
      const base = {
        amount: input.amountCents,
        currency: 'nzd',
        description: input.description,
        confirm: true,
        receipt_email: input.receiptEmail,
        metadata: input.metadata ?? {},
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        expand: ['payment_method'],
      };
      const params =
        'savedCard' in input.source
          ? { ...base, payment_method: input.source.savedCard, customer: input.source.customer.gatewayCustomerId ?? undefined, off_session: true }
          : { ...base, payment_method_data: { type: 'card', card: { token: input.source.token } } };
      try {
        const intent = await client.paymentIntents.create(params, input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined);
        if (intent.status !== 'succeeded') throw new PaymentError('Your card was declined.', 'payment_incomplete');
        const pm = typeof intent.payment_method === 'object' && intent.payment_method ? intent.payment_method : null;
        const card = pm ? summary(pm) : { last4: '', brand: 'unknown' as const, expMonth: 0, expYear: 0 };
        return { id: intent.id, status: 'succeeded', amountCents: intent.amount, currency: 'nzd', card };
      } catch (error) {
        if (error instanceof PaymentError) throw error;
        translate(error);
      }
    },

    async removeCard(gatewayRef) {
      await client.paymentMethods.detach(gatewayRef).catch(() => undefined);
    },
  };
}
