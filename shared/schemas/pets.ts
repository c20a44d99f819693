// Pet form and pet photo payloads: the account pet form and the
// reference API validate with these same schemas. Messages quoted by the spec are used word
// for word; the bounds the spec leaves open are decided in docs/accounts.md.
import * as v from 'valibot';
import { nzDayKey, todayKey } from '../format/dates';
import { IMAGE_UPLOAD_FORMATS } from '../domain/limits';
import { DATE_OF_BIRTH_INVALID, DESEXED_INVALID, GENDER_INVALID, WEIGHT_MAX_KG, WEIGHT_MIN_KG, WEIGHT_RANGE } from './petFields';
import { answerId, listAnswerOf, numberOrNull, textOrEmpty, textOrNull } from './answerFields';

export { DATE_OF_BIRTH_INVALID, DESEXED_INVALID, GENDER_INVALID, WEIGHT_MAX_KG, WEIGHT_MIN_KG, WEIGHT_RANGE };

export const PET_TYPES = ['other', 'cat', 'dog'] as const;
export const PET_GENDERS = ['male', 'female', 'unknown'] as const;

export const NAME_REQUIRED = 'The Name is required';
export const TYPE_REQUIRED = 'The Type is required';
export const SPECIES_REQUIRED = 'The Species is required';
/** Species 'Other' says nothing by itself: which animal it is must be given (`otherPetType`). */
export const OTHER_PET_TYPE_REQUIRED = 'The Other pet type is required';
/** The species whose pets need `otherPetType` (by name: the list is each group's data). */
export const isOtherSpecies = (name: string | null | undefined) => (name ?? '').trim().toLowerCase() === 'other';
export const DATE_OF_BIRTH_FUTURE = 'The date of birth cannot be in the future';
export const DATE_OF_BIRTH_TOO_OLD = 'The date of birth cannot be more than 100 years ago';
export const MICROCHIP_INVALID = 'The microchip number must be 15 digits (or 9 to 10 letters and digits for an older chip)';
export const TYPE_INVALID = 'The type must be other, cat or dog';

