// A signed-in client's pets. Every query is scoped to the vet
// group and the user from the token: another client's pet is "not found", never shown.
// Pets that come from the practice system are read-only here.
import { randomBytes } from 'node:crypto';
import { differenceInMonths, differenceInYears } from 'date-fns';
import type { InferInput } from 'valibot';
import { IMAGE_UPLOAD_MAX } from '../../../shared/domain/limits';
import { todayKey } from '../../../shared/format/dates';
import {
  PetAnswerSchema,
  PET_PHOTO_MAX_BYTES,
  PHOTO_BYTES_TOO_LARGE,
  SPECIES_REQUIRED,
  OTHER_PET_TYPE_REQUIRED,
  isOtherSpecies,
  photoFormatMessage,
  photoTooLargeMessage,
  type PetInput,
  type PetPhotoInput,
} from '../../../shared/schemas/pets';
import type { Conn, Db } from '../../db/index';
import { HttpError, forbidden, notFound, unprocessable } from '../../http/errors';
import type { AuthUser } from '../../http/env';
import { picturesBusy, reencodePicture } from '../reencode';

export const PET_NOT_FOUND = 'That pet was not found.';
export const PET_LINKED = 'This pet is linked to your clinic’s practice records and cannot be changed here. Please contact your vet to update its details.';
export const SPECIES_NOT_FOUND = 'That species is not offered by this clinic.';

interface PetRow {
  id: number;
  name: string;
  type: 'other' | 'cat' | 'dog' | null;
  other_pet_type: string;
  species_id: number | null;
  species_name: string | null;
  breed: string;
  gender: string | null;
  date_of_birth: string | null;
  weight: number | null;
  desexed: boolean | null;
  microchip_number: string;
  is_linked_to_pms: boolean;
  vaccinations: unknown;
  treatments: unknown;
  photo_key: string | null;
}

interface VaccinationRecord {
  type: string;
  dueDate?: string;
  vet?: string;
}

interface TreatmentRecord {
  type: string;
  date?: string;
  vet?: string;
}

// Dates and numbers are formatted in SQL: node-postgres would turn a `date` into a Date at
// the server's local midnight, and `numeric` into a string.
const SELECT = `
  select p.id, p.name, p.type, p.other_pet_type, p.species_id, s.name as species_name, p.breed, p.gender,
         to_char(p.date_of_birth, 'YYYY-MM-DD') as date_of_birth, p.weight::float8 as weight, p.desexed,
         p.microchip_number, p.is_linked_to_pms, p.vaccinations, p.treatments, ph.key as photo_key
    from pets p
    left join species s on s.id = p.species_id and s.vet_id = p.vet_id
    left join pet_photos ph on ph.pet_id = p.id and ph.vet_id = p.vet_id`;

const parseJson = <T>(value: unknown): T[] => {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
};

/** '3 years', '1 year', '5 months', 'Under 1 month': the pet card's age line. */
export function ageLabel(dateOfBirth: string | null, today: string): string | null {
  if (!dateOfBirth) return null;
  const born = new Date(`${dateOfBirth}T00:00:00Z`);
  const now = new Date(`${today}T00:00:00Z`);
  const years = differenceInYears(now, born);
  if (years >= 1) return years === 1 ? '1 year' : `${years} years`;
  const months = differenceInMonths(now, born);
  if (months >= 1) return months === 1 ? '1 month' : `${months} months`;
  return 'Under 1 month';
}

/** Where a photo is served from: absolute, because widgets run on other sites. */
export const photoUrl = (origin: string, vetId: string, key: string) => `${origin}/api/v1/pet/photo/${key}?vetId=${encodeURIComponent(vetId)}`;

export type PetView = ReturnType<typeof toPet>;

function toPet(row: PetRow, context: { today: string; origin: string; vetId: string }) {
  const vaccinations = parseJson<VaccinationRecord>(row.vaccinations);
  const overdue = vaccinations.filter((x) => x.dueDate && x.dueDate < context.today);
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    otherPetType: row.other_pet_type,
    species: row.species_id === null ? null : { id: row.species_id, name: row.species_name ?? '' },
    speciesId: row.species_id,
    breed: row.breed,
    gender: row.gender,
    dateOfBirth: row.date_of_birth,
    weight: row.weight,
    desexed: row.desexed,
    microchipNumber: row.microchip_number,
    age: ageLabel(row.date_of_birth, context.today),
    photoUrl: row.photo_key ? photoUrl(context.origin, context.vetId, row.photo_key) : null,
    // Only known for pets whose records come from the practice system.
    vaccinationUpToDate: vaccinations.length ? overdue.length === 0 : null,
    vaccinations,
    missingVaccinations: overdue.map((x) => x.type),
    treatments: parseJson<TreatmentRecord>(row.treatments),
    isLinkedToPms: row.is_linked_to_pms,
  } satisfies InferInput<typeof PetAnswerSchema>;
}

