// One-off payments against an invoice reference (docs/commerce.md):
// signed in with a saved card, or anonymous with a card token. Both take an Idempotency-Key
// (pass `idempotencyKey` per submit) so a double click or a retry never charges twice.
import { OneOffPaymentResultAnswerSchema, type AnonymousOneOffPaymentInput, type OneOffPaymentInput } from '../schemas/payOnline';
import { parseAnswer } from './answer';
import type { ApiClient, CallOptions } from './http';

export function createPayOnlineApi(client: ApiClient) {
  return {
    pay: async (payload: OneOffPaymentInput, o?: CallOptions) =>
      parseAnswer(OneOffPaymentResultAnswerSchema, await client.post('/api/v1/profile/oneoffpayment', payload, o), 'profile/oneoffpayment'),
    payAnonymous: async (payload: AnonymousOneOffPaymentInput, o?: CallOptions) =>
      parseAnswer(OneOffPaymentResultAnswerSchema, await client.post('/api/v1/profile/anonymous/oneoffpayment', payload, o), 'profile/anonymous/oneoffpayment'),
  };
}

export type PayOnlineApi = ReturnType<typeof createPayOnlineApi>;
