// Set-up at the clinic desk (server/desk/setup/, docs/desk.md "Set-up"): a manager's
// clinicians with their weekly hours at each clinic, and the group's appointment types.
import * as v from 'valibot';
import { WEEKDAY_NAMES } from '../format/calendarDays';

export const SETUP_ID_INVALID = 'The id is not valid.';
export const CLINICIAN_NAME_REQUIRED = 'Please give the clinician a name.';
export const CLINICIAN_NAME_TOO_LONG = 'A clinician’s name can be at most 100 characters.';
export const ACTIVE_INVALID = 'Please say whether it is active.';
export const TYPE_IDS_INVALID = 'Please choose the appointment types from the list.';
export const SETUP_CLINICS_INVALID = 'Please give the clinics with their hours as a list.';
export const SETUP_CLINIC_INVALID = 'Please choose a clinic.';
export const SETUP_CLINIC_TWICE = 'Each clinic can be listed once: put all of its hours together.';
export const HOURS_INVALID = 'Please give the hours as a list of days with a start and an end.';
export const HOURS_DAY_INVALID = 'The day must be one of Monday to Sunday.';
export const HOURS_TIME_INVALID = 'A time must be given as HH:mm, from 00:00 to 24:00.';
export const HOURS_ORDER = 'Each stretch of hours must end after it starts.';
export const TYPE_NAME_REQUIRED = 'Please give the appointment type a name.';
export const TYPE_NAME_TOO_LONG = 'An appointment type’s name can be at most 100 characters.';
export const DURATION_INVALID = 'The duration must be 5 to 240 minutes, in steps of 5.';
export const SPECIES_REQUIRED = 'Please choose at least one species.';
export const SPECIES_IDS_INVALID = 'Please choose the species from the list.';
export const CLIENT_STATUS_REQUIRED = 'The type must be for new clients, returning clients or both.';
export const FLAG_INVALID = 'Please answer yes or no.';
export const SETUP_BODY_INVALID = 'Please send the details as an object.';

/** What the server refuses once it has read the group's data (422s). */
export const SETUP_CLINIC_NOT_FOUND = 'That clinic is not one of this group’s.';
export const SETUP_TYPE_NOT_FOUND = 'That appointment type is not one of this group’s.';
export const SETUP_SPECIES_NOT_FOUND = 'That species is not one of this group’s.';
export const TYPE_NAME_TAKEN = 'There is already an appointment type of that name.';
/** One person cannot be in two places: hours that overlap on one weekday, at one clinic or two. */
export const hoursOverlap = (day: string, first: string, second: string) =>
  `The hours overlap on ${day}: ${first} and ${second}. A clinician can work only one stretch at a time.`;

/**
 * A field that must be there, refused with its own message when it is missing (valibot gives a
 * missing key the whole object's message). Typed as the schema it wraps: what it lets through is that.
 */
const given = <S extends v.GenericSchema>(message: string, schema: S): S =>
  v.pipe(
    // The null default makes valibot run the pipe for a missing key (else it skips it).
    v.optional(v.unknown(), null),
    v.check((x) => x !== undefined && x !== null, message),
    schema,
  ) as unknown as S;

const id = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(2_147_483_647, message));
const ids = (message: string) =>
  v.pipe(
    v.array(id(message), message),
    v.maxLength(200, message),
    v.transform((list) => [...new Set(list)]),
  );

/** :id in a set-up path. */
export const SetupIdParamSchema = v.object({
  id: v.pipe(v.string(SETUP_ID_INVALID), v.regex(/^[1-9]\d{0,8}$/, SETUP_ID_INVALID), v.transform(Number)),
});

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const time = v.pipe(v.string(HOURS_TIME_INVALID), v.trim(), v.regex(TIME, HOURS_TIME_INVALID));

/** One stretch of weekly hours, as clinics and clinicians store them (server/appointments/hours.ts). */
export const WeeklyHoursSchema = v.pipe(
  v.object(
    {
      day: v.pipe(
        v.optional(v.string(HOURS_DAY_INVALID), ''),
        v.trim(),
        v.transform((day) => WEEKDAY_NAMES.find((name) => name.toLowerCase() === day.toLowerCase()) ?? day),
        v.picklist(WEEKDAY_NAMES, HOURS_DAY_INVALID),
      ),
      from: given(HOURS_TIME_INVALID, time),
      to: given(HOURS_TIME_INVALID, time),
    },
    HOURS_INVALID,
  ),
  // 'HH:mm' compares as text in time order.
  v.check((hours) => hours.from < hours.to, HOURS_ORDER),
);
export type WeeklyHoursInput = v.InferOutput<typeof WeeklyHoursSchema>;

const ClinicHoursSchema = v.object(
  {
    clinicId: v.pipe(v.optional(v.string(SETUP_CLINIC_INVALID), ''), v.trim(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/i, SETUP_CLINIC_INVALID), v.toLowerCase()),
    hours: given(HOURS_INVALID, v.pipe(v.array(WeeklyHoursSchema, HOURS_INVALID), v.maxLength(50, HOURS_INVALID))),
  },
  SETUP_CLINICS_INVALID,
);

