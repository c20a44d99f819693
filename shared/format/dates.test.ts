import { describe, expect, it } from 'vitest';
import { format, startOfWeek } from 'date-fns';
import { enNZ } from 'date-fns/locale';
import {
  DATE_FNS_OPTIONS,
  WEEK_STARTS_ON,
  currentMonthKey,
  financialYearStart,
  formatNz,
  formatNotificationDate,
  formatPickup,
  nzDayKey,
  nzMonthKey,
  todayKey,
  toNzDate,
} from './dates';

// NZ daylight saving 2025: ends Sun 6 April at 03:00 NZDT (14:00Z on the 5th), clocks go
// back to 02:00 NZST; starts Sun 28 September at 02:00 NZST (14:00Z on the 27th), clocks
// go forward to 03:00 NZDT.
describe('formatPickup (dd MMMM yyyy h:mma, NZ time)', () => {
  it.each([
    ['2025-04-05T11:30:00Z', '06 April 2025 12:30AM', 'NZDT, just after midnight'],
    ['2025-04-05T13:30:00Z', '06 April 2025 2:30AM', 'NZDT, first 2:30'],
    ['2025-04-05T14:30:00Z', '06 April 2025 2:30AM', 'NZST, the repeated 2:30'],
    ['2025-04-06T02:00:00Z', '06 April 2025 2:00PM', 'NZST afternoon'],
    ['2025-09-27T13:59:00Z', '28 September 2025 1:59AM', 'last minute of NZST'],
    ['2025-09-27T14:00:00Z', '28 September 2025 3:00AM', 'first minute of NZDT'],
    ['2025-12-31T23:05:00Z', '01 January 2026 12:05PM', 'summer, next day in NZ'],
  ])('%s -> %s (%s)', (instant, text) => {
    expect(formatPickup(instant)).toBe(text);
    expect(formatPickup(new Date(instant))).toBe(text);
    expect(formatPickup(Date.parse(instant))).toBe(text);
  });

  it('reads offset-less strings as NZ wall-clock time', () => {
    expect(formatPickup('2025-07-01T09:30:00')).toBe('01 July 2025 9:30AM');
    expect(formatPickup('2025-07-01 17:00')).toBe('01 July 2025 5:00PM');
  });

  it('gives an empty string for missing or unreadable dates', () => {
    expect(formatPickup(undefined)).toBe('');
    expect(formatPickup(null)).toBe('');
    expect(formatPickup('')).toBe('');
    expect(formatPickup('soon')).toBe('');
  });
});

describe('formatNotificationDate (dd MMM yyyy, NZ time)', () => {
  it.each([
    ['2025-09-27T11:30:00Z', '27 Sep 2025'],
    ['2025-09-27T12:30:00Z', '28 Sep 2025'],
    ['2025-12-31T11:30:00Z', '01 Jan 2026'],
    ['2025-06-30T11:59:59Z', '30 Jun 2025'],
    ['2025-06-30T12:00:00Z', '01 Jul 2025'],
  ])('%s -> %s', (instant, text) => {
    expect(formatNotificationDate(instant)).toBe(text);
  });
});

describe('toNzDate', () => {
  it('moves a wall-clock time in the spring-forward gap on by an hour', () => {
    expect(toNzDate('2025-09-28T02:30:00').toISOString()).toBe('2025-09-28T03:30:00.000+13:00');
    expect(new Date(+toNzDate('2025-09-28T02:30:00')).toISOString()).toBe('2025-09-27T14:30:00.000Z');
  });

  it('takes the standard-time instant for a repeated autumn time', () => {
    expect(new Date(+toNzDate('2025-04-06T02:30:00')).toISOString()).toBe('2025-04-05T14:30:00.000Z');
  });

  it('reads a date alone as NZ midnight', () => {
    expect(new Date(+toNzDate('2025-01-15')).toISOString()).toBe('2025-01-14T11:00:00.000Z');
  });

  it('keeps instants with an offset', () => {
    expect(+toNzDate('2025-01-15T10:00:00+13:00')).toBe(Date.parse('2025-01-14T21:00:00Z'));
  });
});

