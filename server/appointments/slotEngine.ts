// The slot engine: which start times a clinic can offer on each day of a month, as a pure
// function of the clinic's opening hours, its clinicians' working hours, what they are
// already doing (bookings and live holds), the length needed and "now". No database here,
// so every rule (DST days included) is tested directly. Rules: docs/appointments.md.
import { addDays, addMonths, daysInMonth, formatNz, toNzDate } from '../../shared/format/dates';
import { closedOn, type ClosureSettings } from './closures';
import { dayClock, intervalsOn, overlaps, within, type Interval, type WeeklyHours } from './hours';

/** Start times sit on this wall-clock grid (00:00, 00:15, …). */
export const SLOT_STEP_MINUTES = 15;

export interface ClinicianAvailability {
  id: number;
  hours: readonly WeeklyHours[];
  /** Bookings and live holds of this clinician (any order). */
  busy: readonly Interval[];
}

export interface SlotRequest {
  clinicHours: readonly WeeklyHours[];
  /** Public holidays and the clinic's own closed days: no time at all on those days. */
  closures: ClosureSettings;
  clinicians: readonly ClinicianAvailability[];
  /** The length of the booking (bookingLength.ts: per pet unless the type says per booking). */
  minutes: number;
  /** Times that start at or before this instant are not offered. */
  now: Date;
}

export interface Slot {
  /** The start instant, epoch milliseconds. */
  start: number;
  end: number;
  /** '9:15am', New Zealand time. */
  label: string;
  /** The clinicians free for the whole of it, in the order given. */
  clinicianIds: number[];
}

/** A New Zealand time label: '9:15am', '12:00pm'. */
export const timeLabel = (instant: number) => formatNz(instant, 'h:mmaaa');

/** Labels of the wall-clock minutes of a day, as timeLabel gives them: '12:00am' … '11:59pm'. */
const WALL_LABELS = Array.from({ length: 24 * 60 }, (_, minute) => {
  const hour = Math.floor(minute / 60);
  return `${hour % 12 || 12}:${String(minute % 60).padStart(2, '0')}${hour < 12 ? 'am' : 'pm'}`;
});

/** The slots of one NZ calendar day ('yyyy-MM-dd'), earliest first. */
export function slotsOnDay(day: string, request: SlotRequest): Slot[] {
  if (closedOn(request.closures, day)) return [];
  const clock = dayClock(day);
  const open = intervalsOn(request.clinicHours, day, clock);
  if (!open.length || request.minutes <= 0) return [];
  // Every slot lies within the day's opening hours, so only busy times that touch them matter.
  const first = Math.min(...open.map((i) => i.start));
  const last = Math.max(...open.map((i) => i.end));
  const working = request.clinicians.map((c) => ({
    id: c.id,
    hours: intervalsOn(c.hours, day, clock),
    busy: c.busy.filter((i) => i.start < last && first < i.end),
  }));
  const length = request.minutes * 60_000;
  const now = request.now.getTime();
  const slots: Slot[] = [];
  // Walk the day's wall-clock grid: a time that does not exist (spring forward) is skipped
  // and a repeated one (autumn) is seen once, so labels are never missing-hour or doubled.
  // The end is start + length in real time, so a booking over the change lasts as long.
  // A start the grid gives is that wall-clock time exactly, so its label is the minute's.
  for (let minute = 0; minute < 24 * 60; minute += SLOT_STEP_MINUTES) {
    const start = clock.at(minute);
    if (start === null || start <= now) continue;
    const end = start + length;
    if (!within(open, start, end)) continue;
    const free: number[] = [];
    for (const c of working) if (within(c.hours, start, end) && !overlaps(c.busy, start, end)) free.push(c.id);
    if (free.length) slots.push({ start, end, label: WALL_LABELS[minute]!, clinicianIds: free });
  }
  return slots;
}

/** Every day of a month ('yyyy-MM') that has at least one slot, keyed by its day. */
export function slotsInMonth(month: string, request: SlotRequest): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>();
  const count = daysInMonth(month);
  for (let i = 0, day = `${month}-01`; i < count; i++, day = addDays(day, 1)) {
    const slots = slotsOnDay(day, request);
    if (slots.length) days.set(day, slots);
  }
  return days;
}

/** The first and last instants of a NZ month: [00:00 on the 1st, 00:00 on the 1st of the next). */
export function monthRange(month: string): Interval {
  return { start: toNzDate(`${month}-01`).getTime(), end: toNzDate(`${addMonths(month, 1)}-01`).getTime() };
}

// The NZ day of an instant ('yyyy-MM-dd') and an instant as the API shows it
// ('2026-11-24T09:00:00+13:00'): the shared formatters, which work from New Zealand's
// daylight-saving rule rather than asking the zone data for every instant.
export { nzDayKey as nzDay, nzDateTime } from '../../shared/format/dates';
