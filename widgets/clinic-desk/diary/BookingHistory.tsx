// What staff have done to a booking, newest first: who, when, what, and the time before and
// after when it moved. Asked each time the booking opens, so it is never stale.
import type { DeskApi } from '../../../shared/api/desk';
import { formatNz } from '../../../shared/format/dates';
import { Spinner } from '../../kit';
import { useWidgetQuery } from '../../kit/WidgetContext';
import { useDiary } from './store';

const ACTIONS: Record<string, string> = {
  confirmed: 'Confirmed the request',
  declined: 'Declined the request',
  booked: 'Booked by phone',
  moved: 'Moved',
  cancelled: 'Cancelled',
  attendance: 'Attendance',
};

type Snapshot = { startsAt?: string; status?: string; attendance?: string | null; cancellationNote?: string | null } | null;

function detail(action: string, before: Snapshot, after: Snapshot): string {
  const when = (s: Snapshot) => (s?.startsAt ? formatNz(s.startsAt, 'd MMM h:mmaaa') : '');
  if (action === 'moved' && before && after) return `${when(before)} → ${when(after)}`;
  if (action === 'attendance') return after?.attendance ?? 'cleared';
  if (action === 'cancelled' || action === 'declined') return after?.cancellationNote ?? '';
  return when(after);
}

export function BookingHistory({ api, bookingId }: { api: DeskApi; bookingId: string }) {
  // A change saved from the panel (attendance) is in the history the moment it is shown.
  const changes = useDiary((s) => s.changes);
  const history = useWidgetQuery(`desk:history:${bookingId}:${changes}`, (signal) => api.history(bookingId, { signal }), { refetchOnMount: true });
  return (
    <section aria-labelledby="desk-history" className="mt-6 border-t border-line pt-4">
      <h3 id="desk-history" className="text-base font-bold text-ink">
        History
      </h3>
      {history.status === 'loading' ? (
        <Spinner label="Loading the history…" />
      ) : history.status === 'error' ? (
        <p className="text-sm text-muted">The history could not be loaded.</p>
      ) : history.data.items.length === 0 ? (
        <p className="text-sm text-muted">No changes by staff yet.</p>
      ) : (
        <ol className="mt-2 space-y-1 text-sm text-ink">
          {history.data.items.map((entry) => (
            <li key={entry.id}>
              <span className="text-muted">{formatNz(entry.at, 'd MMM yyyy h:mmaaa')}</span> · {ACTIONS[entry.action] ?? entry.action}{' '}
              {detail(entry.action, entry.before as Snapshot, entry.after as Snapshot)} · {entry.staff?.name ?? 'a former staff member'}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