const clinicianEntries = {
  name: v.pipe(v.optional(v.string(CLINICIAN_NAME_REQUIRED), ''), v.trim(), v.nonEmpty(CLINICIAN_NAME_REQUIRED), v.maxLength(100, CLINICIAN_NAME_TOO_LONG)),
  typeIds: given(TYPE_IDS_INVALID, ids(TYPE_IDS_INVALID)),
  clinics: given(
    SETUP_CLINICS_INVALID,
    v.pipe(
      v.array(ClinicHoursSchema, SETUP_CLINICS_INVALID),
      v.maxLength(50, SETUP_CLINICS_INVALID),
      v.check((clinics) => new Set(clinics.map((c) => c.clinicId)).size === clinics.length, SETUP_CLINIC_TWICE),
    ),
  ),
};

/** POST /api/v1/desk/setup/clinicians */
export const NewClinicianSchema = v.object(clinicianEntries, SETUP_BODY_INVALID);
/** PUT /api/v1/desk/setup/clinicians/:id: the whole clinician, as it is to be. */
export const ClinicianSchema = v.object({ ...clinicianEntries, active: given(ACTIVE_INVALID, v.boolean(ACTIVE_INVALID)) }, SETUP_BODY_INVALID);
export type ClinicianInput = v.InferOutput<typeof NewClinicianSchema> & { active?: boolean };

/** POST /api/v1/desk/setup/types and PUT /api/v1/desk/setup/types/:id: the whole type. */
export const AppointmentTypeSetupSchema = v.pipe(
  v.object(
    {
      name: v.pipe(v.optional(v.string(TYPE_NAME_REQUIRED), ''), v.trim(), v.nonEmpty(TYPE_NAME_REQUIRED), v.maxLength(100, TYPE_NAME_TOO_LONG)),
      durationMinutes: given(
        DURATION_INVALID,
        v.pipe(
          v.number(DURATION_INVALID),
          v.integer(DURATION_INVALID),
          v.minValue(5, DURATION_INVALID),
          v.maxValue(240, DURATION_INVALID),
          v.multipleOf(5, DURATION_INVALID),
        ),
      ),
      speciesIds: given(SPECIES_REQUIRED, v.pipe(ids(SPECIES_IDS_INVALID), v.minLength(1, SPECIES_REQUIRED))),
      forNewClients: given(FLAG_INVALID, v.boolean(FLAG_INVALID)),
      forReturningClients: given(FLAG_INVALID, v.boolean(FLAG_INVALID)),
      online: given(FLAG_INVALID, v.boolean(FLAG_INVALID)),
      perPet: given(FLAG_INVALID, v.boolean(FLAG_INVALID)),
      active: given(ACTIVE_INVALID, v.boolean(ACTIVE_INVALID)),
    },
    SETUP_BODY_INVALID,
  ),
  v.check((type) => type.forNewClients || type.forReturningClients, CLIENT_STATUS_REQUIRED),
);
export type AppointmentTypeSetupInput = v.InferOutput<typeof AppointmentTypeSetupSchema>;

const RefSchema = v.looseObject({ id: v.number(), name: v.string() });
const ClinicRefSchema = v.looseObject({ id: v.string(), name: v.string() });
const HoursAnswerSchema = v.looseObject({ day: v.string(), from: v.string(), to: v.string() });

/** A clinician as set-up shows it: their types, and each clinic they work at with its hours there. */
export const SetupClinicianAnswerSchema = v.looseObject({
  id: v.number(),
  name: v.string(),
  active: v.boolean(),
  typeIds: v.array(v.number()),
  /** The clinics they work at; the calendar resource is the one the slot engine and bookings name. */
  clinics: v.array(v.looseObject({ clinicId: v.string(), calendarResourceId: v.number(), hours: v.array(HoursAnswerSchema) })),
});

export const SetupTypeAnswerSchema = v.looseObject({
  id: v.number(),
  name: v.string(),
  durationMinutes: v.number(),
  speciesIds: v.array(v.number()),
  forNewClients: v.boolean(),
  forReturningClients: v.boolean(),
  online: v.boolean(),
  perPet: v.boolean(),
  active: v.boolean(),
});

/** GET /api/v1/desk/setup */
export const SetupAnswerSchema = v.looseObject({
  clinics: v.array(ClinicRefSchema),
  species: v.array(RefSchema),
  clinicians: v.array(SetupClinicianAnswerSchema),
  appointmentTypes: v.array(SetupTypeAnswerSchema),
});

/** POST and PUT of a clinician: the clinician as saved, and the bookings now outside their hours (kept as they are). */
export const ClinicianChangeAnswerSchema = v.looseObject({
  clinician: SetupClinicianAnswerSchema,
  outsideHours: v.array(
    v.looseObject({
      appointmentId: v.number(),
      bookingId: v.string(),
      /** NZ local time with its offset. */
      start: v.string(),
      end: v.string(),
      petName: v.string(),
      clinicId: v.string(),
    }),
  ),
});
