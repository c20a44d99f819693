// A week at one clinic, Monday to Sunday: each day a column of its bookings in time order,
// with the clinician's name, and the day's blocked time. For planning, not for the minute.
import { addDays } from '../../../shared/format/calendarDays';
import { formatNz } from '../../../shared/format/dates';
import type { DeskDiary } from '../../../shared/schemas/deskDiary';
import { BookingCard } from './BookingCard';
import { BlockBox } from './BlockBox';
import { onDay } from './time';

export function WeekView({ diary, onOpen, onDayOpen }: { diary: DeskDiary; onOpen: (bookingId: string) => void; onDayOpen: (day: string) => void }) {
  const days = Array.from({ length: diary.days }, (_, i) => addDays(diary.from, i));
  const names = new Map(diary.clinicians.map((c) => [c.id, c.name]));
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-7">
      {days.map((day) => {
        const date = diary.dates.find((d) => d.date === day);
        const bookings = diary.bookings.filter((b) => b.start.startsWith(day)).sort((a, b) => a.start.localeCompare(b.start));
        const headingId = `desk-week-${day}`;
        return (
          <section key={day} aria-labelledby={headingId} className="min-w-0 space-y-2 rounded-lg border border-line bg-surface p-2">
            <h3 id={headingId}>
              <button
                type="button"
                className="text-sm font-semibold text-ink underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
                onClick={() => onDayOpen(day)}
              >
                {formatNz(`${day}T12:00:00+12:00`, 'EEE d MMM')}
                <span className="sr-only">: open the day</span>
              </button>
            </h3>
            {date?.closed && <p className="text-xs text-muted">Closed</p>}
            {diary.blocks
              .filter((b) => onDay(b, day))
              .map((b) => (
                <BlockBox key={b.id} block={b} />
              ))}
            {bookings.length === 0 ? (
              !date?.closed && <p className="text-xs text-muted">No bookings</p>
            ) : (
              <ol aria-labelledby={headingId} className="space-y-1">
                {bookings.map((b) => (
                  <li key={b.appointmentId}>
                    <BookingCard booking={b} compact onOpen={() => onOpen(b.bookingId)} />
                    <span className="block truncate px-2 text-xs text-muted">{b.clinicianId !== null ? names.get(b.clinicianId) : ''}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}
