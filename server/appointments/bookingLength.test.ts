// How long a booking takes, per pet or per booking, and each pet's share of it.
import { describe, expect, it } from 'vitest';
import { bookingMinutes, petTimes } from './bookingLength';

const START = Date.UTC(2026, 10, 24, 20, 0);
const minutesOf = (times: { start: Date; end: Date }[]) => times.map((t) => [(t.start.getTime() - START) / 60_000, (t.end.getTime() - START) / 60_000]);

describe('booking length', () => {
  it('a per-pet type takes one duration per pet, back to back', () => {
    expect(bookingMinutes({ durationMinutes: 30, perPet: true }, 3)).toBe(90);
    expect(minutesOf(petTimes({ durationMinutes: 30, perPet: true }, START, 3))).toEqual([
      [0, 30],
      [30, 60],
      [60, 90],
    ]);
  });

  it('a per-booking type takes one duration, cut between the pets at whole minutes', () => {
    expect(bookingMinutes({ durationMinutes: 30, perPet: false }, 3)).toBe(30);
    expect(minutesOf(petTimes({ durationMinutes: 30, perPet: false }, START, 2))).toEqual([
      [0, 15],
      [15, 30],
    ]);
    // The shortest type for the most pets still gives every pet a length.
    const shortest = minutesOf(petTimes({ durationMinutes: 5, perPet: false }, START, 3));
    expect(shortest[0]![0]).toBe(0);
    expect(shortest.at(-1)![1]).toBe(5);
    for (const [start, end] of shortest) expect(end).toBeGreaterThan(start!);
    expect(minutesOf(petTimes({ durationMinutes: 20, perPet: false }, START, 1))).toEqual([[0, 20]]);
  });
});
