// The slot engine on its own (no database): opening hours, clinicians' hours, busy times,
// "now", and New Zealand daylight-saving change days.
import { describe, expect, it } from 'vitest';
import { NO_CLOSURES } from './closures';
import { intervalsOn, minutesOf, wallClock, weekdayOf } from './hours';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { NZ_TIME_ZONE } from '../../shared/format/dates';
import { monthRange, nzDateTime, nzDay, slotsInMonth, slotsOnDay, timeLabel, type SlotRequest } from './slotEngine';
import { decodeSlotId, encodeSlotId } from './slotId';

const ALL_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({ day, from: '00:00', to: '24:00' }));
const WEEK = [
  ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({ day, from: '08:00', to: '16:30' })),
  { day: 'Saturday', from: '09:00', to: '11:30' },
];
const LONG_AGO = new Date('2020-01-01T00:00:00Z');

const request = (over: Partial<SlotRequest> = {}): SlotRequest => ({
  clinicHours: WEEK,
  closures: NO_CLOSURES,
  clinicians: [{ id: 1, hours: WEEK, busy: [] }],
  minutes: 30,
  now: LONG_AGO,
  ...over,
});

const labels = (day: string, r: SlotRequest) => slotsOnDay(day, r).map((s) => s.label);

describe('hours', () => {
  it('reads times and weekdays', () => {
    expect(minutesOf('08:30')).toBe(510);
    expect(minutesOf('24:00')).toBe(1440);
    expect(minutesOf('25:00')).toBeNull();
    expect(minutesOf('8am')).toBeNull();
    expect(weekdayOf('2026-11-23')).toBe('Monday');
    expect(weekdayOf('2026-09-27')).toBe('Sunday');
  });

  it('uses the offset of the day itself (NZDT in summer, NZST in winter)', () => {
    expect(new Date(wallClock('2026-11-24', 9 * 60)!).toISOString()).toBe('2026-11-23T20:00:00.000Z');
    expect(new Date(wallClock('2026-06-23', 9 * 60)!).toISOString()).toBe('2026-06-22T21:00:00.000Z');
  });

  it('has no 2:30am on the day daylight saving starts', () => {
    expect(wallClock('2026-09-27', 150)).toBeNull();
    expect(wallClock('2026-09-27', 90)).not.toBeNull();
  });

  it('ignores malformed hours', () => {
    expect(
      intervalsOn(
        [
          { day: 'Monday', from: 'x', to: '10:00' },
          { day: 'Monday', from: '10:00', to: '09:00' },
        ],
        '2026-11-23',
      ),
    ).toEqual([]);
  });
});

describe('slotsOnDay', () => {
  it('offers 15-minute starts that fit before closing', () => {
    const times = labels('2026-11-24', request());
    expect(times[0]).toBe('8:00am');
    expect(times[1]).toBe('8:15am');
    expect(times.at(-1)).toBe('4:00pm'); // 4:00-4:30 fits, 4:15 would not
    expect(times).toHaveLength(33);
  });

  it('needs the clinic open and the clinician working for the whole booking', () => {
    const afternoon = [{ day: 'Tuesday', from: '13:00', to: '15:00' }];
    const times = labels('2026-11-24', request({ clinicians: [{ id: 1, hours: afternoon, busy: [] }], minutes: 60 }));
    expect(times[0]).toBe('1:00pm');
    expect(times.at(-1)).toBe('2:00pm');
    expect(labels('2026-11-29', request())).toEqual([]); // Sunday: closed
  });

  it('leaves out times that overlap a booking or hold, and times already past', () => {
    const start = wallClock('2026-11-24', 10 * 60)!;
    const busy = [{ start, end: start + 30 * 60_000 }];
    const times = labels('2026-11-24', request({ clinicians: [{ id: 1, hours: WEEK, busy }], now: new Date(wallClock('2026-11-24', 9 * 60)!) }));
    expect(times[0]).toBe('9:15am'); // 9:00 is now: not offered
    expect(times).not.toContain('9:45am');
    expect(times).not.toContain('10:00am');
    expect(times).not.toContain('10:15am');
    expect(times).toContain('9:30am');
    expect(times).toContain('10:30am');
  });

  it('lists a time once when any clinician is free, with who is free', () => {
    const start = wallClock('2026-11-24', 10 * 60)!;
    const slots = slotsOnDay(
      '2026-11-24',
      request({
        clinicians: [
          { id: 1, hours: WEEK, busy: [{ start, end: start + 30 * 60_000 }] },
          { id: 2, hours: WEEK, busy: [] },
        ],
      }),
    );
    const ten = slots.find((s) => s.label === '10:00am')!;
    expect(ten.clinicianIds).toEqual([2]);
    expect(slots.find((s) => s.label === '11:00am')!.clinicianIds).toEqual([1, 2]);
    expect(new Set(slots.map((s) => s.label)).size).toBe(slots.length);
  });

  it('uses the length given (duration x pets)', () => {
    expect(labels('2026-11-28', request({ minutes: 90 }))).toEqual(['9:00am', '9:15am', '9:30am', '9:45am', '10:00am']);
  });
});

