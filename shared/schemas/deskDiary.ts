// The clinic desk's day (server/desk/diary.ts, bookingActions.ts; docs/desk.md "The day"):
// the diary of a clinic's bookings, and what staff do to one booking from it: mark who came,
// move it, cancel it.
import * as v from 'valibot';
import { SLOT_MONTHS_AHEAD } from '../domain/limits';
import { DeskRequestsQuerySchema, DeskTimesQuerySchema, DESK_DATE_INVALID } from './desk';

export const DIARY_DAYS = 7;
export const DIARY_DAYS_INVALID = `The diary shows 1 to ${DIARY_DAYS} days.`;
export const DIARY_TOO_FAR_BACK = 'The diary goes back at most a year.';
export const DIARY_TOO_FAR_AHEAD = `The diary goes ${SLOT_MONTHS_AHEAD} months ahead, as far as bookings open.`;
export const ATTENDANCE_INVALID = 'Attendance must be arrived, noShow, done or none.';
export const CANCEL_REASON_REQUIRED = 'Please give the reason for cancelling.';
export const CANCEL_REASON_TOO_LONG = 'The reason can be at most 400 characters.';
export const BOOKING_IS_REQUEST = 'This booking is a request still to be confirmed: confirm or decline it from the requests queue.';
export const BOOKING_NOT_ON = 'This booking is cancelled or completed: it cannot be moved or cancelled.';
export const ATTENDANCE_CANCELLED = 'This booking is cancelled: it cannot be marked as arrived, no-show or done.';
export const MOVE_SAME_TIME = 'The booking is already at that time with that clinician.';

export const ATTENDANCES = ['arrived', 'noShow', 'done'] as const;
export type Attendance = (typeof ATTENDANCES)[number];

/** GET /api/v1/desk/diary?clinicId=&from=yyyy-MM-dd&days=1..7 */
export const DeskDiaryQuerySchema = v.object(
  {
    clinicId: DeskRequestsQuerySchema.entries.clinicId,
    from: DeskTimesQuerySchema.entries.date,
    days: v.optional(v.pipe(v.string(DIARY_DAYS_INVALID), v.trim(), v.regex(/^[1-7]$/, DIARY_DAYS_INVALID), v.transform(Number)), '1'),
  },
  DESK_DATE_INVALID,
);
export type DeskDiaryQuery = v.InferOutput<typeof DeskDiaryQuerySchema>;

/** GET /api/v1/desk/bookings/:bookingId/times?date=yyyy-MM-dd: the booking's type and pet count. */
export const DeskBookingTimesQuerySchema = v.object({ date: DeskTimesQuerySchema.entries.date }, DESK_DATE_INVALID);

/** POST /api/v1/desk/bookings/:bookingId/attendance: null takes the mark off. */
export const DeskAttendanceSchema = v.object({ attendance: v.nullable(v.picklist(ATTENDANCES, ATTENDANCE_INVALID), null) }, ATTENDANCE_INVALID);

/** POST /api/v1/desk/bookings/:bookingId/cancel: kept as the booking's cancellation note. */
export const DeskCancelSchema = v.object(
  { reason: v.pipe(v.string(CANCEL_REASON_REQUIRED), v.trim(), v.nonEmpty(CANCEL_REASON_REQUIRED), v.maxLength(400, CANCEL_REASON_TOO_LONG)) },
  CANCEL_REASON_REQUIRED,
);

const Ref = v.looseObject({ id: v.number(), name: v.string() });

/** One appointment (one pet) of the diary. */
export const DiaryBookingSchema = v.looseObject({
  appointmentId: v.number(),
  bookingId: v.string(),
  /** NZ local times with their offset. */
  start: v.string(),
  end: v.string(),
  clinicianId: v.number(),
  /** How it was made. */
  origin: v.picklist(['online', 'request', 'phone']),
  status: v.string(),
  attendance: v.nullable(v.picklist(ATTENDANCES)),
  pet: v.looseObject({ name: v.string(), species: v.nullable(v.string()) }),
  client: v.looseObject({ firstName: v.string(), lastName: v.string(), phone: v.string(), email: v.nullable(v.string()), newClient: v.boolean() }),
  appointmentType: v.nullable(Ref),
  notes: v.string(),
});
export type DiaryBooking = v.InferOutput<typeof DiaryBookingSchema>;

/** GET /api/v1/desk/diary */
export const DeskDiaryAnswerSchema = v.looseObject({
  clinic: v.looseObject({ id: v.string(), name: v.string() }),
  from: v.string(),
  days: v.number(),
  /** The clinic's active clinicians in its order, then any other with a booking shown. */
  clinicians: v.array(Ref),
  dates: v.array(
    v.looseObject({
      date: v.string(),
      /** A public holiday, one of the clinic's closed days, or a day without opening hours. */
      closed: v.boolean(),
      open: v.nullable(v.looseObject({ start: v.string(), end: v.string() })),
      /** One entry per working stretch (a clinician off for lunch has two). */
      hours: v.array(v.looseObject({ clinicianId: v.number(), start: v.string(), end: v.string() })),
    }),
  ),
  bookings: v.array(DiaryBookingSchema),
  blocks: v.array(v.looseObject({ id: v.number(), clinicianId: v.nullable(v.number()), start: v.string(), end: v.string(), reason: v.string() })),
});
export type DeskDiary = v.InferOutput<typeof DeskDiaryAnswerSchema>;
export type DiaryBlock = DeskDiary['blocks'][number];
