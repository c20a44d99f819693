// The "to confirm" queue: older-flow requests (a preferred time, no clinician) that staff
// confirm onto a clinician's time or decline. Times come from the slot engine as the online
// flow's do, and a confirm takes its clinician as a booking does (take_clinician: the time's
// locks, then nobody's booking or hold), so a desk confirm and an online booking can never
// both have one time. Each change writes the booking history and the client's email in its
// own transaction: all of it happens, or none.
import type * as v from 'valibot';
import type { Config } from '../config';
import type { Conn, Db } from '../db/index';
import { badRequest, conflict, notFound } from '../http/errors';
import type { StaffMember } from '../http/env';
import type { Mailer } from '../mail/mailer';
import { vetGroupName } from '../http/tenancy';
import { SLOT_TAKEN } from '../../shared/schemas/appointments';
import { REQUEST_NOT_OPEN, TYPE_NEEDED, type DeskBookingAnswerSchema, type DeskRequestAnswerSchema, type DeskTimesQuery } from '../../shared/schemas/desk';
import { toAppointment } from '../appointments/appointments';
import { checkMonth, SLOT_UNKNOWN } from '../appointments/availability';
import { bookingRows, SLOT_MISMATCH } from '../appointments/booking';
import { petTimes } from '../appointments/bookingLength';
import { catalogueOf, findClinic } from '../appointments/catalogue';
import { confirmationMessage, notifyBooked } from '../appointments/confirmation';
import { APPOINTMENT_LOCK, isExclusionViolation, retryingDeadlocks } from '../appointments/holds';
import { manageBookingUrl } from '../appointments/manage/link';
import { nzDateTime } from '../appointments/slotEngine';
import { decodeSlotId } from '../appointments/slotId';
import { recordChanges } from './history';
import { declineMessage } from './mail';
import { checkClinic } from './staff';
import { deskTimes, offeredOrBad, typeFor } from './times';

export type DeskDeps = { db: Db; mailer: Mailer; now: () => Date; config: Pick<Config, 'jwtSecret' | 'publicUrl'> };

/** An appointment of a request as the queue and the history see it. */
interface RequestRow {
  id: number;
  booking_id: string;
  source: string;
  status: string;
  clinic_id: string;
  clinic_name: string;
  appointment_type_id: number | null;
  type_name: string | null;
  calendar_resource_id: number | null;
  starts_at: Date | string;
  ends_at: Date | string;
  created_at: Date | string;
  pet_name: string;
  species: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  notes: string;
  cancellation_note: string | null;
  user_id: number | null;
}

// A pet of the older flow names its species as text (pet_details.type, or what "other" said).
const REQUEST_SELECT = `select a.id, a.booking_id, a.source, a.status, a.clinic_id, c.name as clinic_name, a.appointment_type_id, t.name as type_name,
    a.calendar_resource_id, a.starts_at, a.ends_at, a.created_at, a.pet_name,
    coalesce(s.name, nullif(a.pet_details->>'otherPetType', ''), a.pet_details->>'type') as species,
    a.first_name, a.last_name, a.email, a.phone, a.notes, a.cancellation_note, a.user_id
  from appointments a
  join clinics c on c.id = a.clinic_id and c.vet_id = a.vet_id
  left join appointment_types t on t.id = a.appointment_type_id and t.vet_id = a.vet_id
  left join species s on s.id = a.species_id and s.vet_id = a.vet_id`;

const isOpenRequest = (row: Pick<RequestRow, 'source' | 'status'>) => row.source === 'request' && row.status === 'newAppointment';

/** What the history keeps of an appointment, before and after a change. */
const snapshot = (row: RequestRow) => ({
  source: row.source,
  status: row.status,
  startsAt: new Date(row.starts_at).toISOString(),
  endsAt: new Date(row.ends_at).toISOString(),
  appointmentTypeId: row.appointment_type_id,
  calendarResourceId: row.calendar_resource_id,
  cancellationNote: row.cancellation_note,
});

