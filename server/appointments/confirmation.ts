// The confirmation a client gets after booking: an email with the appointments and an
// iCalendar (.ics, RFC 5545) attachment whose events are in UTC, so every calendar app
// places them correctly whatever its own zone; and, for a signed-in client, a notification.
import type { Queryable } from '../db/index';
import type { MailMessage } from '../mail/mailer';
import { notify } from '../notifications/store';
import { formatPickup } from '../../shared/format/dates';
import { escapeHtml } from '../../shared/format/html';
import { calendarUid, escapeIcsText, icsCalendar, manageLine as calendarManageLine } from '../../shared/format/ics';
import { nzDateTime } from './slotEngine';
import type { AppointmentOnWire } from './appointments';

/** What the confirmation shows of an appointment: a written row's (the older flow) or a booking's template data. */
export type MailedAppointment = Pick<AppointmentOnWire, 'bookingDate' | 'endDate' | 'pets' | 'appointmentType' | 'calendarResource'>;

export interface ConfirmationInput {
  vetId: string;
  vetName: string;
  /** The booking's id: each event's calendar id is made from it and the appointment's place. */
  bookingId: string;
  /** The booking as created: one appointment per pet. */
  appointments: MailedAppointment[];
  clinic: { name: string; address: string; phone: string | null };
  to: string;
  firstName: string;
  /** Whether the times are confirmed (new flow) or a request the clinic will confirm (older flow). */
  kind: 'booked' | 'requested';
  now: Date;
  /** The booking's manage page (manage/link.ts), where the client sees, moves or cancels it. */
  manageUrl?: string | undefined;
}

/**
 * A calendar with one event per appointment: a booked one's, or after a change its update
 * (`sequence` above 0, the same UIDs) or, cancelled, the events taken out (METHOD:CANCEL).
 */
export function icsFor(
  input: Pick<ConfirmationInput, 'vetId' | 'vetName' | 'bookingId' | 'appointments' | 'clinic' | 'now' | 'manageUrl'> & {
    kind: ConfirmationInput['kind'] | 'cancelled';
    /** The appointments' places in the booking (their UIDs), when not 0, 1, … */
    places?: number[];
    sequence?: number;
  },
): string {
  return icsCalendar({
    prodId: `-//${escapeIcsText(input.vetName)}//Online booking//EN`,
    method: input.kind === 'cancelled' ? 'CANCEL' : 'PUBLISH',
    now: input.now,
    events: input.appointments.map((a, i) => {
      const what = a.appointmentType?.name ?? 'Vet appointment';
      const pet = a.pets.map((p) => p.name).join(', ');
      return {
        uid: calendarUid(input.vetId, input.bookingId, input.places?.[i] ?? i),
        sequence: input.sequence ?? 0,
        start: new Date(a.bookingDate),
        end: new Date(a.endDate),
        summary: `${what} for ${pet} at ${input.clinic.name}`,
        location: `${input.clinic.name}, ${input.clinic.address}`,
        description: [
          `${what} for ${pet}`,
          a.calendarResource ? `With ${a.calendarResource.name}` : '',
          input.clinic.phone ? `Clinic phone: ${input.clinic.phone}` : '',
          input.manageUrl && input.kind !== 'cancelled' ? calendarManageLine(input.manageUrl) : '',
        ]
          .filter(Boolean)
          .join('\n'),
        status: input.kind === 'booked' ? 'CONFIRMED' : input.kind === 'cancelled' ? 'CANCELLED' : 'TENTATIVE',
      };
    }),
  });
}

export function lineOf(a: MailedAppointment): string {
  const who = a.calendarResource ? ` with ${a.calendarResource.name}` : '';
  return `${a.pets.map((p) => p.name).join(', ')}: ${a.appointmentType?.name ?? 'Appointment'}, ${formatPickup(a.bookingDate)}${who}`;
}

export const confirmationSubject = (input: Pick<ConfirmationInput, 'kind' | 'clinic'>) =>
  input.kind === 'booked' ? `Your appointment at ${input.clinic.name} is booked` : `We have your appointment request for ${input.clinic.name}`;