const text = (max: number, label: string) =>
  v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters`));

/** Empty strings from a form field mean "not given". */
const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** A species id: a number, or digits in a string (form selects give strings). */
const speciesId = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/), v.transform(Number))], SPECIES_REQUIRED),
  v.integer(SPECIES_REQUIRED),
  v.minValue(1, SPECIES_REQUIRED),
);

// 'yyyy-MM-dd' is a New Zealand calendar day. A timestamp (a date picker's toISOString())
// is an instant: midnight in Auckland is the previous day in UTC, so it is converted to the
// Auckland day rather than cut at the 'T'.
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

function realDay(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const dayOf = v.pipe(
  v.string(DATE_OF_BIRTH_INVALID),
  v.trim(),
  v.check((s) => (ISO_DAY.test(s) && realDay(s)) || (ISO_INSTANT.test(s) && !Number.isNaN(Date.parse(s))), DATE_OF_BIRTH_INVALID),
  v.transform((s) => (ISO_DAY.test(s) ? s : nzDayKey(s))),
);

function yearsBefore(day: string, years: number): string {
  return `${String(Number(day.slice(0, 4)) - years).padStart(4, '0')}${day.slice(4)}`;
}

const weight = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d{1,4}(\.\d{1,6})?$/), v.transform(Number))], WEIGHT_RANGE),
  v.check((n) => Number.isFinite(n), WEIGHT_RANGE),
  v.minValue(WEIGHT_MIN_KG, WEIGHT_RANGE),
  v.maxValue(WEIGHT_MAX_KG, WEIGHT_RANGE),
  // numeric(7, 2): more decimals would be rounded silently by the database.
  v.transform((n) => Math.round(n * 100) / 100),
);

// ISO 11784 chips (the NZ standard since 2007) are 15 digits; older AVID/FECAVA chips
// carry 9 or 10 letters and digits. Spaces and dashes as printed on a certificate are dropped.
const microchip = v.pipe(
  v.string(MICROCHIP_INVALID),
  v.transform((s) => s.replace(/[\s-]/g, '').toUpperCase()),
  v.check((s) => s === '' || /^\d{15}$/.test(s) || /^[0-9A-Z]{9,10}$/.test(s), MICROCHIP_INVALID),
);

/** An optional form field: absent, null or '' all mean "not given" (null). */
const field = <S extends v.GenericSchema>(schema: S) => v.optional(v.pipe(v.unknown(), v.transform(blankToNull), v.nullable(schema)), null);
/** An optional text field: absent, null or '' are stored as ''. */
const textField = (max: number, label: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((x) => blankToNull(x) ?? ''),
      text(max, label),
    ),
    '',
  );

/** Older forms send a `type` field and no species; anything else is the newer form. */
function markForm(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  return { ...raw, olderForm: 'type' in raw && !('speciesId' in raw) && !('species' in raw) };
}

const hasKind = (p: { type: string | null; speciesId: number | null; species?: { id: number | null } | null }) =>
  p.type !== null || p.speciesId !== null || (p.species?.id ?? null) !== null;

/**
 * The pet form, for a given New Zealand "today" ('yyyy-MM-dd'): a date of birth may not be
 * after it. Older forms send `type` (other, cat, dog), newer ones `speciesId` (or
 * `species: { id }`); one of them is required, with the message of the form that sent it.
 * Unknown fields (isLinkedToPms, photoUrl, vaccinations …) are dropped: the server owns them.
 */
export function petSchema(today: string) {
  return v.pipe(
    v.unknown(),
    v.transform(markForm),
    v.object(
      {
        olderForm: v.boolean(),
        name: v.pipe(v.string(NAME_REQUIRED), v.trim(), v.nonEmpty(NAME_REQUIRED), v.maxLength(100, 'The Name must be at most 100 characters')),
        type: field(v.picklist(PET_TYPES, TYPE_INVALID)),
        speciesId: field(speciesId),
        species: v.optional(v.nullable(v.object({ id: field(speciesId) }, SPECIES_REQUIRED)), null),
        otherPetType: textField(100, 'The other pet type'),
        breed: textField(100, 'The breed'),
        gender: field(v.picklist(PET_GENDERS, GENDER_INVALID)),
        dateOfBirth: v.pipe(
          field(dayOf),
          v.check((d) => d === null || d <= today, DATE_OF_BIRTH_FUTURE),
          v.check((d) => d === null || d >= yearsBefore(today, 100), DATE_OF_BIRTH_TOO_OLD),
        ),
        weight: field(weight),
        desexed: field(v.boolean(DESEXED_INVALID)),
        microchipNumber: v.optional(
          v.pipe(
            v.unknown(),
            v.transform((x) => blankToNull(x) ?? ''),
            microchip,
          ),
          '',
        ),
      },
      // A body that is not an object at all: the first thing the form would say.
      NAME_REQUIRED,
    ),
    v.forward(
      v.check((p) => !p.olderForm || hasKind(p), TYPE_REQUIRED),
      ['type'],
    ),
    v.forward(
      v.check((p) => p.olderForm || hasKind(p), SPECIES_REQUIRED),
      ['speciesId'],
    ),
    v.transform(({ olderForm: _form, species, speciesId: sid, type, otherPetType, ...rest }) => ({
      ...rest,
      type,
      speciesId: sid ?? species?.id ?? null,
      // The 'other' type text only means something when the type is other (or not given).
      otherPetType: type === 'other' || type === null ? otherPetType : '',
    })),
  );
}

export type PetInput = v.InferOutput<ReturnType<typeof petSchema>>;

/** The pet form checked against today's date in New Zealand. */
export const currentPetSchema = (now: Date = new Date()) => petSchema(todayKey(now));

// ---- Photo ------------------------------------------------------------------------------

export const PET_PHOTO_MAX_BYTES = 512 * 1024;
export const PHOTO_REQUIRED = 'A photo is required';
export const photoFormatMessage = (formats: readonly string[] = IMAGE_UPLOAD_FORMATS) => `File must be a ${formats.join(', ')} image`;
export const photoTooLargeMessage = (w: number, h: number) => `Image must be no larger than ${w}x${h}px`;
export const PHOTO_BYTES_TOO_LARGE = `The photo must be at most ${PET_PHOTO_MAX_BYTES / 1024} KB`;

/** Base64, optionally as a data URL ('data:image/png;base64,…'), as a file reader gives it. */
export const base64Data = (message: string) =>
  v.pipe(
    v.string(message),
    v.transform((s) => s.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '')),
    v.nonEmpty(message),
    v.regex(/^[A-Za-z0-9+/]+={0,2}$/, message),
  );

export const PetPhotoSchema = v.object(
  {
    id: v.optional(v.unknown()),
    photoData: base64Data(PHOTO_REQUIRED),
    photoFilename: v.pipe(
      v.string(photoFormatMessage()),
      v.trim(),
      v.maxLength(200, 'The file name must be at most 200 characters'),
      v.regex(new RegExp(`\\.(${IMAGE_UPLOAD_FORMATS.join('|')})$`, 'i'), photoFormatMessage()),
    ),
  },
  PHOTO_REQUIRED,
);

export type PetPhotoInput = v.InferOutput<typeof PetPhotoSchema>;

// ---- answers (docs/contracts.md) ----------------------------------------------------------

/** A pet as GET /api/v1/pet lists it and saving one answers; the practice's records are read-only. */
export const PetAnswerSchema = v.looseObject({
  id: answerId,
  name: v.string(),
  type: textOrNull,
  otherPetType: textOrEmpty,
  species: v.optional(v.nullable(v.looseObject({ id: v.number(), name: v.optional(v.string(), '') })), null),
  speciesId: v.optional(v.nullable(v.number()), null),
  breed: textOrEmpty,
  gender: textOrNull,
  dateOfBirth: textOrNull,
  weight: numberOrNull,
  desexed: v.optional(v.nullable(v.boolean()), null),
  microchipNumber: textOrEmpty,
  age: textOrNull,
  photoUrl: textOrNull,
  isLinkedToPms: v.optional(v.boolean(), false),
  // The practice system's records: known only for linked pets.
  vaccinationUpToDate: v.optional(v.nullable(v.boolean()), null),
  vaccinations: v.optional(v.array(v.object({ type: v.string(), dueDate: textOrNull, vet: textOrEmpty })), []),
  missingVaccinations: v.optional(v.array(v.string()), []),
  treatments: v.optional(v.array(v.object({ type: v.string(), date: textOrNull, vet: textOrEmpty })), []),
});
export type Pet = v.InferOutput<typeof PetAnswerSchema>;

export const PetListAnswerSchema = listAnswerOf(PetAnswerSchema);

/** PUT /api/v1/pet/{id}/addphoto */
export const PetPhotoAnswerSchema = v.looseObject({ photoUrl: v.string() });

/** GET /api/v2/species: a list of single id-to-name maps, read flat for a select. */
export const SpeciesListAnswerSchema = v.pipe(
  v.array(v.record(v.string(), v.string())),
  v.transform((maps) => maps.flatMap((m) => Object.entries(m).map(([key, name]) => ({ id: key, name })))),
);
export type Species = v.InferOutput<typeof SpeciesListAnswerSchema>[number];
