// Dates as the product shows them: always in New Zealand time (Pacific/Auckland), with
// the week starting Monday and the financial year starting 1 April. Formatting goes
// through @date-fns/tz so the browser's or server's own zone never leaks into a label.
import { TZDate, tz } from '@date-fns/tz';
import { format, isValid } from 'date-fns';
import { enNZ } from 'date-fns/locale';
import type { DayKey, MonthKey } from './calendarDays';

export * from './calendarDays';

export const NZ_TIME_ZONE = 'Pacific/Auckland';
export const WEEK_STARTS_ON = 1 as const;
/** Financial years begin in April (month index 3). */
export const FINANCIAL_YEAR_START_MONTH_INDEX = 3;

export const PICKUP_DATE_FORMAT = 'dd MMMM yyyy h:mma';
export const NOTIFICATION_DATE_FORMAT = 'dd MMM yyyy';

/** Options for any date-fns call: NZ English, weeks from Monday, computed in NZ time. */
export const DATE_FNS_OPTIONS = { locale: enNZ, weekStartsOn: WEEK_STARTS_ON, in: tz(NZ_TIME_ZONE) } as const;

export type DateInput = Date | string | number;

// '2025-04-05T14:30' with no offset: the slots API keys days by local datetime, and
// local means New Zealand, not the zone of whoever parses it.
const LOCAL_DATETIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * An instant viewed in NZ time. Strings with 'Z' or an offset are instants; strings
 * without are NZ wall-clock times. A wall-clock time inside the spring-forward gap moves
 * forward an hour; one repeated in autumn takes the later (standard time) instant.
 */
export function toNzDate(input: DateInput): TZDate {
  if (typeof input === 'string') {
    const m = LOCAL_DATETIME.exec(input.trim());
    if (m) {
      const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = m;
      return new TZDate(Number(y), Number(mo) - 1, Number(d), +h, +mi, +s, +ms.padEnd(3, '0'), NZ_TIME_ZONE);
    }
  }
  const time = input instanceof Date ? input.getTime() : new Date(input).getTime();
  return new TZDate(time, NZ_TIME_ZONE);
}

/** Formats in NZ time; an unreadable date gives '' rather than throwing mid-render. */
export function formatNz(input: DateInput | null | undefined, pattern: string): string {
  if (input === null || input === undefined || input === '') return '';
  // An instant since 2008 needs no zone database (see nzWallClock below): a portal page that
  // shows news dates hydrates without the time it costs.
  const time = instantOf(input);
  const wall = time === null ? null : nzWallClock(time);
  if (wall) return format(new WallClock(wall.getTime()), pattern, { locale: enNZ });
  const date = toNzDate(input);
  return isValid(date) ? format(date, pattern, { locale: enNZ }) : '';
}

/** A Date whose own fields are its UTC fields: date-fns's format prints them as they are. */
class WallClock extends Date {
  override getFullYear() {
    return this.getUTCFullYear();
  }
  override getMonth() {
    return this.getUTCMonth();
  }
  override getDate() {
    return this.getUTCDate();
  }
  override getDay() {
    return this.getUTCDay();
  }
  override getHours() {
    return this.getUTCHours();
  }
  override getMinutes() {
    return this.getUTCMinutes();
  }
  override getSeconds() {
    return this.getUTCSeconds();
  }
  override getMilliseconds() {
    return this.getUTCMilliseconds();
  }
  override getTimezoneOffset() {
    return 0;
  }
}

/** '05 April 2025 2:30PM' */
export function formatPickup(input: DateInput | null | undefined): string {
  return formatNz(input, PICKUP_DATE_FORMAT);
}

/** '05 Apr 2025' */
export function formatNotificationDate(input: DateInput | null | undefined): string {
  return formatNz(input, NOTIFICATION_DATE_FORMAT);
}

