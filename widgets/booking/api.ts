// The booking flow's calls, picked from the one API client (shared/api/appointments.ts):
// the widget's api-base, vet id and token go in once, every answer is checked against the
// flow's schemas (types.ts) before the store sees it.
import * as v from 'valibot';
import { createAppointmentsApi } from '../../shared/api/appointments';
import { signedInContactDetails } from '../../shared/api/contactDetails';
import { ApiError } from '../../shared/api/errors';
import { createApiClient, type FetchLike } from '../../shared/api/http';
import type { WidgetContextValue } from '../kit/WidgetContext';
import {
  AppointmentTypesSchema,
  BookingResultSchema,
  BookingStartSchema,
  CliniciansSchema,
  HoldSchema,
  SlotDaysSchema,
  type BookingApi,
} from './types';

/** The message when the server answers with something the flow cannot read. */
export const UNEXPECTED_ANSWER = 'The booking service sent an answer we could not read.';

/**
 * Parses an answer; a mismatch becomes an ApiError without a server message, so screens
 * fall back to their own wording exactly as for a failed call.
 */
function parse<S extends v.GenericSchema>(schema: S, value: unknown, call: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  console.warn(`vet-booking: unexpected answer from ${call}`, result.issues[0]?.message, result.issues[0]?.path);
  throw new ApiError({ data: value, status: 200, statusText: UNEXPECTED_ANSWER });
}

export interface BookingApiDeps {
  /** Tests pass a fake fetch (shared/api/fakeFetch); the element uses the global one. */
  fetch?: FetchLike;
  now?: () => Date;
}

export function createBookingApi(widget: Pick<WidgetContextValue, 'config' | 'getToken'>, deps: BookingApiDeps = {}): BookingApi {
  const client = createApiClient({
    apiBase: widget.config.apiBase,
    vetId: widget.config.vetId,
    token: widget.getToken,
    fetch: deps.fetch,
  });
  const appointments = createAppointmentsApi(client, deps.now ? { now: deps.now } : {});
  // The server lets go of our previous hold when we hold another time (one hold per visitor).
  let lastHoldId: string | null = null;

  return {
    start: async () => parse(BookingStartSchema, await appointments.start(), 'start'),
    profile: () => signedInContactDetails(client),
    appointmentTypes: async (query) => parse(AppointmentTypesSchema, await appointments.appointmentTypes(query), 'appointment-type'),
    calendarResources: async (query) => parse(CliniciansSchema, await appointments.calendarResources(query), 'calendar-resources'),
    slots: async (query) => parse(SlotDaysSchema, await appointments.slots(query), 'slots'),
    hold: async (slotId) => {
      const hold = parse(HoldSchema, await appointments.hold({ slotId, previousHoldId: lastHoldId }), 'hold');
      lastHoldId = hold.holdId;
      return hold;
    },
    releaseHold: async (holdId, options) => {
      if (lastHoldId === holdId) lastHoldId = null;
      // Leaving the page: keepalive lets the request finish after the page has gone.
      await appointments.releaseHold(holdId, options?.leavingPage ? { keepalive: true } : undefined);
    },
    complete: async (payload) => {
      const result = parse(BookingResultSchema, await appointments.complete(payload), 'complete');
      lastHoldId = null;
      return result;
    },
  };
}
