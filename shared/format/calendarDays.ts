// Calendar arithmetic on civil dates written as 'yyyy-MM-dd' (a day key) and 'yyyy-MM'
// (a month key), the forms the slots API speaks. A calendar day is not an instant:
// doing this arithmetic on UTC dates means no time zone or DST change can move a day,
// whatever zone the browser or server runs in. Keys sort correctly as plain strings.
import { format } from 'date-fns';
import { enNZ } from 'date-fns/locale';

export type DayKey = string;
export type MonthKey = string;

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_KEY = /^(\d{4})-(\d{2})$/;

/** Monday first: index 0 is Monday, 6 is Sunday (spec: the week starts Monday). */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const WEEKDAY_SHORT_NAMES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function utc(year: number, monthIndex: number, day: number): Date {
  const d = new Date(Date.UTC(year, monthIndex, day));
  // Date.UTC maps years 0-99 to 1900-1999.
  if (year < 100) d.setUTCFullYear(year);
  return d;
}

function toKey(d: Date): DayKey {
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function isDayKey(value: unknown): value is DayKey {
  const m = typeof value === 'string' ? DAY_KEY.exec(value) : null;
  if (!m) return false;
  const d = utc(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return toKey(d) === value;
}

export function isMonthKey(value: unknown): value is MonthKey {
  const m = typeof value === 'string' ? MONTH_KEY.exec(value) : null;
  return !!m && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

function parseDay(key: DayKey): Date {
  if (!isDayKey(key)) throw new RangeError(`Not a day (yyyy-MM-dd): ${key}`);
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return utc(y, m - 1, d);
}

function parseMonth(key: MonthKey): { year: number; monthIndex: number } {
  if (!isMonthKey(key)) throw new RangeError(`Not a month (yyyy-MM): ${key}`);
  const [y, m] = key.split('-').map(Number) as [number, number];
  return { year: y, monthIndex: m - 1 };
}

export function monthOfDay(day: DayKey): MonthKey {
  return day.slice(0, 7);
}

export function firstDayOfMonth(month: MonthKey): DayKey {
  parseMonth(month);
  return `${month}-01`;
}

export function daysInMonth(month: MonthKey): number {
  const { year, monthIndex } = parseMonth(month);
  return utc(year, monthIndex + 1, 0).getUTCDate();
}

export function lastDayOfMonth(month: MonthKey): DayKey {
  return `${month}-${pad(daysInMonth(month))}`;
}

export function addDays(day: DayKey, amount: number): DayKey {
  const d = parseDay(day);
  d.setUTCDate(d.getUTCDate() + amount);
  return toKey(d);
}

export function addMonths(month: MonthKey, amount: number): MonthKey {
  const { year, monthIndex } = parseMonth(month);
  return toKey(utc(year, monthIndex + amount, 1)).slice(0, 7);
}

/** The same day of another month, clamped to that month's length (31 Jan + 1 -> 28/29 Feb). */
export function addMonthsToDay(day: DayKey, amount: number): DayKey {
  const month = addMonths(monthOfDay(day), amount);
  const dayOfMonth = Math.min(Number(day.slice(8, 10)), daysInMonth(month));
  return `${month}-${pad(dayOfMonth)}`;
}

/** 0 for Monday through 6 for Sunday. */
export function weekdayIndex(day: DayKey): number {
  return (parseDay(day).getUTCDay() + 6) % 7;
}

export function startOfWeek(day: DayKey): DayKey {
  return addDays(day, -weekdayIndex(day));
}

export function endOfWeek(day: DayKey): DayKey {
  return addDays(day, 6 - weekdayIndex(day));
}

export function clampDay(day: DayKey, min?: DayKey, max?: DayKey): DayKey {
  if (min && day < min) return min;
  if (max && day > max) return max;
  return day;
}

export interface MonthGridCell {
  day: DayKey;
  /** False for the leading and trailing days that fill the first and last weeks. */
  inMonth: boolean;
}

/** The weeks of a month, each Monday to Sunday, padded with neighbouring days. */
export function monthGrid(month: MonthKey): MonthGridCell[][] {
  const first = firstDayOfMonth(month);
  const last = lastDayOfMonth(month);
  const weeks: MonthGridCell[][] = [];
  for (let start = startOfWeek(first); start <= last; start = addDays(start, 7)) {
    const week: MonthGridCell[] = [];
    for (let i = 0; i < 7; i++) {
      const day = addDays(start, i);
      week.push({ day, inMonth: monthOfDay(day) === month });
    }
    weeks.push(week);
  }
  return weeks;
}

// Labels are formatted from a local-midnight Date built from the key's own fields, so
// the fields format back unchanged in any zone.
function labelDate(day: DayKey): Date {
  const d = parseDay(day);
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

/** 'Monday, 14 April 2025': the accessible name of a calendar day. */
export function formatDayLabel(day: DayKey): string {
  return format(labelDate(day), 'EEEE, d MMMM yyyy', { locale: enNZ });
}

/** 'April 2025'. */
export function formatMonthLabel(month: MonthKey): string {
  return format(labelDate(firstDayOfMonth(month)), 'MMMM yyyy', { locale: enNZ });
}
