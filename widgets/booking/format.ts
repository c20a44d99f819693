// Booking dates are shown in the clinic's time zone (Pacific/Auckland) whatever the
// visitor's computer is set to: shared/format/dates reads and formats them in NZ time.
import { calendarUid, icsCalendar, manageLine } from '../../shared/format/ics';

export { currentMonthKey, formatMonthLabel as monthName, formatPickup as formatBookingDate, todayKey } from '../../shared/format/dates';

/**
 * An iCalendar file for the booked appointments (to their end, else a 30-minute block each).
 * With the booking's id, each event has the UID the emails' files give it (so a move or a
 * cancellation email updates the entry added here), and its description the manage link.
 */
export function icsFor(
  appointments: { id: string | number; bookingDate: string; endDate?: unknown; name?: string | null }[],
  clinic: { name: string; address: string },
  booking: { vetId: string; bookingId?: string | undefined; manageUrl?: string | undefined },
  now = new Date(),
): string {
  return icsCalendar({
    prodId: '-//Vet widgets//Booking//EN',
    now,
    events: appointments.map((a, index) => {
      const start = new Date(a.bookingDate);
      const given = typeof a.endDate === 'string' ? new Date(a.endDate) : null;
      const end = given && given.getTime() > start.getTime() ? given : new Date(start.getTime() + 30 * 60_000);
      return {
        uid: booking.bookingId ? calendarUid(booking.vetId, booking.bookingId, index) : `appointment-${a.id}@${booking.vetId}.vet-widgets`,
        start,
        end,
        summary: `Vet appointment${a.name ? ` for ${a.name}` : ''} at ${clinic.name}`,
        location: clinic.address,
        ...(booking.manageUrl ? { description: manageLine(booking.manageUrl) } : {}),
      };
    }),
  });
}

/** The .ics as a data: URL: works in every browser, needs no object URL to revoke. */
export const icsHref = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
