// Feedback from the account area or a clinic page: anyone may send
// it; a signed-in sender's token is stored with it.
import type { ApiClient, CallOptions } from './http';
import type { FeedbackPayload } from './payloads';

/** 201 `{ id, mailed }`: mailed is false when the group has no inbox (it is still stored). */
export interface SentFeedback {
  id: number | string;
  mailed: boolean;
}

export function createFeedbackApi(client: ApiClient) {
  return {
    send: (feedback: FeedbackPayload, o?: CallOptions) => client.post<SentFeedback>('/api/v1/feedback', feedback, o),
  };
}

export type FeedbackApi = ReturnType<typeof createFeedbackApi>;
