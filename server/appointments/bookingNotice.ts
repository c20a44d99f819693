// The clinic's emails about bookings clients made online: one per booking (queued with the
// booking itself, so both happen or neither) or a daily digest (server/desk/digest.ts), as the
// clinic chooses (clinics.booking_mail). Both end with the desk, where the booking already is.
import type { MailMessage } from '../mail/mailer';
import { blocksHtml, blocksText, type MailBlock } from '../mail/blocks';
import { formatPickup, nzDateTime } from '../../shared/format/dates';
import { lineOf } from './confirmation';
import type { BookingConfirmationData } from './confirmation';

/** The outbox data of a clinic's booking email: the client's confirmation data and who booked. */
export interface ClinicBookingData extends BookingConfirmationData {
  clinicName: string;
  client: { firstName: string; lastName: string; phone: string; email: string };
  notes: string;
  deskUrl: string;
}

const lines = (appointments: BookingConfirmationData['appointments']) =>
  appointments.map((a) =>
    lineOf({
      bookingDate: nzDateTime(new Date(a.startsAt)),
      endDate: nzDateTime(new Date(a.endsAt)),
      pets: [{ name: a.pet }],
      appointmentType: a.type === null ? null : { name: a.type },
      calendarResource: a.clinician === null ? null : { name: a.clinician },
    }),
  );

export function clinicBookingMessage(vetId: string, to: string, data: ClinicBookingData): MailMessage {
  const who = `${data.client.firstName} ${data.client.lastName}`.trim();
  const blocks: MailBlock[] = [
    `${who} booked online at ${data.clinicName}:`,
    lines(data.appointments),
    ...(data.notes ? [`Notes: ${data.notes}`] : []),
    `Client: ${who}, ${data.client.phone}, ${data.client.email}`,
    `It is in the clinic desk's diary: ${data.deskUrl}`,
  ];
  return {
    vetId,
    to,
    subject: `Online booking: ${who}, ${formatPickup(data.appointments[0]?.startsAt ?? data.now)}`,
    text: blocksText(blocks),
    html: blocksHtml(blocks),
  };
}
