// The clinic's email when a client asks for an appointment in the older flow: the request
// waits for someone at the clinic to confirm a time, so the clinic must hear of it at once,
// with what it needs to call the client and a link to the desk where it is confirmed.
import type { MailMessage } from '../mail/mailer';
import { blocksHtml, blocksText, type MailBlock } from '../mail/blocks';
import { formatPickup } from '../../shared/format/dates';
import { lineOf, type MailedAppointment } from './confirmation';

export interface NewRequest {
  vetId: string;
  clinic: { name: string; email: string | null };
  appointments: MailedAppointment[];
  client: { firstName: string; lastName: string; phone: string; email: string };
  notes: string;
  deskUrl: string;
}

/** To the clinic's address, or null when the clinic has none. */
export function newRequestMessage(request: NewRequest): MailMessage | null {
  if (!request.clinic.email) return null;
  const who = `${request.client.firstName} ${request.client.lastName}`.trim();
  const first = request.appointments[0]!;
  const blocks: MailBlock[] = [
    `${who} asked for an appointment at ${request.clinic.name}. Their preferred time:`,
    request.appointments.map(lineOf),
    ...(request.notes ? [`Notes: ${request.notes}`] : []),
    `Client: ${who}, ${request.client.phone}, ${request.client.email}`,
    `Confirm a time or decline it at the clinic desk: ${request.deskUrl}`,
  ];
  return {
    vetId: request.vetId,
    to: request.clinic.email,
    subject: `Appointment request: ${who}, ${formatPickup(first.bookingDate)}`,
    text: blocksText(blocks),
    html: blocksHtml(blocks),
  };
}
