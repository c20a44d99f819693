// The contact form's calls: the clinics that take mail (content service) and the message
// itself (shared/api/contact.ts), with the widget's api-base, vet id and token.
import { createContactApi, type SentMessage } from '../../shared/api/contact';
import { createApiClient, type FetchLike } from '../../shared/api/http';
import type { ContactMessage } from '../../shared/api/payloads';
import { contentClientFor, loadMailableClinics, type MailableClinic } from '../kit/form/clinics';
import type { WidgetContextValue } from '../kit/WidgetContext';

export interface ContactFormApi {
  clinics: () => Promise<MailableClinic[]>;
  send: (message: ContactMessage) => Promise<SentMessage>;
}

export function createContactFormApi(widget: Pick<WidgetContextValue, 'config' | 'getToken'>, deps: { fetch?: FetchLike } = {}): ContactFormApi {
  const { apiBase, vetId } = widget.config;
  const contact = createContactApi(createApiClient({ apiBase, vetId, token: widget.getToken, fetch: deps.fetch }));
  const content = contentClientFor(widget.config, deps.fetch);
  return {
    clinics: () => loadMailableClinics(content),
    send: (message) => contact.send(message),
  };
}
