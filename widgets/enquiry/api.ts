// The enquiry form's one call (shared/api/contact.ts), with the widget's api-base, vet id and token.
import { createContactApi, type SentMessage } from '../../shared/api/contact';
import { createApiClient, type FetchLike } from '../../shared/api/http';
import type { EnquiryInput } from '../../shared/api/payloads';
import type { WidgetContextValue } from '../kit/WidgetContext';

export interface EnquiryApi {
  send: (enquiry: EnquiryInput) => Promise<SentMessage>;
}

export function createEnquiryApi(widget: Pick<WidgetContextValue, 'config' | 'getToken'>, deps: { fetch?: FetchLike } = {}): EnquiryApi {
  const { apiBase, vetId } = widget.config;
  const contact = createContactApi(createApiClient({ apiBase, vetId, token: widget.getToken, fetch: deps.fetch }));
  return { send: (enquiry) => contact.enquiry(enquiry) };
}
