// Client-side constants of the API conventions (the specs' API sections).
import { StripeConfigAnswerSchema } from '../schemas/paymentMethods';
import { parseAnswer } from './answer';
import type { ApiClient as ConfigApiClient, CallOptions as ConfigCallOptions } from './http';

/** The vet group sent in X-Vet-Id when a widget names none (spec: "a default group id"). */
export const DEFAULT_VET_ID = 'tui-vets';

/** The header that names the vet group on every call; the server scopes all data by it. */
export const VET_ID_HEADER = 'X-Vet-Id';

/** GET /api/v1/config/stripe: which card provider the server uses (shared/schemas/paymentMethods.ts). */
export function createConfigApi(client: ConfigApiClient) {
  return {
    stripe: async (o?: ConfigCallOptions) => parseAnswer(StripeConfigAnswerSchema, await client.get('/api/v1/config/stripe', undefined, o), 'config/stripe'),
  };
}
