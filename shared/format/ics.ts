// The one iCalendar (RFC 5545) writer: the booking widget's "Add to calendar" file and the
// confirmation email's attachment. Times are written in UTC, text is escaped (3.3.11) and
// long lines are folded at 75 octets (3.1), so every calendar app reads the same event.

/**
 * An appointment's calendar id: its booking's id and its place in the booking (kept when it
 * moves). One for every file that names it (the confirmation's "Add to calendar", the
 * confirmation email's, a move's or a cancellation's), so a later file updates the first.
 */
export const calendarUid = (vetId: string, bookingId: string, index: number) => `booking-${bookingId}-${index + 1}@${vetId}.vet-widgets`;

/** The line of an event's description that leads to the booking's own page. */
export const manageLine = (manageUrl: string) => `Change or cancel: ${manageUrl}`;

export interface CalendarEvent {
  /** Stable per appointment: a calendar app replaces the event with the same UID. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** How many times the event was changed: a calendar app keeps the copy with the highest (5545 3.8.7.4). */
  sequence?: number;
}

export interface Calendar {
  /** Who wrote it: '-//Tui Vets//Online booking//EN'. */
  prodId: string;
  /** PUBLISH for a file to keep (or an update of one: same UID, higher SEQUENCE); CANCEL takes the events out; absent for a plain download. */
  method?: 'PUBLISH' | 'CANCEL';
  events: CalendarEvent[];
  now: Date;
}

const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export const escapeIcsText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();

/** Lines longer than 75 octets go on over CRLF and a space (continuations hold 74). */
function fold(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const n = encoder.encode(char).length;
    if (size + n > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function icsCalendar(calendar: Calendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${calendar.prodId}`, 'CALSCALE:GREGORIAN'];
  if (calendar.method) lines.push(`METHOD:${calendar.method}`);
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      ...(event.sequence === undefined ? [] : [`SEQUENCE:${event.sequence}`]),
      `DTSTAMP:${utcStamp(calendar.now)}`,
      `DTSTART:${utcStamp(event.start)}`,
      `DTEND:${utcStamp(event.end)}`,
      `SUMMARY:${escapeIcsText(event.summary)}`,
    );
    if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
    if (event.status) lines.push(`STATUS:${event.status}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