export interface PetContext {
  db: Db;
  user: AuthUser;
  now: Date;
  /** The public origin (PUBLIC_URL), for photo URLs. */
  origin: string;
}

const view = (ctx: PetContext) => ({ today: todayKey(ctx.now), origin: ctx.origin, vetId: ctx.user.vetId });

export async function listPets(ctx: PetContext, page: { offset: number; limit: number }) {
  const { db, user } = ctx;
  const { rows } = await db.query<PetRow>(`${SELECT} where p.vet_id = $1 and p.user_id = $2 order by p.id limit $3 offset $4`, [
    user.vetId,
    user.id,
    page.limit,
    page.offset,
  ]);
  const total = await db.one<{ n: number }>('select count(*)::int as n from pets where vet_id = $1 and user_id = $2', [user.vetId, user.id]);
  return { items: rows.map((r) => toPet(r, view(ctx))), total: total?.n ?? 0 };
}

async function ownPet(db: Conn, user: AuthUser, id: number): Promise<PetRow> {
  const row = await db.one<PetRow>(`${SELECT} where p.id = $1 and p.vet_id = $2 and p.user_id = $3`, [id, user.vetId, user.id]);
  if (!row) throw notFound(PET_NOT_FOUND);
  return row;
}

async function editablePet(db: Conn, user: AuthUser, id: number): Promise<PetRow> {
  const row = await ownPet(db, user, id);
  if (row.is_linked_to_pms) throw forbidden(PET_LINKED);
  return row;
}

export async function getPet(ctx: PetContext, id: number) {
  return toPet(await ownPet(ctx.db, ctx.user, id), view(ctx));
}

const TYPE_OF_SPECIES: Record<string, 'dog' | 'cat'> = { dog: 'dog', cat: 'cat' };
const SPECIES_OF_TYPE: Record<string, string> = { dog: 'dog', cat: 'cat', other: 'other' };

/**
 * The older form's type and the newer form's species describe one thing: whichever came,
 * the other is filled in from the group's species list, so both forms show the pet alike.
 */
async function kindOf(db: Conn, vetId: string, input: PetInput) {
  if (input.speciesId !== null) {
    const species = await db.one<{ id: number; name: string }>('select id, name from species where id = $1 and vet_id = $2', [input.speciesId, vetId]);
    if (!species) throw unprocessable(SPECIES_NOT_FOUND, { issues: { speciesId: SPECIES_NOT_FOUND } });
    if (isOtherSpecies(species.name) && !input.otherPetType)
      throw unprocessable(OTHER_PET_TYPE_REQUIRED, { issues: { otherPetType: OTHER_PET_TYPE_REQUIRED } });
    const type = TYPE_OF_SPECIES[species.name.toLowerCase()] ?? 'other';
    return { type, speciesId: species.id, otherPetType: type === 'other' ? input.otherPetType || (species.name === 'Other' ? '' : species.name) : '' };
  }
  if (input.type === null) throw unprocessable(SPECIES_REQUIRED, { issues: { speciesId: SPECIES_REQUIRED } });
  // 'other' with a text naming one of the group's species (a rabbit) takes that species.
  const wanted = input.type === 'other' && input.otherPetType ? input.otherPetType : SPECIES_OF_TYPE[input.type]!;
  const species =
    (await db.one<{ id: number }>('select id from species where vet_id = $1 and lower(name) = lower($2)', [vetId, wanted])) ??
    (input.type === 'other' ? await db.one<{ id: number }>(`select id from species where vet_id = $1 and lower(name) = 'other'`, [vetId]) : undefined);
  return { type: input.type, speciesId: species?.id ?? null, otherPetType: input.otherPetType };
}

