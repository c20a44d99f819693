// A booking managed from the link in its email (<vet-manage-booking>): the token in the path
// is the only key, so these calls work signed out and on any site. Answers are parsed with
// shared/schemas/manageBooking.ts.
import type { ApiClient, CallOptions } from './http';
import { parseAnswer } from './answer';
import { seg } from './resource';
import { HoldAnswerSchema, SlotDaysAnswerSchema } from '../schemas/appointments';
import { ManagedBookingAnswerSchema, type ManageMoveInput } from '../schemas/manageBooking';

const PATH = '/api/v2/appointment/manage';

export function createManageBookingApi(client: ApiClient) {
  const at = (token: string, rest = '') => `${PATH}/${seg(token)}${rest}`;
  return {
    view: async (token: string, o?: CallOptions) => parseAnswer(ManagedBookingAnswerSchema, await client.get(at(token), undefined, o), 'appointment/manage'),
    slots: async (token: string, month: string, o?: CallOptions) =>
      parseAnswer(SlotDaysAnswerSchema, await client.get(at(token, '/slots'), { date: month }, o), 'appointment/manage/slots'),
    /** Holds the new time while the client confirms; the previous hold is given up. */
    hold: async (token: string, payload: { slotId: string; previousHoldId?: string | null; visitorId?: string | null }, o?: CallOptions) =>
      parseAnswer(HoldAnswerSchema, await client.post(at(token, '/hold'), payload, o), 'appointment/manage/hold'),
    /** Gives a hold up early (the client chose another time, or kept the current one). */
    releaseHold: (holdId: string, o?: CallOptions) => client.delete<void>(`/api/v2/appointment/hold/${seg(holdId)}`, o),
    move: async (token: string, payload: ManageMoveInput, o?: CallOptions) =>
      parseAnswer(ManagedBookingAnswerSchema, await client.post(at(token, '/move'), payload, o), 'appointment/manage/move'),
    cancel: async (token: string, note: string, o?: CallOptions) =>
      parseAnswer(ManagedBookingAnswerSchema, await client.put(at(token, '/cancel'), { note }, o), 'appointment/manage/cancel'),
  };
}
export type ManageBookingApi = ReturnType<typeof createManageBookingApi>;
