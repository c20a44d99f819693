// Outbox rows kept as a template's name and its data (migration 020) become messages here,
// when they are sent (delivery.ts) or shown (the dev mailbox). A row written as a message is
// taken as it is.
import { clinicBookingMessage, type ClinicBookingData } from '../appointments/bookingNotice';
import { bookingConfirmation, type BookingConfirmationData } from '../appointments/confirmation';
import type { MailAttachment, MailMessage } from './mailer';

export interface OutboxRow {
  vet_id: string | null;
  to_address: string;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  attachments: MailAttachment[] | string;
  template: string | null;
  data: unknown;
  headers: Record<string, string> | string;
}

/** The columns `messageOf` reads. */
export const OUTBOX_MESSAGE_COLUMNS = 'vet_id, to_address, subject, text_body, html_body, attachments, template, data, headers';

const templates: Record<string, (vetId: string, to: string, data: never) => MailMessage> = {
  'booking-confirmation': (vetId, to, data: BookingConfirmationData) => bookingConfirmation(vetId, to, data),
  'clinic-new-booking': (vetId, to, data: ClinicBookingData) => clinicBookingMessage(vetId, to, data),
};

export function messageOf(row: OutboxRow): Required<Pick<MailMessage, 'to' | 'subject' | 'text' | 'attachments'>> & MailMessage {
  if (row.template !== null) {
    const render = templates[row.template];
    if (!render) throw new Error(`Unknown mail template ${row.template}`);
    const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as never;
    const message = render(row.vet_id ?? '', row.to_address, data);
    return { ...message, attachments: message.attachments ?? [] };
  }
  return {
    vetId: row.vet_id ?? undefined,
    to: row.to_address,
    subject: row.subject ?? '',
    text: row.text_body ?? '',
    html: row.html_body ?? undefined,
    attachments: typeof row.attachments === 'string' ? JSON.parse(row.attachments) : row.attachments,
    headers: typeof row.headers === 'string' ? JSON.parse(row.headers) : row.headers,
  };
}
