// The card provider behind one interface. Routes and services (payment methods, orders,
// one-off payments, donations) talk to a PaymentGateway and never to Stripe directly:
// createGateway() picks Stripe when STRIPE_SECRET_KEY is set, else the offline gateway.
//
// Money is in cents (integer). Only CardSummary (last 4, brand, expiry) is ever stored.
import { HttpError } from '../http/errors';
import type { CardSummary } from './cards';

export type { CardBrand, CardSummary } from './cards';

/** Who a saved card belongs to. gatewayCustomerId is what saveCard returned before (Stripe customer id). */
export interface GatewayCustomer {
  userId: number;
  vetId: string;
  email: string;
  name: string;
  gatewayCustomerId?: string | null;
}

export interface SavedCard extends CardSummary {
  /** The provider's reusable reference (Stripe pm_…, offline pm_offline_…). Stored, never shown. */
  gatewayRef: string;
  /** The provider's customer id, to keep with the user (Stripe cus_…; offline: null). */
  gatewayCustomerId: string | null;
}

export type ChargeSource =
  /** A saved card of a signed-in customer. */
  | { savedCard: string; customer: GatewayCustomer }
  /** A single-use token from the card element (anonymous checkout, pay online, donations). */
  | { token: string };

export interface ChargeInput {
  amountCents: number;
  currency?: 'nzd';
  description: string;
  source: ChargeSource;
  /** Same key, same result: a retried request never charges twice. */
  idempotencyKey?: string;
  receiptEmail?: string;
  metadata?: Record<string, string>;
}

export interface ChargeResult {
  id: string;
  status: 'succeeded';
  amountCents: number;
  currency: 'nzd';
  card: CardSummary;
}

export interface PaymentGateway {
  readonly kind: 'stripe' | 'offline';
  /** Sent to widgets by GET /api/v1/config/stripe. */
  readonly publishableKey: string;
  /** Turns a card-element token (tok_… or pm_…) into a saved card. Declined cards throw PaymentError. */
  saveCard(input: { token: string; customer: GatewayCustomer }): Promise<SavedCard>;
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** Forgets a saved card at the provider (best effort: the row is deleted either way). */
  removeCard(gatewayRef: string): Promise<void>;
}

/** The card was refused (402) or the token is unusable (400): the message is for the customer. */
export class PaymentError extends HttpError {
  constructor(
    message: string,
    readonly code: string,
    status: 400 | 402 = 402,
  ) {
    super(status, message);
  }
}

export const STANDIN_PUBLISHABLE_KEY = 'pk_test_standin';

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}
