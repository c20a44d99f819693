// A manager adds and changes clinicians: who they are, the types they see and their weekly
// hours at each clinic. Each clinic they work at is one calendar resource, the unit the slot
// engine and every booking name; one that they leave is kept, not active, for the bookings
// that name it (nothing is moved or cancelled here: the bookings the change leaves outside
// their hours are listed for the desk to deal with). The catalogue and slots versions move in
// the change's own transaction (migrations 016, 017, 032), so the online slots follow at once.
import type * as v from 'valibot';
import type { Conn, Db } from '../../db/index';
import { notFound, unprocessable } from '../../http/errors';
import type { StaffMember } from '../../http/env';
import { intervalsOn, minutesOf, parseWeeklyHours, within } from '../../appointments/hours';
import { nzDateTime, nzDay } from '../../appointments/slotEngine';
import { WEEKDAY_NAMES } from '../../../shared/format/calendarDays';
import {
  hoursOverlap,
  SETUP_CLINIC_NOT_FOUND,
  SETUP_TYPE_NOT_FOUND,
  type ClinicianChangeAnswerSchema,
  type ClinicianInput,
  type WeeklyHoursInput,
} from '../../../shared/schemas/deskSetup';
import { cliniciansOf } from './read';

type ChangeAnswer = v.InferInput<typeof ClinicianChangeAnswerSchema>;
type OutsideHours = ChangeAnswer['outsideHours'][number];

/** Hours in week order, each day's stretches by their start. */
const inWeekOrder = (hours: readonly WeeklyHoursInput[]) =>
  [...hours].sort((a, b) => WEEKDAY_NAMES.indexOf(a.day) - WEEKDAY_NAMES.indexOf(b.day) || a.from.localeCompare(b.from));

/**
 * One person works one stretch at a time: no two stretches of theirs overlap on a weekday,
 * at one clinic or across two (touching is fine: 12:00 to 13:00 then 13:00 on).
 */
function checkNoOverlap(clinics: ClinicianInput['clinics'], clinicNames: Map<string, string>): void {
  const stretches = clinics.flatMap((clinic) =>
    clinic.hours.map((hours) => ({
      ...hours,
      start: minutesOf(hours.from)!,
      end: minutesOf(hours.to)!,
      clinic: clinicNames.get(clinic.clinicId) ?? clinic.clinicId,
    })),
  );
  for (const day of WEEKDAY_NAMES) {
    const onDay = stretches.filter((s) => s.day === day).sort((a, b) => a.start - b.start);
    for (let i = 1; i < onDay.length; i++) {
      const [before, after] = [onDay[i - 1]!, onDay[i]!];
      if (after.start < before.end) {
        const message = hoursOverlap(day, `${before.from}–${before.to} at ${before.clinic}`, `${after.from}–${after.to} at ${after.clinic}`);
        throw unprocessable(message, { issues: { clinics: message } });
      }
    }
  }
}

/** The clinics and types named must be this group's (a 422: they are part of the input); the clinics' names. */
async function checkGroupIds(db: Conn, vetId: string, input: ClinicianInput): Promise<Map<string, string>> {
  const [clinics, types] = await Promise.all([
    db.query<{ id: string; name: string }>('select id, name from clinics where vet_id = $1', [vetId]),
    db.query<{ id: number }>('select id from appointment_types where vet_id = $1 and id = any($2::int[])', [vetId, input.typeIds]),
  ]);
  const names = new Map(clinics.rows.map((c) => [c.id, c.name]));
  if (!input.clinics.every((c) => names.has(c.clinicId))) throw unprocessable(SETUP_CLINIC_NOT_FOUND, { issues: { clinics: SETUP_CLINIC_NOT_FOUND } });
  if (types.rows.length !== input.typeIds.length) throw unprocessable(SETUP_TYPE_NOT_FOUND, { issues: { typeIds: SETUP_TYPE_NOT_FOUND } });
  return names;
}

/** Checks all of it before anything is written. */
async function checkClinician(db: Conn, vetId: string, input: ClinicianInput): Promise<void> {
  checkNoOverlap(input.clinics, await checkGroupIds(db, vetId, input));
}

/**
 * Writes a clinician's calendars as `input` has them: one per clinic listed (made, or taken up
 * again, with these hours), any other not active; every one of theirs sees `typeIds`.
 */
