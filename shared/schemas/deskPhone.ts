// The clinic desk's phone bookings and blocked time (server/desk/, docs/desk.md): what staff
// send and what the server answers.
import * as v from 'valibot';
import { emailField, phoneField, requiredText, optionalText } from './fields';
import {
  EMAIL_INVALID,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  NOTES_TOO_LONG,
  PET_NAME_REQUIRED,
  PETS_RANGE,
  PHONE_INVALID,
  PHONE_REQUIRED,
  SLOT_REQUIRED,
  SPECIES_REQUIRED,
} from './appointments';
import { CLINIC_ID_INVALID, DESK_DATE_INVALID, TYPE_ID_INVALID } from './desk';
import { APPOINTMENT_NOTES_MAX } from '../domain/limits';

export const PET_COUNT_INVALID = 'The pet count must be 1, 2 or 3.';
export const NEW_CLIENT_REQUIRED = 'Please say whether this is a new or a returning client.';
export const PET_NAME_TOO_LONG = 'The Name must be at most 100 characters';
export const NAME_TOO_LONG = 'A name can be at most 100 characters.';
export const CLINICIAN_ID_INVALID = 'The clinician is not valid.';
export const CLINICIAN_NOT_AT_CLINIC = 'That clinician does not work at this clinic.';
export const BLOCK_TIME_INVALID = 'A time must be given as yyyy-MM-ddTHH:mm, New Zealand time.';
export const BLOCK_QUARTER_HOUR = 'Blocked time starts and ends on the quarter hour (:00, :15, :30 or :45).';
export const BLOCK_END_BEFORE_START = 'The end must be after the start.';
export const BLOCK_TOO_LONG = 'Blocked time can be at most 31 days long.';
export const BLOCK_REASON_REQUIRED = 'Please give a reason.';
export const BLOCK_REASON_TOO_LONG = 'The reason can be at most 200 characters.';
export const BLOCK_DAYS_INVALID = 'days must be a whole number from 1 to 31.';
export const BLOCK_ID_INVALID = 'The blocked time id is not valid.';

/** Blocked time is at most this long, and the list shows at most this many days at once. */
export const BLOCK_MAX_DAYS = 31;

const isDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(day);
};

const clinicId = v.pipe(v.string(CLINIC_ID_INVALID), v.trim(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/i, CLINIC_ID_INVALID), v.toLowerCase());
const day = v.pipe(v.string(DESK_DATE_INVALID), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2}$/, DESK_DATE_INVALID), v.check(isDay, DESK_DATE_INVALID));
/** A count in a query string: digits only, from 1 to `max`. */
const countQuery = (max: number, fallback: number, message: string) =>
  v.pipe(v.optional(v.string(message), String(fallback)), v.regex(/^\d{1,2}$/, message), v.transform(Number), v.minValue(1, message), v.maxValue(max, message));
const anEmail = emailField(EMAIL_INVALID, EMAIL_INVALID);
const id = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(2_147_483_647, message));

/** GET /api/v1/desk/catalogue?clinicId= */
export const DeskClinicQuerySchema = v.object({ clinicId }, CLINIC_ID_INVALID);

/** GET /api/v1/desk/times?clinicId=&date=&appointmentTypeId=&petCount= */
export const DeskPhoneTimesQuerySchema = v.object(
  {
    clinicId,
    date: day,
    appointmentTypeId: v.pipe(v.string(TYPE_ID_INVALID), v.regex(/^[1-9]\d{0,8}$/, TYPE_ID_INVALID), v.transform(Number)),
    petCount: countQuery(3, 1, PET_COUNT_INVALID),
  },
  DESK_DATE_INVALID,
);
export type DeskPhoneTimesQuery = v.InferOutput<typeof DeskPhoneTimesQuerySchema>;

/** POST /api/v1/desk/bookings: a booking taken on the phone, on one of the times the times call offered. */
export const DeskPhoneBookingSchema = v.object(
  {
    slotId: v.pipe(v.string(SLOT_REQUIRED), v.trim(), v.nonEmpty(SLOT_REQUIRED), v.maxLength(120, SLOT_REQUIRED)),
    client: v.optional(
      v.object(
        {
          firstName: requiredText(FIRST_NAME_REQUIRED, 100, NAME_TOO_LONG),
          lastName: requiredText(LAST_NAME_REQUIRED, 100, NAME_TOO_LONG),
          phone: phoneField(PHONE_REQUIRED, PHONE_INVALID),
          /** '' (or absent): the client gave none, and gets no email. */
          email: v.pipe(
            v.nullish(v.string(EMAIL_INVALID), ''),
            v.trim(),
            v.check((s) => s === '' || v.is(anEmail, s), EMAIL_INVALID),
          ),
        },
        FIRST_NAME_REQUIRED,
      ),
      {},
    ),
    // Missing or null says what is missing, rather than the body's message.
    newClient: v.pipe(
      v.optional(v.nullable(v.boolean(NEW_CLIENT_REQUIRED)), null),
      v.check((x) => x !== null, NEW_CLIENT_REQUIRED),
      v.transform((x) => x === true),
    ),
    pets: v.pipe(
      v.optional(
        v.array(v.object({ name: requiredText(PET_NAME_REQUIRED, 100, PET_NAME_TOO_LONG), speciesId: id(SPECIES_REQUIRED) }, PET_NAME_REQUIRED), PETS_RANGE),
        [],
      ),
      v.minLength(1, PETS_RANGE),
      v.maxLength(3, PETS_RANGE),
    ),
    notes: optionalText(APPOINTMENT_NOTES_MAX, NOTES_TOO_LONG),
  },
  SLOT_REQUIRED,
);
export type DeskPhoneBooking = v.InferOutput<typeof DeskPhoneBookingSchema>;
export type DeskPhoneBookingInput = v.InferInput<typeof DeskPhoneBookingSchema>;

