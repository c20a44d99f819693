// Linking a portal account to the client record in the practice-management system.
// search finds the customer's own record (by their email, or by client
// code plus their last name) and remembers it as matched; confirm-link starts the link, which
// the background job (./job.ts) completes a little later; decline-link answers "No" to the
// linking prompt. Every query is scoped to the signed-in user and their vet group.
import {
  ACCOUNT_TYPE_NAMES,
  ALREADY_LINKED,
  LINK_IN_PROGRESS,
  LINK_STARTED,
  NO_MATCH,
  SEARCH_FIRST,
  type AccountType,
  type LinkedAccount,
  type LinkedAccountMatch,
  type LinkedAccountSearch,
  type LinkStatus,
} from '../../../shared/schemas/linkedAccounts';
import type { Conn, Queryable } from '../../db/index';
import { conflict, notFound } from '../../http/errors';
import type { AuthUser } from '../../http/env';

/** How long the stand-in practice system takes to complete a confirmed link. */
export const PMS_LINK_DELAY_MS = 30_000;

interface LinkRow {
  id: number;
  status: LinkStatus;
  prompt_declined: boolean;
  client_code: string | null;
}

async function linkRow(db: Queryable, user: AuthUser, type: AccountType): Promise<LinkRow | undefined> {
  const { rows } = await db.query<LinkRow>(
    `select la.id, la.status, la.prompt_declined, p.client_code
       from linked_accounts la left join pms_clients p on p.id = la.pms_client_id and p.vet_id = la.vet_id
      where la.vet_id = $1 and la.user_id = $2 and la.account_type = $3`,
    [user.vetId, user.id, type],
  );
  return rows[0];
}

export async function linkStatus(db: Conn, user: AuthUser, type: AccountType): Promise<LinkedAccount> {
  const account = await db.one<{ is_linked_to_pms: boolean; client_code: string | null }>(
    'select is_linked_to_pms, client_code from users where id = $1 and vet_id = $2',
    [user.id, user.vetId],
  );
  if (!account) throw notFound('Your account was not found.');
  const row = await linkRow(db, user, type);
  // users.is_linked_to_pms is what booking reads; accounts linked by the clinic directly
  // (no row here) count as linked too.
  const isLinked = account.is_linked_to_pms || row?.status === 'linked';
  const status: LinkStatus = isLinked ? 'linked' : (row?.status ?? 'none');
  return {
    accountType: type,
    name: ACCOUNT_TYPE_NAMES[type],
    isLinked,
    linkedAccountIdentifier: isLinked ? (row?.client_code ?? account.client_code ?? null) : null,
    // The prompt asks until the customer links, starts linking, or says No.
    displayPrompt: !isLinked && status !== 'pending' && !row?.prompt_declined,
    status,
  } satisfies LinkedAccount;
}

/** The account area's list: the accounts that are linked or being linked. */
export async function listLinkedAccounts(db: Conn, user: AuthUser): Promise<LinkedAccount[]> {
  const all = [await linkStatus(db, user, 'pms')];
  return all.filter((a) => a.status === 'linked' || a.status === 'pending');
}

function refuseWhenLinkedOrLinking(status: LinkedAccount) {
  if (status.isLinked) throw conflict(ALREADY_LINKED);
  if (status.status === 'pending') throw conflict(LINK_IN_PROGRESS);
}

/** Digits only: '021 555-0101' and '0215550101' are one phone number. */
const digits = (value: string) => value.replace(/\D/g, '');

/** Whether `detail` is the phone on file or one of the record's pets. */
export function recordHolds(record: { phone: string; pets: { name: string }[] }, detail: string): boolean {
  const given = detail.trim();
  if (!given) return false;
  const phone = digits(given);
  if (phone.length >= 6 && phone === digits(record.phone)) return true;
  return record.pets.some((pet) => pet.name.trim().toLowerCase() === given.toLowerCase());
}

