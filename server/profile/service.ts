// The signed-in client's own profile, delivery addresses and password. Every query is
// scoped to the user and vet group from the token, so nobody reaches another's rows.
import type { InferInput, InferOutput } from 'valibot';
import type { AddressAnswerSchema, ProfileAnswerSchema } from '../../shared/schemas/profile';
import { REGIONS } from '../../shared/domain/regions';
import { groupWords, passwordProblem } from '../auth/passwordPolicy';
import { hashPassword } from '../auth/passwords';
import type { Conn, Db } from '../db/index';
import { conflict, notFound, unprocessable } from '../http/errors';
import type { AuthUser, Deps } from '../http/env';
import { pendingEmail, requestEmailChange } from './emailChange';
import type { AddressSchema, ProfileSchema } from './schemas';

export const DEFAULT_ADDRESS_DELETE = 'The default delivery address cannot be removed. Make another address the default first.';
export { EMAIL_TAKEN } from './emailChange';
export const WRONG_PASSWORD = 'Current password is not correct';

export interface AddressRow {
  id: number;
  type: string;
  user_id: number;
  company: string;
  street: string;
  suburb: string;
  city: string;
  post_code: string;
  region_id: number;
  is_default: boolean;
}

export function toAddress(row: AddressRow) {
  const region = REGIONS.find((r) => r.id === row.region_id);
  return {
    id: row.id,
    type: row.type,
    userId: row.user_id,
    company: row.company,
    street: row.street,
    suburb: row.suburb,
    city: row.city,
    postCode: row.post_code,
    region: region ? { id: region.id, name: region.name } : null,
    isDefault: row.is_default,
  } satisfies InferInput<typeof AddressAnswerSchema>;
}

export async function listAddresses(db: Conn, user: AuthUser) {
  const { rows } = await db.query<AddressRow>('select * from addresses where vet_id = $1 and user_id = $2 order by is_default desc, id', [user.vetId, user.id]);
  return rows.map(toAddress);
}

async function ownAddress(db: Conn, user: AuthUser, id: number): Promise<AddressRow> {
  const { rows } = await db.query<AddressRow>('select * from addresses where id = $1 and vet_id = $2 and user_id = $3', [id, user.vetId, user.id]);
  if (!rows[0]) throw notFound('That address was not found.');
  return rows[0];
}

export async function getAddress(db: Conn, user: AuthUser, id: number) {
  return toAddress(await ownAddress(db, user, id));
}

type AddressInput = InferOutput<typeof AddressSchema>;
const regionOf = (input: AddressInput) => {
  const id = input.region?.id ?? input.regionId;
  if (!id) throw unprocessable('The Region is required', { issues: { region: 'The Region is required' } });
  return id;
};

export async function saveAddress(db: Db, user: AuthUser, input: AddressInput, id?: number) {
  const region = regionOf(input);
  return db.tx(async (tx) => {
    const count = await tx.one<{ n: number }>('select count(*)::int as n from addresses where vet_id = $1 and user_id = $2', [user.vetId, user.id]);
    // The first address is the default; asking for a default moves the flag in one transaction.
    const makeDefault = input.isDefault || count?.n === 0;
    if (id !== undefined) await ownAddress(tx, user, id);
    if (makeDefault) await tx.query('update addresses set is_default = false where vet_id = $1 and user_id = $2', [user.vetId, user.id]);
    const values = [input.type, input.company ?? '', input.street, input.suburb ?? '', input.city, input.postCode, region];
    const row =
      id === undefined
        ? await tx.one<AddressRow>(
            `insert into addresses (vet_id, user_id, type, company, street, suburb, city, post_code, region_id, is_default)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *`,
            [user.vetId, user.id, ...values, makeDefault],
          )
        : await tx.one<AddressRow>(
            `update addresses set type = $4, company = $5, street = $6, suburb = $7, city = $8, post_code = $9, region_id = $10,
                    is_default = is_default or $11
              where id = $1 and vet_id = $2 and user_id = $3 returning *`,
            [id, user.vetId, user.id, ...values, makeDefault],
          );
    return toAddress(row!);
  });
}

