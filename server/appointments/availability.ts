// The database side of the slot engine: loads a clinic's hours, the clinicians who see a
// type, and what those clinicians are already doing (bookings not cancelled, holds not
// expired) for a range of time, then asks the pure engine. Used by the slots call, the
// hold and the booking, so all three agree on what is free.
import { badRequest, conflict, notFound } from '../http/errors';
import type { Queryable } from '../db/index';
import { currentMonthKey } from '../../shared/format/dates';
import { addMonths } from '../../shared/format/calendarDays';
import { SLOT_MONTHS_AHEAD } from '../../shared/domain/limits';
import { SLOT_TAKEN, type SlotsQueryInput } from '../../shared/schemas/appointments';
import {
  checkSpecies,
  CLINICIAN_NOT_FOUND,
  type Catalogue,
  cliniciansFor,
  findClinic,
  findType,
  offeredType,
  type AppointmentTypeRow,
  type Clinic,
  type ClinicianRow,
} from './catalogue';
import { bookingMinutes } from './bookingLength';
import { overlaps, type Interval } from './hours';
import { monthRange, nzDay, slotsInMonth, slotsOnDay, type ClinicianAvailability, type Slot } from './slotEngine';
import { encodeSlotId, type SlotKey } from './slotId';

export const PAST_MONTH = 'Times cannot be shown for a month that has passed.';
/** Bookings open this many months ahead (the current month counts as 0). */
export const MONTHS_AHEAD = SLOT_MONTHS_AHEAD;
export const TOO_FAR_AHEAD = `Times can be shown up to ${MONTHS_AHEAD} months ahead.`;
export const SLOT_PASSED = 'That time has passed. Please choose another time.';
export const SLOT_UNKNOWN = 'That time is not one of the times offered. Please choose another time.';

/**
 * Busy intervals per clinician within `range`: live bookings, unexpired holds and blocked time
 * (the clinician's own, and their clinic's as a whole), and when the
 * first of those holds runs out (a time it blocks is free again then: Infinity if none).
 * Overlap is asked as `tstzrange && tstzrange`, the form of both tables' no-overlap
 * constraints, so their GiST indexes find the rows; `starts_at < end and ends_at > start`
 * has no index to bound it and would read every later booking of the group.
 */
export async function busyTimes(db: Queryable, vetId: string, clinicianIds: number[], range: Interval, now: Date, ignoreHoldId?: string | null) {
  const busy = new Map<number, Interval[]>(clinicianIds.map((id) => [id, []]));
  let firstExpiry = Infinity;
  if (!clinicianIds.length) return { busy, firstExpiry };
  const params = [vetId, clinicianIds, new Date(range.start), new Date(range.end)];
  const { rows } = await db.query<{ rid: number; s: Date | string; e: Date | string; x: Date | string | null }>(
    `select calendar_resource_id as rid, starts_at as s, ends_at as e, null::timestamptz as x from appointments
      where vet_id = $1 and calendar_resource_id = any($2::int[]) and status not in ('cancelledByAdmin', 'cancelledByCustomer')
        and tstzrange(starts_at, ends_at, '[)') && tstzrange($3, $4, '[)')
     union all
     select calendar_resource_id, starts_at, ends_at, expires_at from appointment_holds
      where vet_id = $1 and calendar_resource_id = any($2::int[]) and expires_at > $5
        and ($6::uuid is null or id <> $6::uuid) and tstzrange(starts_at, ends_at, '[)') && tstzrange($3, $4, '[)')
     union all
     select r.id, b.starts_at, b.ends_at, null from blocked_times b
       join calendar_resources r on r.vet_id = b.vet_id and r.clinic_id = b.clinic_id and (b.calendar_resource_id is null or b.calendar_resource_id = r.id)
      where b.vet_id = $1 and r.id = any($2::int[]) and tstzrange(b.starts_at, b.ends_at, '[)') && tstzrange($3, $4, '[)')`,
    [...params, now, ignoreHoldId ?? null],
  );
  for (const row of rows) {
    busy.get(row.rid)?.push({ start: new Date(row.s).getTime(), end: new Date(row.e).getTime() });
    if (row.x !== null) firstExpiry = Math.min(firstExpiry, new Date(row.x).getTime());
  }
  return { busy, firstExpiry };
}

async function availability(db: Queryable, vetId: string, clinicians: ClinicianRow[], range: Interval, now: Date, ignoreHoldId?: string | null) {
  const { busy, firstExpiry } = await busyTimes(
    db,
    vetId,
    clinicians.map((c) => c.id),
    range,
    now,
    ignoreHoldId,
  );
  return { clinicians: clinicians.map<ClinicianAvailability>((c) => ({ id: c.id, hours: c.hours, busy: busy.get(c.id) ?? [] })), firstExpiry };
}

/** The clinicians a request may use: the one asked for (who must see the type here) or all. */
function candidates(catalogue: Catalogue, clinicId: string, typeId: number, clinicianId: number | null) {
  const all = cliniciansFor(catalogue, clinicId, typeId);
  if (clinicianId === null) return all;
  const chosen = all.filter((c) => c.id === clinicianId);
  if (!chosen.length) throw notFound(CLINICIAN_NOT_FOUND);
  return chosen;
}

