// Booking dates are shown in the clinic's time zone (Pacific/Auckland) whatever the
// visitor's computer is set to: shared/format/dates reads and formats them in NZ time.
export { currentMonthKey, formatMonthLabel as monthName, formatPickup as formatBookingDate, todayKey } from '../../shared/format/dates';

/** An iCalendar file for the booked appointments (to their end, else a 30-minute block each). */
export function icsFor(
  appointments: { id: string | number; bookingDate: string; endDate?: unknown; name?: string | null }[],
  clinic: { name: string; address: string },
): string {
  const stamp = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const escape = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
  const events = appointments.map((a) => {
    const start = new Date(a.bookingDate);
    const given = typeof a.endDate === 'string' ? new Date(a.endDate) : null;
    const end = given && given.getTime() > start.getTime() ? given : new Date(start.getTime() + 30 * 60_000);
    return [
      'BEGIN:VEVENT',
      `UID:appointment-${a.id}@vet-widgets`,
      `DTSTAMP:${stamp(new Date())}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(end)}`,
      `SUMMARY:${escape(`Vet appointment${a.name ? ` for ${a.name}` : ''} at ${clinic.name}`)}`,
      `LOCATION:${escape(clinic.address)}`,
      'END:VEVENT',
    ].join('\r\n');
  });
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Vet widgets//Booking//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
}

/** The .ics as a data: URL: works in every browser, needs no object URL to revoke. */
export const icsHref = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
