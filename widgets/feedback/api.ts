// The feedback form's one call (shared/api/feedback.ts). A signed-in sender's token goes
// with it so the clinic can see who wrote; anonymous feedback is accepted too.
import { signedInContactDetails } from '../../shared/api/contactDetails';
import { createFeedbackApi } from '../../shared/api/feedback';
import type { SentFeedback } from '../../shared/schemas/feedback';
import type { ContactDetails } from '../../shared/schemas/contactDetails';
import type { FeedbackPayload } from '../../shared/api/payloads';
import type { WidgetApi } from '../kit/WidgetContext';

export interface FeedbackApi {
  send: (feedback: FeedbackPayload) => Promise<SentFeedback>;
  /** The signed-in sender's name, email and phone to start the form with; null when signed out. */
  contactDetails?: () => Promise<ContactDetails | null>;
}

export function createFeedbackFormApi(widget: WidgetApi): FeedbackApi {
  const client = widget.client;
  const feedback = createFeedbackApi(client);
  return {
    send: (payload) => feedback.send(payload),
    // Signed out, there is nobody to ask about: no request at all.
    contactDetails: async () => ((await widget.getToken().catch(() => undefined)) ? signedInContactDetails(client) : null),
  };
}
