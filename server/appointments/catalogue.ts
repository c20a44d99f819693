// What the booking flow offers a vet group's visitors: the start details (config, texts,
// clinics, species, the user's pets), appointment types per species and client status, and
// clinicians per clinic and type. Every query filters by vet_id.
import type * as v from 'valibot';
import type { AppointmentTypeAnswerSchema, BookingStartAnswerSchema } from '../../shared/schemas/appointments';
import type { SlateNode } from '../../shared/content/richText';
import type { Db, Queryable } from '../db/index';
import { versionsAreRead, versionsFor } from '../cache/versions';
import { notFound, unprocessable } from '../http/errors';
import type { AuthUser } from '../http/env';
import { parseClosedDays, type ClosureSettings } from './closures';
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
  /** Public holidays and the clinic's own closed days (closures.ts). */
  closures: ClosureSettings;
}

export interface AppointmentTypeRow {
  id: number;
  name: string;
  durationMinutes: number;
  hasAcceptCheckbox: boolean;
  importantInformation: string | null;
  forNew: boolean;
  forReturning: boolean;
  /** Clients may book it themselves; else only the desk can. */
  online: boolean;
  /** A booking of n pets takes n durations; else one (bookingLength.ts). */
  perPet: boolean;
}

/**
 * Who is booking: a client (the booking flow, holds, the manage link) sees only the types
 * offered online; the desk books any active type.
 */
export type Audience = 'client' | 'desk';

const TYPE_IDS = { dog: 1, cat: 2, other: 3 } as const;
const TYPE_NAMES = { dog: 'Dog', cat: 'Cat', other: 'Other' } as const;

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
      ? // The older flow's type (dog, cat, other) as the older forms stored it, or read from
        // the species of a pet saved by the newer ones: that flow sends it with the pet.
        db.query<{ id: number; name: string; species_id: number | null; type: keyof typeof TYPE_IDS | null }>(
          `select p.id, p.name, p.species_id,
                  coalesce(p.type, case when s.id is null then null when lower(s.name) in ('dog', 'cat') then lower(s.name) else 'other' end) as type
             from pets p left join species s on s.vet_id = p.vet_id and s.id = p.species_id
            where p.vet_id = $1 and p.user_id = $2 order by p.name, p.id`,
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
    pets: pets.rows.map((p) => ({
      id: p.id,
      name: p.name,
      speciesId: p.species_id,
      type: p.type ? { id: TYPE_IDS[p.type], name: TYPE_NAMES[p.type] } : null,
    })),
    user: user ? { isAccountLinkedToPms: account.rows[0]?.is_linked_to_pms ?? false } : null,
  } satisfies v.InferInput<typeof BookingStartAnswerSchema>;
}

/**
 * A group's booking catalogue: its species, appointment types (with the species each is for),
 * clinics and clinicians (with the types each sees), each list in its display order. Every
 * booking, hold and slots month looks things up in it, so it is read in one go and kept in
 * memory under the 'catalogue:<group>' version (migration 017's triggers bump it in the
 * transaction of any change to those rows): while nothing changed, a lookup costs no
 * statement, only the version (one read per burst on PostgreSQL, none on PGlite).
 */
export interface Catalogue {
  speciesIds: ReadonlySet<number>;
  types: readonly (AppointmentTypeRow & { active: boolean; speciesIds: ReadonlySet<number> })[];
  clinics: ReadonlyMap<string, Clinic>;
  clinicians: readonly (ClinicianRow & { clinicId: string; active: boolean; typeIds: ReadonlySet<number> })[];
}

async function readCatalogue(db: Queryable, vetId: string): Promise<Catalogue> {
  const [species, types, typeSpecies, clinics, clinicians, clinicianTypes] = await Promise.all([
    db.query<{ id: number }>('select id from species where vet_id = $1', [vetId]),
    db.query<AppointmentTypeRow & { active: boolean }>(`${TYPE_SELECT}, t.active from appointment_types t where t.vet_id = $1 order by t.position, t.name`, [
      vetId,
    ]),
    db.query<{ type: number; species: number }>('select appointment_type_id as type, species_id as species from appointment_type_species where vet_id = $1', [
      vetId,
    ]),
    db.query<{
      id: string;
      name: string;
      address: string;
      email: string | null;
      phone: string | null;
      opening_hours: unknown;
      holiday_region: string | null;
      open_on_public_holidays: boolean;
      closed_days: unknown;
    }>('select id, name, address, email, phone, opening_hours, holiday_region, open_on_public_holidays, closed_days from clinics where vet_id = $1', [vetId]),
    // A calendar is bookable while its clinician works there and works at all (migration 032).
    db.query<{ id: number; name: string; clinic_id: string; active: boolean; working_hours: unknown }>(
      `select r.id, p.name, r.clinic_id, r.active and p.active as active, r.working_hours
         from calendar_resources r join clinicians p on p.id = r.clinician_id and p.vet_id = r.vet_id
        where r.vet_id = $1 order by r.position, p.name`,
      [vetId],
    ),
    db.query<{ clinician: number; type: number }>(
      'select calendar_resource_id as clinician, appointment_type_id as type from calendar_resource_types where vet_id = $1',
      [vetId],
    ),
  ]);
  const grouped = (pairs: [number, number][]) => {
    const map = new Map<number, Set<number>>();
    for (const [key, value] of pairs) map.set(key, (map.get(key) ?? new Set()).add(value));
    return map;
  };
  const speciesOfType = grouped(typeSpecies.rows.map((r) => [r.type, r.species]));
  const typesOfClinician = grouped(clinicianTypes.rows.map((r) => [r.clinician, r.type]));
  return {
    speciesIds: new Set(species.rows.map((r) => r.id)),
    types: types.rows.map((t) => ({ ...t, speciesIds: speciesOfType.get(t.id) ?? new Set() })),
    clinics: new Map(
      clinics.rows.map((r) => [
        r.id,
        {
          id: r.id,
          name: r.name,
          address: r.address,
          email: r.email,
          phone: r.phone,
          openingHours: parseWeeklyHours(r.opening_hours),
          closures: { holidayRegion: r.holiday_region, openOnPublicHolidays: r.open_on_public_holidays, closedDays: parseClosedDays(r.closed_days) },
        },
      ]),
    ),
    clinicians: clinicians.rows.map((r) => ({
      id: r.id,
      name: r.name,
      clinicId: r.clinic_id,
      active: r.active,
      hours: parseWeeklyHours(r.working_hours),
      typeIds: typesOfClinician.get(r.id) ?? new Set(),
    })),
  };
}

