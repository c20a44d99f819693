// The sessions of sites signed in through the popup (server/auth/embedSignIn.ts): which sites
// a vet group lets ask, one session row per consent, and the client's list of them. A site's
// session is a row of `sessions` with its origin and the portal session that consented
// (parent_id): the middleware's check that a token's session exists covers it, ending the
// portal session (logout) ends it by cascade, and a password change ends every session of the
// account, these included.
import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Conn } from '../db/index';
import { TOKEN_TTL_SECONDS } from './tokens';

/** Whether `origin` may ask for a sign-in for this group: its own list, the portal itself, or EMBED_ORIGINS. */
export async function siteAllowed(db: Conn, config: Pick<Config, 'publicUrl' | 'embedOrigins'>, vetId: string, origin: string): Promise<boolean> {
  if (origin === new URL(config.publicUrl).origin || config.embedOrigins?.includes(origin)) return true;
  return Boolean(await db.one('select 1 from vet_group_sites where vet_id = $1 and origin = $2', [vetId, origin]));
}

/**
 * A new session for `origin`, made from the portal session `parentId`. It lasts as long as the
 * token it hands out (15 minutes), never longer than the portal session; its token_id is what
 * that token names and what the client's list calls it by.
 */
export async function startSiteSession(
  db: Conn,
  input: { userId: number; parentId: string; parentExpiresAt: Date; origin: string },
  now: Date,
): Promise<{ tokenId: string }> {
  const tokenId = randomBytes(16).toString('base64url');
  const expires = new Date(Math.min(now.getTime() + TOKEN_TTL_SECONDS * 1000, new Date(input.parentExpiresAt).getTime()));
  await db.query(
    `insert into sessions (id, user_id, expires_at, token_id, origin, created_at, last_used_at, parent_id)
     values ($1, $2, $3, $4, $5, $6, $6, $7)`,
    [randomBytes(32).toString('base64url'), input.userId, expires, tokenId, input.origin, now, input.parentId],
  );
  return { tokenId };
}

export interface SiteSessionRow {
  id: string;
  origin: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/**
 * The sites signed in with the account, one entry per origin (a client thinks in sites, and
 * two consents from the same site would read alike): since its first live session, last used
 * by any, named by its newest session. Newest first.
 */
export async function listSites(db: Conn, userId: number, now: Date): Promise<SiteSessionRow[]> {
  const { rows } = await db.query<{ token_id: string; origin: string; created_at: Date; last_used_at: Date | null }>(
    `select origin, min(created_at) as created_at, max(last_used_at) as last_used_at,
            (array_agg(token_id order by created_at desc, token_id))[1] as token_id
       from sessions where user_id = $1 and origin is not null and expires_at > $2
      group by origin order by max(created_at) desc, origin`,
    [userId, now],
  );
  return rows.map((row) => ({
    id: row.token_id,
    origin: row.origin,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  }));
}

/**
 * Signs a site out: the session `id` names and every other session of the account for the same
 * site, so its tokens stop at once. False when the account has no such session.
 */
export async function endSite(db: Conn, userId: number, id: string): Promise<boolean> {
  const { rows } = await db.query<{ token_id: string }>(
    `delete from sessions where user_id = $1 and origin is not null
        and origin = (select origin from sessions where user_id = $1 and token_id = $2 and origin is not null)
     returning token_id`,
    [userId, id],
  );
  return rows.length > 0;
}