/** GET /api/v1/desk/blocks?clinicId=&from=yyyy-MM-dd&days=1..31 (7 when not given) */
export const DeskBlocksQuerySchema = v.object({ clinicId, from: day, days: countQuery(BLOCK_MAX_DAYS, 7, BLOCK_DAYS_INVALID) }, CLINIC_ID_INVALID);

/** 'yyyy-MM-ddTHH:mm', a NZ wall-clock time on the quarter hour. */
const wallClock = v.pipe(
  v.string(BLOCK_TIME_INVALID),
  v.trim(),
  v.regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, BLOCK_TIME_INVALID),
  v.check((s) => isDay(s.slice(0, 10)), BLOCK_TIME_INVALID),
  v.check((s) => Number(s.slice(14)) % 15 === 0, BLOCK_QUARTER_HOUR),
);

/** POST /api/v1/desk/blocks: a clinician's time, or (clinicianId null) the whole clinic's. */
export const DeskBlockSchema = v.object(
  {
    clinicId,
    clinicianId: v.optional(v.nullable(id(CLINICIAN_ID_INVALID)), null),
    start: wallClock,
    end: wallClock,
    reason: requiredText(BLOCK_REASON_REQUIRED, 200, BLOCK_REASON_TOO_LONG),
  },
  CLINIC_ID_INVALID,
);
export type DeskBlockInput = v.InferOutput<typeof DeskBlockSchema>;

/** :id of DELETE /api/v1/desk/blocks/:id */
export const DeskBlockParamSchema = v.object({ id: v.pipe(v.string(BLOCK_ID_INVALID), v.regex(/^[1-9]\d{0,8}$/, BLOCK_ID_INVALID), v.transform(Number)) });

const Ref = <T extends v.GenericSchema>(idSchema: T) => v.looseObject({ id: idSchema, name: v.string() });

/** GET /api/v1/desk/catalogue: what the desk may book at the clinic (every active type a clinician there does, online or not). */
export const DeskCatalogueAnswerSchema = v.looseObject({
  appointmentTypes: v.array(
    v.looseObject({
      id: v.number(),
      name: v.string(),
      durationMinutes: v.number(),
      speciesIds: v.array(v.number()),
      forNewClients: v.boolean(),
      forReturningClients: v.boolean(),
    }),
  ),
  species: v.array(Ref(v.number())),
  /** The clinic's active clinicians (calendar resources: the id the times and blocks use), with the types each does. */
  clinicians: v.array(v.looseObject({ id: v.number(), name: v.string(), typeIds: v.array(v.number()) })),
});

/** One blocked time. start and end: NZ local time with its offset. */
export const DeskBlockAnswerSchema = v.looseObject({
  id: v.number(),
  clinicId: v.string(),
  /** Null: the whole clinic. */
  clinician: v.nullable(Ref(v.number())),
  start: v.string(),
  end: v.string(),
  reason: v.string(),
  /** Null once the staff account is gone. */
  createdBy: v.nullable(Ref(v.number())),
});
export type DeskBlock = v.InferOutput<typeof DeskBlockAnswerSchema>;

export const DeskBlockListAnswerSchema = v.looseObject({ items: v.array(DeskBlockAnswerSchema), total: v.number() });

/** A booking inside new blocked time: kept, for the desk to move. */
export const DeskClashSchema = v.looseObject({
  appointmentId: v.number(),
  bookingId: v.string(),
  start: v.string(),
  end: v.string(),
  petName: v.string(),
  clinicianId: v.number(),
});

/** POST /api/v1/desk/blocks */
export const DeskBlockCreatedAnswerSchema = v.looseObject({ block: DeskBlockAnswerSchema, clashes: v.array(DeskClashSchema) });

/** DELETE /api/v1/desk/blocks/:id */
export const DeskBlockDeletedAnswerSchema = v.looseObject({ id: v.number() });
