// What staff do to one booking from the diary: mark who came (attendance), move it to another
// time or clinician, cancel it. A move or a cancel is the manage link's own change
// (appointments/manage/change.ts): the same taking of the new time, the same email and
// calendar update for the client. Each change writes the booking history in its transaction.
import type { Conn } from '../db/index';
import { badRequest, conflict, notFound } from '../http/errors';
import type { StaffMember } from '../http/env';
import { isAppointmentCancelled } from '../../shared/domain/statuses';
import { SLOT_TAKEN } from '../../shared/schemas/appointments';
import { ATTENDANCE_CANCELLED, BOOKING_IS_REQUEST, BOOKING_NOT_ON, MOVE_SAME_TIME, type Attendance } from '../../shared/schemas/deskDiary';
import { checkMonth, SLOT_UNKNOWN } from '../appointments/availability';
import { SLOT_MISMATCH } from '../appointments/booking';
import { catalogueOf, findClinic } from '../appointments/catalogue';
import { isExclusionViolation, retryingDeadlocks } from '../appointments/holds';
import { bookingForChange, cancelRows, moveRows, tellOfChange, type ChangedBooking, type ManagedRow } from '../appointments/manage/change';
import { decodeSlotId } from '../appointments/slotId';
import { appointmentSnapshots, recordChanges } from './history';
import { bookingAnswer, type DeskDeps } from './requests';
import { checkClinic } from './staff';
import { deskTimes, offeredOrBad, typeFor } from './times';

/**
 * A clinician's booking this staff member may work, every appointment of it. Unknown, another
 * group's or another clinic's: 404. A request still waiting is the queue's: 409.
 */
async function deskBooking(db: Conn, staff: StaffMember, bookingId: string, lock = false): Promise<ManagedRow[]> {
  const rows = await bookingForChange(db, staff.vetId, bookingId, lock);
  if (!rows.length) throw notFound();
  await checkClinic(db, staff, rows[0]!.clinic_id);
  if (!rows.some((row) => row.source === 'online')) throw conflict(BOOKING_IS_REQUEST);
  return rows;
}

/** The appointments a move or a cancel applies to: neither cancelled nor completed. */
function onOf(rows: ManagedRow[]): ManagedRow[] {
  const live = rows.filter((row) => !isAppointmentCancelled(row.status) && row.status !== 'completed');
  if (!live.length) throw conflict(BOOKING_NOT_ON);
  return live;
}

/** Writes the history of a change to `ids`: each as `before` had it and as it is now. */
async function recordChanged(tx: Conn, staff: StaffMember, now: Date, bookingId: string, before: Map<number, unknown>, action: string) {
  const ids = [...before.keys()];
  const after = await appointmentSnapshots(tx, staff.vetId, ids);
  await recordChanges(
    tx,
    staff,
    now,
    ids.map((id) => ({ bookingId, appointmentId: id, action, before: before.get(id), after: after.get(id) })),
  );
}

/** The booking as it is now, with its attendance (that of its first appointment still on). */
async function answerOf(tx: Conn, vetId: string, bookingId: string) {
  const { rows } = await tx.query<{ status: string; attendance: Attendance | null }>(
    `select status, attendance from appointments where vet_id = $1 and booking_id = $2
      order by status in ('cancelledByAdmin', 'cancelledByCustomer'), starts_at, id limit 1`,
    [vetId, bookingId],
  );
  const { status, attendance } = rows[0]!;
  return { ...(await bookingAnswer(tx, vetId, bookingId, status)), attendance };
}

/** POST /api/v1/desk/bookings/:bookingId/attendance { attendance }: every pet of the booking not cancelled. */
export async function setAttendance(deps: DeskDeps, staff: StaffMember, bookingId: string, attendance: Attendance | null) {
  const now = deps.now();
  return deps.db.tx(async (tx) => {
    const rows = await deskBooking(tx, staff, bookingId, true);
    const live = rows.filter((row) => !isAppointmentCancelled(row.status));
    if (!live.length) throw conflict(ATTENDANCE_CANCELLED);
    const ids = live.map((row) => row.id);
    const before = await appointmentSnapshots(tx, staff.vetId, ids);
    await tx.query('update appointments set attendance = $3 where vet_id = $1 and id = any($2::int[])', [staff.vetId, ids, attendance]);
    await recordChanged(tx, staff, now, bookingId, before, 'attendance');
    return answerOf(tx, staff.vetId, bookingId);
  });
}

