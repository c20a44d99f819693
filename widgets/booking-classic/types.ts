// What the older flow reads and its calls. The booking answers are typed by
// shared/schemas/appointments.ts; the content service's locations are read here.
import type { ContactDetails as Profile } from '../../shared/schemas/contactDetails';
import * as v from 'valibot';
import type { ClassicAnonymousBookingPayload, ClassicBookingPayload } from '../../shared/api/payloads';
import type { Id } from '../../shared/schemas/answerFields';
import type { BookingStart, BookingResult } from '../../shared/schemas/appointments';
import type { OpeningHours } from './times';

/** The booking start (GET /api/v2/appointment/start): the older flow reads its clinics and pets. */
export type ClassicStart = Pick<BookingStart, 'clinics' | 'pets' | 'user'>;

export const LocationsSchema = v.looseObject({
  docs: v.array(
    v.looseObject({
      id: v.union([v.string(), v.number()]) satisfies v.GenericSchema<Id>,
      clinicId: v.optional(v.nullable(v.string())),
      openingHours: v.fallback(v.optional(v.array(v.looseObject({ day: v.string(), from: v.string(), to: v.string() })), []), []),
    }),
  ),
});

export type { Profile };

export interface ClassicApi {
  start(): Promise<ClassicStart>;
  /** Opening hours per clinic id; an empty map when the content service does not answer. */
  openingHours(): Promise<Map<string, OpeningHours[]>>;
  /** The days of a month ('yyyy-MM') the clinic takes requests on: its hours, public holidays and closed days are the server's. */
  days(clinicId: string, month: string, signal?: AbortSignal): Promise<string[]>;
  profile(): Promise<Profile | null>;
  book(payload: ClassicBookingPayload): Promise<BookingResult>;
  bookAnonymous(payload: ClassicAnonymousBookingPayload): Promise<BookingResult>;
}
