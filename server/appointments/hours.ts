// Weekly hours ([{ day: 'Monday', from: '08:00', to: '16:30' }], as clinics and clinicians
// store them) turned into instants of one New Zealand calendar day. Wall-clock times are
// converted through TZDate in Pacific/Auckland, so the UTC offset of that very day is used
// (NZDT +13 or NZST +12) and a DST change day is handled by the zone rules, not by us.
import { TZDate } from '@date-fns/tz';
import { NZ_TIME_ZONE } from '../../shared/format/dates';
import { WEEKDAY_NAMES } from '../../shared/format/calendarDays';

export interface WeeklyHours {
  day: string;
  from: string;
  to: string;
}

/** A half-open range of instants [start, end), in epoch milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

const TIME = /^([01]?\d|2[0-4]):([0-5]\d)$/;

/** '08:30' -> 510 minutes after midnight; '24:00' is the end of the day; anything else null. */
export function minutesOf(time: string): number | null {
  const m = TIME.exec(time.trim());
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

/** 'Monday' for '2026-11-23' (civil arithmetic: no zone can move the day). */
export function weekdayOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday first
  return WEEKDAY_NAMES[index]!;
}

/** The parts of a day key; NaN parts for anything else (and then no instant is valid). */
const dayParts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** TZDate for a wall-clock time; a time inside the skipped hour moves to the first real instant after it. */
const zoned = (y: number, m: number, d: number, minutes: number) => new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, NZ_TIME_ZONE);

function exactWallClock(y: number, m: number, d: number, minutes: number): number | null {
  const date = zoned(y, m, d, minutes);
  if (minutes === 24 * 60) return date.getTime(); // midnight that ends the day
  if (date.getDate() !== d || date.getHours() !== Math.floor(minutes / 60) || date.getMinutes() !== minutes % 60) return null;
  return date.getTime();
}

const DAY_MS = 86_400_000;
/** Whole minutes from 00:00 to 24:00: the times the shortcut below is sure of. */
const onDay = (minutes: number) => Number.isInteger(minutes) && minutes >= 0 && minutes <= 24 * 60;

/**
 * One NZ calendar day's wall clock: wall-clock minutes (0 to 1440) to instants. Asking the
 * zone rules (TZDate, Intl underneath) costs microseconds a call, and the slot engine asks
 * thousands of times for a month, so each day asks only a few: a day whose midnight exists
 * and which is 24 hours long has one UTC offset throughout (NZ changes offset at most once
 * a day), and there every wall time is midnight plus its minutes. The two change days of a
 * year are not like that and keep asking TZDate for every time.
 */
export interface DayClock {
  /** wallClock(day, minutes). */
  at(minutes: number): number | null;
  /** A boundary of opening hours: like `at`, but a time inside the skipped hour moves to the first real instant after it. */
  boundary(minutes: number): number;
}

const clocks = new Map<string, DayClock>();
const CLOCK_CACHE_DAYS = 4096;

export function dayClock(day: string): DayClock {
  const cached = clocks.get(day);
  if (cached) return cached;
  const [y, m, d] = dayParts(day);
  const midnight = exactWallClock(y, m, d, 0);
  const steady = midnight !== null && exactWallClock(y, m, d, 24 * 60) === midnight + DAY_MS && exactWallClock(y, m, d, 12 * 60) === midnight + DAY_MS / 2;
  const clock: DayClock = steady
    ? {
        at: (minutes) => (onDay(minutes) ? midnight + minutes * 60_000 : exactWallClock(y, m, d, minutes)),
        boundary: (minutes) => (onDay(minutes) ? midnight + minutes * 60_000 : zoned(y, m, d, minutes).getTime()),
      }
    : {
        at: (minutes) => exactWallClock(y, m, d, minutes),
        boundary: (minutes) => zoned(y, m, d, minutes).getTime(),
      };
  if (clocks.size >= CLOCK_CACHE_DAYS) clocks.clear();
  clocks.set(day, clock);
  return clock;
}

/**
 * The instant of a wall-clock time on a NZ day, or null when that time does not exist there
 * (the hour skipped when daylight saving starts). A time repeated when daylight saving ends
 * gives one instant (TZDate picks the standard-time one), so no label is ever produced twice.
 * Whole minutes from 0 to 1440 (24:00, the midnight that ends the day).
 */
export function wallClock(day: string, minutes: number): number | null {
  return dayClock(day).at(minutes);
}

/** The open intervals of `hours` on one NZ day, as instants. Malformed entries are ignored. */
export function intervalsOn(hours: readonly WeeklyHours[], day: string, clock: DayClock = dayClock(day)): Interval[] {
  const weekday = weekdayOf(day).toLowerCase();
  const out: Interval[] = [];
  for (const entry of hours) {
    if (typeof entry?.day !== 'string' || entry.day.trim().toLowerCase() !== weekday) continue;
    const from = minutesOf(String(entry.from ?? ''));
    const to = minutesOf(String(entry.to ?? ''));
    if (from === null || to === null || to <= from) continue;
    out.push({ start: clock.boundary(from), end: clock.boundary(to) });
  }
  return out.sort((a, b) => a.start - b.start);
}

export const within = (outer: readonly Interval[], start: number, end: number) => outer.some((i) => i.start <= start && end <= i.end);
export const overlaps = (busy: readonly Interval[], start: number, end: number) => busy.some((i) => i.start < end && start < i.end);

/** Checks weekly hours as stored: a list of { day, from, to } with readable times. */
export function parseWeeklyHours(value: unknown): WeeklyHours[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (x): x is WeeklyHours => !!x && typeof x === 'object' && typeof x.day === 'string' && typeof x.from === 'string' && typeof x.to === 'string',
  );
}
