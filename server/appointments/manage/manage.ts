// A booking seen, cancelled or moved by its client through the link in its emails (link.ts):
// no account, and nothing reachable but that one booking. The link stops opening it when
// its first appointment starts or it is cancelled; changes stop earlier, at the clinic's
// notice (clinics.manage_notice_minutes), and the page then gives the clinic's phone number.
// A move takes the new time and gives up the old one in one transaction: the rows themselves
// are moved, so the booking is never on both times nor on neither.
import type { Config } from '../../config';
import type { Conn, Db } from '../../db/index';
import { conflict, gone, notFound, unprocessable } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { answerCacheFor } from '../../cache/answers';
import { currentMonthKey } from '../../../shared/format/dates';
import { isAppointmentCancelled } from '../../../shared/domain/statuses';
import { SLOT_TAKEN } from '../../../shared/schemas/appointments';
import {
  MANAGE_LINK_ENDED,
  MANAGE_LINK_INVALID,
  MANAGE_NOT_MOVABLE,
  MANAGE_SAME_TIME,
  noticePassed,
  type ManagedBookingAnswerSchema,
} from '../../../shared/schemas/manageBooking';
import type * as v from 'valibot';
import { toAppointment } from '../appointments';
import { offeredSlot } from '../availability';
import { SLOT_MISMATCH } from '../booking';
import { catalogueOf } from '../catalogue';
import { isExclusionViolation, matchingHold, retryingDeadlocks, slotKeyOf } from '../holds';
import { slotsAnswer } from '../slotCache';
import type { SlotKey } from '../slotId';
import { readManageToken } from './link';
import { bookingForChange, cancelRows, moveRows, tellOfChange, type ManagedRow } from './change';

export type ManageDeps = { db: Db; mailer: Mailer; now: () => Date; config: Pick<Config, 'jwtSecret' | 'publicUrl'> };

interface OpenBooking {
  vetId: string;
  bookingId: string;
  /** Every appointment of the booking, in the order it was made (their calendar UIDs). */
  rows: ManagedRow[];
  /** The ones still on. */
  live: ManagedRow[];
  start: number;
}

/**
 * The booking a token opens for this vet group, or a 404 (forged, altered, another group's,
 * unknown) or a 410 (started, cancelled or completed: the link has ended). `lock`: its rows are
 * locked for the rest of the transaction, so two changes of one booking go one after the other.
 */
async function openBooking(db: Conn, config: ManageDeps['config'], vetId: string, token: string, now: Date, lock = false): Promise<OpenBooking> {
  const named = readManageToken(config, token);
  if (!named || named.vetId !== vetId) throw notFound(MANAGE_LINK_INVALID);
  const rows = await bookingForChange(db, vetId, named.bookingId, lock);
  if (!rows.length) throw notFound(MANAGE_LINK_INVALID);
  const live = rows.filter((row) => !isAppointmentCancelled(row.status) && row.status !== 'completed');
  const start = Math.min(...live.map((row) => new Date(row.starts_at).getTime()));
  if (!live.length || start <= now.getTime()) throw gone(MANAGE_LINK_ENDED);
  return { vetId, bookingId: named.bookingId, rows, live, start };
}

const changeBy = (booking: OpenBooking) => booking.start - booking.live[0]!.notice_minutes * 60_000;

function checkNotice(booking: OpenBooking, now: Date) {
  const first = booking.live[0]!;
  if (now.getTime() >= changeBy(booking)) throw conflict(noticePassed(first.notice_minutes, first.clinic_name, first.clinic_phone));
}

function checkMovable(booking: OpenBooking) {
  const first = booking.live[0]!;
  if (first.source !== 'online' || first.appointment_type_id === null || first.calendar_resource_id === null) throw conflict(MANAGE_NOT_MOVABLE);
}

function answerOf(booking: OpenBooking, appointments: ManagedRow[], now: Date) {
  const first = booking.live[0]!;
  return {
    bookingId: booking.bookingId,
    clinic: { id: first.clinic_id, name: first.clinic_name, address: first.clinic_address, phone: first.clinic_phone },
    appointments: appointments.map(toAppointment),
    isRequest: first.source === 'request',
    changeable: now.getTime() < changeBy(booking),
    noticeMinutes: first.notice_minutes,
    changeBy: new Date(changeBy(booking)).toISOString(),
    month: currentMonthKey(new Date(booking.start)),
  } satisfies v.InferInput<typeof ManagedBookingAnswerSchema>;
}

