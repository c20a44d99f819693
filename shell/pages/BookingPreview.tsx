// What /book-appointment shows before the booking flow's code has run: its first step's
// emergency notice and welcome, from the same start answer the flow reads, rendered on the
// server as the <vet-booking> tag's children. The flow shows them through a slot until its own
// first step is ready, then its step takes their place. The notice is what a visitor with an
// emergency needs, so it does not wait for React, the kit and the flow's call (it is the
// page's largest paint, and waiting for them puts that at 2.9-3.2 s on a slow phone).
// Signed out only (the page is the same for everyone and kept); a failed read shows nothing
// here, and the flow says what is wrong.
import { createApiClient } from '../../shared/api/http';
import { createAppointmentsApi } from '../../shared/api/appointments';
import type { BookingStart } from '../../shared/schemas/appointments';
import { useQuery } from '../content/useQuery';
import { EmergencyNote, WelcomeText } from '../../widgets/booking/steps/WelcomeText';
import { site } from '../site';

export const BOOKING_START_QUERY = 'booking:start';

const loadStart = (fetch: Parameters<typeof createApiClient>[0]['fetch']): Promise<BookingStart> =>
  createAppointmentsApi(createApiClient({ apiBase: site.apiBase, vetId: site.vetId, fetch })).start();

export function BookingPreview() {
  const state = useQuery(BOOKING_START_QUERY, (client) => loadStart(client.fetch));
  if (state.status !== 'ready') return null;
  const { welcome, emergency } = state.data;
  // The flow's own markup for these, in its box (widgets/booking/Booking.tsx).
  return (
    <div className="mx-auto w-full max-w-3xl p-1">
      <EmergencyNote emergency={emergency} />
      {welcome.isActive && <WelcomeText welcome={welcome} />}
      <p role="status" className="mt-8 border-t border-line pt-4 text-muted">
        Loading online booking…
      </p>
    </div>
  );
}
