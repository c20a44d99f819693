// The clinic desk (<vet-clinic-desk>): staff work the older flow's appointment requests with a
// staff token. Every answer is parsed with shared/schemas/desk.ts.
import type { ApiClient, CallOptions } from './http';
import { parseAnswer } from './answer';
import { seg } from './resource';
import { DeskBookingAnswerSchema, DeskMeAnswerSchema, DeskRequestListAnswerSchema, DeskTimesAnswerSchema, type DeskTimesQuery } from '../schemas/desk';

const PATH = '/api/v1/desk';

export function createDeskApi(client: ApiClient) {
  const request = (bookingId: string, rest: string) => `${PATH}/requests/${seg(bookingId)}${rest}`;
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
  };
}
export type DeskApi = ReturnType<typeof createDeskApi>;
