// Appointment calls: the new booking flow's
// queries and payloads, the hold, the account list and cancel, and the older flow. The
// booking widget and the reference API validate with these same schemas. Messages quoted by
// the spec are used word for word; the others are decided in docs/appointments.md.
//
// Query values arrive as strings on the server and as numbers/arrays in the widget, so ids
// accept either; the output is always the normalised form the server works with.
import * as v from 'valibot';
import { toNzDate } from '../format/dates';
import { APPOINTMENT_NOTES_MAX } from '../domain/limits';
import type { SlateNode } from '../content/richText';
import { answerId, type Id } from './answerFields';
import { FULL_NAME_REQUIRED, NAME_MAX } from './contact';
import type { CONTACT_FIELDS } from './contactDetails';
import { emailField, fieldError, phoneField } from './fields';
import { DATE_OF_BIRTH_INVALID, DESEXED_INVALID, GENDER_INVALID, WEIGHT_MAX_KG, WEIGHT_MIN_KG, WEIGHT_RANGE } from './petFields';

// ---- Messages --------------------------------------------------------------------------

export const EMAIL_REQUIRED = 'An email is required';
export const EMAIL_INVALID = 'Invalid email';
export const PHONE_REQUIRED = 'A phone number is required';
export const PHONE_INVALID = 'Invalid phone number';
export const FIRST_NAME_REQUIRED = 'Your first name is required';
export const LAST_NAME_REQUIRED = 'Your last name is required';
export const NOTES_TOO_LONG = `Notes can be at most ${APPOINTMENT_NOTES_MAX} characters`;
export const PET_NAME_REQUIRED = 'The Name is required';
export const SPECIES_REQUIRED = 'The Species is required';
export const PET_TYPE_REQUIRED = 'The Type is required';
export const PET_TWICE = 'The same pet is listed more than once.';
/** The pet step's own words for the same rule, next to the second choice. */
export const PET_CHOSEN_ALREADY = 'This pet is already in this booking. Choose another pet or New Pet.';
export const CLINIC_REQUIRED = 'Please choose a clinic';
export const TYPE_REQUIRED = 'Please choose an appointment type';
export const CLIENT_STATUS_REQUIRED = 'Please choose New or Returning';
export const PETS_RANGE = 'Please add 1, 2 or 3 pets';
export const PET_COUNT_RANGE = 'The pet count must be 1, 2 or 3';
export const MONTH_INVALID = 'The month must be given as yyyy-MM';
export const SLOT_REQUIRED = 'Please choose a time';
/** A 409: the time was booked or held by someone else first. */
export const SLOT_TAKEN = 'Sorry, that time has just been taken. Please choose another time.';
export const CLINICIAN_INVALID = 'That clinician was not found';
export const HOLD_INVALID = 'That hold is not valid';
export const VISITOR_INVALID = 'That browser session is not valid. Please reload the page.';
export const CANCEL_NOTE_REQUIRED = 'Reason for cancel is required';
export const CANCEL_NOTE_TOO_LONG = `The reason can be at most ${APPOINTMENT_NOTES_MAX} characters`;
export const LIST_TYPE_INVALID = "The type must be 'future' or 'past'";
// Older flow.
export const CLASSIC_PETS_REQUIRED = 'You must select at least one pet';
export const CLASSIC_DATE_REQUIRED = 'The preferred date is required';
export const CLASSIC_DATE_INVALID = 'The preferred date is not a valid date and time';
export const CLASSIC_DATE_PAST = 'The preferred date must be in the future';
export const CLASSIC_LOCATION_REQUIRED = 'Location is required';
export const CLASSIC_REASON_REQUIRED = 'Reason for booking is required';

export const CLIENT_STATUS_IDS = [1, 2] as const;
export const NO_PREFERENCE = 'noPreference';
export const MAX_PETS = 3;

// ---- Building blocks ---------------------------------------------------------------------

const isBlank = (x: unknown) => x === undefined || x === null || (typeof x === 'string' && x.trim() === '');

