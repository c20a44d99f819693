// Contact messages, general enquiries and the sheep vaccine order form.
// Bodies are the schemas' input types (shared/schemas), answers the reference API's.
import type { ApiClient, CallOptions } from './http';
import type { ContactMessage, EnquiryInput, SheepVaccineOrder } from './payloads';

/** The origin a contact message carries when sent from the contact page itself. */
export { CONTACT_PAGE_ORIGIN } from '../schemas/contact';

/** POST /api/v1/contact and /contact/enquiry answer 201 `{ id }`. */
export interface SentMessage {
  id: number | string;
}

/** POST /api/v1/contact/sheepvaccinesorderform answers 201 `{ id, clinic: { id, name } }` (docs/forms.md). */
export interface PlacedSheepOrder {
  id: number | string;
  clinic: { id: string; name: string };
}

export function createContactApi(client: ApiClient) {
  return {
    /** The message fields are the body itself (not wrapped in another object). */
    send: (message: ContactMessage, o?: CallOptions) => client.post<SentMessage>('/api/v1/contact', message, o),

    /** The spec names the enquiry's fields but no route; the reference API's sits beside contact. */
    enquiry: (enquiry: EnquiryInput, o?: CallOptions) => client.post<SentMessage>('/api/v1/contact/enquiry', enquiry, o),

    sheepVaccineOrder: (order: SheepVaccineOrder, o?: CallOptions) => client.post<PlacedSheepOrder>('/api/v1/contact/sheepvaccinesorderform', order, o),
  };
}

export type ContactApi = ReturnType<typeof createContactApi>;
