// GET /api/v1/config/stripe: which card provider the server uses (shared/schemas/paymentMethods.ts).
import { StripeConfigAnswerSchema } from '../schemas/paymentMethods';
import { parseAnswer } from './answer';
import type { ApiClient, CallOptions } from './http';

export function createConfigApi(client: ApiClient) {
  return {
    stripe: async (o?: CallOptions) => parseAnswer(StripeConfigAnswerSchema, await client.get('/api/v1/config/stripe', undefined, o), 'config/stripe'),
  };
}
