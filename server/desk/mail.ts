// The email a client gets when the clinic declines their appointment request: the staff
// member's message in the clinic's name. No calendar file: the request never had an entry.
import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../../shared/format/html';
import type { Clinic } from '../appointments/catalogue';

export interface Declined {
  vetId: string;
  vetName: string;
  to: string;
  firstName: string;
  clinic: Pick<Clinic, 'name' | 'address' | 'phone'>;
  pets: string[];
  /** What the staff member wrote to the client. */
  message: string;
}

export function declineMessage(d: Declined): MailMessage {
  const intro = `We could not book your appointment request for ${d.pets.join(', ')} at ${d.clinic.name}. A message from the clinic:`;
  const footer = `${d.clinic.name}, ${d.clinic.address}${d.clinic.phone ? `. Phone ${d.clinic.phone}` : ''}`;
  const blocks = [`Kia ora ${d.firstName},`, intro, d.message, footer, d.vetName];
  return {
    vetId: d.vetId,
    to: d.to,
    subject: `Your appointment request at ${d.clinic.name}`,
    text: blocks.join('\n\n'),
    html: blocks.map((b) => `<p>${escapeHtml(b).replace(/\n/g, '<br>')}</p>`).join(''),
  };
}