/** The field must be present (not undefined, null or blank) and then pass `schema`, else `message`. */
const required = <S extends v.GenericSchema>(message: string, schema: S) =>
  v.pipe(
    v.optional(v.unknown(), null),
    v.check((x) => !isBlank(x), message),
    schema,
  );

/** Trimmed text, required, at most `max` characters. */
const requiredText = (message: string, max: number, tooLong = `Must be at most ${max} characters`) =>
  required(message, v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, tooLong)));

/** Optional trimmed text: absent or null is ''. */
const optionalText = (max: number, tooLong = `Must be at most ${max} characters`) =>
  v.pipe(
    v.optional(v.nullable(v.string(tooLong)), ''),
    v.transform((s) => (s ?? '').trim()),
    v.maxLength(max, tooLong),
  );

/** A positive integer id: a number or a string of digits. */
export const numericId = (message: string) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.regex(/^\d{1,9}$/, message), v.transform(Number))], message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(2_147_483_647, message),
  );

/** A clinic id as the API sends it ('tui-hamilton'). */
const clinicId = (message: string) =>
  required(
    message,
    v.pipe(v.union([v.string(message), v.pipe(v.number(message), v.transform(String))], message), v.trim(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/i, message)),
  );

/** One id, several as an array, or a comma-joined list (how the query string carries them): distinct ids. */
const idList = (message: string) =>
  required(
    message,
    v.pipe(
      v.unknown(),
      v.transform((x) => (Array.isArray(x) ? x.join(',') : typeof x === 'number' ? String(x) : x)),
      v.string(message),
      v.transform((s) => s.replace(/\s+/g, '')),
      v.regex(/^\d{1,9}(,\d{1,9}){0,9}$/, message),
      v.transform((s) => [...new Set(s.split(',').map(Number))]),
      v.check((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), message),
    ),
  );

const email = emailField(EMAIL_REQUIRED, EMAIL_INVALID);
const phone = phoneField(PHONE_REQUIRED, PHONE_INVALID);

type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * The contact fields' messages as both booking widgets check them before sending: the words
 * both booking schemas answer with, one problem a field. A name that is too long is left to
 * the server.
 */
export function contactErrors(contact: Record<ContactField, string>): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (!contact.firstName.trim()) errors.firstName = FIRST_NAME_REQUIRED;
  if (!contact.lastName.trim()) errors.lastName = LAST_NAME_REQUIRED;
  const emailProblem = fieldError(email, contact.email);
  if (emailProblem) errors.email = emailProblem;
  const phoneProblem = fieldError(phone, contact.phone);
  if (phoneProblem) errors.phone = phoneProblem;
  return errors;
}

const clientStatus = required(
  CLIENT_STATUS_REQUIRED,
  v.pipe(
    v.union(
      [v.number(CLIENT_STATUS_REQUIRED), v.pipe(v.string(CLIENT_STATUS_REQUIRED), v.regex(/^\d$/, CLIENT_STATUS_REQUIRED), v.transform(Number))],
      CLIENT_STATUS_REQUIRED,
    ),
    v.picklist(CLIENT_STATUS_IDS, CLIENT_STATUS_REQUIRED),
  ),
);

/** A clinician choice: an id, or "no preference" ('noPreference', '', null, absent) as null. */
const clinicianChoice = v.pipe(
  v.optional(v.unknown(), null),
  v.transform((x) => (isBlank(x) || x === NO_PREFERENCE ? null : x)),
  v.nullable(numericId(CLINICIAN_INVALID)),
);

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])(-\d{2})?$/;

// ---- New flow (v2) -----------------------------------------------------------------------

export const AppointmentTypeQuerySchema = v.object({
  speciesId: idList(SPECIES_REQUIRED),
  customerStatusId: clientStatus,
});
export type AppointmentTypeQueryInput = v.InferOutput<typeof AppointmentTypeQuerySchema>;

export const CalendarResourceQuerySchema = v.object({
  clinicId: clinicId(CLINIC_REQUIRED),
  appointmentTypeId: required(TYPE_REQUIRED, numericId(TYPE_REQUIRED)),
});
export type CalendarResourceQueryInput = v.InferOutput<typeof CalendarResourceQuerySchema>;