export async function setDefaultAddress(db: Db, user: AuthUser, id: number) {
  return db.tx(async (tx) => {
    await ownAddress(tx, user, id);
    await tx.query('update addresses set is_default = false where vet_id = $1 and user_id = $2', [user.vetId, user.id]);
    const row = await tx.one<AddressRow>('update addresses set is_default = true where id = $1 returning *', [id]);
    return toAddress(row!);
  });
}

export async function removeAddress(db: Conn, user: AuthUser, id: number) {
  const row = await ownAddress(db, user, id);
  if (row.is_default) throw conflict(DEFAULT_ADDRESS_DELETE);
  await db.query('delete from addresses where id = $1 and vet_id = $2 and user_id = $3', [id, user.vetId, user.id]);
}

interface UserRow {
  id: number;
  client_code: string | null;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  is_linked_to_pms: boolean;
}

/** Payment methods live in another module; the profile lists them when that table exists. */
async function paymentMethodsOf(db: Conn, user: AuthUser) {
  const exists = await db.query<{ t: string | null }>(`select to_regclass('payment_methods')::text as t`);
  if (!exists.rows[0]?.t) return [];
  const { rows } = await db.query<{ id: number; is_default: boolean }>(
    'select id, is_default from payment_methods where vet_id = $1 and user_id = $2 order by id',
    [user.vetId, user.id],
  );
  return rows.map((r) => ({ id: r.id, isDefault: r.is_default }));
}

export async function getProfile(db: Conn, user: AuthUser, now: Date) {
  const row = await db.one<UserRow>('select * from users where id = $1 and vet_id = $2', [user.id, user.vetId]);
  if (!row) throw notFound('Your account was not found.');
  return {
    id: row.id,
    clientCode: row.client_code ?? '',
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    // The confirmed address; a change waiting for its link is pendingEmail.
    email: row.email,
    pendingEmail: await pendingEmail(db, user, now),
    isAccountLinkedToPms: row.is_linked_to_pms,
    addresses: (await listAddresses(db, user)).map(({ id, isDefault }) => ({ id, isDefault })),
    paymentMethods: await paymentMethodsOf(db, user),
  } satisfies InferInput<typeof ProfileAnswerSchema>;
}

/**
 * Saves what the client owns: names and phone at once; a new email only once the new address
 * confirms it (requestEmailChange). The client code and the link to the practice system are
 * the practice's: nothing sent here changes them.
 */
export async function updateProfile(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, user: AuthUser, input: InferOutput<typeof ProfileSchema>, now: Date) {
  const { db } = deps;
  await requestEmailChange(deps, user, input.email, now);
  await db.query('update users set first_name = $3, last_name = $4, phone = $5 where id = $1 and vet_id = $2', [
    user.id,
    user.vetId,
    input.firstName,
    input.lastName,
    input.phone,
  ]);
  return getProfile(db, user, now);
}

/** Sets a new password; the route has checked the current one (server/auth/currentPassword.ts). */
export async function changePassword(db: Conn, user: AuthUser, next: string) {
  const row = await db.one<{ email: string; first_name: string; last_name: string }>(
    'select email, first_name, last_name from users where id = $1 and vet_id = $2',
    [user.id, user.vetId],
  );
  const problem =
    row &&
    (await passwordProblem(next, { email: row.email, firstName: row.first_name, lastName: row.last_name, groupWords: await groupWords(db, user.vetId) }));
  if (problem) throw unprocessable(problem, { issues: { newPassword: problem } });
  await db.query('update users set password_hash = $3 where id = $1 and vet_id = $2', [user.id, user.vetId, await hashPassword(next)]);
  // Other sessions end, and their tokens with them: a changed password must lock out whoever
  // knew the old one. The session that made the change stays signed in.
  await db.query('delete from sessions where user_id = $1 and token_id is distinct from $2', [user.id, user.sessionId ?? null]);
}

export const DELETE_PASSWORD_WRONG = 'That password is not correct, so your account was not deleted.';

/**
 * Deletes everything the user owns (foreign keys cascade: sessions, and so every token, end
 * too), then the account; the route has asked for the account's password again.
 */
export async function deleteAccount(db: Conn, user: AuthUser) {
  await db.query('delete from users where id = $1 and vet_id = $2', [user.id, user.vetId]);
}