/** What the email says about the manage link (or, without one, the phone). */
export function manageLine(kind: ConfirmationInput['kind'], manageUrl: string | undefined, clinic: ConfirmationInput['clinic']): string {
  const phone = clinic.phone ? ` on ${clinic.phone}` : '';
  if (!manageUrl) return `To change or cancel it, call the clinic${phone}.`;
  return kind === 'booked'
    ? `To see, move or cancel this booking, open ${manageUrl} (or call the clinic${phone}).`
    : `To see or cancel this request, open ${manageUrl} (or call the clinic${phone}).`;
}

/** The confirmation email. */
export function confirmationMessage(input: ConfirmationInput): MailMessage {
  const intro =
    input.kind === 'booked'
      ? 'Your appointment is booked. The details are below, and the attached calendar file adds it to your calendar.'
      : 'Thank you for your appointment request. The clinic will contact you to confirm the time.';
  const lines = input.appointments.map(lineOf);
  const footer = `${input.clinic.name}, ${input.clinic.address}${input.clinic.phone ? `. Phone ${input.clinic.phone}` : ''}`;
  const manage = manageLine(input.kind, input.manageUrl, input.clinic);
  const text = [`Kia ora ${input.firstName},`, '', intro, '', ...lines.map((l) => `- ${l}`), '', footer, '', manage, '', input.vetName].join('\n');
  const manageHtml = input.manageUrl
    ? `<p><a href="${escapeHtml(input.manageUrl)}">${input.kind === 'booked' ? 'See, move or cancel this booking' : 'See or cancel this request'}</a>` +
      `${input.clinic.phone ? ` (or call the clinic on ${escapeHtml(input.clinic.phone)})` : ''}.</p>`
    : `<p>${escapeHtml(manage)}</p>`;
  const html =
    `<p>Kia ora ${escapeHtml(input.firstName)},</p><p>${escapeHtml(intro)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` +
    `<p>${escapeHtml(footer)}</p>${manageHtml}<p>${escapeHtml(input.vetName)}</p>`;
  return {
    vetId: input.vetId,
    to: input.to,
    subject: confirmationSubject(input),
    text,
    html,
    // A request's time is only what the client would like until the clinic confirms it: no
    // calendar file, so no calendar shows a time that may not happen.
    attachments: input.kind === 'booked' ? [{ filename: 'appointment.ics', content: icsFor(input), contentType: 'text/calendar' }] : [],
  };
}

/**
 * A booking's confirmation as the outbox keeps it (template 'booking-confirmation'): built in
 * SQL by the booking's own statement from the rows it wrote (server/appointments/booking.ts),
 * rendered by `bookingConfirmation` when the email is sent or shown.
 */
export interface BookingConfirmationData {
  bookingId: string;
  vetName: string;
  firstName: string;
  kind: ConfirmationInput['kind'];
  /** ISO instants. */
  now: string;
  clinic: ConfirmationInput['clinic'];
  appointments: { startsAt: string; endsAt: string; pet: string; type: string | null; clinician: string | null }[];
  /** Absent in rows queued before bookings had manage links. */
  manageUrl?: string;
}

export function bookingConfirmation(vetId: string, to: string, data: BookingConfirmationData): MailMessage {
  return confirmationMessage({
    ...data,
    vetId,
    to,
    now: new Date(data.now),
    appointments: data.appointments.map((a) => ({
      bookingDate: nzDateTime(new Date(a.startsAt)),
      endDate: nzDateTime(new Date(a.endsAt)),
      pets: [{ name: a.pet }],
      appointmentType: a.type === null ? null : { name: a.type },
      calendarResource: a.clinician === null ? null : { name: a.clinician },
    })),
  });
}

/** The bell notification for a signed-in client (inside the booking's transaction). */
export async function notifyBooked(db: Queryable, input: Pick<ConfirmationInput, 'vetId' | 'appointments' | 'clinic' | 'kind' | 'now'> & { userId: number }) {
  const title = input.kind === 'booked' ? 'Appointment booked' : 'Appointment request received';
  const body = `${input.appointments.map(lineOf).join('; ')} at ${input.clinic.name}.`;
  await notify(db, { vetId: input.vetId, userId: input.userId, title, body, at: input.now });
}
