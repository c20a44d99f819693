// Who is calling the clinic desk: a staff token (scope 'staff') of this vet group naming a live
// staff session. Anything else (no token, a client's, an expired one, another group's staff)
// is a plain 404: the desk does not tell a stranger it exists, nor what was wrong.
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { noStore } from '../http/answerHeaders';
import { notFound } from '../http/errors';
import type { AppEnv, StaffMember } from '../http/env';
import { staffOfToken } from './staffSessions';
import { STAFF_SCOPE, verifyToken } from './tokens';

/** The desk's own paths: the client sign-in's middleware (authenticate) leaves them to this one. */
export const DESK_PATH = '/api/v1/desk';
export const isDeskPath = (path: string) => path === DESK_PATH || path.startsWith(`${DESK_PATH}/`);

export const requireStaff = createMiddleware<AppEnv>(async (c, next) => {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!bearer) throw notFound();
  const { config, db, now } = c.get('deps');
  // Staff tokens are always ours: an external OIDC issuer signs client tokens only.
  const claims = await verifyToken({ ...config, oidc: undefined }, bearer, now());
  if (!claims || claims.scope !== STAFF_SCOPE || claims.vetId !== c.get('vetId') || typeof claims.sid !== 'string' || !/^\d{1,9}$/.test(claims.sub)) {
    throw notFound();
  }
  const staff = await staffOfToken(db, c.get('vetId'), Number(claims.sub), claims.sid, now());
  if (!staff) throw notFound();
  c.set('staff', staff);
  // A booking's client details are in every desk answer: no browser or shared cache keeps them.
  return noStore(c, next);
});

/** The staff member inside a route guarded by requireStaff. */
export function currentStaff(c: Pick<Context<AppEnv>, 'get'>): StaffMember {
  const staff = c.get('staff');
  if (!staff) throw notFound();
  return staff;
}
