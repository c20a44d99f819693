// The booking flow's calls, picked from the one API client (shared/api/appointments.ts):
// the widget's api-base, vet id and token go in once; that client parses every answer with
// its schema, so an answer the flow cannot read fails like a call without a message.
import { createAppointmentsApi } from '../../shared/api/appointments';
import { bookingStart } from '../kit/bookingStart';
import type { WidgetApi } from '../kit/WidgetContext';
import type { BookingApi } from './types';
import { keptKey, sendOnce } from '../kit/keptKey';
import { visitorId } from './visitor';

export interface BookingApiDeps {
  now?: () => Date;
}

export function createBookingApi(widget: WidgetApi, deps: BookingApiDeps = {}): BookingApi {
  const client = widget.client;
  const appointments = createAppointmentsApi(client, deps.now ? { now: deps.now } : {});
  // The server lets go of our previous hold when we hold another time (one hold per visitor).
  let lastHoldId: string | null = null;
  // One key per booking the visitor means to make: a retry after a lost answer gets that booking back.
  const bookingKey = keptKey(`booking:${widget.config.vetId}`);

  return {
    start: () => bookingStart(widget, 'vet-booking'),
    // Only a signed-in visitor's form starts from the profile: the profile's call and schemas
    // load then, not on every page that shows the booking to someone signed out.
    profile: () =>
      import('../../shared/api/contactDetails').then(
        ({ signedInContactDetails }) => signedInContactDetails(client),
        // A prefill is a courtesy: a chunk that fails to load leaves the fields empty.
        () => null,
      ),
    appointmentTypes: (query) => appointments.appointmentTypes(query),
    calendarResources: (query) => appointments.calendarResources(query),
    slots: (query) => appointments.slots(query),
    hold: async (slotId) => {
      const hold = await appointments.hold({ slotId, previousHoldId: lastHoldId, visitorId: visitorId() });
      lastHoldId = hold.holdId;
      return hold;
    },
    releaseHold: async (holdId, options) => {
      if (lastHoldId === holdId) lastHoldId = null;
      // Leaving the page: keepalive lets the request finish after the page has gone.
      await appointments.releaseHold(holdId, options?.leavingPage ? { keepalive: true } : undefined);
    },
    complete: async (payload) => {
      const result = await sendOnce(bookingKey, payload, (idempotencyKey) => appointments.complete(payload, { idempotencyKey }));
      lastHoldId = null;
      return result;
    },
  };
}
