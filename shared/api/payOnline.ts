// One-off payments against an invoice reference (docs/commerce.md):
// signed in with a saved card, or anonymous with a card token. Both take an Idempotency-Key
// (pass `idempotencyKey` per submit) so a double click or a retry never charges twice.
import type { AnonymousOneOffPaymentInput, OneOffPaymentInput } from '../schemas/payOnline';
import type { ApiClient, CallOptions } from './http';
import type { Id } from './resource';

export interface OneOffPaymentResult {
  id: Id;
  reference: string;
  amount: number;
  name?: string | null;
  email?: string | null;
  paymentMethod?: { cardNumber: string; brand: string } | null;
  createdDate?: string;
  message?: string;
}

export function createPayOnlineApi(client: ApiClient) {
  return {
    pay: (payload: OneOffPaymentInput, o?: CallOptions) => client.post<OneOffPaymentResult>('/api/v1/profile/oneoffpayment', payload, o),
    payAnonymous: (payload: AnonymousOneOffPaymentInput, o?: CallOptions) =>
      client.post<OneOffPaymentResult>('/api/v1/profile/anonymous/oneoffpayment', payload, o),
  };
}

export type PayOnlineApi = ReturnType<typeof createPayOnlineApi>;
