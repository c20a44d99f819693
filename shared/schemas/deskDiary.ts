// The clinic desk's diary: a clinic's days as the desk shows them (clinicians, their hours,
// bookings and blocked time), and what staff do to a booking (attendance, move, cancel).
import * as v from 'valibot';

const Ref = v.looseObject({ id: v.number(), name: v.string() });
const Span = { start: v.string(), end: v.string() };

export const ORIGINS = ['online', 'request', 'phone'] as const;
export const ATTENDANCE = ['arrived', 'noShow', 'done'] as const;
export type Attendance = (typeof ATTENDANCE)[number];

/** One appointment (one pet) on a clinician's time. */
export const DiaryBookingSchema = v.looseObject({
  appointmentId: v.number(),
  bookingId: v.string(),
  ...Span,
  clinicianId: v.nullable(v.number()),
  origin: v.fallback(v.picklist(ORIGINS), 'online'),
  status: v.string(),
  attendance: v.fallback(v.nullable(v.picklist(ATTENDANCE)), null),
  pet: v.looseObject({ name: v.string(), species: v.nullable(v.string()) }),
  client: v.looseObject({ firstName: v.string(), lastName: v.string(), phone: v.string(), email: v.nullable(v.string()), newClient: v.boolean() }),
  appointmentType: v.nullable(Ref),
  notes: v.fallback(v.string(), ''),
});
export type DiaryBooking = v.InferOutput<typeof DiaryBookingSchema>;

export const DiaryBlockSchema = v.looseObject({ id: v.number(), clinicianId: v.nullable(v.number()), ...Span, reason: v.string() });
export type DiaryBlock = v.InferOutput<typeof DiaryBlockSchema>;

/** GET /api/v1/desk/diary?clinicId=&from=&days= */
export const DiaryAnswerSchema = v.looseObject({
  clinic: v.looseObject({ id: v.string(), name: v.string() }),
  from: v.string(),
  days: v.number(),
  clinicians: v.array(Ref),
  dates: v.array(
    v.looseObject({
      date: v.string(),
      closed: v.boolean(),
      open: v.nullable(v.looseObject(Span)),
      hours: v.array(v.looseObject({ clinicianId: v.number(), ...Span })),
    }),
  ),
  bookings: v.array(DiaryBookingSchema),
  blocks: v.fallback(v.array(DiaryBlockSchema), []),
});
export type Diary = v.InferOutput<typeof DiaryAnswerSchema>;
