// Appointments: the new booking flow (v2), the
// account's list and cancel (v2), and the older four-step flow (v1). Every answer is parsed
// with its schema in shared/schemas/appointments.ts.
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
  HoldPayload,
  SlotsQuery,
} from './payloads';
import type { Id } from '../schemas/answerFields';
import { seg } from './resource';
import {
  AppointmentAnswerSchema,
  ClassicDaysAnswerSchema,
  AppointmentPageAnswerSchema,
  AppointmentTypesAnswerSchema,
  BookingResultAnswerSchema,
  BookingStartAnswerSchema,
  CliniciansAnswerSchema,
  HoldAnswerSchema,
  SlotDaysAnswerSchema,
  type CompleteBookingInput,
} from '../schemas/appointments';
import { parseAnswer } from './answer';

const V2 = '/api/v2/appointment';
const V1 = '/api/v1/appointment';

export interface AppointmentsDeps {
  /** The clock for the past-month rule; injectable so tests need no fake timers. */
  now?: () => Date;
}

export function createAppointmentsApi(client: ApiClient, { now = () => new Date() }: AppointmentsDeps = {}) {
  return {
    start: async (o?: CallOptions) => parseAnswer(BookingStartAnswerSchema, await client.get(`${V2}/start`, undefined, o), 'appointment/start'),

    appointmentTypes: async (query: AppointmentTypeQuery, o?: CallOptions) =>
      parseAnswer(AppointmentTypesAnswerSchema, await client.get(`${V2}/appointment-type`, { ...query }, o), 'appointment/appointment-type'),

    calendarResources: async (query: CalendarResourceQuery, o?: CallOptions) =>
      parseAnswer(CliniciansAnswerSchema, await client.get(`${V2}/calendar-resources`, { ...query }, o), 'appointment/calendar-resources'),

    /**
     * Slots of one month. A month before the current one (NZ time, where the clinics are) is
     * refused without a request and without a message.
     */
    slots: async (query: SlotsQuery, o?: CallOptions) => {
      if (query.date.slice(0, 7) < currentMonthKey(now())) throw new ClientError('past-month');
      return parseAnswer(SlotDaysAnswerSchema, await client.get(`${V2}/slots`, { ...query }, o), 'appointment/slots');
    },

    /**
     * Holds a chosen time for a few minutes while the visitor types their details; sending
     * the previous hold gives it up, so one visitor never blocks two times. A time someone
     * else holds or booked is a 409.
     */
    hold: async (payload: HoldPayload, o?: CallOptions) => parseAnswer(HoldAnswerSchema, await client.post(`${V2}/hold`, payload, o), 'appointment/hold'),

    /** Gives a hold up early (the visitor went back to choose another time). */
    releaseHold: (holdId: string, o?: CallOptions) => client.delete<void>(`${V2}/hold/${seg(holdId)}`, o),

    complete: async (payload: CompleteBookingInput, o?: CallOptions) =>
      parseAnswer(BookingResultAnswerSchema, await client.post(`${V2}/complete`, payload, o), 'appointment/complete'),

    list: async (query: AppointmentListQuery, o?: CallOptions) =>
      parseAnswer(AppointmentPageAnswerSchema, await client.get(V2, { ...query }, o), 'appointment'),

    get: async (id: Id, o?: CallOptions) => parseAnswer(AppointmentAnswerSchema, await client.get(`${V2}/${seg(id)}`, undefined, o), 'appointment/{id}'),

    /** The cancelled appointment comes back; callers read the list again rather than it. */
    cancel: (id: Id, payload: CancelAppointmentPayload, o?: CallOptions) => client.put<unknown>(`${V2}/${seg(id)}/cancel`, payload, o),

    // The older flow (v1): signed-in and anonymous booking, and its cancel.
    /** The days of a month the older flow's date picker may offer (public holidays and closed days left out). */
    classicDays: async (query: { clinicId: Id; month: string }, o?: CallOptions) =>
      parseAnswer(ClassicDaysAnswerSchema, await client.get(`${V1}/days`, { ...query }, o), 'appointment/days (v1)'),

    bookClassic: async (payload: ClassicBookingPayload, o?: CallOptions) =>
      parseAnswer(BookingResultAnswerSchema, await client.post(V1, payload, o), 'appointment (v1)'),

    bookClassicAnonymous: async (payload: ClassicAnonymousBookingPayload, o?: CallOptions) =>
      parseAnswer(BookingResultAnswerSchema, await client.post(`${V1}/anonymous`, payload, o), 'appointment/anonymous (v1)'),

    cancelClassic: (id: Id, payload: CancelAppointmentPayload, o?: CallOptions) => client.put<unknown>(`${V1}/${seg(id)}/cancel`, payload, o),
  };
}

export type AppointmentsApi = ReturnType<typeof createAppointmentsApi>;
