// A day at one clinic: clinicians as columns, time down the side, each booking a block at its
// time and as tall as it lasts; the clinician's working hours are white, the rest grey, and
// blocked time hatched with its reason. Each column is a list in time order, so Tab walks a
// clinician's day and a screen reader hears it as one.
import type { DeskDiary } from '../../../shared/schemas/deskDiary';
import { BookingCard } from './BookingCard';
import { BlockBox } from './BlockBox';
import { dayWindow, hourLabel, minutesInDay, onDay } from './time';

/** Pixels per minute: an hour is 96 px, so a 15-minute booking still has a readable line. */
const SCALE = 1.6;

export function DayGrid({ diary, day, onOpen }: { diary: DeskDiary; day: string; onOpen: (bookingId: string) => void }) {
  const window = dayWindow(diary, day);
  const height = (window.to - window.from) * SCALE;
  const top = (time: string) => (minutesInDay(time, day) - window.from) * SCALE;
  const span = (s: { start: string; end: string }) => ({
    top: Math.max(0, top(s.start)),
    height: Math.max(18, Math.min(height, top(s.end)) - Math.max(0, top(s.start))),
  });
  const date = diary.dates.find((d) => d.date === day);
  const hours = Array.from({ length: (window.to - window.from) / 60 }, (_, i) => window.from + i * 60);
  const bookings = diary.bookings.filter((b) => b.start.startsWith(day));
  const blocks = diary.blocks.filter((b) => onDay(b, day));

  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <div className="flex">
        <div aria-hidden="true" className="w-16 shrink-0 border-r border-line">
          <div className="h-10 border-b border-line" />
          <div className="relative" style={{ height }}>
            {hours.map((m) => (
              <span key={m} className="absolute right-2 text-xs text-muted" style={{ top: (m - window.from) * SCALE + 2 }}>
                {hourLabel(m)}
              </span>
            ))}
          </div>
        </div>
        {diary.clinicians.map((clinician) => {
          const headingId = `desk-col-${clinician.id}`;
          const own = bookings.filter((b) => b.clinicianId === clinician.id);
          const working = date?.hours.filter((h) => h.clinicianId === clinician.id) ?? [];
          const blocked = blocks.filter((b) => b.clinicianId === null || b.clinicianId === clinician.id);
          return (
            <section key={clinician.id} aria-labelledby={headingId} className="min-w-[13rem] flex-1 border-r border-line last:border-r-0">
              <h3 id={headingId} className="flex h-10 items-center border-b border-line px-2 text-sm font-semibold text-ink">
                {clinician.name}
              </h3>
              <div className="relative bg-gray-100" style={{ height }}>
                {working.map((h) => (
                  <div key={h.start} aria-hidden="true" className="absolute inset-x-0 bg-surface" style={span(h)} />
                ))}
                {hours.map((m) => (
                  <div key={m} aria-hidden="true" className="absolute inset-x-0 border-t border-line" style={{ top: (m - window.from) * SCALE }} />
                ))}
                {blocked.map((b) => (
                  <BlockBox key={b.id} block={b} className="absolute inset-x-1" style={span(b)} />
                ))}
                <ol aria-labelledby={headingId}>
                  {own.map((b) => (
                    <li key={b.appointmentId} className="absolute inset-x-1" style={span(b)}>
                      <BookingCard booking={b} compact={span(b).height < 60} onOpen={() => onOpen(b.bookingId)} style={{ height: '100%' }} />
                    </li>
                  ))}
                </ol>
                {own.length === 0 && <p className="sr-only">No bookings.</p>}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
