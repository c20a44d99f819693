// Staff accounts and what each may see: a receptionist the clinics listed for them, a manager
// every clinic of the group. A clinic outside that is "not found", as if it did not exist.
import type * as v from 'valibot';
import type { Conn, Queryable } from '../db/index';
import { notFound } from '../http/errors';
import type { StaffMember } from '../http/env';
import { hashPassword } from '../auth/passwords';
import type { BookingMail, DeskMeAnswerSchema, StaffRole } from '../../shared/schemas/desk';

export interface NewStaff {
  vetId: string;
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  /** A receptionist's clinics; a manager's are the group's, whatever is given. */
  clinicIds?: string[];
}

/** A new staff account (the demo seed, `npm run staff:create`); its id. */
export async function createStaff(db: Queryable, staff: NewStaff): Promise<number> {
  const { rows } = await db.query<{ id: number }>('insert into staff (vet_id, email, password_hash, name, role) values ($1, $2, $3, $4, $5) returning id', [
    staff.vetId,
    staff.email.trim(),
    await hashPassword(staff.password),
    staff.name.trim(),
    staff.role,
  ]);
  const id = rows[0]!.id;
  if (staff.role === 'reception') {
    for (const clinicId of staff.clinicIds ?? []) {
      await db.query('insert into staff_clinics (vet_id, staff_id, clinic_id) values ($1, $2, $3)', [staff.vetId, id, clinicId]);
    }
  }
  return id;
}

/** The clinics a staff member may work, in the group's order. */
export async function clinicsOf(db: Queryable, staff: StaffMember): Promise<{ id: string; name: string; bookingMail: BookingMail }[]> {
  const { rows } = await db.query<{ id: string; name: string; bookingMail: BookingMail }>(
    `select c.id, c.name, c.booking_mail as "bookingMail" from clinics c
      where c.vet_id = $1 and ($2 = 'manager' or exists (select 1 from staff_clinics sc where sc.vet_id = c.vet_id and sc.staff_id = $3 and sc.clinic_id = c.id))
      order by c.position, c.name`,
    [staff.vetId, staff.role, staff.id],
  );
  return rows;
}

/** Refuses a clinic the staff member may not work (or that is not the group's) with a 404. */
export async function checkClinic(db: Conn, staff: StaffMember, clinicId: string): Promise<void> {
  const allowed = await db.one(
    `select 1 from clinics c
      where c.vet_id = $1 and c.id = $2
        and ($3 = 'manager' or exists (select 1 from staff_clinics sc where sc.vet_id = c.vet_id and sc.staff_id = $4 and sc.clinic_id = c.id))`,
    [staff.vetId, clinicId, staff.role, staff.id],
  );
  if (!allowed) throw notFound();
}

/** GET /api/v1/desk/me */
export async function deskMe(db: Queryable, staff: StaffMember) {
  return {
    staff: { id: staff.id, name: staff.name, email: staff.email, role: staff.role },
    clinics: await clinicsOf(db, staff),
  } satisfies v.InferInput<typeof DeskMeAnswerSchema>;
}

/** A manager's change of how a clinic hears of online bookings; anyone else, or another group's clinic: 404. */
export async function setBookingMail(db: Conn, staff: StaffMember, clinicId: string, bookingMail: BookingMail) {
  if (staff.role !== 'manager') throw notFound();
  const row = await db.one<{ id: string }>('update clinics set booking_mail = $3 where vet_id = $1 and id = $2 returning id', [
    staff.vetId,
    clinicId,
    bookingMail,
  ]);
  if (!row) throw notFound();
  return { clinicId, bookingMail };
}
