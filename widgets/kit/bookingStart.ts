// <vet-booking> and <vet-checkout> on one page both read GET /appointment/start (the flow's
// start; the click-and-collect clinics): one call for that API, group and session serves
// both. The call in flight is shared, and its answer for a few seconds after (the checkout's
// code arrives later than the booking's and asks once it knows the session), once per kind of
// widget: a widget that asks again (a flow started over) and later callers go to the server.
import { createAppointmentsApi } from '../../shared/api/appointments';
import type { WidgetApi } from './WidgetContext';

type Start = Awaited<ReturnType<ReturnType<typeof createAppointmentsApi>['start']>>;

/** How long an answer serves other widgets of the page: the page's start-up, not a visit. */
export const START_SHARED_MS = 10_000;

// Per fetch function: a test's fake server never answers another test's widget.
const inFlight = new WeakMap<object, Map<string, { call: Promise<Start>; until: number; served: Set<string> }>>();

/** The start answer for this widget; `consumer` names the kind of widget asking (its tag). */
export async function bookingStart(widget: Pick<WidgetApi, 'config' | 'getToken' | 'client' | 'fetch'>, consumer: string): Promise<Start> {
  const token = await widget.getToken();
  const owner = widget.fetch ?? globalThis;
  let calls = inFlight.get(owner);
  if (!calls) inFlight.set(owner, (calls = new Map()));
  const key = `${widget.config.apiBase}|${widget.config.vetId}|${token ?? ''}`;
  const shared = calls.get(key);
  if (shared && shared.until > Date.now() && !shared.served.has(consumer)) {
    shared.served.add(consumer);
    return shared.call;
  }
  const entry = { call: createAppointmentsApi(widget.client).start(), until: Infinity, served: new Set([consumer]) };
  calls.set(key, entry);
  entry.call.then(
    () => (entry.until = Date.now() + START_SHARED_MS),
    () => calls.get(key) === entry && calls.delete(key),
  );
  return entry.call;
}