/**
 * A day as every list and confirmation shows it ('05 Apr 2025', the notifications' format):
 * order and subscription dates, next payments, a subscription's first order. One format, so a
 * client never reads 01/12/2026 on one screen and 01 Dec 2026 on the next.
 */
export const formatDate = formatNotificationDate;

// The first time-zone-aware Intl.DateTimeFormat on a page loads the browser's date and zone
// data: 140-230 ms of a 4x-throttled page's main thread (docs/benchmarks.md, `BENCH_ONLY=dates`).
// Today's day and month, which the booking flow needs on its first render, are worked out from
// New Zealand's daylight-saving rule instead (since 2007: from 2:00 NZST on the last Sunday of September to 3:00 NZDT on
// the first Sunday of April; both changes fall at 14:00 UTC the Saturday before). Older
// instants go through @date-fns/tz; dates.test.ts checks this against it hour by hour.
const HOUR = 3_600_000;
const NZ_RULE_FROM = Date.UTC(2008, 0, 1);

/** 14:00 UTC on the Saturday before the `nth` Sunday (-1: the last) of a month. */
function changeover(year: number, month: number, nth: 1 | -1): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const firstSunday = 1 + ((7 - first) % 7);
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const sunday = nth === 1 ? firstSunday : firstSunday + 7 * Math.floor((daysInMonth - firstSunday) / 7);
  return Date.UTC(year, month, sunday) - 10 * HOUR;
}

/** New Zealand's wall clock at an instant, as a Date whose UTC fields read NZ time. */
function nzWallClock(time: number): Date | null {
  if (!Number.isFinite(time) || time < NZ_RULE_FROM) return null;
  const year = new Date(time).getUTCFullYear();
  const daylight = time < changeover(year, 3, 1) || time >= changeover(year, 8, -1);
  return new Date(time + (daylight ? 13 : 12) * HOUR);
}

function instantOf(input: DateInput): number | null {
  if (typeof input === 'string' && LOCAL_DATETIME.test(input.trim())) return null;
  return input instanceof Date ? input.getTime() : new Date(input).getTime();
}

/** The NZ calendar day of an instant, 'yyyy-MM-dd'. */
export function nzDayKey(input: DateInput): DayKey {
  const time = instantOf(input);
  const wall = time === null ? null : nzWallClock(time);
  return wall ? wall.toISOString().slice(0, 10) : format(toNzDate(input), 'yyyy-MM-dd');
}

/** An instant as the API shows it: NZ local time with its offset, '2026-11-24T09:00:00+13:00'. */
export function nzDateTime(input: number | Date): string {
  const time = input instanceof Date ? input.getTime() : input;
  const wall = nzWallClock(time);
  if (!wall) return format(toNzDate(time), "yyyy-MM-dd'T'HH:mm:ssxxx");
  const offset = Math.round((wall.getTime() - time) / 60_000);
  const hhmm = `${String(Math.floor(offset / 60)).padStart(2, '0')}:${String(offset % 60).padStart(2, '0')}`;
  return `${wall.toISOString().slice(0, 19)}+${hhmm}`;
}

/** The NZ month of an instant, 'yyyy-MM' (the slots API's month parameter). */
export function nzMonthKey(input: DateInput): MonthKey {
  return nzDayKey(input).slice(0, 7);
}

export function todayKey(now: Date = new Date()): DayKey {
  return nzDayKey(now);
}

export function currentMonthKey(now: Date = new Date()): MonthKey {
  return nzMonthKey(now);
}

/** Midnight NZ time on 1 April that starts the financial year holding `input`. */
export function financialYearStart(input: DateInput = new Date()): TZDate {
  const nz = toNzDate(input);
  const year = nz.getMonth() >= FINANCIAL_YEAR_START_MONTH_INDEX ? nz.getFullYear() : nz.getFullYear() - 1;
  return new TZDate(year, FINANCIAL_YEAR_START_MONTH_INDEX, 1, NZ_TIME_ZONE);
}