/** GET /api/v1/desk/bookings/:bookingId/times?date=: the booking's type and pets; its own time counts as free. */
export async function bookingTimes(deps: DeskDeps, staff: StaffMember, bookingId: string, date: string) {
  const now = deps.now();
  const live = onOf(await deskBooking(deps.db, staff, bookingId));
  checkMonth(date.slice(0, 7), now);
  const first = live[0]!;
  const catalogue = await catalogueOf(deps.db, staff.vetId);
  return deskTimes(deps.db, catalogue, {
    vetId: staff.vetId,
    clinic: findClinic(catalogue, first.clinic_id),
    type: typeFor(catalogue, first.appointment_type_id!),
    petCount: live.length,
    date,
    now,
    own: live.map((row) => ({ clinicianId: row.calendar_resource_id!, start: new Date(row.starts_at).getTime(), end: new Date(row.ends_at).getTime() })),
  });
}

/**
 * POST /api/v1/desk/bookings/:bookingId/move { slotId }: one of the times the times call
 * offered. The rows move in place (same booking, same calendar UIDs) and the client gets the
 * manage link's "moved" email with the calendar update.
 */
export async function moveBooking(deps: DeskDeps, staff: StaffMember, bookingId: string, slotId: string) {
  const now = deps.now();
  const key = decodeSlotId(slotId);
  if (!key || key.clinicianId === null) throw badRequest(SLOT_UNKNOWN);
  const catalogue = await catalogueOf(deps.db, staff.vetId);
  try {
    const answer = await retryingDeadlocks(() =>
      deps.db.tx(async (tx) => {
        const live = onOf(await deskBooking(tx, staff, bookingId, true));
        const first = live[0]!;
        if (key.clinicId !== first.clinic_id || key.petCount !== live.length || key.appointmentTypeId !== first.appointment_type_id) {
          throw badRequest(SLOT_MISMATCH);
        }
        const start = Math.min(...live.map((row) => new Date(row.starts_at).getTime()));
        if (key.start === start && key.clinicianId === first.calendar_resource_id) throw conflict(MOVE_SAME_TIME);
        const { type, slot } = offeredOrBad(catalogue, key, now);
        const booking: ChangedBooking = { vetId: staff.vetId, bookingId, live };
        const before = await appointmentSnapshots(
          tx,
          staff.vetId,
          live.map((row) => row.id),
        );
        await moveRows(tx, booking, { slot, type, clinicianIds: slot.clinicianIds, holdId: null, ownTimeFree: true, now });
        await recordChanged(tx, staff, now, bookingId, before, 'moved');
        await tellOfChange(tx, deps, booking, { kind: 'moved', reason: null, byClinic: true }, now, false);
        return answerOf(tx, staff.vetId, bookingId);
      }),
    );
    deps.mailer.queued();
    return answer;
  } catch (error) {
    // A writer that took no lock got there first: the database's no-overlap rule refused ours.
    if (isExclusionViolation(error)) throw conflict(SLOT_TAKEN);
    throw error;
  }
}

/**
 * POST /api/v1/desk/bookings/:bookingId/cancel { reason }: cancelled by the clinic, the reason
 * kept as its note; the client gets the manage link's "cancelled" email, whose calendar file
 * takes it out of their calendar.
 */
export async function cancelBooking(deps: DeskDeps, staff: StaffMember, bookingId: string, reason: string) {
  const now = deps.now();
  const answer = await deps.db.tx(async (tx) => {
    const live = onOf(await deskBooking(tx, staff, bookingId, true));
    const booking: ChangedBooking = { vetId: staff.vetId, bookingId, live };
    const before = await appointmentSnapshots(
      tx,
      staff.vetId,
      live.map((row) => row.id),
    );
    await cancelRows(tx, booking, 'cancelledByAdmin', reason, now);
    await recordChanged(tx, staff, now, bookingId, before, 'cancelled');
    await tellOfChange(tx, deps, booking, { kind: 'cancelled', reason, byClinic: true }, now, false);
    return answerOf(tx, staff.vetId, bookingId);
  });
  deps.mailer.queued();
  return answer;
}
