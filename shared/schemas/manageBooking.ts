// A booking managed from its email link (server/appointments/manage/, <vet-manage-booking>):
// what the page shows, and what it sends to move the booking. Cancelling sends the account's
// CancelAppointmentSchema ('Reason for cancel is required').
import * as v from 'valibot';
import { AppointmentAnswerSchema, HoldRequestSchema, MONTH_INVALID, SLOT_REQUIRED } from './appointments';

export const MANAGE_LINK_INVALID = 'This link does not open a booking. Please use the link in your latest email about it, or call the clinic.';
export const MANAGE_LINK_ENDED = 'This booking can no longer be changed online: its time has come or it was cancelled.';
export const MANAGE_NOT_MOVABLE = 'A request the clinic has still to confirm cannot be moved online. Please call the clinic.';
export const MANAGE_SAME_TIME = 'That is the time already booked. Please choose another time.';
export const HOLD_ID_INVALID = 'The hold is not valid.';

/** The clinic's notice in words: '2 hours', '1 day', '45 minutes'. */
export function noticeInWords(minutes: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (minutes > 0 && minutes % 1440 === 0) return unit(minutes / 1440, 'day');
  if (minutes > 0 && minutes % 60 === 0) return unit(minutes / 60, 'hour');
  return unit(minutes, 'minute');
}

/** Inside the clinic's notice the phone is the way left: the API's refusal and the page's text. */
export const noticePassed = (minutes: number, clinic: string, phone: string | null) =>
  `Changes within ${noticeInWords(minutes)} of the appointment are made by phone. Please call ${clinic}${phone ? ` on ${phone}` : ''}.`;

/** GET /api/v2/appointment/manage/{token}/slots?date=yyyy-MM */
export const ManageSlotsQuerySchema = v.object({
  date: v.pipe(v.string(MONTH_INVALID), v.trim(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_INVALID)),
});

/** POST /api/v2/appointment/manage/{token}/hold: as the booking flow's hold. */
export const ManageHoldSchema = v.object({
  ...HoldRequestSchema.entries,
  previousHoldId: v.optional(v.nullable(v.pipe(v.string(HOLD_ID_INVALID), v.trim(), v.uuid(HOLD_ID_INVALID), v.toLowerCase())), null),
});

/** POST /api/v2/appointment/manage/{token}/move: the new time (and its hold, when there is one). */
export const ManageMoveSchema = v.object(
  {
    slotId: v.pipe(v.string(SLOT_REQUIRED), v.trim(), v.nonEmpty(SLOT_REQUIRED), v.maxLength(120, SLOT_REQUIRED)),
    holdId: v.optional(v.nullable(v.pipe(v.string(HOLD_ID_INVALID), v.trim(), v.uuid(HOLD_ID_INVALID), v.toLowerCase())), null),
  },
  SLOT_REQUIRED,
);
export type ManageMoveInput = v.InferInput<typeof ManageMoveSchema>;

/** GET /api/v2/appointment/manage/{token}, and the answer of a move or cancel. */
export const ManagedBookingAnswerSchema = v.looseObject({
  bookingId: v.string(),
  clinic: v.looseObject({ id: v.string(), name: v.string(), address: v.string(), phone: v.nullable(v.string()) }),
  /** Its appointments still on (one per pet); after a cancel, the ones cancelled. */
  appointments: v.array(AppointmentAnswerSchema),
  /** A request of the older flow: no clinician's time yet, so it can be cancelled but not moved. */
  isRequest: v.boolean(),
  /** Whether it can still be moved or cancelled online (the clinic's notice rule); else the page gives the phone number. */
  changeable: v.boolean(),
  /** The clinic's notice, in minutes before the appointment, and the instant (UTC ISO) online changes stop. */
  noticeMinutes: v.number(),
  changeBy: v.string(),
  /** The booking's own first month, yyyy-MM: where the move calendar opens. */
  month: v.string(),
});
export type ManagedBooking = v.InferOutput<typeof ManagedBookingAnswerSchema>;