export async function savePet(ctx: PetContext, input: PetInput, id?: number) {
  const { db, user } = ctx;
  return db.tx(async (tx) => {
    if (id !== undefined) await editablePet(tx, user, id);
    const kind = await kindOf(tx, user.vetId, input);
    const values = [
      input.name,
      kind.type,
      kind.otherPetType,
      kind.speciesId,
      input.breed,
      input.gender,
      input.dateOfBirth,
      input.weight,
      input.desexed,
      input.microchipNumber,
    ];
    const saved =
      id === undefined
        ? await tx.one<{ id: number }>(
            `insert into pets (vet_id, user_id, name, type, other_pet_type, species_id, breed, gender, date_of_birth, weight, desexed, microchip_number)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
            [user.vetId, user.id, ...values],
          )
        : await tx.one<{ id: number }>(
            // is_linked_to_pms is re-checked in the statement: a link completed meanwhile wins.
            `update pets set name = $4, type = $5, other_pet_type = $6, species_id = $7, breed = $8, gender = $9,
                    date_of_birth = $10, weight = $11, desexed = $12, microchip_number = $13
              where id = $1 and vet_id = $2 and user_id = $3 and not is_linked_to_pms returning id`,
            [id, user.vetId, user.id, ...values],
          );
    if (!saved) throw forbidden(PET_LINKED);
    return toPet(await ownPet(tx, user, saved.id), view(ctx));
  });
}

export async function removePet(ctx: PetContext, id: number) {
  const { db, user } = ctx;
  await editablePet(db, user, id);
  const { rows } = await db.query('delete from pets where id = $1 and vet_id = $2 and user_id = $3 and not is_linked_to_pms returning id', [
    id,
    user.vetId,
    user.id,
  ]);
  if (!rows.length) throw forbidden(PET_LINKED);
}

export const PHOTO_UNREADABLE = 'The photo could not be read. Please choose another picture.';

/**
 * Decodes a photo and writes it again (server/accounts/reencode.ts): real png, jpeg, webp or
 * gif bytes within the byte limit and, decoded, within the pixel limit; what is kept has no
 * metadata (no GPS location).
 */
export async function checkPhoto(input: PetPhotoInput) {
  // Base64 is 4 characters per 3 bytes: refuse an oversized photo before decoding it.
  if (Math.floor((input.photoData.length * 3) / 4) - (input.photoData.match(/=+$/)?.[0].length ?? 0) > PET_PHOTO_MAX_BYTES)
    throw new HttpError(413, PHOTO_BYTES_TOO_LARGE, { issues: { photoData: PHOTO_BYTES_TOO_LARGE } });
  const picture = await reencodePicture(new Uint8Array(Buffer.from(input.photoData, 'base64')), { max: IMAGE_UPLOAD_MAX });
  if ('problem' in picture) {
    if (picture.problem === 'busy') throw picturesBusy();
    const message =
      picture.problem === 'format'
        ? photoFormatMessage()
        : picture.problem === 'too-large'
          ? photoTooLargeMessage(IMAGE_UPLOAD_MAX.width, IMAGE_UPLOAD_MAX.height)
          : PHOTO_UNREADABLE;
    throw unprocessable(message, { issues: { photoData: message } });
  }
  // The stored name says what the bytes now are ('lamb.gif' is kept as 'lamb.png').
  const filename = `${input.photoFilename.replace(/\.[a-z0-9]+$/i, '')}.${picture.extension}`;
  return { bytes: picture.bytes, contentType: picture.contentType, filename };
}

export async function setPhoto(ctx: PetContext, id: number, input: PetPhotoInput) {
  const { db, user } = ctx;
  const photo = await checkPhoto(input);
  await editablePet(db, user, id);
  // A new key per upload: the old URL stops working and caches never show a stale photo.
  const key = randomBytes(24).toString('base64url').replace(/[-_]/g, 'x');
  await db.query(
    `insert into pet_photos (pet_id, vet_id, key, content_type, filename, bytes, updated_at)
     select p.id, p.vet_id, $4, $5, $6, $7, $8 from pets p where p.id = $1 and p.vet_id = $2 and p.user_id = $3 and not p.is_linked_to_pms
     on conflict (pet_id) do update set key = excluded.key, content_type = excluded.content_type, filename = excluded.filename,
            bytes = excluded.bytes, updated_at = excluded.updated_at`,
    [id, user.vetId, user.id, key, photo.contentType, photo.filename, photo.bytes, ctx.now],
  );
  await db.query(`update pets set photo_path = $4 where id = $1 and vet_id = $2 and user_id = $3`, [id, user.vetId, user.id, key]);
  return { id, photoUrl: photoUrl(ctx.origin, user.vetId, key) };
}

export async function readPhoto(db: Conn, vetId: string, key: string) {
  if (!/^[A-Za-z0-9]{24,64}$/.test(key)) return undefined;
  const row = await db.one<{ content_type: string; bytes: Uint8Array | Buffer; updated_at: Date }>(
    'select content_type, bytes, updated_at from pet_photos where key = $1 and vet_id = $2',
    [key, vetId],
  );
  return row && { contentType: row.content_type, bytes: new Uint8Array(row.bytes), updatedAt: new Date(row.updated_at) };
}
