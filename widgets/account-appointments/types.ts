// What the account appointments list reads from the API (spec 1 section 3 "Appointment",
// spec 2 section 7), as valibot schemas: api.ts checks answers against them, so a server
// that sends something else shows the empty list (spec 2 section 8) instead of crashing.
import * as v from 'valibot';
import type { AppointmentListQuery, CancelAppointmentPayload } from '../../shared/api/payloads';

const IdSchema = v.union([v.string(), v.number()]);
const text = v.fallback(v.optional(v.nullable(v.string()), null), null);
const named = v.fallback(v.optional(v.nullable(v.looseObject({ name: v.string() })), null), null);

export const AppointmentSchema = v.looseObject({
  id: IdSchema,
  bookingDate: v.string(),
  endDate: text,
  status: v.string(),
  statusText: text,
  isRequest: v.fallback(v.optional(v.boolean(), false), false),
  clinic: v.fallback(v.optional(v.nullable(v.looseObject({ id: IdSchema, name: v.string(), address: v.optional(v.string(), '') })), null), null),
  pets: v.fallback(v.optional(v.array(v.looseObject({ name: v.string() })), []), []),
  appointmentType: named,
  calendarResource: named,
  firstName: text,
  lastName: text,
  phone: text,
  email: text,
  notes: text,
  cancellationNote: text,
});
export type Appointment = v.InferOutput<typeof AppointmentSchema>;

export const AppointmentPageSchema = v.looseObject({
  items: v.array(AppointmentSchema),
  total: v.number(),
});
export type AppointmentPage = v.InferOutput<typeof AppointmentPageSchema>;

/** 'future' is the UPCOMING tab, 'past' the PAST tab (spec 2 section 4). */
export type AppointmentTab = AppointmentListQuery['type'];

/** The calls the list makes; api.ts implements it over shared/api, tests may fake it. */
export interface AccountAppointmentsApi {
  list(query: Required<AppointmentListQuery>): Promise<AppointmentPage>;
  cancel(id: Appointment['id'], payload: CancelAppointmentPayload): Promise<void>;
}
