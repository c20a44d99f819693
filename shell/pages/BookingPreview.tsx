// What /book-appointment shows before the booking flow's code has run: its first step's
// emergency notice and welcome, from the same start answer the flow reads, rendered on the
// server as the <vet-booking> tag's children. The flow shows them through a slot until its own
// first step is ready, then its step takes their place. The notice is what a visitor with an
// emergency needs, and it no longer waits for React, the kit and the flow's call (issue 20:
// it was the page's largest paint, at 2.9-3.2 s on a slow phone).
// Signed out only (the page is the same for everyone and kept); a failed read shows nothing
// here, and the flow says what is wrong.
import { createApiClient } from '../../shared/api/http';
import { createAppointmentsApi } from '../../shared/api/appointments';
import type { BookingStart } from '../../shared/schemas/appointments';
import { useQuery } from '../content/useQuery';
import { RichText } from '../../widgets/kit/RichText';
import { site } from '../site';

export const BOOKING_START_QUERY = 'booking:start';

const loadStart = (fetch: Parameters<typeof createApiClient>[0]['fetch']): Promise<BookingStart> =>
  createAppointmentsApi(createApiClient({ apiBase: site.apiBase, vetId: site.vetId, fetch })).start();

export function BookingPreview() {
  const state = useQuery(BOOKING_START_QUERY, (client) => loadStart(client.fetch));
  if (state.status !== 'ready') return null;
  const { welcome, emergency } = state.data;
  // As the flow lays its first step out (widgets/booking: Booking.tsx, steps/Welcome.tsx).
  return (
    <div className="mx-auto w-full max-w-3xl p-1">
      {emergency.isActive && (
        <div role="note" aria-label="Emergency" className="mb-4 rounded-lg border-l-4 border-danger bg-red-50 p-4 text-ink">
          <RichText nodes={emergency.messageSlate} />
        </div>
      )}
      {welcome.isActive && (
        <div className="space-y-3">
          <h2 className="text-2xl font-bold text-ink">{welcome.title || 'Book an appointment'}</h2>
          <div className="text-ink">
            <RichText nodes={welcome.messageSlate} />
          </div>
        </div>
      )}
      <p role="status" className="mt-8 border-t border-line pt-4 text-muted">
        Loading online booking…
      </p>
    </div>
  );
}
