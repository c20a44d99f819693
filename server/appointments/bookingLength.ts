// How long a booking takes and when each of its pets' appointments runs. A type's duration is
// per pet (a booking of three pets takes three durations, the pets back to back) unless the
// type says otherwise (per_pet false: a litter's vaccination takes one duration whatever the
// pet count). The slot engine, the booking, a move and a desk confirm all ask here, so the
// time searched for and the time written always agree.
import type { AppointmentTypeRow } from './catalogue';

type Length = Pick<AppointmentTypeRow, 'durationMinutes' | 'perPet'>;

/** The minutes a booking of `petCount` pets of this type takes. */
export function bookingMinutes(type: Length, petCount: number): number {
  return type.perPet ? type.durationMinutes * petCount : type.durationMinutes;
}

/**
 * Each pet's appointment within a booking starting at `start` (epoch ms), back to back and
 * together exactly bookingMinutes long. One shared duration is cut at whole minutes, so each
 * pet's row keeps a length (the database wants ends_at after starts_at, and one clinician's
 * rows may not overlap): durations are at least 5 minutes and a booking has at most 3 pets.
 */
export function petTimes(type: Length, start: number, petCount: number): { start: Date; end: Date }[] {
  const minutes = bookingMinutes(type, petCount);
  const at = (i: number) => new Date(start + Math.round((minutes * i) / petCount) * 60_000);
  return Array.from({ length: petCount }, (_, i) => ({ start: at(i), end: at(i + 1) }));
}
