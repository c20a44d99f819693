// The fundraiser (spec 2 sections 2-4, 7; docs/commerce.md): the event is the group's
// t1-fundraiser content document; an order is POST /api/v1/admin/donation with an
// Idempotency-Key, so a double click or a retry never orders (or charges) twice.
import type { DonationInput } from '../schemas/donation';
import type { ContentClient } from '../content/client';
import type { ApiClient, CallOptions } from './http';
import type { Id } from './resource';

export interface DonationResult {
  id: Id;
  fundraiserContentfulId: string;
  fundraiserName?: string;
  selectedItems: { fundraiserProductContentfulId: string; quantity: number; name?: string; price?: number }[];
  pickupLocation: { id: string; name: string; friendlyAddress?: string };
  pickupTime?: string | null;
  payment: 'card' | 'payOnPickup' | (string & {});
  status: string;
  total: number;
  tax?: number;
}

/** What the widget sends: ids may still be text; the server validates with DonationSchema. */
export type DonationPayload = { [K in keyof DonationInput]?: unknown };

export function createFundraiserApi(client: ApiClient, content: ContentClient) {
  return {
    /** The group's fundraiser documents (the widget picks the one open now). */
    events: async (o?: CallOptions) => (await content.list<Record<string, unknown>>('t1-fundraiser', { limit: 20 }, o)).items,
    donate: (payload: DonationPayload, o?: CallOptions) => client.post<DonationResult>('/api/v1/admin/donation', payload, o),
  };
}

export type FundraiserApi = ReturnType<typeof createFundraiserApi>;