export const SlotsQuerySchema = v.object({
  clinicId: clinicId(CLINIC_REQUIRED),
  /** The month, 'yyyy-MM' (a day 'yyyy-MM-dd' is read as its month). */
  date: required(
    MONTH_INVALID,
    v.pipe(
      v.string(MONTH_INVALID),
      v.trim(),
      v.regex(MONTH, MONTH_INVALID),
      v.transform((s) => s.slice(0, 7)),
    ),
  ),
  petCount: required(
    PET_COUNT_RANGE,
    v.pipe(
      v.union([v.number(PET_COUNT_RANGE), v.pipe(v.string(PET_COUNT_RANGE), v.regex(/^\d$/, PET_COUNT_RANGE), v.transform(Number))], PET_COUNT_RANGE),
      v.integer(PET_COUNT_RANGE),
      v.minValue(1, PET_COUNT_RANGE),
      v.maxValue(MAX_PETS, PET_COUNT_RANGE),
    ),
  ),
  speciesId: idList(SPECIES_REQUIRED),
  appointmentTypeId: required(TYPE_REQUIRED, numericId(TYPE_REQUIRED)),
  calendarResourceId: clinicianChoice,
});
export type SlotsQueryInput = v.InferOutput<typeof SlotsQuerySchema>;

/** GET /api/v1/appointment/days: the older flow's date picker, one clinic and month ('yyyy-MM'). */
export const ClassicDaysQuerySchema = v.object({
  clinicId: clinicId(CLASSIC_LOCATION_REQUIRED),
  month: SlotsQuerySchema.entries.date,
});
export type ClassicDaysQueryInput = v.InferOutput<typeof ClassicDaysQuerySchema>;

export const HoldRequestSchema = v.object({
  slotId: requiredText(SLOT_REQUIRED, 120, SLOT_REQUIRED),
  /** The widget's browser session (a random id kept for the tab): holds count per session and per address. */
  visitorId: v.optional(v.nullable(v.pipe(v.string(VISITOR_INVALID), v.regex(/^[A-Za-z0-9-]{16,64}$/, VISITOR_INVALID))), null),
});
/** What a client sends (the visitor id may be left out). */
export type HoldRequest = v.InferInput<typeof HoldRequestSchema>;

const BookingPetSchema = v.object(
  {
    // A saved pet's id; '' (what 'newPet' is sent as), null or absent for a pet given by name.
    id: v.pipe(
      v.optional(v.unknown(), null),
      v.transform((x) => (isBlank(x) || x === 'newPet' ? null : x)),
      v.nullable(numericId('That pet was not found')),
    ),
    name: requiredText(PET_NAME_REQUIRED, 100, 'The Name must be at most 100 characters'),
    speciesId: required(SPECIES_REQUIRED, numericId(SPECIES_REQUIRED)),
  },
  PET_NAME_REQUIRED,
);

export const CompleteBookingSchema = v.object(
  {
    clinicId: clinicId(CLINIC_REQUIRED),
    pets: required(PETS_RANGE, v.pipe(v.array(BookingPetSchema, PETS_RANGE), v.minLength(1, PETS_RANGE), v.maxLength(MAX_PETS, PETS_RANGE))),
    appointmentTypeId: required(TYPE_REQUIRED, numericId(TYPE_REQUIRED)),
    acceptTermsAndConditions: v.optional(v.boolean('acceptTermsAndConditions must be true or false'), false),
    slotId: requiredText(SLOT_REQUIRED, 120, SLOT_REQUIRED),
    customerStatusId: clientStatus,
    firstName: requiredText(FIRST_NAME_REQUIRED, 100),
    lastName: requiredText(LAST_NAME_REQUIRED, 100),
    email,
    phone,
    notes: optionalText(APPOINTMENT_NOTES_MAX, NOTES_TOO_LONG),
    preferredClinician: clinicianChoice,
    holdId: v.pipe(
      v.optional(v.unknown(), null),
      v.transform((x) => (isBlank(x) ? null : x)),
      v.nullable(v.pipe(v.string(HOLD_INVALID), v.trim(), v.uuid(HOLD_INVALID), v.toLowerCase())),
    ),
  },
  SLOT_REQUIRED,
);
type CompleteBookingOutput = v.InferOutput<typeof CompleteBookingSchema>;

