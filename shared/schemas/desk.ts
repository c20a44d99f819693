// The clinic desk (server/desk/, docs/desk.md): what staff send to work the appointment
// requests queue, and what the server answers.
import * as v from 'valibot';
import { AppointmentAnswerSchema, SLOT_REQUIRED } from './appointments';

export const STAFF_ROLES = ['reception', 'manager'] as const;
export const StaffRoleSchema = v.picklist(STAFF_ROLES, 'The role must be reception or manager');
export type StaffRole = v.InferOutput<typeof StaffRoleSchema>;

export const BOOKING_ID_INVALID = 'The booking id is not valid.';
export const CLINIC_ID_INVALID = 'Please choose a clinic.';
export const DESK_DATE_INVALID = 'The date must be a day given as yyyy-MM-dd.';
export const TYPE_ID_INVALID = 'The appointment type is not valid.';
export const TYPE_NEEDED = 'This request names no appointment type: please choose one.';
export const DECLINE_MESSAGE_REQUIRED = 'Please write a message to the client.';
export const DECLINE_MESSAGE_TOO_LONG = 'The message can be at most 400 characters.';
export const REQUEST_NOT_OPEN = 'This request has already been confirmed or declined.';

const isDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(day);
};

/** :bookingId in a desk path. */
export const DeskBookingParamSchema = v.object({
  bookingId: v.pipe(v.string(BOOKING_ID_INVALID), v.trim(), v.uuid(BOOKING_ID_INVALID), v.toLowerCase()),
});

/** GET /api/v1/desk/requests?clinicId= */
export const DeskRequestsQuerySchema = v.object(
  { clinicId: v.pipe(v.string(CLINIC_ID_INVALID), v.trim(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/i, CLINIC_ID_INVALID), v.toLowerCase()) },
  CLINIC_ID_INVALID,
);

/** GET /api/v1/desk/requests/:bookingId/times?date=yyyy-MM-dd[&appointmentTypeId=] */
export const DeskTimesQuerySchema = v.object(
  {
    date: v.pipe(v.string(DESK_DATE_INVALID), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2}$/, DESK_DATE_INVALID), v.check(isDay, DESK_DATE_INVALID)),
    /** The type to book: the request's own when it names one, else this one (required then). */
    appointmentTypeId: v.optional(v.pipe(v.string(TYPE_ID_INVALID), v.regex(/^[1-9]\d{0,8}$/, TYPE_ID_INVALID), v.transform(Number))),
  },
  DESK_DATE_INVALID,
);
export type DeskTimesQuery = v.InferOutput<typeof DeskTimesQuerySchema>;

/** POST /api/v1/desk/requests/:bookingId/confirm: one of the times the times call offered. */
export const DeskConfirmSchema = v.object(
  { slotId: v.pipe(v.string(SLOT_REQUIRED), v.trim(), v.nonEmpty(SLOT_REQUIRED), v.maxLength(120, SLOT_REQUIRED)) },
  SLOT_REQUIRED,
);

/** POST /api/v1/desk/requests/:bookingId/decline: what the client is told. */
export const DeskDeclineSchema = v.object(
  {
    message: v.pipe(v.string(DECLINE_MESSAGE_REQUIRED), v.trim(), v.nonEmpty(DECLINE_MESSAGE_REQUIRED), v.maxLength(400, DECLINE_MESSAGE_TOO_LONG)),
  },
  DECLINE_MESSAGE_REQUIRED,
);

/** How a clinic hears of online bookings: an email each, a daily digest, or only the diary. */
export const BOOKING_MAIL = ['each', 'digest', 'none'] as const;
export const BOOKING_MAIL_INVALID = 'Please choose how the clinic hears of online bookings.';
export const BookingMailSchema = v.picklist(BOOKING_MAIL, BOOKING_MAIL_INVALID);
export type BookingMail = v.InferOutput<typeof BookingMailSchema>;

/** PUT /api/v1/desk/clinics/:clinicId/booking-mail (managers) */
export const DeskBookingMailBodySchema = v.object({ bookingMail: BookingMailSchema }, BOOKING_MAIL_INVALID);

/** :clinicId in a desk path. */
export const DeskClinicParamSchema = v.object({ clinicId: DeskRequestsQuerySchema.entries.clinicId });

const ClinicRefSchema = v.looseObject({ id: v.string(), name: v.string() });

/** GET /api/v1/desk/me */
export const DeskMeAnswerSchema = v.looseObject({
  staff: v.looseObject({ id: v.number(), name: v.string(), email: v.string(), role: StaffRoleSchema }),
  /** The clinics this person may work: a receptionist's own, every clinic of the group for a manager. */
  clinics: v.array(v.looseObject({ ...ClinicRefSchema.entries, bookingMail: v.fallback(BookingMailSchema, 'each') })),
});

/** One booking waiting to be confirmed: the client's preferred time and every pet of it. */
export const DeskRequestAnswerSchema = v.looseObject({
  bookingId: v.string(),
  clinic: ClinicRefSchema,
  /** NZ local time with its offset, as appointments carry it. */
  preferredTime: v.string(),
  createdAt: v.string(),
  client: v.looseObject({ firstName: v.string(), lastName: v.string(), email: v.string(), phone: v.string() }),
  pets: v.array(v.looseObject({ name: v.string(), species: v.nullable(v.string()) })),
  appointmentType: v.nullable(v.looseObject({ id: v.number(), name: v.string() })),
  notes: v.string(),
});
export type DeskRequest = v.InferOutput<typeof DeskRequestAnswerSchema>;

/** GET /api/v1/desk/requests: the page `{ items, total }`, oldest request first. */
export const DeskRequestListAnswerSchema = v.looseObject({ items: v.array(DeskRequestAnswerSchema), total: v.number() });

/** GET /api/v1/desk/requests/:bookingId/times */
export const DeskTimesAnswerSchema = v.looseObject({
  date: v.string(),
  appointmentType: v.looseObject({ id: v.number(), name: v.string() }),
  petCount: v.number(),
  /** One per free clinician and start: the slot id books that clinician at that time. */
  times: v.array(v.looseObject({ slotId: v.string(), start: v.string(), label: v.string(), clinician: v.looseObject({ id: v.number(), name: v.string() }) })),
});

/** The answer of a confirm or a decline: the booking's appointments as they are now. */
export const DeskBookingAnswerSchema = v.looseObject({
  bookingId: v.string(),
  status: v.string(),
  appointments: v.array(AppointmentAnswerSchema),
});

/** GET /api/v1/desk/bookings/:bookingId/history: newest first. */
export const DeskHistoryAnswerSchema = v.looseObject({
  items: v.array(
    v.looseObject({
      id: v.number(),
      at: v.string(),
      action: v.string(),
      appointmentId: v.nullable(v.number()),
      /** Null once the staff account is gone: the record stays. */
      staff: v.nullable(v.looseObject({ id: v.number(), name: v.string() })),
      before: v.unknown(),
      after: v.unknown(),
    }),
  ),
  total: v.number(),
});