/** 'alex@example.nz' -> 'a***@example.nz': a record found by code shows whose it is, not the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
}

interface PmsCandidate {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  pets: { name: string }[] | string;
}

/**
 * The customer's own practice record, or null. A record linked (or being linked) to someone
 * else is never offered. Without a client code: the record under the account's confirmed
 * email (users.email; a change waiting for confirmation does not count). With one: the code,
 * the account's last name and a second fact the record holds (the phone on file or a pet's
 * name) must all match. Every miss, whatever its reason, is the same null.
 */
export async function searchPms(db: Conn, user: AuthUser, type: AccountType, criteria: LinkedAccountSearch, now: Date): Promise<LinkedAccountMatch | null> {
  refuseWhenLinkedOrLinking(await linkStatus(db, user, type));
  const account = await db.one<{ email: string; last_name: string }>('select email, last_name from users where id = $1 and vet_id = $2', [user.id, user.vetId]);
  if (!account) throw notFound('Your account was not found.');
  const byCode = criteria.clientCode !== '';
  const found = await db.one<PmsCandidate>(
    `select p.id, p.first_name, p.last_name, p.email, p.phone, p.pets
       from pms_clients p
      where p.vet_id = $1
        and ${byCode ? `upper(p.client_code) = upper($2) and lower(p.last_name) = lower($3) and $3 <> ''` : 'lower(p.email) = lower($2)'}
        and not exists (select 1 from linked_accounts o
                         where o.pms_client_id = p.id and o.status in ('pending', 'linked') and o.user_id <> $${byCode ? 4 : 3})
      order by p.id
      limit 1`,
    byCode ? [user.vetId, criteria.clientCode, account.last_name.trim(), user.id] : [user.vetId, account.email, user.id],
  );
  if (!found) return null;
  const pets = (typeof found.pets === 'string' ? JSON.parse(found.pets) : found.pets) as { name: string }[];
  if (byCode && !recordHolds({ phone: found.phone, pets }, criteria.recordDetail)) return null;
  await db.query(
    `insert into linked_accounts (vet_id, user_id, account_type, status, pms_client_id, matched_at)
     values ($1, $2, $3, 'matched', $4, $5)
     on conflict (user_id, account_type) do update
        set status = 'matched', pms_client_id = excluded.pms_client_id, matched_at = excluded.matched_at
      where linked_accounts.status in ('none', 'matched') and linked_accounts.vet_id = excluded.vet_id`,
    [user.vetId, user.id, type, found.id, now],
  );
  const sameEmail = found.email.toLowerCase() === account.email.toLowerCase();
  return { name: `${found.first_name} ${found.last_name}`.trim(), emailAddress: sameEmail ? found.email : maskEmail(found.email), petCount: pets.length };
}

export async function confirmLink(db: Conn, user: AuthUser, type: AccountType, now: Date) {
  refuseWhenLinkedOrLinking(await linkStatus(db, user, type));
  const due = new Date(now.getTime() + PMS_LINK_DELAY_MS);
  let started: { id: number } | undefined;
  try {
    started = await db.one<{ id: number }>(
      `update linked_accounts set status = 'pending', confirmed_at = $4, due_at = $5
        where vet_id = $1 and user_id = $2 and account_type = $3 and status = 'matched' returning id`,
      [user.vetId, user.id, type, now, due],
    );
  } catch (error) {
    // Someone else confirmed the same practice record first (one owner per record).
    if ((error as { code?: string } | null)?.code === '23505') throw conflict(NO_MATCH);
    throw error;
  }
  if (!started) throw conflict(SEARCH_FIRST);
  return { ...(await linkStatus(db, user, type)), message: LINK_STARTED };
}

export async function declineLink(db: Conn, user: AuthUser, type: AccountType) {
  const status = await linkStatus(db, user, type);
  if (status.isLinked) throw conflict(ALREADY_LINKED);
  await db.query(
    `insert into linked_accounts (vet_id, user_id, account_type, prompt_declined) values ($1, $2, $3, true)
     on conflict (user_id, account_type) do update set prompt_declined = true where linked_accounts.vet_id = excluded.vet_id`,
    [user.vetId, user.id, type],
  );
  return linkStatus(db, user, type);
}