describe('day and month keys in NZ time', () => {
  it.each([
    ['2025-03-31T10:59:59Z', '2025-03-31', '2025-03'],
    ['2025-03-31T11:00:00Z', '2025-04-01', '2025-04'],
    ['2025-09-30T10:59:59Z', '2025-09-30', '2025-09'],
    ['2025-09-30T11:00:00Z', '2025-10-01', '2025-10'],
    ['2025-06-30T11:59:59Z', '2025-06-30', '2025-06'],
    ['2025-06-30T12:00:00Z', '2025-07-01', '2025-07'],
    ['2026-09-26T11:59:59Z', '2026-09-26', '2026-09'], // NZST 23:59, the night daylight saving starts
    ['2026-09-26T12:00:00Z', '2026-09-27', '2026-09'],
    ['2026-10-26T10:59:59Z', '2026-10-26', '2026-10'], // NZDT 23:59
    ['2026-10-26T11:00:00Z', '2026-10-27', '2026-10'],
  ])('%s is %s in %s', (instant, day, month) => {
    expect(nzDayKey(instant)).toBe(day);
    expect(nzMonthKey(instant)).toBe(month);
    expect(todayKey(new Date(instant))).toBe(day);
    expect(currentMonthKey(new Date(instant))).toBe(month);
  });

  // Day keys come from NZ's daylight-saving rule, not the zone database (see dates.ts): they
  // must agree with @date-fns/tz at every quarter hour around each change from 2008 on, and
  // hourly across whole years.
  it('agrees with the zone database', () => {
    const QUARTER = 15 * 60_000;
    const disagree: string[] = [];
    const check = (time: number) => {
      const expected = format(toNzDate(time), 'yyyy-MM-dd');
      if (nzDayKey(time) !== expected) disagree.push(new Date(time).toISOString());
    };
    for (let year = 2008; year <= 2040; year++)
      for (const month of [3, 8])
        for (let day = 1; day <= 30; day++) for (let time = Date.UTC(year, month, day, 10); time < Date.UTC(year, month, day, 15); time += QUARTER) check(time);
    for (const year of [2008, 2026, 2031]) for (let time = Date.UTC(year, 0, 1); time < Date.UTC(year + 1, 0, 1); time += 3_600_000) check(time);
    expect(disagree).toEqual([]);
    // Formatting takes the same road: every pattern the product uses, around the changes.
    const patterns = ['dd MMMM yyyy h:mma', 'dd MMM yyyy', 'd MMMM yyyy', 'EEEE d MMMM', 'yyyy-MM-dd HH:mm:ss.SSS', 'EEE h:mm a'];
    const differ: string[] = [];
    for (let year = 2008; year <= 2040; year += 4)
      for (let time = Date.UTC(year, 3, 1, 10); time < Date.UTC(year, 3, 8); time += 37 * 60_000)
        for (const pattern of patterns) {
          const expected = format(toNzDate(time), pattern, { locale: enNZ });
          if (formatNz(time, pattern) !== expected) differ.push(`${new Date(time).toISOString()} ${pattern}`);
        }
    expect(differ).toEqual([]);
    // Before the 2007 rule the zone database answers: 1995 had its own dates.
    expect(nzDayKey('1995-03-18T12:30:00Z')).toBe(format(toNzDate('1995-03-18T12:30:00Z'), 'yyyy-MM-dd'));
  });
});

describe('financialYearStart', () => {
  it.each([
    ['2025-03-31T10:30:00Z', '2024-03-31T11:00:00.000Z', '31 March 23:30 in NZ is still last year'],
    ['2025-03-31T11:30:00Z', '2025-03-31T11:00:00.000Z', '1 April 00:30 in NZ starts the new year'],
    ['2025-12-25T00:00:00Z', '2025-03-31T11:00:00.000Z', 'December'],
    ['2026-01-10T00:00:00Z', '2025-03-31T11:00:00.000Z', 'January'],
  ])('%s -> %s (%s)', (instant, start) => {
    const fy = financialYearStart(instant);
    expect(new Date(+fy).toISOString()).toBe(start);
    expect(format(fy, 'd MMMM')).toBe('1 April');
  });
});

describe('date-fns options', () => {
  it('start the week on Monday', () => {
    expect(WEEK_STARTS_ON).toBe(1);
    // Sunday 7 Sept 2025 NZ: its week began Monday 1 September.
    const week = startOfWeek(new Date('2025-09-07T01:00:00Z'), DATE_FNS_OPTIONS);
    expect(format(week, 'EEEE d MMMM', DATE_FNS_OPTIONS)).toBe('Monday 1 September');
  });
});
