// The clinic desk (<vet-clinic-desk>): staff work a clinic's diary and the older flow's
// appointment requests with a staff token. Every answer is parsed with shared/schemas/desk.ts.
import type { ApiClient, CallOptions } from './http';
import { parseAnswer } from './answer';
import { seg } from './resource';
import {
  DeskBookingAnswerSchema,
  DeskMeAnswerSchema,
  DeskHistoryAnswerSchema,
  DeskRequestListAnswerSchema,
  DeskTimesAnswerSchema,
  type BookingMail,
  type DeskTimesQuery,
} from '../schemas/desk';
import { DeskDiaryAnswerSchema, type Attendance } from '../schemas/deskDiary';
import { DeskBlockCreatedAnswerSchema, DeskCatalogueAnswerSchema, type DeskBlockInput, type DeskPhoneBookingInput } from '../schemas/deskPhone';

const PATH = '/api/v1/desk';

export function createDeskApi(client: ApiClient) {
  const request = (bookingId: string, rest: string) => `${PATH}/requests/${seg(bookingId)}${rest}`;
  const booking = (bookingId: string, rest: string) => `${PATH}/bookings/${seg(bookingId)}${rest}`;
  return {
    me: async (o?: CallOptions) => parseAnswer(DeskMeAnswerSchema, await client.get(`${PATH}/me`, undefined, o), 'desk/me'),
    /** The requests of one clinic waiting to be confirmed, oldest first. */
    requests: async (clinicId: string, o?: CallOptions) =>
      parseAnswer(DeskRequestListAnswerSchema, await client.get(`${PATH}/requests`, { clinicId }, o), 'desk/requests'),
    /** The times the slot engine offers on one day for a request (its type, or the one given). */
    times: async (bookingId: string, query: DeskTimesQuery, o?: CallOptions) =>
      parseAnswer(DeskTimesAnswerSchema, await client.get(request(bookingId, '/times'), { ...query }, o), 'desk/requests/times'),
    confirm: async (bookingId: string, slotId: string, o?: CallOptions) =>
      parseAnswer(DeskBookingAnswerSchema, await client.post(request(bookingId, '/confirm'), { slotId }, o), 'desk/requests/confirm'),
    decline: async (bookingId: string, message: string, o?: CallOptions) =>
      parseAnswer(DeskBookingAnswerSchema, await client.post(request(bookingId, '/decline'), { message }, o), 'desk/requests/decline'),

    /** A clinic's days from `from` (1 to 7): clinicians, hours, bookings and blocked time. */
    diary: async (clinicId: string, from: string, days: number, o?: CallOptions) =>
      parseAnswer(DeskDiaryAnswerSchema, await client.get(`${PATH}/diary`, { clinicId, from, days }, o), 'desk/diary'),
    attendance: async (bookingId: string, attendance: Attendance | null, o?: CallOptions) =>
      parseAnswer(DeskBookingAnswerSchema, await client.post(booking(bookingId, '/attendance'), { attendance }, o), 'desk/bookings/attendance'),
    /** The times a booking could move to on one day (its own time counts as free). */
    moveTimes: async (bookingId: string, date: string, o?: CallOptions) =>
      parseAnswer(DeskTimesAnswerSchema, await client.get(booking(bookingId, '/times'), { date }, o), 'desk/bookings/times'),
    move: async (bookingId: string, slotId: string, o?: CallOptions) =>
      parseAnswer(DeskBookingAnswerSchema, await client.post(booking(bookingId, '/move'), { slotId }, o), 'desk/bookings/move'),
    cancel: async (bookingId: string, reason: string, o?: CallOptions) =>
      parseAnswer(DeskBookingAnswerSchema, await client.post(booking(bookingId, '/cancel'), { reason }, o), 'desk/bookings/cancel'),
    history: async (bookingId: string, o?: CallOptions) =>
      parseAnswer(DeskHistoryAnswerSchema, await client.get(booking(bookingId, '/history'), undefined, o), 'desk/bookings/history'),

    /** What the desk may book at a clinic: types (online or not), species, clinicians. */
    catalogue: async (clinicId: string, o?: CallOptions) =>
      parseAnswer(DeskCatalogueAnswerSchema, await client.get(`${PATH}/catalogue`, { clinicId }, o), 'desk/catalogue'),
    phoneTimes: async (query: { clinicId: string; date: string; appointmentTypeId: number; petCount: number }, o?: CallOptions) =>
      parseAnswer(DeskTimesAnswerSchema, await client.get(`${PATH}/times`, { ...query }, o), 'desk/times'),
    phoneBooking: async (input: DeskPhoneBookingInput, o?: CallOptions) =>
      parseAnswer(DeskBookingAnswerSchema, await client.post(`${PATH}/bookings`, input, o), 'desk/bookings'),
    block: async (input: DeskBlockInput, o?: CallOptions) =>
      parseAnswer(DeskBlockCreatedAnswerSchema, await client.post(`${PATH}/blocks`, input, o), 'desk/blocks'),
    unblock: async (id: number, o?: CallOptions) => client.delete<unknown>(`${PATH}/blocks/${seg(id)}`, o),

    /** A manager's choice of how a clinic hears of online bookings. */
    bookingMail: async (clinicId: string, bookingMail: BookingMail, o?: CallOptions) =>
      client.put<unknown>(`${PATH}/clinics/${seg(clinicId)}/booking-mail`, { bookingMail }, o),
  };
}
export type DeskApi = ReturnType<typeof createDeskApi>;
