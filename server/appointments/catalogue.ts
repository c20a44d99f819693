// What the booking flow offers a vet group's visitors: the start details (config, texts,
// clinics, species, the user's pets), appointment types per species and client status, and
// clinicians per clinic and type. Every query filters by vet_id.
import type * as v from 'valibot';
import type { AppointmentTypeAnswerSchema, BookingStartAnswerSchema } from '../../shared/schemas/appointments';
import type { SlateNode } from '../../shared/content/richText';
import type { Queryable } from '../db/index';
import { notFound, unprocessable } from '../http/errors';
import type { AuthUser } from '../http/env';
import { parseWeeklyHours, type WeeklyHours } from './hours';

export const CLINIC_NOT_FOUND = 'That clinic was not found';
export const TYPE_NOT_FOUND = 'That appointment type was not found';
export const TYPE_NOT_FOR_PETS = 'That appointment type is not available for that animal.';
export const CLINICIAN_NOT_FOUND = 'That clinician was not found';
export const SPECIES_NOT_FOUND = 'That species was not found';

export interface Clinic {
  id: string;
  name: string;
  address: string;
  email: string | null;
  phone: string | null;
  openingHours: WeeklyHours[];
}

export interface AppointmentTypeRow {
  id: number;
  name: string;
  durationMinutes: number;
  hasAcceptCheckbox: boolean;
  importantInformation: string | null;
  forNew: boolean;
  forReturning: boolean;
}

const slate = (value: unknown): SlateNode[] => (Array.isArray(value) ? (value as SlateNode[]) : []);

/** GET /api/v2/appointment/start (shared/api/types.ts BookingStart). */
export async function bookingStart(db: Queryable, vetId: string, user: AuthUser | undefined) {
  const [group, settings, clinics, species, pets, account] = await Promise.all([
    db.query<{ booking_config: Record<string, unknown> }>('select booking_config from vet_groups where id = $1', [vetId]),
    db.query<{ welcome_title: string; welcome_message: unknown; welcome_active: boolean; emergency_message: unknown; emergency_active: boolean }>(
      'select welcome_title, welcome_message, welcome_active, emergency_message, emergency_active from booking_settings where vet_id = $1',
      [vetId],
    ),
    db.query<{ id: string; name: string; address: string }>('select id, name, address from clinics where vet_id = $1 order by position, name', [vetId]),
    db.query<{ id: number; name: string }>('select id, name from species where vet_id = $1 order by position, name', [vetId]),
    user
      ? db.query<{ id: number; name: string; species_id: number | null }>(
          'select id, name, species_id from pets where vet_id = $1 and user_id = $2 order by name, id',
          [vetId, user.id],
        )
      : Promise.resolve({ rows: [] }),
    user
      ? db.query<{ is_linked_to_pms: boolean }>('select is_linked_to_pms from users where vet_id = $1 and id = $2', [vetId, user.id])
      : Promise.resolve({ rows: [] }),
  ]);
  const config = group.rows[0]?.booking_config ?? {};
  const colour = (key: string) => (typeof config[key] === 'string' ? (config[key] as string) : undefined);
  const texts = settings.rows[0];
  return {
    bookingConfig: {
      mainColour: colour('mainColour'),
      hoverColour: colour('hoverColour'),
      highlightColour: colour('highlightColour'),
      allowSelectResource: config.allowSelectResource === true,
    },
    welcome: { title: texts?.welcome_title ?? '', messageSlate: slate(texts?.welcome_message), isActive: texts?.welcome_active ?? false },
    emergency: { messageSlate: slate(texts?.emergency_message), isActive: texts?.emergency_active ?? false },
    clinics: clinics.rows,
    species: species.rows.map((s) => ({ [String(s.id)]: s.name })),
    pets: pets.rows.map((p) => ({ id: p.id, name: p.name, speciesId: p.species_id })),
    user: user ? { isAccountLinkedToPms: account.rows[0]?.is_linked_to_pms ?? false } : null,
  } satisfies v.InferInput<typeof BookingStartAnswerSchema>;
}

