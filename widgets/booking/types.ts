// What the booking flow reads from the API (spec 1 section 3), as valibot schemas: api.ts
// checks every response against them at the edge, so a server that answers something else
// fails with the flow's own message instead of crashing a step later, and the types below
// are inferred from the same schemas. Objects are loose: extra fields the server sends are
// kept and ignored.
import * as v from 'valibot';
import type { ContactDetails } from '../../shared/schemas/contactDetails';
import type { CompleteBookingPayload } from '../../shared/api/payloads';
import type { SlateNode } from '../kit/RichText';

export type { SlateNode };

export const IdSchema = v.union([v.string(), v.number()]);
export type Id = v.InferOutput<typeof IdSchema>;

/**
 * Rich text: a list of nodes. Only the list's shape is checked here; each node is rendered by
 * kit/RichText, which treats anything it does not know as text. So one odd node (an editor's
 * paste, a field of the wrong type) drops itself, not the whole message.
 */
const SlateListSchema = v.fallback(
  v.pipe(
    v.array(v.unknown()),
    v.transform((nodes) => nodes.filter((n): n is SlateNode => typeof n === 'object' && n !== null && !Array.isArray(n))),
  ),
  [],
);

// A colour the API leaves out or sends as null: no theme colour (theme.ts vets the value).
const ColourSchema = v.fallback(v.optional(v.string()), undefined);

export const BookingStartSchema = v.looseObject({
  bookingConfig: v.looseObject({
    mainColour: ColourSchema,
    hoverColour: ColourSchema,
    highlightColour: ColourSchema,
    allowSelectResource: v.optional(v.boolean(), false),
  }),
  welcome: v.looseObject({ title: v.optional(v.string(), ''), messageSlate: SlateListSchema, isActive: v.optional(v.boolean(), false) }),
  emergency: v.looseObject({ messageSlate: SlateListSchema, isActive: v.optional(v.boolean(), false) }),
  clinics: v.array(v.looseObject({ id: IdSchema, name: v.string(), address: v.optional(v.string(), '') })),
  /** A list of single id-to-name maps, e.g. [{ "1": "Dog" }, { "2": "Cat" }]. */
  species: v.array(v.record(v.string(), v.string())),
  pets: v.optional(
    v.array(v.looseObject({ id: IdSchema, name: v.string(), speciesId: v.optional(v.nullable(IdSchema)) })),
    [],
  ),
  user: v.optional(v.nullable(v.looseObject({ isAccountLinkedToPms: v.optional(v.boolean(), false) })), null),
});
export type BookingStart = v.InferOutput<typeof BookingStartSchema>;

export const AppointmentTypeSchema = v.looseObject({
  id: IdSchema,
  name: v.string(),
  hasAcceptCheckbox: v.optional(v.boolean(), false),
  importantInformation: v.optional(v.nullable(v.union([v.string(), SlateListSchema]))),
});
export type AppointmentType = v.InferOutput<typeof AppointmentTypeSchema>;
export const AppointmentTypesSchema = v.array(AppointmentTypeSchema);

export const ClinicianSchema = v.looseObject({ id: IdSchema, name: v.string() });
export type Clinician = v.InferOutput<typeof ClinicianSchema>;
export const CliniciansSchema = v.array(ClinicianSchema);

/** Days keyed by local datetime; each time is a single slot-id-to-label pair. An empty month may come as null. */
export const SlotDaysSchema = v.pipe(
  v.nullish(v.record(v.string(), v.array(v.record(v.string(), v.string()))), {}),
  v.transform((days) => days ?? {}),
);
export type SlotDays = Record<string, Record<string, string>[]>;

export const HoldSchema = v.looseObject({ holdId: v.string(), expiresAt: v.string() });
export type Hold = v.InferOutput<typeof HoldSchema>;

export const BookedAppointmentSchema = v.looseObject({
  id: IdSchema,
  name: v.optional(v.nullable(v.string())),
  bookingDate: v.string(),
  pets: v.optional(v.array(v.looseObject({ name: v.string() }))),
});
export type BookedAppointment = v.InferOutput<typeof BookedAppointmentSchema>;

export const BookingResultSchema = v.looseObject({
  appointments: v.array(BookedAppointmentSchema),
  clinicName: v.optional(v.string(), ''),
  clinicAddress: v.optional(v.string(), ''),
});
export type BookingResult = v.InferOutput<typeof BookingResultSchema>;

/** What POST /api/v2/appointment/complete takes (spec 1 section 7), plus the optional hold. */
export type BookingPayload = CompleteBookingPayload;

/** The calls the flow makes; api.ts implements it over shared/api, tests may fake it. */
export interface BookingApi {
  start(): Promise<BookingStart>;
  appointmentTypes(query: { speciesId: string; customerStatusId: number }): Promise<AppointmentType[]>;
  calendarResources(query: { clinicId: Id; appointmentTypeId: Id }): Promise<Clinician[]>;
  slots(query: {
    clinicId: Id;
    date: string;
    petCount: number;
    speciesId: string;
    appointmentTypeId: Id;
    calendarResourceId?: Id;
  }): Promise<SlotDays>;
  /** Holds the chosen time for a few minutes while the visitor types their details. */
  hold?(slotId: string): Promise<Hold>;
  /** Gives the hold up early: the visitor went back to choose another time, or left the page. */
  releaseHold?(holdId: string, options?: { leavingPage?: boolean }): Promise<void>;
  complete(payload: BookingPayload): Promise<BookingResult>;
  /** The signed-in client's name, email and phone for My details; null when unknown. */
  profile?(): Promise<ContactDetails | null>;
}
