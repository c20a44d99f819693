// A day as a list, for screens too narrow for the columns: every booking in time order with
// its clinician, then the blocked time.
import type { DeskDiary } from '../../../shared/schemas/deskDiary';
import { BookingCard } from './BookingCard';
import { BlockBox } from './BlockBox';
import { onDay } from './time';

export function DayList({ diary, day, onOpen }: { diary: DeskDiary; day: string; onOpen: (bookingId: string) => void }) {
  const names = new Map(diary.clinicians.map((c) => [c.id, c.name]));
  const bookings = diary.bookings.filter((b) => b.start.startsWith(day)).sort((a, b) => a.start.localeCompare(b.start));
  const blocks = diary.blocks.filter((b) => onDay(b, day));
  return (
    <div className="space-y-2">
      {bookings.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-4 text-ink">No bookings this day.</p>
      ) : (
        <ol aria-label="Bookings in time order" className="space-y-2">
          {bookings.map((b) => (
            <li key={b.appointmentId}>
              <BookingCard booking={b} onOpen={() => onOpen(b.bookingId)} />
              <span className="block px-2 text-xs text-muted">{b.clinicianId !== null ? `with ${names.get(b.clinicianId) ?? ''}` : ''}</span>
            </li>
          ))}
        </ol>
      )}
      {blocks.map((b) => (
        <BlockBox key={b.id} block={b} />
      ))}
    </div>
  );
}
