// The times the desk may book for a clinic, type and pet count on one day: every clinician's
// free starts, from the slot engine as the online flow has them. Used to confirm a request
// and to move a booking (whose own time then counts as free).
import type * as v from 'valibot';
import type { Queryable } from '../db/index';
import { badRequest, HttpError } from '../http/errors';
import { addDays } from '../../shared/format/calendarDays';
import { toNzDate } from '../../shared/format/dates';
import { TYPE_ID_INVALID, type DeskTimesAnswerSchema } from '../../shared/schemas/desk';
import { busyTimes, offeredSlot, SLOT_UNKNOWN } from '../appointments/availability';
import { cliniciansFor, findType, type AppointmentTypeRow, type Catalogue, type Clinic } from '../appointments/catalogue';
import { bookingMinutes } from '../appointments/bookingLength';
import type { Interval } from '../appointments/hours';
import { nzDateTime, slotsOnDay } from '../appointments/slotEngine';
import { decodeSlotId, encodeSlotId } from '../appointments/slotId';

/** A type the desk may book: the catalogue's refusal of an unknown one is the caller's bad input here. */
export function typeFor(catalogue: Catalogue, typeId: number) {
  try {
    return findType(catalogue, typeId, 'desk');
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw badRequest(TYPE_ID_INVALID);
    throw error;
  }
}

/** The slot if the rules offer it now; one they never offer (or an unknown type) is bad input at the desk. */
export function offeredOrBad(catalogue: Catalogue, key: NonNullable<ReturnType<typeof decodeSlotId>>, now: Date) {
  try {
    return offeredSlot(catalogue, key, now, typeFor(catalogue, key.appointmentTypeId));
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.message === SLOT_UNKNOWN)) throw badRequest(SLOT_UNKNOWN);
    throw error;
  }
}

export interface TimesAsked {
  vetId: string;
  clinic: Clinic;
  type: AppointmentTypeRow;
  petCount: number;
  date: string;
  now: Date;
  /** Busy time that counts as free: the booking being moved, per clinician. */
  own?: readonly (Interval & { clinicianId: number })[];
}

/** Every free clinician's times that day, one entry per clinician and start. */
export async function deskTimes(db: Queryable, catalogue: Catalogue, asked: TimesAsked) {
  const { clinic, type, petCount, date, now } = asked;
  const clinicians = cliniciansFor(catalogue, clinic.id, type.id);
  const range = { start: toNzDate(date).getTime(), end: toNzDate(addDays(date, 1)).getTime() };
  const { busy } = await busyTimes(
    db,
    asked.vetId,
    clinicians.map((c) => c.id),
    range,
    now,
  );
  const isOwn = (id: number, i: Interval) => asked.own?.some((o) => o.clinicianId === id && o.start === i.start && o.end === i.end) ?? false;
  const slots = slotsOnDay(date, {
    clinicHours: clinic.openingHours,
    closures: clinic.closures,
    clinicians: clinicians.map((c) => ({ id: c.id, hours: c.hours, busy: (busy.get(c.id) ?? []).filter((i) => !isOwn(c.id, i)) })),
    minutes: bookingMinutes(type, petCount),
    now,
  });
  const names = new Map(clinicians.map((c) => [c.id, c.name]));
  const times = slots.flatMap((slot) =>
    slot.clinicianIds.map((clinicianId) => ({
      slotId: encodeSlotId({ clinicId: clinic.id, appointmentTypeId: type.id, petCount, clinicianId, start: slot.start }),
      start: nzDateTime(new Date(slot.start)),
      label: slot.label,
      clinician: { id: clinicianId, name: names.get(clinicianId) ?? '' },
    })),
  );
  return { date, appointmentType: { id: type.id, name: type.name }, petCount, times } satisfies v.InferInput<typeof DeskTimesAnswerSchema>;
}