/**
 * What a client sends to POST /api/v2/appointment/complete, and what the schema reads.
 * Looser than the parsed value (`v.InferOutput<typeof CompleteBookingSchema>`, which the server
 * works with): ids may travel as their digits, a pet given by name has the id '' (the spec sends
 * 'newPet' as an empty id), and 'noPreference' or '' means no clinician.
 */
export type CompleteBookingInput = Omit<
  CompleteBookingOutput,
  'clinicId' | 'appointmentTypeId' | 'customerStatusId' | 'pets' | 'preferredClinician' | 'holdId' | 'notes'
> & {
  clinicId: Id;
  appointmentTypeId: Id;
  customerStatusId: Id;
  pets: (Omit<CompleteBookingOutput['pets'][number], 'id' | 'speciesId'> & { id: Id | ''; speciesId: Id })[];
  notes?: string | undefined;
  preferredClinician?: Id | null | undefined;
  /** The hold placed on the chosen time, if any (docs/appointments.md, Holds). */
  holdId?: string | null | undefined;
};

// ---- Account list and cancel -------------------------------------------------------------

const intQuery = (min: number, max: number, fallback: number, message: string) =>
  v.pipe(
    v.optional(v.union([v.number(message), v.string(message)], message), fallback),
    v.transform((x) => (x === '' ? fallback : x)),
    v.union([v.number(message), v.pipe(v.string(message), v.regex(/^\d{1,6}$/, message), v.transform(Number))], message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

export const AppointmentListQuerySchema = v.object({
  type: v.optional(v.picklist(['future', 'past'], LIST_TYPE_INVALID), 'future'),
  offset: intQuery(0, 100_000, 0, 'The offset must be a whole number of at least 0'),
  limit: intQuery(1, 50, 10, 'The limit must be a whole number from 1 to 50'),
});
export type AppointmentListQueryInput = v.InferOutput<typeof AppointmentListQuerySchema>;

export const CancelAppointmentSchema = v.object(
  { note: requiredText(CANCEL_NOTE_REQUIRED, APPOINTMENT_NOTES_MAX, CANCEL_NOTE_TOO_LONG) },
  CANCEL_NOTE_REQUIRED,
);
export type CancelAppointmentInput = v.InferOutput<typeof CancelAppointmentSchema>;

// ---- Older flow (v1) ---------------------------------------------------------------------

// The older flow's lookups send ids (the spec: "type, gender and desexed as ids").
// Ids in the order of the older pet form's options; names are accepted too.
export const CLASSIC_PET_TYPES = { 1: 'dog', 2: 'cat', 3: 'other' } as const;
export const CLASSIC_GENDERS = { 1: 'male', 2: 'female', 3: 'unknown' } as const;

/** An id, a name, or { id, name } from one of the lookups above: its name, or undefined. */
function lookupName(table: Record<number, string>, x: unknown): string | undefined {
  const raw = x && typeof x === 'object' && !Array.isArray(x) ? ((x as { id?: unknown; name?: unknown }).id ?? (x as { name?: unknown }).name) : x;
  if (typeof raw === 'number' || (typeof raw === 'string' && /^\d+$/.test(raw.trim()))) return table[Number(raw)];
  if (typeof raw === 'string') return Object.values(table).find((name) => name === raw.trim().toLowerCase());
  return undefined;
}

const petType = (message: string) =>
  required(
    message,
    v.pipe(
      v.unknown(),
      v.transform((x) => lookupName(CLASSIC_PET_TYPES, x)),
      v.picklist(Object.values(CLASSIC_PET_TYPES), message),
    ),
  );

/** "desexed becomes a boolean": true/false, 1/0, 'yes'/'no' all read as one. */
const desexed = v.pipe(
  v.optional(v.unknown(), null),
  v.transform((x) => {
    if (isBlank(x)) return null;
    const s = String(typeof x === 'object' && x && 'id' in x ? (x as { id: unknown }).id : x)
      .trim()
      .toLowerCase();
    return ['true', '1', 'yes'].includes(s) ? true : ['false', '0', 'no', '2'].includes(s) ? false : undefined;
  }),
  v.nullable(v.boolean(DESEXED_INVALID)),
);

/** The preferred date: an instant with an offset, or a New Zealand wall-clock time without one. */
const preferredDate = required(
  CLASSIC_DATE_REQUIRED,
  v.pipe(
    v.string(CLASSIC_DATE_INVALID),
    v.trim(),
    v.regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/, CLASSIC_DATE_INVALID),
    v.transform((s) => (/(Z|[+-]\d{2}:?\d{2})$/.test(s) ? new Date(s) : new Date(toNzDate(s).getTime()))),
    v.check((d) => !Number.isNaN(d.getTime()), CLASSIC_DATE_INVALID),
  ),
);

const classicPerson = {
  title: optionalText(20),
  firstName: requiredText(FIRST_NAME_REQUIRED, 100),
  lastName: requiredText(LAST_NAME_REQUIRED, 100),
  phone,
  email,
  comment: requiredText(CLASSIC_REASON_REQUIRED, APPOINTMENT_NOTES_MAX, NOTES_TOO_LONG),
  date: preferredDate,
  clinicId: clinicId(CLASSIC_LOCATION_REQUIRED),
};

const pets = <S extends v.GenericSchema>(pet: S) =>
  required(CLASSIC_PETS_REQUIRED, v.pipe(v.array(pet, CLASSIC_PETS_REQUIRED), v.minLength(1, CLASSIC_PETS_REQUIRED), v.maxLength(MAX_PETS, PETS_RANGE)));

export const ClassicBookingSchema = v.object(
  {
    ...classicPerson,
    pets: pets(
      v.object(
        {
          id: v.pipe(
            v.optional(v.unknown(), null),
            v.transform((x) => (isBlank(x) ? null : x)),
            v.nullable(numericId('That pet was not found')),
          ),
          name: requiredText(PET_NAME_REQUIRED, 100),
          // A saved pet already has its type; a pet typed in needs one.
          type: v.pipe(
            v.optional(v.unknown(), null),
            v.transform((x) => (isBlank(x) ? null : (lookupName(CLASSIC_PET_TYPES, x) ?? '?'))),
            v.nullable(v.picklist(Object.values(CLASSIC_PET_TYPES), PET_TYPE_REQUIRED)),
          ),
        },
        PET_NAME_REQUIRED,
      ),
    ),
  },
  CLASSIC_PETS_REQUIRED,
);
export type ClassicBookingInput = v.InferOutput<typeof ClassicBookingSchema>;

export const ClassicAnonymousBookingSchema = v.object(
  {
    ...classicPerson,
    pets: pets(
      v.object(
        {
          name: requiredText(PET_NAME_REQUIRED, 100),
          type: petType(PET_TYPE_REQUIRED),
          otherPetType: optionalText(100),
          breed: optionalText(100),
          gender: v.pipe(
            v.optional(v.unknown(), null),
            v.transform((x) => (isBlank(x) ? null : (lookupName(CLASSIC_GENDERS, x) ?? '?'))),
            v.nullable(v.picklist(Object.values(CLASSIC_GENDERS), GENDER_INVALID)),
          ),
          dateOfBirth: v.pipe(
            v.optional(v.nullable(v.string(DATE_OF_BIRTH_INVALID)), null),
            v.transform((s) => (isBlank(s) ? null : s!.trim().slice(0, 10))),
            v.nullable(
              v.pipe(
                v.string(),
                v.regex(/^\d{4}-\d{2}-\d{2}$/, DATE_OF_BIRTH_INVALID),
                v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), DATE_OF_BIRTH_INVALID),
              ),
            ),
          ),
          weight: v.pipe(
            v.optional(v.unknown(), null),
            v.transform((x) => (isBlank(x) ? null : typeof x === 'string' ? Number(x) : x)),
            v.nullable(
              v.pipe(
                v.number(WEIGHT_RANGE),
                v.check((n) => Number.isFinite(n), WEIGHT_RANGE),
                v.minValue(WEIGHT_MIN_KG, WEIGHT_RANGE),
                v.maxValue(WEIGHT_MAX_KG, WEIGHT_RANGE),
              ),
            ),
          ),
          desexed,
        },
        PET_NAME_REQUIRED,
      ),
    ),
  },
  CLASSIC_PETS_REQUIRED,
);
export type ClassicAnonymousBookingInput = v.InferOutput<typeof ClassicAnonymousBookingSchema>;