export async function findClinic(db: Queryable, vetId: string, clinicId: string): Promise<Clinic> {
  const { rows } = await db.query<{ id: string; name: string; address: string; email: string | null; phone: string | null; opening_hours: unknown }>(
    'select id, name, address, email, phone, opening_hours from clinics where vet_id = $1 and id = $2',
    [vetId, clinicId],
  );
  const row = rows[0];
  if (!row) throw notFound(CLINIC_NOT_FOUND);
  return { id: row.id, name: row.name, address: row.address, email: row.email, phone: row.phone, openingHours: parseWeeklyHours(row.opening_hours) };
}

const TYPE_SELECT = `select t.id, t.name, t.duration_minutes as "durationMinutes", t.has_accept_checkbox as "hasAcceptCheckbox",
  t.important_information as "importantInformation", t.for_new_clients as "forNew", t.for_returning_clients as "forReturning"
  from appointment_types t`;

/** Every species id must be one of this group's. */
export async function checkSpecies(db: Queryable, vetId: string, speciesIds: readonly number[]): Promise<void> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from species where vet_id = $1 and id = any($2::int[])', [
    vetId,
    [...new Set(speciesIds)],
  ]);
  if ((rows[0]?.n ?? 0) !== new Set(speciesIds).size) throw unprocessable(SPECIES_NOT_FOUND, { issues: { speciesId: SPECIES_NOT_FOUND } });
}

/**
 * The active types offered for every one of these species (a booking for a dog and a cat
 * needs a type both can have) and, when given, this client status.
 */
export async function typesFor(db: Queryable, vetId: string, speciesIds: readonly number[], customerStatusId?: number): Promise<AppointmentTypeRow[]> {
  const distinct = [...new Set(speciesIds)];
  const { rows } = await db.query<AppointmentTypeRow>(
    `${TYPE_SELECT}
      where t.vet_id = $1 and t.active
        and ($3::int is null or ($3 = 1 and t.for_new_clients) or ($3 = 2 and t.for_returning_clients))
        and (select count(*) from appointment_type_species s
              where s.vet_id = t.vet_id and s.appointment_type_id = t.id and s.species_id = any($2::int[])) = $4
      order by t.position, t.name`,
    [vetId, distinct, customerStatusId ?? null, distinct.length],
  );
  return rows;
}

/** One type, if it is offered for these species (and status): else 404 / 422. */
export async function offeredType(db: Queryable, vetId: string, typeId: number, speciesIds: readonly number[], customerStatusId?: number) {
  const offered = (await typesFor(db, vetId, speciesIds, customerStatusId)).find((t) => t.id === typeId);
  if (offered) return offered;
  const exists = await db.query('select 1 from appointment_types where vet_id = $1 and id = $2 and active', [vetId, typeId]);
  if (!exists.rows.length) throw notFound(TYPE_NOT_FOUND);
  throw unprocessable(TYPE_NOT_FOR_PETS, { issues: { appointmentTypeId: TYPE_NOT_FOR_PETS } });
}

export async function findType(db: Queryable, vetId: string, typeId: number): Promise<AppointmentTypeRow> {
  const { rows } = await db.query<AppointmentTypeRow>(`${TYPE_SELECT} where t.vet_id = $1 and t.id = $2 and t.active`, [vetId, typeId]);
  if (!rows[0]) throw notFound(TYPE_NOT_FOUND);
  return rows[0];
}

/** The wire form of a type, with its length for the calendar. */
export const typeOnWire = (t: AppointmentTypeRow) =>
  ({
    id: t.id,
    name: t.name,
    hasAcceptCheckbox: t.hasAcceptCheckbox,
    importantInformation: t.importantInformation,
    durationMinutes: t.durationMinutes,
  }) satisfies v.InferInput<typeof AppointmentTypeAnswerSchema>;

export interface ClinicianRow {
  id: number;
  name: string;
  hours: WeeklyHours[];
}

/** The active clinicians of a clinic who see this type, in the clinic's order. */
export async function cliniciansFor(db: Queryable, vetId: string, clinicId: string, typeId: number): Promise<ClinicianRow[]> {
  const { rows } = await db.query<{ id: number; name: string; working_hours: unknown }>(
    `select r.id, r.name, r.working_hours
       from calendar_resources r
       join calendar_resource_types rt on rt.vet_id = r.vet_id and rt.calendar_resource_id = r.id
      where r.vet_id = $1 and r.clinic_id = $2 and rt.appointment_type_id = $3 and r.active
      order by r.position, r.name`,
    [vetId, clinicId, typeId],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, hours: parseWeeklyHours(r.working_hours) }));
}
