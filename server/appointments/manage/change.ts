// Moving or cancelling a booking, whoever asks: its client from the manage link (manage.ts) or
// the clinic desk (server/desk/bookingActions.ts). Both load the booking's rows the same way,
// take a new time the way a booking takes one, and tell the client with the same email and
// calendar update, so a change from the desk reads exactly like one the client made.
import type { Config } from '../../config';
import { petTimes } from '../bookingLength';
import type { Conn } from '../../db/index';
import { conflict } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { vetGroupName } from '../../http/tenancy';
import { notify } from '../../notifications/store';
import { formatPickup } from '../../../shared/format/dates';
import { SLOT_TAKEN } from '../../../shared/schemas/appointments';
import { toAppointment, type AppointmentRow } from '../appointments';
import type { AppointmentTypeRow } from '../catalogue';
import { APPOINTMENT_LOCK } from '../holds';
import type { Slot } from '../slotEngine';
import { manageBookingUrl } from './link';
import { clientChangeMessage, clinicChangeMessage, type BookingChange } from './mail';

export type ChangeDeps = { mailer: Mailer; config: Pick<Config, 'jwtSecret' | 'publicUrl'> };

export interface ManagedRow extends AppointmentRow {
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

/**
 * Every appointment of a booking, in the order it was made (their calendar UIDs). `lock`: the
 * rows stay locked to the end of the transaction, so two changes of one booking go one after
 * the other.
 */
export async function bookingForChange(db: Conn, vetId: string, bookingId: string, lock = false): Promise<ManagedRow[]> {
  const { rows } = await db.query<ManagedRow>(`${MANAGED_SELECT}${lock ? ' for update of a' : ''}`, [vetId, bookingId]);
  return rows;
}

/** The appointments a change applies to: those still on, of one booking. */
export interface ChangedBooking {
  vetId: string;
  bookingId: string;
  live: ManagedRow[];
}

export interface MoveTo {
  slot: Slot;
  type: AppointmentTypeRow;
  /** The clinicians to try, first free one wins. */
  clinicianIds: number[];
  /** The client's hold on the new time, given back as the time is taken. */
  holdId: string | null;
  /**
   * The booking's own time counts as free (the desk moving it an hour later over its own
   * half hour). The rows step off their clinician first, as a request has none; no other
   * transaction sees that, and the move puts them back on one or rolls back.
   */
  ownTimeFree: boolean;
  now: Date;
}

/**
 * Takes the new time's clinician as a booking takes one (take_clinician: the time's locks,
 * then nobody's booking or hold but the client's own) and moves the rows onto it back to back.
 * Taken: 409, and the caller's transaction rolls back.
 */
export async function moveRows(tx: Conn, booking: ChangedBooking, to: MoveTo): Promise<number> {
  const ids = booking.live.map((row) => row.id);
  if (to.ownTimeFree) {
    await tx.query(`update appointments set source = 'request', calendar_resource_id = null where vet_id = $1 and id = any($2::int[])`, [booking.vetId, ids]);
  }
  const taken = await tx.one<{ id: number | null }>('select take_clinician($1, $2, $3::int[], $4::uuid, $5, $6, $7) as id', [
    APPOINTMENT_LOCK,
    booking.vetId,
    to.clinicianIds,
    to.holdId,
    new Date(to.slot.start),
    new Date(to.slot.end),
    to.now,
  ]);
  if (!taken?.id) throw conflict(SLOT_TAKEN);
  if (to.holdId) await tx.query('delete from appointment_holds where vet_id = $1 and id = $2', [booking.vetId, to.holdId]);
  const times = petTimes(to.type, to.slot.start, ids.length);
  await tx.query(
    `update appointments a set source = 'online', starts_at = m.starts_at, ends_at = m.ends_at, calendar_resource_id = $3, sequence = a.sequence + 1
       from unnest($2::int[], $4::timestamptz[], $5::timestamptz[]) as m(id, starts_at, ends_at)
      where a.vet_id = $1 and a.id = m.id`,
    [booking.vetId, ids, taken.id, times.map((t) => t.start), times.map((t) => t.end)],
  );
  return taken.id;
}

/** Cancels every appointment of the booking still on, with the reason as its note. */
export async function cancelRows(tx: Conn, booking: ChangedBooking, status: 'cancelledByCustomer' | 'cancelledByAdmin', note: string, now: Date) {
  await tx.query(
    `update appointments set status = $3, cancellation_note = $4, cancelled_at = $5, sequence = sequence + 1
      where vet_id = $1 and id = any($2::int[])`,
    [booking.vetId, booking.live.map((row) => row.id), status, note, now],
  );
}

/**
 * What the client is told of a change (the email with its calendar update, and a notice in
 * their account), written in the change's transaction; the clinic's own email too when the
 * client made it (`toClinic`). The changed rows as they are now.
 */
export async function tellOfChange(
  tx: Conn,
  deps: ChangeDeps,
  booking: ChangedBooking,
  change: Pick<BookingChange, 'kind' | 'reason' | 'byClinic'>,
  now: Date,
  toClinic: boolean,
): Promise<ManagedRow[]> {
  const rows = await bookingForChange(tx, booking.vetId, booking.bookingId);
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
    inCalendar: first.source !== 'request',
    sequence: Math.max(...changed.map((row) => row.sequence)),
    before: booking.live.map(toAppointment),
    manageUrl: manageBookingUrl(deps.config, booking.vetId, booking.bookingId),
    now,
  };
  // A phone booking may have no email address: its client hears from the clinic instead.
  if (first.email) await deps.mailer.send(clientChangeMessage(message), tx);
  const clinicMail = toClinic ? clinicChangeMessage(message) : null;
  if (clinicMail) await deps.mailer.send(clinicMail, tx);
  if (first.user_id !== null) {
    const title = change.kind === 'moved' ? 'Appointment moved' : 'Appointment cancelled';
    const body = `${first.pet_name === changed.at(-1)!.pet_name ? first.pet_name : changed.map((r) => r.pet_name).join(', ')} at ${first.clinic_name}: ${
      change.kind === 'moved' ? `now ${formatPickup(toAppointment(first).bookingDate)}` : 'cancelled'
    }.`;
    await notify(tx, { vetId: booking.vetId, userId: first.user_id, title, body, at: now });
  }
  return changed;
}
