// <vet-booking> and <vet-checkout> on one page both read GET /appointment/start (the flow's
// start; the click-and-collect clinics): while one call for that API, group and session is
// in flight, the other widget waits for it instead of sending its own. Only the call in
// flight is shared; a later caller asks again, so no widget reads an old answer.
import { createAppointmentsApi } from '../../shared/api/appointments';
import type { WidgetApi } from './WidgetContext';

type Start = Awaited<ReturnType<ReturnType<typeof createAppointmentsApi>['start']>>;

// Per fetch function: a test's fake server never answers another test's widget.
const inFlight = new WeakMap<object, Map<string, Promise<Start>>>();

export async function bookingStart(widget: Pick<WidgetApi, 'config' | 'getToken' | 'client' | 'fetch'>): Promise<Start> {
  const token = await widget.getToken();
  const owner = widget.fetch ?? globalThis;
  let calls = inFlight.get(owner);
  if (!calls) inFlight.set(owner, (calls = new Map()));
  const key = `${widget.config.apiBase}|${widget.config.vetId}|${token ?? ''}`;
  let call = calls.get(key);
  if (!call) {
    call = createAppointmentsApi(widget.client)
      .start()
      .finally(() => calls.delete(key));
    calls.set(key, call);
  }
  return call;
}