/**
 * The short request form (<vet-book-appointment-form>), sent to the clinic as a contact
 * message: the older booking's clinic, email, phone and reason rules with one full name,
 * and a preferred date and time (as a datetime-local control gives it, a New Zealand wall
 * clock) that must be later than `now`. `now` is read at each check, so a page left open
 * does not take a time that has passed meanwhile.
 */
export const appointmentRequestSchema = (now: () => Date) =>
  v.object({
    clinicId: clinicId(CLASSIC_LOCATION_REQUIRED),
    fullName: requiredText(FULL_NAME_REQUIRED, NAME_MAX),
    email,
    phone,
    reason: classicPerson.comment,
    dateTime: required(
      CLASSIC_DATE_REQUIRED,
      v.pipe(
        v.string(CLASSIC_DATE_REQUIRED),
        v.check((s) => toNzDate(s).getTime() > now().getTime(), CLASSIC_DATE_PAST),
      ),
    ),
  });

// ---- Answers -----------------------------------------------------------------------------
// What the appointment routes answer (docs/contracts.md): shared/api/appointments.ts parses
// every answer with these, the server's services return values that satisfy their input
// types, and the API tests parse the real answers. Objects are loose: a field the server adds
// later is kept and ignored, not refused.

export type { SlateNode };

/**
 * Rich text: a list of nodes. Only the list's shape is checked; each node is rendered by the
 * kit's RichText, which treats anything it does not know as text. So one odd node (an editor's
 * paste, a field of the wrong type) drops itself, not the whole message.
 */
