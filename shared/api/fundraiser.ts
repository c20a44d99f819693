// The fundraiser (docs/commerce.md): the event is the group's
// t1-fundraiser content document; an order is POST /api/v1/admin/donation with an
// Idempotency-Key, so a double click or a retry never orders (or charges) twice.
import { DonationAnswerSchema, type DonationInput, type DonationResult } from '../schemas/donation';
import type { ContentClient } from '../content/client';
import type { ApiClient, CallOptions } from './http';
import { parseAnswer } from './answer';

export type { DonationResult };

/** What the widget sends: ids may still be text; the server validates with DonationSchema. */
export type DonationPayload = { [K in keyof DonationInput]?: unknown };

export function createFundraiserApi(client: ApiClient, content: ContentClient) {
  return {
    /** The group's fundraiser documents (the widget picks the one open now). */
    events: async (o?: CallOptions) => (await content.list<Record<string, unknown>>('t1-fundraiser', { limit: 20 }, o)).items,
    donate: async (payload: DonationPayload, o?: CallOptions) =>
      parseAnswer(DonationAnswerSchema, await client.post<unknown>('/api/v1/admin/donation', payload, o), 'admin/donation'),
  };
}

export type FundraiserApi = ReturnType<typeof createFundraiserApi>;
