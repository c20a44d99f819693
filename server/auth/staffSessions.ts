// Staff sessions of the clinic desk: their own table and cookie, so a staff session never
// passes for a client's and a client's never for staff. The cookie's id is its secret; the
// token_id is what the desk's bearer tokens name, so ending the session ends its tokens.
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Conn, Queryable } from '../db/index';
import type { AppEnv, StaffMember } from '../http/env';
import { issueToken } from './tokens';

export const STAFF_SESSION_COOKIE = 'vet_staff_session';
/** Shorter than a client's: a desk is a shared computer more often than a phone is. */
export const STAFF_SESSION_HOURS = 12;
/** Where a staff member goes after the sign-in form when it names nowhere else. */
export const DESK_HOME = '/desk';

export const STAFF_COLUMNS = 'st.id, st.vet_id as "vetId", st.email, st.name, st.role';

export async function startStaffSession(db: Queryable, staff: Pick<StaffMember, 'id' | 'vetId'>, now: Date) {
  const id = randomBytes(32).toString('base64url');
  const tokenId = randomBytes(16).toString('base64url');
  await db.query('insert into staff_sessions (id, vet_id, staff_id, token_id, expires_at, created_at) values ($1, $2, $3, $4, $5, $6)', [
    id,
    staff.vetId,
    staff.id,
    tokenId,
    new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000),
    now,
  ]);
  return { id, tokenId };
}

/** A short-lived desk token for a staff session. */
export const staffToken = (c: Context<AppEnv>, staff: StaffMember, tokenId: string, now: Date) =>
  issueToken(c.get('deps').config, { userId: staff.id, vetId: staff.vetId, email: staff.email, sessionId: tokenId, staff: true }, now);

/** The staff member of a live session of this group named by its token id, or undefined. */
export async function staffOfToken(db: Conn, vetId: string, staffId: number, tokenId: string, now: Date) {
  return db.one<StaffMember>(
    `select ${STAFF_COLUMNS} from staff st join staff_sessions s on s.staff_id = st.id and s.vet_id = st.vet_id
      where st.vet_id = $1 and st.id = $2 and s.token_id = $3 and s.expires_at > $4`,
    [vetId, staffId, tokenId, now],
  );
}

/** The cookie's staff session of this group and its staff member, or undefined when signed out. */
export async function staffCookieSession(c: Context<AppEnv>, now: Date) {
  const id = getCookie(c, STAFF_SESSION_COOKIE);
  if (!id) return undefined;
  const found = await c.get('deps').db.one<StaffMember & { tokenId: string }>(
    `select ${STAFF_COLUMNS}, s.token_id as "tokenId" from staff_sessions s join staff st on st.id = s.staff_id and st.vet_id = s.vet_id
      where s.id = $1 and s.vet_id = $2 and s.expires_at > $3`,
    [id, c.get('vetId'), now],
  );
  if (!found) return undefined;
  const { tokenId, ...staff } = found;
  return { staff, tokenId };
}
