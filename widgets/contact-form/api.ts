// The contact form's calls: the clinics that take mail (content service) and the message
// itself (shared/api/contact.ts), with the widget's api-base, vet id and token.
import { createContactApi } from '../../shared/api/contact';
import type { SentMessage } from '../../shared/schemas/contact';
import type { ContactMessage } from '../../shared/api/payloads';
import { contentClientFor, loadMailableClinics, type MailableClinic } from '../kit/form/clinics';
import type { WidgetApi } from '../kit/WidgetContext';

export interface ContactFormApi {
  clinics: () => Promise<MailableClinic[]>;
  send: (message: ContactMessage) => Promise<SentMessage>;
}

export function createContactFormApi(widget: WidgetApi): ContactFormApi {
  const contact = createContactApi(widget.client);
  const content = contentClientFor(widget);
  return {
    clinics: () => loadMailableClinics(content),
    send: (message) => contact.send(message),
  };
}