/** GET /api/v1/desk/requests?clinicId=: one entry per booking, the oldest request first. */
export async function requestQueue(db: Conn, staff: StaffMember, clinicId: string) {
  await checkClinic(db, staff, clinicId);
  const { rows } = await db.query<RequestRow>(
    `${REQUEST_SELECT} where a.vet_id = $1 and a.clinic_id = $2 and a.source = 'request' and a.status = 'newAppointment' order by a.created_at, a.booking_id, a.id`,
    [staff.vetId, clinicId],
  );
  const byBooking = new Map<string, RequestRow[]>();
  for (const row of rows) byBooking.set(row.booking_id, [...(byBooking.get(row.booking_id) ?? []), row]);
  const items = [...byBooking.values()].map((pets) => {
    const first = pets[0]!;
    return {
      bookingId: first.booking_id,
      clinic: { id: first.clinic_id, name: first.clinic_name },
      preferredTime: nzDateTime(new Date(first.starts_at)),
      createdAt: new Date(first.created_at).toISOString(),
      client: { firstName: first.first_name, lastName: first.last_name, email: first.email, phone: first.phone },
      pets: pets.map((p) => ({ name: p.pet_name, species: p.species })),
      appointmentType: first.appointment_type_id === null ? null : { id: first.appointment_type_id, name: first.type_name ?? '' },
      notes: first.notes,
    } satisfies v.InferInput<typeof DeskRequestAnswerSchema>;
  });
  return { items, total: items.length };
}

/**
 * A request this staff member may work, with the appointments still waiting (one per pet).
 * Unknown, another group's or another clinic's: 404. Already confirmed or declined: 409.
 * `lock`: its rows stay locked to the end of the transaction, so two staff cannot both change it.
 */
async function openRequest(db: Conn, staff: StaffMember, bookingId: string, lock = false) {
  const { rows } = await db.query<RequestRow>(`${REQUEST_SELECT} where a.vet_id = $1 and a.booking_id = $2 order by a.id${lock ? ' for update of a' : ''}`, [
    staff.vetId,
    bookingId,
  ]);
  if (!rows.length) throw notFound();
  await checkClinic(db, staff, rows[0]!.clinic_id);
  if (!rows.some((row) => row.source === 'request')) throw notFound();
  const live = rows.filter(isOpenRequest);
  if (!live.length) throw conflict(REQUEST_NOT_OPEN);
  return { rows, live, first: live[0]! };
}

/** GET /api/v1/desk/requests/:bookingId/times?date=: every free clinician's times that day. */
export async function requestTimes(deps: DeskDeps, staff: StaffMember, bookingId: string, query: DeskTimesQuery) {
  const now = deps.now();
  const { live, first } = await openRequest(deps.db, staff, bookingId);
  checkMonth(query.date.slice(0, 7), now);
  const typeId = query.appointmentTypeId ?? first.appointment_type_id;
  if (typeId === null) throw badRequest(TYPE_NEEDED);
  const catalogue = await catalogueOf(deps.db, staff.vetId);
  const clinic = findClinic(catalogue, first.clinic_id);
  return deskTimes(deps.db, catalogue, { vetId: staff.vetId, clinic, type: typeFor(catalogue, typeId), petCount: live.length, date: query.date, now });
}

/** The booking as it is now, for the answer of a change. */
export async function bookingAnswer(db: Conn, vetId: string, bookingId: string, status: string) {
  const appointments = (await bookingRows(db, vetId, bookingId)).map(toAppointment);
  return { bookingId, status, appointments } satisfies v.InferInput<typeof DeskBookingAnswerSchema>;
}

/**
 * POST /api/v1/desk/requests/:bookingId/confirm { slotId }: the request becomes a booking on
 * that clinician's time, as the online flow makes one (source 'online' from then on, so its
 * client can move or cancel it from the manage link like any booking), and the client gets
 * the booking confirmation with its calendar file and manage link.
 */
