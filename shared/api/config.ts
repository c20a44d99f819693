// Client-side constants of the API conventions (the specs' API sections).
import type { ApiClient as ConfigApiClient, CallOptions as ConfigCallOptions } from './http';

/** The vet group sent in X-Vet-Id when a widget names none (spec: "a default group id"). */
export const DEFAULT_VET_ID = 'tui-vets';

/** The header that names the vet group on every call; the server scopes all data by it. */
export const VET_ID_HEADER = 'X-Vet-Id';

// ---- GET /api/v1/config/stripe (docs/accounts.md) ------------------------------------------
// Which card provider the server uses: real Stripe (with its publishable key) or the offline
// gateway, whose Stripe.js stand-in lives at `scriptUrl`. Card forms ask this before loading
// Stripe.js, so a clinic site never needs the key in its own HTML.
export interface StripeConfig {
  gateway: 'stripe' | 'offline' | (string & {});
  /** Empty or missing when the server has no key: 'Stripe token not found…'. */
  publishableKey?: string | null;
  scriptUrl?: string | null;
}

export function createConfigApi(client: ConfigApiClient) {
  return {
    stripe: (o?: ConfigCallOptions) => client.get<StripeConfig>('/api/v1/config/stripe', undefined, o),
  };
}
