// What set-up shows a manager: the group's clinics and species, its clinicians (one person,
// the clinics they work at with their hours there) and its appointment types. Read straight
// from the tables, not the booking catalogue: set-up sees inactive ones and offline ones too.
import type * as v from 'valibot';
import type { Queryable } from '../../db/index';
import { parseWeeklyHours } from '../../appointments/hours';
import type { SetupAnswerSchema, SetupClinicianAnswerSchema, SetupTypeAnswerSchema } from '../../../shared/schemas/deskSetup';

export type SetupClinician = v.InferInput<typeof SetupClinicianAnswerSchema>;
export type SetupType = v.InferInput<typeof SetupTypeAnswerSchema>;

/** The group's clinicians, or the one of `onlyId`, in the group's order. */
export async function cliniciansOf(db: Queryable, vetId: string, onlyId: number | null = null): Promise<SetupClinician[]> {
  const [people, calendars, types] = await Promise.all([
    db.query<{ id: number; name: string; active: boolean }>(
      'select id, name, active from clinicians where vet_id = $1 and ($2::int is null or id = $2) order by position, name, id',
      [vetId, onlyId],
    ),
    // A calendar that is not active is a clinic they no longer work at: kept for its bookings.
    db.query<{ id: number; clinician_id: number; clinic_id: string; working_hours: unknown; active: boolean }>(
      `select r.id, r.clinician_id, r.clinic_id, r.working_hours, r.active
         from calendar_resources r join clinics c on c.id = r.clinic_id
        where r.vet_id = $1 and ($2::int is null or r.clinician_id = $2)
        order by c.position, c.name, r.id`,
      [vetId, onlyId],
    ),
    db.query<{ clinician_id: number; type_id: number }>(
      `select distinct r.clinician_id, rt.appointment_type_id as type_id
         from calendar_resource_types rt join calendar_resources r on r.id = rt.calendar_resource_id and r.vet_id = rt.vet_id
        where rt.vet_id = $1 and ($2::int is null or r.clinician_id = $2)
        order by 2`,
      [vetId, onlyId],
    ),
  ]);
  return people.rows.map((person) => ({
    id: person.id,
    name: person.name,
    active: person.active,
    typeIds: types.rows.filter((t) => t.clinician_id === person.id).map((t) => t.type_id),
    clinics: calendars.rows
      .filter((r) => r.clinician_id === person.id && r.active)
      .map((r) => ({
        clinicId: r.clinic_id,
        calendarResourceId: r.id,
        hours: parseWeeklyHours(r.working_hours).map(({ day, from, to }) => ({ day, from, to })),
      })),
  }));
}

/** The group's appointment types, or the one of `onlyId`, in the group's order. */
export async function typesOf(db: Queryable, vetId: string, onlyId: number | null = null): Promise<SetupType[]> {
  const [types, species] = await Promise.all([
    db.query<{
      id: number;
      name: string;
      durationMinutes: number;
      forNewClients: boolean;
      forReturningClients: boolean;
      online: boolean;
      perPet: boolean;
      active: boolean;
    }>(
      `select id, name, duration_minutes as "durationMinutes", for_new_clients as "forNewClients", for_returning_clients as "forReturningClients",
              online, per_pet as "perPet", active
         from appointment_types where vet_id = $1 and ($2::int is null or id = $2) order by position, name`,
      [vetId, onlyId],
    ),
    db.query<{ type_id: number; species_id: number }>(
      `select appointment_type_id as type_id, species_id from appointment_type_species
        where vet_id = $1 and ($2::int is null or appointment_type_id = $2) order by species_id`,
      [vetId, onlyId],
    ),
  ]);
  return types.rows.map((type) => ({ ...type, speciesIds: species.rows.filter((s) => s.type_id === type.id).map((s) => s.species_id) }));
}

/** GET /api/v1/desk/setup */
export async function setupOf(db: Queryable, vetId: string) {
  const [clinics, species, clinicians, appointmentTypes] = await Promise.all([
    db.query<{ id: string; name: string }>('select id, name from clinics where vet_id = $1 order by position, name', [vetId]),
    db.query<{ id: number; name: string }>('select id, name from species where vet_id = $1 order by position, name', [vetId]),
    cliniciansOf(db, vetId),
    typesOf(db, vetId),
  ]);
  return { clinics: clinics.rows, species: species.rows, clinicians, appointmentTypes } satisfies v.InferInput<typeof SetupAnswerSchema>;
}