async function writeCalendars(tx: Conn, vetId: string, clinicianId: number, position: number, input: ClinicianInput & { name: string }): Promise<void> {
  for (const clinic of input.clinics) {
    await tx.query(
      `insert into calendar_resources (vet_id, clinic_id, clinician_id, name, working_hours, position, active)
       values ($1, $2, $3, $4, $5, $6, true)
       on conflict (clinician_id, clinic_id) do update set name = excluded.name, working_hours = excluded.working_hours, active = true`,
      [vetId, clinic.clinicId, clinicianId, input.name, JSON.stringify(inWeekOrder(clinic.hours)), position],
    );
  }
  await tx.query(
    `update calendar_resources set active = false, name = $3
      where vet_id = $1 and clinician_id = $2 and not (clinic_id = any($4::text[])) and (active or name <> $3)`,
    [vetId, clinicianId, input.name, input.clinics.map((c) => c.clinicId)],
  );
  // Only what changed is written, so the versions move only when something did.
  await tx.query(
    `delete from calendar_resource_types rt using calendar_resources r
      where rt.vet_id = $1 and r.id = rt.calendar_resource_id and r.vet_id = rt.vet_id and r.clinician_id = $2
        and not (rt.appointment_type_id = any($3::int[]))`,
    [vetId, clinicianId, input.typeIds],
  );
  await tx.query(
    `insert into calendar_resource_types (vet_id, calendar_resource_id, appointment_type_id)
     select $1, r.id, t.id from calendar_resources r cross join unnest($3::int[]) as t(id)
      where r.vet_id = $1 and r.clinician_id = $2
     on conflict do nothing`,
    [vetId, clinicianId, input.typeIds],
  );
}

/**
 * The clinician's bookings from now on (not cancelled) that are outside their weekly hours at
 * the booking's clinic as saved: hours that no longer cover it, a clinic they left, or the
 * clinician not active. Each pet's appointment is judged on its own.
 */
async function outsideHoursOf(db: Conn, vetId: string, clinicianId: number, now: Date): Promise<OutsideHours[]> {
  const { rows } = await db.query<{
    id: number;
    booking_id: string;
    starts_at: Date | string;
    ends_at: Date | string;
    pet_name: string;
    clinic_id: string;
    working_hours: unknown;
    works: boolean;
  }>(
    `select a.id, a.booking_id, a.starts_at, a.ends_at, a.pet_name, a.clinic_id, r.working_hours, r.active and p.active as works
       from appointments a
       join calendar_resources r on r.id = a.calendar_resource_id and r.vet_id = a.vet_id
       join clinicians p on p.id = r.clinician_id and p.vet_id = r.vet_id
      where a.vet_id = $1 and r.clinician_id = $2 and a.starts_at > $3 and a.status not in ('cancelledByAdmin', 'cancelledByCustomer')
      order by a.starts_at, a.id`,
    [vetId, clinicianId, now],
  );
  return rows
    .filter((row) => {
      const start = new Date(row.starts_at).getTime();
      const end = new Date(row.ends_at).getTime();
      return !row.works || !within(intervalsOn(parseWeeklyHours(row.working_hours), nzDay(start)), start, end);
    })
    .map((row) => ({
      appointmentId: row.id,
      bookingId: row.booking_id,
      start: nzDateTime(new Date(row.starts_at)),
      end: nzDateTime(new Date(row.ends_at)),
      petName: row.pet_name,
      clinicId: row.clinic_id,
    }));
}

/** POST /api/v1/desk/setup/clinicians: a new clinician, last in the group's order. */
export async function createClinician(db: Db, staff: StaffMember, input: ClinicianInput) {
  const answer = await db.tx(async (tx) => {
    await checkClinician(tx, staff.vetId, input);
    // Their calendars go last in each clinic's list, as the person goes last in the group's.
    const { id, position } = (await tx.one<{ id: number; position: number }>(
      `insert into clinicians (vet_id, name, active, position)
       select $1, $2, true, greatest(coalesce((select max(position) from clinicians where vet_id = $1), -1),
                                     coalesce((select max(position) from calendar_resources where vet_id = $1), -1)) + 1
       returning id, position`,
      [staff.vetId, input.name],
    ))!;
    await writeCalendars(tx, staff.vetId, id, position, input);
    const [clinician] = await cliniciansOf(tx, staff.vetId, id);
    return { clinician: clinician!, outsideHours: [] } satisfies ChangeAnswer;
  });
  return answer;
}

/** PUT /api/v1/desk/setup/clinicians/:id: the clinician as `input` has them; another group's is a 404. */
export async function updateClinician(db: Db, staff: StaffMember, id: number, input: ClinicianInput & { active: boolean }, now: Date) {
  return db.tx(async (tx) => {
    // Locked: two managers saving one clinician at once take turns, and the later one wins whole.
    const current = await tx.one<{ position: number; name: string; active: boolean }>(
      'select position, name, active from clinicians where vet_id = $1 and id = $2 for update',
      [staff.vetId, id],
    );
    if (!current) throw notFound();
    await checkClinician(tx, staff.vetId, input);
    if (current.name !== input.name || current.active !== input.active) {
      await tx.query('update clinicians set name = $3, active = $4 where vet_id = $1 and id = $2', [staff.vetId, id, input.name, input.active]);
    }
    await writeCalendars(tx, staff.vetId, id, current.position, input);
    const [clinician] = await cliniciansOf(tx, staff.vetId, id);
    return { clinician: clinician!, outsideHours: await outsideHoursOf(tx, staff.vetId, id, now) } satisfies ChangeAnswer;
  });
}
