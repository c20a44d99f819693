// Every request acts for one vet group, named by the X-Vet-Id header (default tui-vets).
// An unknown group is refused before any route runs, so no query ever runs unscoped.
import { createMiddleware } from 'hono/factory';
import { UNKNOWN_VET_GROUP } from '../../shared/api/errors';
import { badRequest } from './errors';
import type { AppEnv } from './env';
import type { Queryable } from '../db/index';

export const DEFAULT_VET_ID = 'tui-vets';

/** How long a group found is trusted without asking again: groups are added, rarely removed. */
const KNOWN_FOR_MS = 60_000;
const known = new WeakMap<Queryable, Map<string, number>>();

/** Whether the group exists; one found is remembered a minute (a read per call cost more than the rest of a cached answer). */
async function groupExists(db: Queryable, vetId: string): Promise<boolean> {
  let groups = known.get(db);
  if (!groups) known.set(db, (groups = new Map()));
  const until = groups.get(vetId);
  if (until !== undefined && until > Date.now()) return true;
  const { rows } = await db.query('select 1 from vet_groups where id = $1', [vetId]);
  if (!rows.length) return false;
  // Bounded: ids come from the request, but only real groups are kept.
  if (groups.size > 1000) groups.clear();
  groups.set(vetId, Date.now() + KNOWN_FOR_MS);
  return true;
}

export const tenancy = createMiddleware<AppEnv>(async (c, next) => {
  // Pages (sign-in) have no headers to set: they name the group with ?vetId=.
  const vetId = (c.req.header('x-vet-id') ?? c.req.query('vetId') ?? DEFAULT_VET_ID).trim() || DEFAULT_VET_ID;
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/i.test(vetId)) throw badRequest(UNKNOWN_VET_GROUP);
  if (!(await groupExists(c.var.deps.db, vetId))) throw badRequest(UNKNOWN_VET_GROUP);
  c.set('vetId', vetId);
  await next();
});
