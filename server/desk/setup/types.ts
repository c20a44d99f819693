// A manager adds and changes the group's appointment types: name, length, the species and
// client statuses it is for, whether clients may book it online, whether its length is per
// pet, and whether it is offered at all. The triggers of migrations 016 and 017 move the
// catalogue and every clinic's slots versions in the change's transaction, so the booking
// flow offers (or stops offering) it at once.
import type { Conn, Db } from '../../db/index';
import { notFound, unprocessable } from '../../http/errors';
import type { StaffMember } from '../../http/env';
import { SETUP_SPECIES_NOT_FOUND, TYPE_NAME_TAKEN, type AppointmentTypeSetupInput } from '../../../shared/schemas/deskSetup';
import { typesOf, type SetupType } from './read';

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

async function checkSpecies(db: Conn, vetId: string, speciesIds: number[]): Promise<void> {
  const { rows } = await db.query<{ id: number }>('select id from species where vet_id = $1 and id = any($2::int[])', [vetId, speciesIds]);
  if (rows.length !== speciesIds.length) throw unprocessable(SETUP_SPECIES_NOT_FOUND, { issues: { speciesIds: SETUP_SPECIES_NOT_FOUND } });
}

/** The type's species as given: those it no longer has go, new ones come (nothing written for the rest). */
async function writeSpecies(tx: Conn, vetId: string, typeId: number, speciesIds: number[]): Promise<void> {
  await tx.query('delete from appointment_type_species where vet_id = $1 and appointment_type_id = $2 and not (species_id = any($3::int[]))', [
    vetId,
    typeId,
    speciesIds,
  ]);
  await tx.query(
    `insert into appointment_type_species (vet_id, appointment_type_id, species_id)
     select $1, $2, s.id from unnest($3::int[]) as s(id) on conflict do nothing`,
    [vetId, typeId, speciesIds],
  );
}

/** A name the group already has is the caller's to change (422), not a server error. */
async function named<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw unprocessable(TYPE_NAME_TAKEN, { issues: { name: TYPE_NAME_TAKEN } });
    throw error;
  }
}

const values = (input: AppointmentTypeSetupInput) => [
  input.name,
  input.durationMinutes,
  input.forNewClients,
  input.forReturningClients,
  input.online,
  input.perPet,
  input.active,
];

/** POST /api/v1/desk/setup/types: a new type, last in the group's order. */
export async function createType(db: Db, staff: StaffMember, input: AppointmentTypeSetupInput): Promise<SetupType> {
  return named(() =>
    db.tx(async (tx) => {
      await checkSpecies(tx, staff.vetId, input.speciesIds);
      const { id } = (await tx.one<{ id: number }>(
        `insert into appointment_types (vet_id, name, duration_minutes, for_new_clients, for_returning_clients, online, per_pet, active, position)
         select $1, $2, $3, $4, $5, $6, $7, $8, coalesce((select max(position) from appointment_types where vet_id = $1), -1) + 1
         returning id`,
        [staff.vetId, ...values(input)],
      ))!;
      await writeSpecies(tx, staff.vetId, id, input.speciesIds);
      return (await typesOf(tx, staff.vetId, id))[0]!;
    }),
  );
}

/** PUT /api/v1/desk/setup/types/:id: the type as `input` has it; another group's is a 404. */
export async function updateType(db: Db, staff: StaffMember, id: number, input: AppointmentTypeSetupInput): Promise<SetupType> {
  return named(() =>
    db.tx(async (tx) => {
      const current = await tx.one('select 1 from appointment_types where vet_id = $1 and id = $2 for update', [staff.vetId, id]);
      if (!current) throw notFound();
      await checkSpecies(tx, staff.vetId, input.speciesIds);
      await tx.query(
        `update appointment_types set name = $3, duration_minutes = $4, for_new_clients = $5, for_returning_clients = $6, online = $7, per_pet = $8, active = $9
          where vet_id = $1 and id = $2`,
        [staff.vetId, id, ...values(input)],
      );
      await writeSpecies(tx, staff.vetId, id, input.speciesIds);
      return (await typesOf(tx, staff.vetId, id))[0]!;
    }),
  );
}
