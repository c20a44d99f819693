// Who is calling: a valid bearer token for this vet group makes c.get('user'); a token that is
// invalid, expired, or for another group is refused outright (401) rather than silently
// treated as anonymous, so a client notices and refreshes.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { setAnswerHeader } from '../http/answerHeaders';
import { unauthorized } from '../http/errors';
import type { AppEnv, AuthUser } from '../http/env';
import { verifyToken } from './tokens';

export const EXPIRED = 'Your session has expired. Please sign in again.';
export const OTHER_GROUP = 'This sign-in belongs to another vet group. Please sign in to this one.';

export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
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
    // Our own tokens name a live session: logout, a password change or account deletion
    // ends it, and with it every token it gave out, at once.
    const user = config.oidc
      ? await db.one<AuthUser>(userSql('lower(email) = lower($2)'), [c.get('vetId'), claims.email ?? ''])
      : /^\d+$/.test(claims.sub) && typeof claims.sid === 'string'
        ? await db.one<AuthUser>(
            `${userSql('id = $2')} and exists (select 1 from sessions s where s.token_id = $3 and s.user_id = users.id and s.expires_at > $4)`,
            [c.get('vetId'), Number(claims.sub), claims.sid, now()],
          )
        : undefined;
    if (!user) throw unauthorized(EXPIRED);
    c.set('user', config.oidc ? user : { ...user, sessionId: claims.sid });
  }
  await next();
});

const userSql = (where: string) =>
  `select id, vet_id as "vetId", email, first_name as "firstName", last_name as "lastName" from users where vet_id = $1 and ${where}`;

/**
 * For routes only a signed-in user may call. Their answers belong to one person, so no
 * browser or shared cache keeps them (a shared computer's back button, a proxy).
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthorized('Please sign in to continue.');
  await next();
  setAnswerHeader(c, 'cache-control', 'no-store');
});

/** The signed-in user inside a route guarded by requireUser. */
export function currentUser(c: Pick<Context<AppEnv>, 'get'>): AuthUser {
  const user = c.get('user');
  if (!user) throw unauthorized('Please sign in to continue.');
  return user;
}
