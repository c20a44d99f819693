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
import { vetGroupName } from '../../http/tenancy';
import { notify } from '../../notifications/store';
import { answerCacheFor } from '../../cache/answers';
import { currentMonthKey, formatPickup } from '../../../shared/format/dates';
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
import { toAppointment, type AppointmentRow } from '../appointments';
import { offeredSlot } from '../availability';
import { petTimes } from '../bookingLength';
import { SLOT_MISMATCH } from '../booking';
import { catalogueOf } from '../catalogue';
import { APPOINTMENT_LOCK, isExclusionViolation, matchingHold, retryingDeadlocks, slotKeyOf } from '../holds';
import { slotsAnswer } from '../slotCache';
import type { SlotKey } from '../slotId';
import { manageBookingUrl, readManageToken } from './link';
import { clientChangeMessage, clinicChangeMessage, type BookingChange } from './mail';

export type ManageDeps = { db: Db; mailer: Mailer; now: () => Date; config: Pick<Config, 'jwtSecret' | 'publicUrl'> };

interface ManagedRow extends AppointmentRow {
  appointment_type_id: number | null;
  calendar_resource_id: number | null;
  clinician_chosen: boolean;
  species_id: number | null;
  sequence: number;
  clinic_phone: string | null;
  clinic_email: string | null;
  notice_minutes: number;
}

const MANAGED_SELECT = `select a.id, a.booking_id, a.source, a.starts_at, a.ends_at, a.status, a.clinic_id, a.pet_name, a.first_name, a.last_name,
    a.phone, a.email, a.notes, a.cancellation_note, a.user_id, a.appointment_type_id, a.calendar_resource_id, a.clinician_chosen, a.species_id,
    a.sequence, c.name as clinic_name, c.address as clinic_address, c.phone as clinic_phone, c.email as clinic_email,
    c.manage_notice_minutes as notice_minutes, t.name as type_name, r.name as resource_name
  from appointments a
  join clinics c on c.id = a.clinic_id and c.vet_id = a.vet_id
  left join appointment_types t on t.id = a.appointment_type_id and t.vet_id = a.vet_id
  left join calendar_resources r on r.id = a.calendar_resource_id and r.vet_id = a.vet_id
  where a.vet_id = $1 and a.booking_id = $2::uuid
  order by a.id`;

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
  const { rows } = await db.query<ManagedRow>(`${MANAGED_SELECT}${lock ? ' for update of a' : ''}`, [vetId, named.bookingId]);
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

/** What the client and the clinic are told of a change, written in the change's transaction. */
async function tellOfChange(tx: Conn, deps: ManageDeps, booking: OpenBooking, change: Pick<BookingChange, 'kind' | 'reason'>, now: Date) {
  const { rows } = await tx.query<ManagedRow>(MANAGED_SELECT, [booking.vetId, booking.bookingId]);
  const changed = rows.filter((row) => booking.live.some((l) => l.id === row.id));
  const first = changed[0]!;
  const message: BookingChange = {
    ...change,
    vetId: booking.vetId,
    vetName: (await vetGroupName(tx, booking.vetId)) ?? '',
    bookingId: booking.bookingId,
    clinic: { name: first.clinic_name, address: first.clinic_address, phone: first.clinic_phone, email: first.clinic_email },
    appointments: changed.map(toAppointment),
    places: changed.map((row) => rows.indexOf(row)),
    sequence: Math.max(...changed.map((row) => row.sequence)),
    before: booking.live.map(toAppointment),
    manageUrl: manageBookingUrl(deps.config, booking.vetId, booking.bookingId),
    now,
  };
  await deps.mailer.send(clientChangeMessage(message), tx);
  const toClinic = clinicChangeMessage(message);
  if (toClinic) await deps.mailer.send(toClinic, tx);
  if (first.user_id !== null) {
    const title = change.kind === 'moved' ? 'Appointment moved' : 'Appointment cancelled';
    const body = `${first.pet_name === changed.at(-1)!.pet_name ? first.pet_name : changed.map((r) => r.pet_name).join(', ')} at ${first.clinic_name}: ${
      change.kind === 'moved' ? `now ${formatPickup(toAppointment(first).bookingDate)}` : 'cancelled'
    }.`;
    await notify(tx, { vetId: booking.vetId, userId: first.user_id, title, body, at: now });
  }
  return changed;
}

/** PUT /api/v2/appointment/manage/{token}/cancel { note }: every appointment of the booking still on. */
export async function cancelManagedBooking(deps: ManageDeps, vetId: string, token: string, note: string) {
  const now = deps.now();
  const answer = await deps.db.tx(async (tx) => {
    const booking = await openBooking(tx, deps.config, vetId, token, now, true);
    checkNotice(booking, now);
    await tx.query(
      `update appointments set status = 'cancelledByCustomer', cancellation_note = $3, cancelled_at = $4, sequence = sequence + 1
        where vet_id = $1 and id = any($2::int[])`,
      [vetId, booking.live.map((row) => row.id), note, now],
    );
    const changed = await tellOfChange(tx, deps, booking, { kind: 'cancelled', reason: note }, now);
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
        const taken = await tx.one<{ id: number | null }>('select take_clinician($1, $2, $3::int[], $4::uuid, $5, $6, $7) as id', [
          APPOINTMENT_LOCK,
          vetId,
          order,
          hold?.id ?? null,
          new Date(slot.start),
          new Date(slot.end),
          now,
        ]);
        if (!taken?.id) throw conflict(SLOT_TAKEN);
        if (hold) await tx.query('delete from appointment_holds where vet_id = $1 and id = $2', [vetId, hold.id]);
        const times = petTimes(type, slot.start, booking.live.length);
        await tx.query(
          `update appointments a set starts_at = m.starts_at, ends_at = m.ends_at, calendar_resource_id = $3, sequence = a.sequence + 1
             from unnest($2::int[], $4::timestamptz[], $5::timestamptz[]) as m(id, starts_at, ends_at)
            where a.vet_id = $1 and a.id = m.id`,
          [vetId, booking.live.map((row) => row.id), taken.id, times.map((time) => time.start), times.map((time) => time.end)],
        );
        const changed = await tellOfChange(tx, deps, booking, { kind: 'moved', reason: null }, now);
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
