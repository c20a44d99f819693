// Booked appointments as the client sees them: the
// signed-in user's list (future or past), one appointment, and cancelling one. Only the
// owner sees or cancels an appointment; anyone else's is "not found", with no hint it exists.
import type { Conn, Queryable } from '../db/index';
import { conflict, notFound } from '../http/errors';
import type { AuthUser } from '../http/env';
import { REQUEST_AWAITING_CONFIRMATION, appointmentStatusDisplay, isAppointmentCancelled } from '../../shared/domain/statuses';
import type * as v from 'valibot';
import type { AppointmentAnswerSchema, AppointmentListQueryInput, AppointmentPageAnswerSchema } from '../../shared/schemas/appointments';
import { nzDateTime } from './slotEngine';

export const APPOINTMENT_NOT_FOUND = 'That appointment was not found';
export const ALREADY_CANCELLED = 'This appointment has already been cancelled.';
export const ONLY_FUTURE = 'Only upcoming appointments can be cancelled.';

export interface AppointmentRow {
  id: number;
  booking_id: string;
  source: string;
  starts_at: Date | string;
  ends_at: Date | string;
  status: string;
  clinic_id: string;
  clinic_name: string;
  clinic_address: string;
  pet_name: string;
  type_name: string | null;
  resource_name: string | null;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  notes: string;
  cancellation_note: string | null;
  user_id: number | null;
}

/** The appointment's own columns of an AppointmentRow; the rest are names (joined, or known to a booking). */
const OWN_COLUMNS = [
  'id',
  'booking_id',
  'source',
  'starts_at',
  'ends_at',
  'status',
  'clinic_id',
  'pet_name',
  'first_name',
  'last_name',
  'phone',
  'email',
  'notes',
  'cancellation_note',
  'user_id',
];
export const APPOINTMENT_COLUMNS = OWN_COLUMNS.join(', ');

/** Appointments as the account shows them. */
export const APPOINTMENT_SELECT = `select ${OWN_COLUMNS.map((column) => `a.${column}`).join(', ')},
    c.name as clinic_name, c.address as clinic_address, t.name as type_name, r.name as resource_name
  from appointments a
  join clinics c on c.id = a.clinic_id and c.vet_id = a.vet_id
  left join appointment_types t on t.id = a.appointment_type_id and t.vet_id = a.vet_id
  left join calendar_resources r on r.id = a.calendar_resource_id and r.vet_id = a.vet_id`;

/** The wire form (shared/api/types.ts Appointment); times are NZ local with their offset. */
export function toAppointment(row: AppointmentRow) {
  return {
    id: row.id,
    bookingId: row.booking_id,
    bookingDate: nzDateTime(new Date(row.starts_at)),
    endDate: nzDateTime(new Date(row.ends_at)),
    status: row.status,
    // An older-flow request the clinic has still to confirm says so.
    statusText: row.source === 'request' && row.status === 'newAppointment' ? REQUEST_AWAITING_CONFIRMATION : appointmentStatusDisplay(row.status).label,
    isRequest: row.source === 'request',
    clinic: { id: row.clinic_id, name: row.clinic_name, address: row.clinic_address },
    pets: [{ name: row.pet_name }],
    appointmentType: row.type_name ? { name: row.type_name } : null,
    calendarResource: row.resource_name ? { name: row.resource_name } : null,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    email: row.email,
    notes: row.notes,
    cancellationNote: row.cancellation_note,
  } satisfies v.InferInput<typeof AppointmentAnswerSchema>;
}
export type AppointmentOnWire = ReturnType<typeof toAppointment>;

/** GET /api/v2/appointment: upcoming soonest first, past most recent first. */
export async function listAppointments(db: Queryable, user: AuthUser, query: AppointmentListQueryInput, now: Date) {
  const future = query.type === 'future';
  const where = `a.vet_id = $1 and a.user_id = $2 and a.starts_at ${future ? '>' : '<='} $3`;
  const [items, total] = await Promise.all([
    db.query<AppointmentRow>(`${APPOINTMENT_SELECT} where ${where} order by a.starts_at ${future ? 'asc' : 'desc'}, a.id limit $4 offset $5`, [
      user.vetId,
      user.id,
      now,
      query.limit,
      query.offset,
    ]),
    db.query<{ n: number }>(`select count(*)::int as n from appointments a where ${where}`, [user.vetId, user.id, now]),
  ]);
  return { items: items.rows.map(toAppointment), total: total.rows[0]?.n ?? 0 } satisfies v.InferInput<typeof AppointmentPageAnswerSchema>;
}

async function ownRow(db: Conn, user: AuthUser, id: number, lock = false) {
  const row = await db.one<AppointmentRow>(`${APPOINTMENT_SELECT} where a.vet_id = $1 and a.user_id = $2 and a.id = $3${lock ? ' for update of a' : ''}`, [
    user.vetId,
    user.id,
    id,
  ]);
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  return row;
}

export async function getAppointment(db: Conn, user: AuthUser, id: number) {
  return toAppointment(await ownRow(db, user, id));
}

/**
 * PUT /api/v2/appointment/{id}/cancel: the owner cancels an upcoming appointment that is not
 * cancelled yet, with a reason. The row is locked so two cancels cannot both pass the checks.
 */
export async function cancelAppointment(
  db: Conn & { tx: <T>(fn: (tx: Conn) => Promise<T>) => Promise<T> },
  user: AuthUser,
  id: number,
  note: string,
  now: Date,
) {
  return db.tx(async (tx) => {
    const row = await ownRow(tx, user, id, true);
    if (isAppointmentCancelled(row.status)) throw conflict(ALREADY_CANCELLED);
    if (new Date(row.starts_at).getTime() <= now.getTime()) throw conflict(ONLY_FUTURE);
    if (row.status === 'completed') throw conflict(ONLY_FUTURE);
    await tx.query(
      `update appointments set status = 'cancelledByCustomer', cancellation_note = $4, cancelled_at = $5
        where vet_id = $1 and user_id = $2 and id = $3`,
      [user.vetId, user.id, id, note, now],
    );
    return toAppointment(await ownRow(tx, user, id));
  });
}
