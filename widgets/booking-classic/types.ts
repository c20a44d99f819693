// What the older flow reads (spec 1 section 3) and its calls. Answers are checked with these
// schemas in api.ts.
import type { ContactDetails as Profile } from '../../shared/schemas/contactDetails';
import * as v from 'valibot';
import type { ClassicAnonymousBookingPayload, ClassicBookingPayload } from '../../shared/api/payloads';
import type { OpeningHours } from './times';

const IdSchema = v.union([v.string(), v.number()]);

export const ClassicStartSchema = v.looseObject({
  clinics: v.array(v.looseObject({ id: IdSchema, name: v.string(), address: v.optional(v.string(), '') })),
  pets: v.optional(v.array(v.looseObject({ id: IdSchema, name: v.string() })), []),
  user: v.optional(v.nullable(v.looseObject({})), null),
});
export type ClassicStart = v.InferOutput<typeof ClassicStartSchema>;

export const LocationsSchema = v.looseObject({
  docs: v.array(
    v.looseObject({
      id: IdSchema,
      openingHours: v.fallback(v.optional(v.array(v.looseObject({ day: v.string(), from: v.string(), to: v.string() })), []), []),
    }),
  ),
});

export type { Profile };

export interface ClassicApi {
  start(): Promise<ClassicStart>;
  /** Opening hours per clinic id; an empty map when the content service does not answer. */
  openingHours(): Promise<Map<string, OpeningHours[]>>;
  profile(): Promise<Profile | null>;
  book(payload: ClassicBookingPayload): Promise<unknown>;
  bookAnonymous(payload: ClassicAnonymousBookingPayload): Promise<unknown>;
}