/** Slots are shown from the current NZ month to MONTHS_AHEAD months on. */
export function checkMonth(month: string, now: Date): void {
  const current = currentMonthKey(now);
  if (month < current) throw badRequest(PAST_MONTH);
  if (month > addMonths(current, MONTHS_AHEAD)) throw badRequest(TOO_FAR_AHEAD);
}

export type MonthSlotDays = Record<string, Record<string, string>[]>;

/**
 * GET /api/v2/appointment/slots: days keyed by local datetime, each time a single id-to-label
 * pair; and until when that answer holds if nothing is written (`validUntil`, epoch ms): the
 * first time offered stops being offered when it starts, and a time a hold blocks is free when
 * the hold runs out. Writes are seen through the clinic's slot version (slotCache.ts).
 */
export async function monthSlots(
  db: Queryable,
  catalogue: Catalogue,
  vetId: string,
  query: SlotsQueryInput,
  now: Date,
): Promise<{ days: MonthSlotDays; validUntil: number }> {
  checkMonth(query.date, now);
  const clinic = findClinic(catalogue, query.clinicId);
  checkSpecies(catalogue, query.speciesId);
  const type = offeredType(catalogue, query.appointmentTypeId, query.speciesId);
  const clinicians = candidates(catalogue, clinic.id, type.id, query.calendarResourceId);
  const range = monthRange(query.date);
  const available = await availability(db, vetId, clinicians, range, now);
  const days = slotsInMonth(query.date, {
    clinicHours: clinic.openingHours,
    closures: clinic.closures,
    clinicians: available.clinicians,
    minutes: bookingMinutes(type, query.petCount),
    now,
  });
  const out: MonthSlotDays = {};
  let firstStart = Infinity;
  for (const [day, slots] of days) {
    firstStart = Math.min(firstStart, slots[0]!.start);
    out[`${day}T00:00:00`] = slots.map((slot) => ({
      [encodeSlotId({ clinicId: clinic.id, appointmentTypeId: type.id, petCount: query.petCount, clinicianId: query.calendarResourceId, start: slot.start })]:
        slot.label,
    }));
  }
  return { days: out, validUntil: Math.min(firstStart, available.firstExpiry) };
}

export interface ResolvedSlot {
  clinic: Clinic;
  type: AppointmentTypeRow;
  slot: Slot;
  /** Clinician names by id, for the ones free for the whole slot. */
  names: Map<number, string>;
}

/**
 * The slot a slot id names if the rules offer it now (clinic, type, hours, not started),
 * with the clinicians whose hours cover it, in the engine's order; who of them is busy is
 * the caller's to ask. Passed or never offered is a 409 the widget handles by reloading the
 * calendar. No statement: the catalogue is in memory.
 */
export function offeredSlot(
  catalogue: Catalogue,
  key: SlotKey,
  now: Date,
  /** The slot's type when the caller has read it already (a booking checks it for the pets first). */
  knownType?: AppointmentTypeRow,
): ResolvedSlot {
  const clinic = findClinic(catalogue, key.clinicId);
  const type = knownType?.id === key.appointmentTypeId ? knownType : findType(catalogue, key.appointmentTypeId);
  if (key.start <= now.getTime()) throw conflict(SLOT_PASSED);
  const clinicians = candidates(catalogue, clinic.id, type.id, key.clinicianId);
  const slot = slotsOnDay(nzDay(key.start), {
    clinicHours: clinic.openingHours,
    closures: clinic.closures,
    clinicians: clinicians.map((c) => ({ id: c.id, hours: c.hours, busy: [] })),
    minutes: bookingMinutes(type, key.petCount),
    now,
  }).find((s) => s.start === key.start);
  if (!slot) throw conflict(SLOT_UNKNOWN);
  return { clinic, type, slot, names: new Map(clinicians.map((c) => [c.id, c.name])) };
}

/**
 * The slot a slot id names, if it is still free now: offered by the rules, and with the
 * clinicians not booked or held for any of it (the engine's test, asked for this one slot).
 * Taken is a 409 like passed or never offered.
 */
export async function resolveSlot(
  db: Queryable,
  catalogue: Catalogue,
  vetId: string,
  key: SlotKey,
  now: Date,
  ignoreHoldId?: string | null,
  knownType?: AppointmentTypeRow,
): Promise<ResolvedSlot> {
  const offered = offeredSlot(catalogue, key, now, knownType);
  const { slot } = offered;
  const { busy } = await busyTimes(db, vetId, slot.clinicianIds, slot, now, ignoreHoldId);
  const free = slot.clinicianIds.filter((id) => !overlaps(busy.get(id) ?? [], slot.start, slot.end));
  if (!free.length) throw conflict(SLOT_TAKEN);
  return { ...offered, slot: { ...slot, clinicianIds: free } };
}
