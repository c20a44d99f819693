import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addMonthsToDay,
  daysInMonth,
  endOfWeek,
  formatDayLabel,
  formatMonthLabel,
  isDayKey,
  isMonthKey,
  monthGrid,
  startOfWeek,
  weekdayIndex,
} from './calendarDays';

describe('calendar day keys', () => {
  it.each([
    ['2025-04-05', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-4-5', false],
    [20250405, false],
  ])('%j is a day key: %s', (value, ok) => {
    expect(isDayKey(value)).toBe(ok);
  });

  it.each([
    ['2025-04', true],
    ['2025-00', false],
    ['2025-12', true],
    ['2025-4', false],
  ])('%j is a month key: %s', (value, ok) => {
    expect(isMonthKey(value)).toBe(ok);
  });

  it('adds days across months, years and the DST changes', () => {
    expect(addDays('2025-04-05', 1)).toBe('2025-04-06');
    expect(addDays('2025-04-06', 1)).toBe('2025-04-07');
    expect(addDays('2025-09-27', 2)).toBe('2025-09-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('adds months, clamping the day to the month length', () => {
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(addMonthsToDay('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonthsToDay('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonthsToDay('2025-05-15', 12)).toBe('2026-05-15');
  });

  it('knows month lengths', () => {
    expect([daysInMonth('2025-02'), daysInMonth('2024-02'), daysInMonth('2025-04'), daysInMonth('2025-12')]).toEqual([28, 29, 30, 31]);
  });

  it('starts weeks on Monday', () => {
    expect(weekdayIndex('2025-09-01')).toBe(0); // Monday
    expect(weekdayIndex('2025-09-07')).toBe(6); // Sunday
    expect(startOfWeek('2025-09-07')).toBe('2025-09-01');
    expect(endOfWeek('2025-09-03')).toBe('2025-09-07');
  });
});

describe('monthGrid', () => {
  it('lays out September 2025 (starts on a Monday) in 5 full weeks', () => {
    const grid = monthGrid('2025-09');
    expect(grid).toHaveLength(5);
    expect(grid[0]![0]).toEqual({ day: '2025-09-01', inMonth: true });
    expect(grid[4]![6]).toEqual({ day: '2025-10-05', inMonth: false });
  });

  it('pads June 2025 (starts on a Sunday) from the Monday before, over 6 weeks', () => {
    const grid = monthGrid('2025-06');
    expect(grid).toHaveLength(6);
    expect(grid[0]!.map((c) => c.day)).toEqual(['2025-05-26', '2025-05-27', '2025-05-28', '2025-05-29', '2025-05-30', '2025-05-31', '2025-06-01']);
    expect(grid[0]!.filter((c) => c.inMonth)).toHaveLength(1);
    expect(grid[5]!.at(-1)).toEqual({ day: '2025-07-06', inMonth: false });
  });

  it('fits February 2021 (28 days from a Monday) in exactly 4 weeks', () => {
    const grid = monthGrid('2021-02');
    expect(grid).toHaveLength(4);
    expect(grid.flat().every((c) => c.inMonth)).toBe(true);
  });

  it('holds every day of the month once', () => {
    const inMonth = monthGrid('2024-02')
      .flat()
      .filter((c) => c.inMonth)
      .map((c) => c.day);
    expect(inMonth).toHaveLength(29);
    expect(new Set(inMonth).size).toBe(29);
  });
});

describe('labels', () => {
  it('names a day in full', () => {
    expect(formatDayLabel('2025-04-06')).toBe('Sunday, 6 April 2025');
  });
  it('names a month', () => {
    expect(formatMonthLabel('2025-09')).toBe('September 2025');
  });
});
