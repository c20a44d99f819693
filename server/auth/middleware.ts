// Who is calling: a valid bearer token for this vet group makes c.get('user'); a token that is
// invalid, expired, or for another group is refused outright (401) rather than silently
// treated as anonymous, so a client notices and refreshes.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { noStore } from '../http/answerHeaders';
import { forbidden, unauthorized } from '../http/errors';
import { WRONG_SITE } from './embedScope';
import { isDeskPath } from './staffAuth';
import type { AppEnv, AuthUser } from '../http/env';
import { EMBED_SCOPE, verifyToken, type VerifiedClaims } from './tokens';

export const EXPIRED = 'Your session has expired. Please sign in again.';
export const OTHER_GROUP = 'This sign-in belongs to another vet group. Please sign in to this one.';

export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  // The desk signs its callers in itself (requireStaff): there a client's token is nobody.
  if (isDeskPath(c.req.path)) return next();
  const header = c.req.header('authorization');
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized(EXPIRED);
    const { config, db, now } = c.get('deps');
    const claims = await verifyToken(config, match[1]!, now());
    if (!claims) throw unauthorized(EXPIRED);
    // OIDC tokens name the person by email; ours by user id. Either way the user must
    // belong to the vet group this request is for.
    if (!config.oidc && claims.vetId !== undefined && claims.vetId !== c.get('vetId')) throw unauthorized(OTHER_GROUP);
    // A token handed to another site works from that site only: browsers send Origin with
    // every cross-origin call, so a page elsewhere that got hold of it is refused.
    const embedOrigin = config.oidc ? undefined : siteOf(claims);
    if (embedOrigin === null) throw unauthorized(EXPIRED);
    const origin = c.req.header('origin');
    if (embedOrigin && origin !== undefined && origin !== embedOrigin) throw forbidden(WRONG_SITE);
    // Our own tokens name a live session: logout, a password change or account deletion
    // ends it, and with it every token it gave out, at once; a site's own session likewise.
    const user = config.oidc
      ? await db.one<AuthUser>(userSql('lower(email) = lower($2)'), [c.get('vetId'), claims.email ?? ''])
      : /^\d+$/.test(claims.sub) && typeof claims.sid === 'string'
        ? await db.one<AuthUser>(
            `${userSql('id = $2')} and exists (select 1 from sessions s where s.token_id = $3 and s.user_id = users.id and s.expires_at > $4)`,
            [c.get('vetId'), Number(claims.sub), claims.sid, now()],
          )
        : undefined;
    if (!user) throw unauthorized(EXPIRED);
    if (embedOrigin) await touchSite(c, claims.sid!);
    c.set('user', config.oidc ? user : { ...user, sessionId: claims.sid, ...(embedOrigin ? { embedOrigin } : {}) });
  }
  await next();
});

/**
 * The origin a site's token was given to; undefined for a full token, null for one no client
 * route takes (malformed, or a desk token: scope 'staff').
 */
function siteOf(claims: VerifiedClaims): string | undefined | null {
  if (claims.scope === undefined) return undefined;
  return claims.scope === EMBED_SCOPE && typeof claims.origin === 'string' && claims.origin ? claims.origin : null;
}

/** A site's session remembers when it was last used (at most once a minute: one write, rarely). */
async function touchSite(c: Context<AppEnv>, tokenId: string) {
  const { db, now } = c.get('deps');
  const at = now();
  await db.query('update sessions set last_used_at = $2 where token_id = $1 and (last_used_at is null or last_used_at < $3)', [
    tokenId,
    at,
    new Date(at.getTime() - 60_000),
  ]);
}

const userSql = (where: string) =>
  `select id, vet_id as "vetId", email, first_name as "firstName", last_name as "lastName" from users where vet_id = $1 and ${where}`;

/**
 * For routes only a signed-in user may call. Their answers belong to one person, so no
 * browser or shared cache keeps them (a shared computer's back button, a proxy).
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthorized('Please sign in to continue.');
  return noStore(c, next);
});

/** The signed-in user inside a route guarded by requireUser. */
export function currentUser(c: Pick<Context<AppEnv>, 'get'>): AuthUser {
  const user = c.get('user');
  if (!user) throw unauthorized('Please sign in to continue.');
  return user;
}
