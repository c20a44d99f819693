// The enquiry form's one call (shared/api/contact.ts), with the widget's api-base, vet id and token.
import { createContactApi } from '../../shared/api/contact';
import type { SentMessage } from '../../shared/schemas/contact';
import type { EnquiryInput } from '../../shared/api/payloads';
import type { WidgetApi } from '../kit/WidgetContext';

export interface EnquiryApi {
  send: (enquiry: EnquiryInput) => Promise<SentMessage>;
}

export function createEnquiryApi(widget: WidgetApi): EnquiryApi {
  const contact = createContactApi(widget.client);
  return { send: (enquiry) => contact.enquiry(enquiry) };
}