const keptCatalogues = new WeakMap<Db, Map<string, { version: string; catalogue: Promise<Catalogue> }>>();

/** The group's catalogue as of now: kept while its version stands, read again after a change. */
export async function catalogueOf(db: Db, vetId: string): Promise<Catalogue> {
  // The version is read before the rows: a change after this read gives a newer version, so
  // a catalogue is never kept under a version older than what it saw.
  const version = await versionsFor(db).of(`catalogue:${vetId}`);
  let kept = keptCatalogues.get(db);
  if (!kept) keptCatalogues.set(db, (kept = new Map()));
  const hit = kept.get(vetId);
  if (hit?.version === version) return hit.catalogue;
  const catalogue = readCatalogue(db, vetId);
  const entry = { version, catalogue };
  kept.set(vetId, entry);
  // A failed read (the database away) is not kept: the next call tries again.
  catalogue.catch(() => kept.get(vetId) === entry && kept.delete(vetId));
  return catalogue;
}

/**
 * The catalogue this process keeps, without reading its version first, and the version it was
 * kept under: for a caller that checks that version in the statement that writes (a booking:
 * one round trip fewer) and asks catalogueOf again when it is refused, in case the
 * refusal was the kept catalogue's doing. `version` is null when there is nothing to check:
 * nothing was kept (catalogueOf has just read it), or the database is the embedded one, whose
 * versions are counted from notifications rather than read from the table (and cost nothing).
 */
export async function keptCatalogue(db: Db, vetId: string): Promise<{ catalogue: Catalogue; version: string | null }> {
  const hit = versionsAreRead(db) ? keptCatalogues.get(db)?.get(vetId) : undefined;
  if (hit) return { catalogue: await hit.catalogue, version: hit.version };
  return { catalogue: await catalogueOf(db, vetId), version: null };
}

export function findClinic(catalogue: Catalogue, clinicId: string): Clinic {
  const clinic = catalogue.clinics.get(clinicId);
  if (!clinic) throw notFound(CLINIC_NOT_FOUND);
  return clinic;
}

const TYPE_SELECT = `select t.id, t.name, t.duration_minutes as "durationMinutes", t.has_accept_checkbox as "hasAcceptCheckbox",
  t.important_information as "importantInformation", t.for_new_clients as "forNew", t.for_returning_clients as "forReturning",
  t.online, t.per_pet as "perPet"`;

/** Every species id must be one of this group's. */
export function checkSpecies(catalogue: Catalogue, speciesIds: readonly number[]): void {
  if (!speciesIds.every((id) => catalogue.speciesIds.has(id))) throw unprocessable(SPECIES_NOT_FOUND, { issues: { speciesId: SPECIES_NOT_FOUND } });
}

const withoutCatalogueFields = ({ active: _active, speciesIds: _species, ...type }: Catalogue['types'][number]): AppointmentTypeRow => type;

const bookable = (t: Catalogue['types'][number], audience: Audience) => t.active && (audience === 'desk' || t.online);

/**
 * The active types offered for every one of these species (a booking for a dog and a cat
 * needs a type both can have) and, when given, this client status; for a client, only those
 * offered online.
 */
export function typesFor(catalogue: Catalogue, speciesIds: readonly number[], customerStatusId?: number, audience: Audience = 'client'): AppointmentTypeRow[] {
  return catalogue.types
    .filter(
      (t) =>
        bookable(t, audience) &&
        (customerStatusId === undefined || (customerStatusId === 1 && t.forNew) || (customerStatusId === 2 && t.forReturning)) &&
        speciesIds.every((id) => t.speciesIds.has(id)),
    )
    .map(withoutCatalogueFields);
}

/** One type, if it is offered for these species (and status): else 404 / 422. */
export function offeredType(
  catalogue: Catalogue,
  typeId: number,
  speciesIds: readonly number[],
  customerStatusId?: number,
  audience: Audience = 'client',
): AppointmentTypeRow {
  const offered = typesFor(catalogue, speciesIds, customerStatusId, audience).find((t) => t.id === typeId);
  if (offered) return offered;
  findType(catalogue, typeId, audience);
  throw unprocessable(TYPE_NOT_FOR_PETS, { issues: { appointmentTypeId: TYPE_NOT_FOR_PETS } });
}

/** An active type (for a client, one offered online); else 404, as if it did not exist. */
export function findType(catalogue: Catalogue, typeId: number, audience: Audience = 'client'): AppointmentTypeRow {
  const type = catalogue.types.find((t) => t.id === typeId && bookable(t, audience));
  if (!type) throw notFound(TYPE_NOT_FOUND);
  return withoutCatalogueFields(type);
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
export function cliniciansFor(catalogue: Catalogue, clinicId: string, typeId: number): ClinicianRow[] {
  return catalogue.clinicians.filter((c) => c.active && c.clinicId === clinicId && c.typeIds.has(typeId)).map(({ id, name, hours }) => ({ id, name, hours }));
}