export async function confirmRequest(deps: DeskDeps, staff: StaffMember, bookingId: string, slotId: string) {
  const now = deps.now();
  const key = decodeSlotId(slotId);
  if (!key || key.clinicianId === null) throw badRequest(SLOT_UNKNOWN);
  const catalogue = await catalogueOf(deps.db, staff.vetId);
  try {
    const answer = await retryingDeadlocks(() =>
      deps.db.tx(async (tx) => {
        const { live, first } = await openRequest(tx, staff, bookingId, true);
        if (key.clinicId !== first.clinic_id || key.petCount !== live.length) throw badRequest(SLOT_MISMATCH);
        const { clinic, type, slot } = offeredOrBad(catalogue, key, now);
        const taken = await tx.one<{ id: number | null }>('select take_clinician($1, $2, $3::int[], null, $4, $5, $6) as id', [
          APPOINTMENT_LOCK,
          staff.vetId,
          slot.clinicianIds,
          new Date(slot.start),
          new Date(slot.end),
          now,
        ]);
        if (!taken?.id) throw conflict(SLOT_TAKEN);
        const times = petTimes(type, slot.start, live.length);
        await tx.query(
          `update appointments a set source = 'online', status = 'confirmed', appointment_type_id = $3, calendar_resource_id = $4,
                  clinician_chosen = false, starts_at = m.starts_at, ends_at = m.ends_at
             from unnest($2::int[], $5::timestamptz[], $6::timestamptz[]) as m(id, starts_at, ends_at)
            where a.vet_id = $1 and a.id = m.id`,
          [staff.vetId, live.map((row) => row.id), type.id, taken.id, times.map((time) => time.start), times.map((time) => time.end)],
        );
        await recordChanged(tx, staff, now, bookingId, live, 'confirmed');
        const appointments = (await bookingRows(tx, staff.vetId, bookingId)).filter((row) => row.status === 'confirmed').map(toAppointment);
        const vetName = (await vetGroupName(tx, staff.vetId)) ?? '';
        await deps.mailer.send(
          confirmationMessage({
            vetId: staff.vetId,
            vetName,
            bookingId,
            appointments,
            clinic,
            to: first.email,
            firstName: first.first_name,
            kind: 'booked',
            now,
            manageUrl: manageBookingUrl(deps.config, staff.vetId, bookingId),
          }),
          tx,
        );
        if (first.user_id !== null) await notifyBooked(tx, { vetId: staff.vetId, userId: first.user_id, clinic, kind: 'booked', now, appointments });
        return bookingAnswer(tx, staff.vetId, bookingId, 'confirmed');
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

/** The history of a change just made to `before`'s appointments: each as it was and as it is now. */
async function recordChanged(tx: Conn, staff: StaffMember, now: Date, bookingId: string, before: RequestRow[], action: 'confirmed' | 'declined') {
  const { rows } = await tx.query<RequestRow>(`${REQUEST_SELECT} where a.vet_id = $1 and a.id = any($2::int[]) order by a.id`, [
    staff.vetId,
    before.map((row) => row.id),
  ]);
  const after = (row: RequestRow) => rows.find((r) => r.id === row.id)!;
  await recordChanges(
    tx,
    staff,
    now,
    before.map((row) => ({ bookingId, appointmentId: row.id, action, before: snapshot(row), after: snapshot(after(row)) })),
  );
}

/**
 * POST /api/v1/desk/requests/:bookingId/decline { message }: the request is cancelled by the
 * clinic with the message as its note, and the client gets the message (no calendar file: a
 * request never had a calendar entry to take out).
 */
export async function declineRequest(deps: DeskDeps, staff: StaffMember, bookingId: string, message: string) {
  const now = deps.now();
  // Read before the transaction: the embedded database's one connection is the transaction's.
  const catalogue = await catalogueOf(deps.db, staff.vetId);
  const answer = await deps.db.tx(async (tx) => {
    const { live, first } = await openRequest(tx, staff, bookingId, true);
    await tx.query(`update appointments set status = 'cancelledByAdmin', cancellation_note = $3, cancelled_at = $4 where vet_id = $1 and id = any($2::int[])`, [
      staff.vetId,
      live.map((row) => row.id),
      message,
      now,
    ]);
    await recordChanged(tx, staff, now, bookingId, live, 'declined');
    const vetName = (await vetGroupName(tx, staff.vetId)) ?? '';
    const clinic = findClinic(catalogue, first.clinic_id);
    await deps.mailer.send(
      declineMessage({ vetId: staff.vetId, vetName, to: first.email, firstName: first.first_name, clinic, pets: live.map((r) => r.pet_name), message }),
      tx,
    );
    return bookingAnswer(tx, staff.vetId, bookingId, 'cancelledByAdmin');
  });
  deps.mailer.queued();
  return answer;
}

/** The clinic a booking is at, when this staff member may work it (for its history); else 404. */
export async function bookingClinic(db: Conn, staff: StaffMember, bookingId: string): Promise<string> {
  const row = await db.one<{ clinic_id: string }>('select clinic_id from appointments where vet_id = $1 and booking_id = $2 limit 1', [staff.vetId, bookingId]);
  if (!row) throw notFound();
  await checkClinic(db, staff, row.clinic_id);
  return row.clinic_id;
}
