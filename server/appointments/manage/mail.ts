// The emails of a change made from the manage link: the client's (what changed, with the
// calendar file that updates the one they have: same UIDs, a higher SEQUENCE, METHOD:CANCEL
// for a cancellation) and the clinic's (who changed what, and why).
import type { MailMessage } from '../../mail/mailer';
import { blocksHtml, blocksText, type MailBlock } from '../../mail/blocks';
import { formatPickup } from '../../../shared/format/dates';
import { icsFor, lineOf, manageLine } from '../confirmation';
import type { AppointmentOnWire } from '../appointments';

export interface BookingChange {
  vetId: string;
  vetName: string;
  bookingId: string;
  kind: 'moved' | 'cancelled';
  clinic: { name: string; address: string; phone: string | null; email: string | null };
  /** The appointments as they are now, and where they were before (moved) or the reason (cancelled). */
  appointments: AppointmentOnWire[];
  /** Each appointment's place in the booking (its calendar UID). */
  places: number[];
  /**
   * The client was sent a calendar file for it (a booking made online or at the desk); a
   * request's confirmation carried none, so its cancellation has none to take out either.
   */
  inCalendar: boolean;
  sequence: number;
  before: AppointmentOnWire[];
  reason: string | null;
  /** The clinic made the change (at the desk): the client reads its reason. */
  byClinic?: boolean;
  manageUrl: string;
  now: Date;
}

/** To the client: the booking's new time (with the calendar update) or its cancellation. */
export function clientChangeMessage(change: BookingChange): MailMessage {
  const first = change.appointments[0]!;
  const moved = change.kind === 'moved';
  const subject = moved ? `Your appointment at ${change.clinic.name} has moved` : `Your appointment at ${change.clinic.name} is cancelled`;
  const intro = moved
    ? `Your appointment has moved to ${formatPickup(first.bookingDate)}. The attached calendar file updates it in your calendar.`
    : `${change.byClinic ? `The clinic has cancelled your appointment${change.reason ? `: ${change.reason}` : ''}.` : 'Your appointment is cancelled.'}${change.inCalendar ? ' The attached calendar file takes it out of your calendar.' : ''}`;
  const lines = change.appointments.map(lineOf);
  const footer = `${change.clinic.name}, ${change.clinic.address}${change.clinic.phone ? `. Phone ${change.clinic.phone}` : ''}`;
  const closing = moved ? manageLine('booked', change.manageUrl, change.clinic) : 'To book again, visit our website or call the clinic.';
  const blocks: MailBlock[] = [`Kia ora ${first.firstName ?? ''},`, intro, lines, footer, closing, change.vetName];
  return {
    vetId: change.vetId,
    to: first.email ?? '',
    subject,
    text: blocksText(blocks),
    html: blocksHtml(blocks),
    attachments: !change.inCalendar
      ? []
      : [
          {
            filename: 'appointment.ics',
            contentType: 'text/calendar',
            content: icsFor({
              vetId: change.vetId,
              vetName: change.vetName,
              bookingId: change.bookingId,
              appointments: change.appointments,
              clinic: change.clinic,
              now: change.now,
              kind: moved ? 'booked' : 'cancelled',
              places: change.places,
              sequence: change.sequence,
              manageUrl: change.manageUrl,
            }),
          },
        ],
  };
}

/** To the clinic (its email address, when it has one): who changed which booking, and how. */
export function clinicChangeMessage(change: BookingChange): MailMessage | null {
  if (!change.clinic.email) return null;
  const first = change.appointments[0]!;
  const who = `${first.firstName ?? ''} ${first.lastName ?? ''}`.trim();
  const moved = change.kind === 'moved';
  const subject = moved
    ? `Booking moved online: ${who}, now ${formatPickup(first.bookingDate)}`
    : `Booking cancelled online: ${who}, ${formatPickup(first.bookingDate)}`;
  const blocks: MailBlock[] = [
    moved ? `${who} moved their booking from the link in its email.` : `${who} cancelled their booking from the link in its email.`,
    ...(moved ? ['Was:', change.before.map(lineOf), 'Now:'] : []),
    change.appointments.map(lineOf),
    ...(change.reason ? [`Reason: ${change.reason}`] : []),
    `Client: ${who}, ${first.phone ?? ''}, ${first.email ?? ''}`,
  ];
  return {
    vetId: change.vetId,
    to: change.clinic.email,
    subject,
    text: blocksText(blocks),
    html: blocksHtml(blocks),
  };
}