/** GET /api/v2/appointment/manage/{token}. */
export async function viewBooking(deps: ManageDeps, vetId: string, token: string) {
  const now = deps.now();
  const booking = await openBooking(deps.db, deps.config, vetId, token, now);
  return answerOf(booking, booking.live, now);
}

/** The slot key a move of this booking must name: same clinic, type, pets and clinician choice. */
function fitsBooking(booking: OpenBooking, key: SlotKey): boolean {
  const first = booking.live[0]!;
  return (
    key.clinicId === first.clinic_id &&
    key.appointmentTypeId === first.appointment_type_id &&
    key.petCount === booking.live.length &&
    key.clinicianId === (first.clinician_chosen ? first.calendar_resource_id : null)
  );
}

/** GET /api/v2/appointment/manage/{token}/slots?date=yyyy-MM: the slot engine's times for this booking. */
export async function manageSlots(deps: ManageDeps, vetId: string, token: string, month: string) {
  const now = deps.now();
  const booking = await openBooking(deps.db, deps.config, vetId, token, now);
  checkMovable(booking);
  checkNotice(booking, now);
  const first = booking.live[0]!;
  const query = {
    clinicId: first.clinic_id,
    date: month,
    petCount: booking.live.length,
    speciesId: [...new Set(booking.live.flatMap((row) => (row.species_id === null ? [] : [row.species_id])))],
    appointmentTypeId: first.appointment_type_id!,
    calendarResourceId: first.clinician_chosen ? first.calendar_resource_id : null,
  };
  return slotsAnswer(answerCacheFor(deps.db), deps.db, () => catalogueOf(deps.db, vetId), vetId, query, now);
}

/** Checks a time the client picked to move to (before it is held). */
export async function checkMoveSlot(deps: ManageDeps, vetId: string, token: string, slotId: string) {
  const now = deps.now();
  const booking = await openBooking(deps.db, deps.config, vetId, token, now);
  checkMovable(booking);
  checkNotice(booking, now);
  if (!fitsBooking(booking, slotKeyOf(slotId))) throw unprocessable(SLOT_MISMATCH, { issues: { slotId: SLOT_MISMATCH } });
}

/** PUT /api/v2/appointment/manage/{token}/cancel { note }: every appointment of the booking still on. */
export async function cancelManagedBooking(deps: ManageDeps, vetId: string, token: string, note: string) {
  const now = deps.now();
  const answer = await deps.db.tx(async (tx) => {
    const booking = await openBooking(tx, deps.config, vetId, token, now, true);
    checkNotice(booking, now);
    await cancelRows(tx, booking, 'cancelledByCustomer', note, now);
    const changed = await tellOfChange(tx, deps, booking, { kind: 'cancelled', reason: note }, now, true);
    return { ...answerOf(booking, changed, now), changeable: false };
  });
  deps.mailer.queued();
  return answer;
}

/**
 * POST /api/v2/appointment/manage/{token}/move { slotId, holdId? }. One transaction: the
 * booking's rows are locked, the new time's clinician is taken as a booking takes one
 * (take_clinician: the time's locks, then nobody's booking or hold but the client's own), the
 * hold is given back and the rows are moved onto it. Any failure rolls all of it back.
 */
export async function moveManagedBooking(deps: ManageDeps, vetId: string, token: string, slotId: string, holdId: string | null) {
  const now = deps.now();
  const key = slotKeyOf(slotId);
  const catalogue = await catalogueOf(deps.db, vetId);
  try {
    const answer = await retryingDeadlocks(() =>
      deps.db.tx(async (tx) => {
        const booking = await openBooking(tx, deps.config, vetId, token, now, true);
        checkMovable(booking);
        checkNotice(booking, now);
        if (!fitsBooking(booking, key)) throw unprocessable(SLOT_MISMATCH, { issues: { slotId: SLOT_MISMATCH } });
        if (key.start === booking.start) throw conflict(MANAGE_SAME_TIME);
        const { type, slot } = offeredSlot(catalogue, key, now);
        const hold = holdId ? await matchingHold(tx, vetId, undefined, holdId, key, now) : undefined;
        const order =
          hold && slot.clinicianIds.includes(hold.calendar_resource_id)
            ? [hold.calendar_resource_id, ...slot.clinicianIds.filter((id) => id !== hold.calendar_resource_id && key.clinicianId === null)]
            : slot.clinicianIds;
        await moveRows(tx, booking, { slot, type, clinicianIds: order, holdId: hold?.id ?? null, ownTimeFree: false, now });
        const changed = await tellOfChange(tx, deps, booking, { kind: 'moved', reason: null }, now, true);
        const moved = { ...booking, live: changed, start: slot.start };
        return answerOf(moved, changed, now);
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
