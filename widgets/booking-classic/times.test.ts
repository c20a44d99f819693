import { describe, expect, it } from 'vitest';
import { clinicOpen, openDays, timesOn, twelveHour } from './times';

// Friday 20 November 2026, 10:00am in New Zealand.
const NOW = new Date('2026-11-20T10:00:00+13:00');
const WEEKDAYS_ONLY = ['Monday', 'Tuesday', 'Thursday', 'Friday'].map((day) => ({ day, from: '08:00', to: '17:00' }));

describe('older flow date picker rules', () => {
  it.each([
    ['08:00', '8:00am'],
    ['11:30', '11:30am'],
    ['12:00', '12:00pm'],
    ['16:30', '4:30pm'],
  ])('shows %s in 12-hour format as %s', (time, label) => {
    expect(twelveHour(time)).toBe(label);
  });

  it('offers every 30 minutes from 08:00 to 16:30 on a weekday', () => {
    const times = timesOn('2026-11-24', undefined, NOW);
    expect(times[0]).toBe('08:00');
    expect(times.at(-1)).toBe('16:30');
    expect(times).toHaveLength(18);
  });

  it('offers 09:00 to 11:30 on a Saturday and nothing on a Sunday', () => {
    expect(timesOn('2026-11-21', undefined, NOW)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(timesOn('2026-11-22', undefined, NOW)).toEqual([]);
  });

  it('offers no past day, and only times still to come today (NZ time)', () => {
    expect(timesOn('2026-11-19', undefined, NOW)).toEqual([]);
    expect(timesOn('2026-11-20', undefined, NOW)[0]).toBe('10:30');
  });

  it('disables the days the clinic is closed per its opening hours', () => {
    expect(clinicOpen('2026-11-25', WEEKDAYS_ONLY)).toBe(false); // a Wednesday
    expect(timesOn('2026-11-25', WEEKDAYS_ONLY, NOW)).toEqual([]);
    expect(timesOn('2026-11-21', WEEKDAYS_ONLY, NOW)).toEqual([]); // Saturday closed too
    expect(openDays('2026-11', WEEKDAYS_ONLY, NOW)).toEqual(['2026-11-20', '2026-11-23', '2026-11-24', '2026-11-26', '2026-11-27', '2026-11-30']);
  });
});
