// Feedback from the account area or a clinic page: anyone may send
// it; a signed-in sender's token is stored with it.
import { SentFeedbackAnswerSchema } from '../schemas/feedback';
import { parseAnswer } from './answer';
import type { ApiClient, CallOptions } from './http';
import type { FeedbackPayload } from './payloads';

export function createFeedbackApi(client: ApiClient) {
  return {
    send: async (feedback: FeedbackPayload, o?: CallOptions) =>
      parseAnswer(SentFeedbackAnswerSchema, await client.post('/api/v1/feedback', feedback, o), 'feedback'),
  };
}

export type FeedbackApi = ReturnType<typeof createFeedbackApi>;
