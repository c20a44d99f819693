// A clinic's diary for the desk: one to seven days of its clinicians' bookings, with the
// clinic's opening hours and each clinician's working hours as the slot engine reads them
// (the catalogue, hours.ts), so the diary and the online times never disagree about a day.
// Clinicians' bookings only: requests still waiting for a time are the requests queue's.
import type * as v from 'valibot';
import type { Db } from '../db/index';
import { badRequest } from '../http/errors';
import type { StaffMember } from '../http/env';
import { addDays, addMonths } from '../../shared/format/calendarDays';
import { currentMonthKey, toNzDate } from '../../shared/format/dates';
import { SLOT_MONTHS_AHEAD } from '../../shared/domain/limits';
import {
  DIARY_TOO_FAR_AHEAD,
  DIARY_TOO_FAR_BACK,
  type Attendance,
  type DeskDiaryAnswerSchema,
  type DeskDiaryQuery,
  type DiaryBookingSchema,
} from '../../shared/schemas/deskDiary';
import { catalogueOf, findClinic } from '../appointments/catalogue';
import { closedOn } from '../appointments/closures';
import { intervalsOn } from '../appointments/hours';
import { nzDateTime } from '../appointments/slotEngine';
import { listBlocks } from './blocks';
import { checkClinic } from './staff';

interface DiaryRow {
  id: number;
  booking_id: string;
  starts_at: Date | string;
  ends_at: Date | string;
  calendar_resource_id: number;
  resource_name: string;
  origin: 'online' | 'request' | 'phone';
  status: string;
  attendance: Attendance | null;
  pet_name: string;
  species: string | null;
  first_name: string;
  last_name: string;
  phone: string;
  email: string | null;
  new_client: boolean;
  appointment_type_id: number | null;
  type_name: string | null;
  notes: string;
}

// The species as the requests queue reads it: the older flow names it as text.
const DIARY_SELECT = `select a.id, a.booking_id, a.starts_at, a.ends_at, a.calendar_resource_id, r.name as resource_name, a.origin, a.status, a.attendance,
    a.pet_name, coalesce(s.name, nullif(a.pet_details->>'otherPetType', ''), a.pet_details->>'type') as species,
    a.first_name, a.last_name, a.phone, nullif(a.email, '') as email, a.customer_status_id = 1 as new_client, a.appointment_type_id, t.name as type_name, a.notes
  from appointments a
  join calendar_resources r on r.id = a.calendar_resource_id and r.vet_id = a.vet_id
  left join appointment_types t on t.id = a.appointment_type_id and t.vet_id = a.vet_id
  left join species s on s.id = a.species_id and s.vet_id = a.vet_id`;

/** The diary shows up to a year back (what happened) and as far ahead as bookings open. */
function checkFrom(from: string, now: Date) {
  const month = from.slice(0, 7);
  const current = currentMonthKey(now);
  if (month < addMonths(current, -12)) throw badRequest(DIARY_TOO_FAR_BACK);
  if (month > addMonths(current, SLOT_MONTHS_AHEAD)) throw badRequest(DIARY_TOO_FAR_AHEAD);
}

/** GET /api/v1/desk/diary?clinicId=&from=&days= */
export async function clinicDiary(db: Db, staff: StaffMember, query: DeskDiaryQuery, now: Date) {
  await checkClinic(db, staff, query.clinicId);
  checkFrom(query.from, now);
  const catalogue = await catalogueOf(db, staff.vetId);
  const clinic = findClinic(catalogue, query.clinicId);
  const days = Array.from({ length: query.days }, (_, i) => addDays(query.from, i));
  const { rows } = await db.query<DiaryRow>(
    `${DIARY_SELECT}
      where a.vet_id = $1 and a.clinic_id = $2 and a.source = 'online' and a.status not in ('cancelledByAdmin', 'cancelledByCustomer')
        and a.starts_at >= $3 and a.starts_at < $4
      order by a.starts_at, a.calendar_resource_id, a.id`,
    [staff.vetId, clinic.id, toNzDate(query.from), toNzDate(addDays(query.from, query.days))],
  );
  const working = catalogue.clinicians.filter((c) => c.active && c.clinicId === clinic.id);
  // A booking with a clinician who has left (inactive) still shows, under their name.
  const others = new Map(rows.filter((r) => !working.some((c) => c.id === r.calendar_resource_id)).map((r) => [r.calendar_resource_id, r.resource_name]));
  const time = (instant: number) => nzDateTime(new Date(instant));
  const dates = days.map((date) => {
    const open = intervalsOn(clinic.openingHours, date);
    const closed = closedOn(clinic.closures, date) || !open.length;
    return {
      date,
      closed,
      open: closed ? null : { start: time(Math.min(...open.map((i) => i.start))), end: time(Math.max(...open.map((i) => i.end))) },
      hours: closed ? [] : working.flatMap((c) => intervalsOn(c.hours, date).map((i) => ({ clinicianId: c.id, start: time(i.start), end: time(i.end) }))),
    };
  });
  const bookings = rows.map(
    (row) =>
      ({
        appointmentId: row.id,
        bookingId: row.booking_id,
        start: nzDateTime(new Date(row.starts_at)),
        end: nzDateTime(new Date(row.ends_at)),
        clinicianId: row.calendar_resource_id,
        origin: row.origin,
        status: row.status,
        attendance: row.attendance,
        pet: { name: row.pet_name, species: row.species },
        client: { firstName: row.first_name, lastName: row.last_name, phone: row.phone, email: row.email, newClient: row.new_client },
        appointmentType: row.appointment_type_id === null ? null : { id: row.appointment_type_id, name: row.type_name ?? '' },
        notes: row.notes,
      }) satisfies v.InferInput<typeof DiaryBookingSchema>,
  );
  return {
    clinic: { id: clinic.id, name: clinic.name },
    from: query.from,
    days: query.days,
    clinicians: [...working.map((c) => ({ id: c.id, name: c.name })), ...[...others].map(([id, name]) => ({ id, name }))],
    dates,
    bookings,
    blocks: (await listBlocks(db, staff, query)).items.map((b) => ({
      id: b.id,
      clinicianId: b.clinician?.id ?? null,
      start: b.start,
      end: b.end,
      reason: b.reason,
    })),
  } satisfies v.InferInput<typeof DeskDiaryAnswerSchema>;
}
