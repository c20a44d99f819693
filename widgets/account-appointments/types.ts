// The account appointments list's calls and types. The answers are typed by the schemas of
// shared/schemas/appointments.ts (shared/api/appointments.ts parses them); an answer it cannot
// read fails, and the list shows as empty instead of crashing.
import type { AppointmentListQuery, CancelAppointmentPayload } from '../../shared/api/payloads';
import type { Appointment, AppointmentPage } from '../../shared/schemas/appointments';

export type { Appointment, AppointmentPage };

/** 'future' is the UPCOMING tab, 'past' the PAST tab. */
export type AppointmentTab = AppointmentListQuery['type'];

/** The calls the list makes; api.ts implements it over shared/api, tests may fake it. */
export interface AccountAppointmentsApi {
  list(query: Required<AppointmentListQuery>): Promise<AppointmentPage>;
  cancel(id: Appointment['id'], payload: CancelAppointmentPayload): Promise<void>;
}