describe('daylight-saving change days (Pacific/Auckland)', () => {
  const open24 = (minutes: number): SlotRequest => request({ clinicHours: ALL_DAY, clinicians: [{ id: 1, hours: ALL_DAY, busy: [] }], minutes });

  it('2026-09-27 (clocks go forward at 2am): no 2:xx times, 23 hours of starts', () => {
    const slots = slotsOnDay('2026-09-27', open24(15));
    const times = slots.map((s) => s.label);
    expect(times.filter((t) => /^2:\d\dam$/.test(t))).toEqual([]);
    expect(times).toContain('1:45am');
    expect(times).toContain('3:00am');
    expect(slots).toHaveLength(23 * 4);
    expect(new Set(times).size).toBe(times.length);
    // Every slot is really 15 minutes long and starts after the previous one.
    for (const [i, s] of slots.entries()) {
      expect(s.end - s.start).toBe(15 * 60_000);
      if (i) expect(s.start).toBeGreaterThan(slots[i - 1]!.start);
    }
    const oneFortyFive = slots.find((s) => s.label === '1:45am')!;
    const three = slots.find((s) => s.label === '3:00am')!;
    expect(three.start - oneFortyFive.start).toBe(15 * 60_000); // 1:45 NZST + 15 min = 3:00 NZDT
    expect(nzDateTime(three.start)).toBe('2026-09-27T03:00:00+13:00');
    expect(nzDateTime(oneFortyFive.start)).toBe('2026-09-27T01:45:00+12:00');
  });

  it('2027-04-04 (clocks go back at 3am): each local time once, in order', () => {
    const slots = slotsOnDay('2027-04-04', open24(15));
    const times = slots.map((s) => s.label);
    expect(new Set(times).size).toBe(times.length);
    expect(times.filter((t) => t === '2:00am')).toHaveLength(1);
    expect(slots).toHaveLength(24 * 4);
    for (const [i, s] of slots.entries()) if (i) expect(s.start).toBeGreaterThan(slots[i - 1]!.start);
    expect(nzDateTime(slots.find((s) => s.label === '3:00am')!.start)).toBe('2027-04-04T03:00:00+12:00');
  });

  it('a booking across the change lasts its real length', () => {
    const slots = slotsOnDay('2026-09-27', open24(60));
    const half = slots.find((s) => s.label === '1:30am')!;
    expect(half.end - half.start).toBe(60 * 60_000);
    expect(timeLabel(half.end)).toBe('3:30am');
  });

  it('ordinary hours on the change days keep the new offset', () => {
    const sunday = [{ day: 'Sunday', from: '09:00', to: '12:00' }];
    const slots = slotsOnDay('2026-09-27', request({ clinicHours: sunday, clinicians: [{ id: 1, hours: sunday, busy: [] }] }));
    expect(new Date(slots[0]!.start).toISOString()).toBe('2026-09-26T20:00:00.000Z'); // 9am NZDT
    const after = slotsOnDay('2027-04-04', request({ clinicHours: sunday, clinicians: [{ id: 1, hours: sunday, busy: [] }] }));
    expect(new Date(after[0]!.start).toISOString()).toBe('2027-04-03T21:00:00.000Z'); // 9am NZST
  });
});

describe('slotsInMonth and monthRange', () => {
  it('keys only days with slots, in order', () => {
    const days = slotsInMonth('2026-12', request());
    expect([...days.keys()][0]).toBe('2026-12-01');
    expect(days.has('2026-12-06')).toBe(false); // Sunday
    expect([...days.keys()]).toEqual([...days.keys()].sort());
  });

  it('spans the NZ month', () => {
    const range = monthRange('2026-09');
    expect(new Date(range.start).toISOString()).toBe('2026-08-31T12:00:00.000Z');
    expect(new Date(range.end).toISOString()).toBe('2026-09-30T11:00:00.000Z');
  });
});

describe('slot ids', () => {
  it('round-trip and refuse anything else', () => {
    const key = { clinicId: 'tui-hamilton', appointmentTypeId: 3, petCount: 2, clinicianId: null, start: Date.UTC(2026, 10, 24, 20, 15) };
    const id = encodeSlotId(key);
    expect(id).toBe('tui-hamilton~3~2~0~20261124T2015Z');
    expect(decodeSlotId(id)).toEqual(key);
    expect(decodeSlotId('tui-hamilton~3~2~7~20261124T2015Z')!.clinicianId).toBe(7);
    for (const bad of [
      '',
      'x',
      'tui-hamilton~3~4~0~20261124T2015Z',
      'tui-hamilton~3~1~0~20261340T2015Z',
      'tui-hamilton~0~1~0~20261124T2015Z',
      "a'b~1~1~0~20261124T2015Z",
    ]) {
      expect(decodeSlotId(bad)).toBeNull();
    }
  });
});

describe('NZ instants as the API shows them', () => {
  // What the zone rules say, asked the slow way for every instant.
  const byRules = (instant: number) => format(new TZDate(instant, NZ_TIME_ZONE), "yyyy-MM-dd'T'HH:mm:ssxxx");

  it('agrees with the zone rules around both daylight-saving changes and through a year', () => {
    const instants: number[] = [];
    // Every 7.5 minutes for a day either side of each change (2026-09-26T14:00Z, 2027-04-03T14:00Z),
    // seconds and milliseconds included; then every 97 minutes of a year.
    for (const change of [Date.UTC(2026, 8, 26, 14), Date.UTC(2027, 3, 3, 14)])
      for (let t = change - 86_400_000; t <= change + 86_400_000; t += 450_000) instants.push(t, t - 1, t + 59_999);
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 97 * 60_000) instants.push(t);
    for (const t of instants) {
      expect(nzDateTime(t)).toBe(byRules(t));
      expect(nzDay(t)).toBe(byRules(t).slice(0, 10));
    }
    expect(nzDateTime(new Date('2026-09-26T14:00:00Z'))).toBe('2026-09-27T03:00:00+13:00');
    expect(nzDateTime(Date.parse('2027-04-03T13:59:59.999Z'))).toBe('2027-04-04T02:59:59+13:00');
    expect(nzDateTime(Date.parse('2027-04-03T14:00:00Z'))).toBe('2027-04-04T02:00:00+12:00');
  });
});
