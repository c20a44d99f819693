// Contact messages, general enquiries and the sheep vaccine order form.
// Bodies are the schemas' input types (shared/schemas), answers the reference API's.
import { SentMessageAnswerSchema } from '../schemas/contact';
import { PlacedSheepOrderAnswerSchema } from '../schemas/sheepVaccineOrder';
import { parseAnswer } from './answer';
import type { ApiClient, CallOptions } from './http';
import type { ContactMessage, EnquiryInput, SheepVaccineOrder } from './payloads';

/** The origin a contact message carries when sent from the contact page itself. */
export { CONTACT_PAGE_ORIGIN } from '../schemas/contact';

export function createContactApi(client: ApiClient) {
  return {
    /** The message fields are the body itself (not wrapped in another object). */
    send: async (message: ContactMessage, o?: CallOptions) => parseAnswer(SentMessageAnswerSchema, await client.post('/api/v1/contact', message, o), 'contact'),

    /** The spec names the enquiry's fields but no route; the reference API's sits beside contact. */
    enquiry: async (enquiry: EnquiryInput, o?: CallOptions) =>
      parseAnswer(SentMessageAnswerSchema, await client.post('/api/v1/contact/enquiry', enquiry, o), 'contact/enquiry'),

    sheepVaccineOrder: async (order: SheepVaccineOrder, o?: CallOptions) =>
      parseAnswer(PlacedSheepOrderAnswerSchema, await client.post('/api/v1/contact/sheepvaccinesorderform', order, o), 'contact/sheepvaccinesorderform'),
  };
}

export type ContactApi = ReturnType<typeof createContactApi>;