const SlateListSchema = v.fallback(
  v.pipe(
    v.array(v.unknown()),
    v.transform((nodes) => nodes.filter((n): n is SlateNode => typeof n === 'object' && n !== null && !Array.isArray(n))),
  ),
  [],
);

// A colour the API leaves out or sends as null: no theme colour (the booking widget vets the value).
const ColourSchema = v.fallback(v.optional(v.string()), undefined);

const ClinicSummarySchema = v.looseObject({ id: answerId, name: v.string(), address: v.optional(v.string(), '') });

/** A list of single id-to-name maps, e.g. [{ "1": "Dog" }, { "2": "Cat" }]. */
export const IdNameMapsSchema = v.array(v.record(v.string(), v.string()));

/** GET /api/v2/appointment/start: the texts, clinics and species, and a signed-in client's pets. */
export const BookingStartAnswerSchema = v.looseObject({
  bookingConfig: v.looseObject({
    mainColour: ColourSchema,
    hoverColour: ColourSchema,
    highlightColour: ColourSchema,
    allowSelectResource: v.optional(v.boolean(), false),
  }),
  welcome: v.looseObject({ title: v.optional(v.string(), ''), messageSlate: SlateListSchema, isActive: v.optional(v.boolean(), false) }),
  emergency: v.looseObject({ messageSlate: SlateListSchema, isActive: v.optional(v.boolean(), false) }),
  clinics: v.array(ClinicSummarySchema),
  species: IdNameMapsSchema,
  pets: v.optional(
    v.array(
      v.looseObject({
        id: answerId,
        name: v.string(),
        speciesId: v.optional(v.nullable(answerId)),
        /** The older flow's type of the pet ({ id: 1, name: 'Dog' }; 1 dog, 2 cat, 3 other), which that flow sends with it. */
        type: v.optional(v.nullable(v.looseObject({ id: answerId, name: v.string() }))),
      }),
    ),
    [],
  ),
  /** Null for visitors who are not signed in. */
  user: v.optional(v.nullable(v.looseObject({ isAccountLinkedToPms: v.optional(v.boolean(), false) })), null),
});
export type BookingStart = v.InferOutput<typeof BookingStartAnswerSchema>;

