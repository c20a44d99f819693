// Contact messages and the sheep vaccine order form (spec 1 section 7).
import type { ApiClient, CallOptions } from './http';
import type { ContactMessage, SheepVaccineOrder } from './payloads';

/** The origin a contact message carries when sent from the contact page itself. */
export const CONTACT_PAGE_ORIGIN = 'Contact Us Page';

export function createContactApi(client: ApiClient) {
  return {
    /** The message fields are the body itself (not wrapped in another object). */
    send: (message: ContactMessage, o?: CallOptions) => client.post<unknown>('/api/v1/contact', message, o),

    /** The response is not shown in the spec. */
    sheepVaccineOrder: (order: SheepVaccineOrder, o?: CallOptions) =>
      client.post<unknown>('/api/v1/contact/sheepvaccinesorderform', order, o),
  };
}

export type ContactApi = ReturnType<typeof createContactApi>;
