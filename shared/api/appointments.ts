// Appointments (spec 1 section 7, spec 2 section 7): the new booking flow (v2), the
// account's list and cancel (v2), and the older four-step flow (v1).
import { currentMonthKey } from '../format/dates';
import { ClientError } from './errors';
import type { ApiClient, CallOptions } from './http';
import type {
  AppointmentListQuery,
  AppointmentTypeQuery,
  CalendarResourceQuery,
  CancelAppointmentPayload,
  ClassicAnonymousBookingPayload,
  ClassicBookingPayload,
  CompleteBookingPayload,
  HoldPayload,
  SlotsQuery,
} from './payloads';
import { seg, type Id, type Page } from './resource';
import type { Appointment, AppointmentType, BookingResponse, BookingStart, CalendarResource, Slots } from './types';

/** A short hold on a chosen time (docs/appointments.md, Holds); expiresAt is UTC ISO. */
export interface AppointmentHold {
  holdId: string;
  expiresAt: string;
  slotId: string;
}

const V2 = '/api/v2/appointment';
const V1 = '/api/v1/appointment';

export interface AppointmentsDeps {
  /** The clock for the past-month rule; injectable so tests need no fake timers. */
  now?: () => Date;
}

export function createAppointmentsApi(client: ApiClient, { now = () => new Date() }: AppointmentsDeps = {}) {
  return {
    start: (o?: CallOptions) => client.get<BookingStart>(`${V2}/start`, undefined, o),

    appointmentTypes: (query: AppointmentTypeQuery, o?: CallOptions) =>
      client.get<AppointmentType[]>(`${V2}/appointment-type`, { ...query }, o),

    calendarResources: (query: CalendarResourceQuery, o?: CallOptions) =>
      client.get<CalendarResource[]>(`${V2}/calendar-resources`, { ...query }, o),

    /**
     * Slots of one month. A month before the current one (NZ time, where the clinics are) is
     * refused without a request and without a message (spec 1 section 8).
     */
    slots: async (query: SlotsQuery, o?: CallOptions) => {
      if (query.date.slice(0, 7) < currentMonthKey(now())) throw new ClientError('past-month');
      return client.get<Slots>(`${V2}/slots`, { ...query }, o);
    },

    /**
     * Holds a chosen time for a few minutes while the visitor types their details; sending
     * the previous hold gives it up, so one visitor never blocks two times. A time someone
     * else holds or booked is a 409.
     */
    hold: (payload: HoldPayload, o?: CallOptions) => client.post<AppointmentHold>(`${V2}/hold`, payload, o),

    /** Gives a hold up early (the visitor went back to choose another time). */
    releaseHold: (holdId: string, o?: CallOptions) => client.delete<void>(`${V2}/hold/${seg(holdId)}`, o),

    complete: (payload: CompleteBookingPayload, o?: CallOptions) => client.post<BookingResponse>(`${V2}/complete`, payload, o),

    list: (query: AppointmentListQuery, o?: CallOptions) => client.get<Page<Appointment>>(V2, { ...query }, o),

    get: (id: Id, o?: CallOptions) => client.get<Appointment>(`${V2}/${seg(id)}`, undefined, o),

    cancel: (id: Id, payload: CancelAppointmentPayload, o?: CallOptions) =>
      client.put<Appointment | undefined>(`${V2}/${seg(id)}/cancel`, payload, o),

    // The older flow (v1): signed-in and anonymous booking, and its cancel.
    bookClassic: (payload: ClassicBookingPayload, o?: CallOptions) => client.post<BookingResponse>(V1, payload, o),

    bookClassicAnonymous: (payload: ClassicAnonymousBookingPayload, o?: CallOptions) =>
      client.post<BookingResponse>(`${V1}/anonymous`, payload, o),

    cancelClassic: (id: Id, payload: CancelAppointmentPayload, o?: CallOptions) =>
      client.put<Appointment | undefined>(`${V1}/${seg(id)}/cancel`, payload, o),
  };
}

export type AppointmentsApi = ReturnType<typeof createAppointmentsApi>;