export const AppointmentTypeAnswerSchema = v.looseObject({
  id: answerId,
  name: v.string(),
  hasAcceptCheckbox: v.optional(v.boolean(), false),
  importantInformation: v.optional(v.nullable(v.union([v.string(), SlateListSchema]))),
});
export type AppointmentType = v.InferOutput<typeof AppointmentTypeAnswerSchema>;
/** GET /api/v2/appointment/appointment-type. */
export const AppointmentTypesAnswerSchema = v.array(AppointmentTypeAnswerSchema);

/** A clinician (calendar resource); "no preference" is a choice of the page, not a row. */
export const ClinicianAnswerSchema = v.looseObject({ id: answerId, name: v.string() });
export type Clinician = v.InferOutput<typeof ClinicianAnswerSchema>;
/** GET /api/v2/appointment/calendar-resources. */
export const CliniciansAnswerSchema = v.array(ClinicianAnswerSchema);

/** GET /api/v2/appointment/slots: days keyed by local datetime, each time a single slot-id-to-label map; an empty month may come as null. */
export const SlotDaysAnswerSchema = v.pipe(
  v.nullish(v.record(v.string(), IdNameMapsSchema), {}),
  v.transform((days) => days ?? {}),
);
export type SlotDays = Record<string, Record<string, string>[]>;

/** GET /api/v1/appointment/days: the days ('yyyy-MM-dd') of the month the older flow may offer. */
export const ClassicDaysAnswerSchema = v.array(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)));

/** POST /api/v2/appointment/hold: the hold on a chosen time; expiresAt is UTC ISO. */
export const HoldAnswerSchema = v.looseObject({ holdId: v.string(), expiresAt: v.string(), slotId: v.optional(v.string()) });
export type Hold = v.InferOutput<typeof HoldAnswerSchema>;

const textOrNull = v.fallback(v.optional(v.nullable(v.string()), null), null);
const named = v.fallback(v.optional(v.nullable(v.looseObject({ name: v.string() })), null), null);

/** An appointment (the spec "Appointment"); times are NZ local with their offset. */
export const AppointmentAnswerSchema = v.looseObject({
  id: answerId,
  bookingDate: v.string(),
  endDate: textOrNull,
  status: v.string(),
  statusText: textOrNull,
  /** Made with the older flow: a request for a preferred day that the clinic confirms. */
  isRequest: v.fallback(v.optional(v.boolean(), false), false),
  clinic: v.fallback(v.optional(v.nullable(ClinicSummarySchema), null), null),
  pets: v.fallback(v.optional(v.array(v.looseObject({ name: v.string() })), []), []),
  appointmentType: named,
  /** The preferred clinician. */
  calendarResource: named,
  firstName: textOrNull,
  lastName: textOrNull,
  phone: textOrNull,
  email: textOrNull,
  notes: textOrNull,
  cancellationNote: textOrNull,
});
export type Appointment = v.InferOutput<typeof AppointmentAnswerSchema>;

/** GET /api/v2/appointment: a page of the signed-in client's appointments. */
export const AppointmentPageAnswerSchema = v.looseObject({ items: v.array(AppointmentAnswerSchema), total: v.number() });
export type AppointmentPage = v.InferOutput<typeof AppointmentPageAnswerSchema>;

/** POST /api/v2/appointment/complete and the older flow's POSTs: what the confirmation shows. */
export const BookingResultAnswerSchema = v.looseObject({
  /** The booking's id and its manage link (what the confirmation's calendar file names). */
  bookingId: v.optional(v.string()),
  manageUrl: v.optional(v.string()),
  appointments: v.array(v.looseObject({ ...AppointmentAnswerSchema.entries, name: v.optional(v.nullable(v.string())) })),
  clinicName: v.optional(v.string(), ''),
  clinicAddress: v.optional(v.string(), ''),
});
export type BookingResult = v.InferOutput<typeof BookingResultAnswerSchema>;
export type BookedAppointment = BookingResult['appointments'][number];
