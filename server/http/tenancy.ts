// Every request acts for one vet group, named by the X-Vet-Id header (default tui-vets).
// An unknown group is refused before any route runs, so no query ever runs unscoped.
import { createMiddleware } from 'hono/factory';
import { UNKNOWN_VET_GROUP } from '../../shared/api/errors';
import { badRequest } from './errors';
import type { AppEnv } from './env';
import type { Queryable } from '../db/index';

export const DEFAULT_VET_ID = 'tui-vets';

/** How long a group found is trusted without asking again: groups are added, rarely removed or renamed. */
const KNOWN_FOR_MS = 60_000;
const known = new WeakMap<Queryable, Map<string, { until: number; name: string }>>();

/**
 * The group's name, or undefined when there is no such group. One found is remembered a minute:
 * a read per call cost more than the rest of a cached answer, and a booking's email needs the
 * name too.
 */
export async function vetGroupName(db: Queryable, vetId: string): Promise<string | undefined> {
  let groups = known.get(db);
  if (!groups) known.set(db, (groups = new Map()));
  const found = groups.get(vetId);
  if (found && found.until > Date.now()) return found.name;
  const { rows } = await db.query<{ name: string }>('select name from vet_groups where id = $1', [vetId]);
  if (!rows[0]) return undefined;
  // Bounded: ids come from the request, but only real groups are kept.
  if (groups.size > 1000) groups.clear();
  groups.set(vetId, { until: Date.now() + KNOWN_FOR_MS, name: rows[0].name });
  return rows[0].name;
}

export const tenancy = createMiddleware<AppEnv>(async (c, next) => {
  // Pages (sign-in) have no headers to set: they name the group with ?vetId=.
  const vetId = (c.req.header('x-vet-id') ?? c.req.query('vetId') ?? DEFAULT_VET_ID).trim() || DEFAULT_VET_ID;
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/i.test(vetId)) throw badRequest(UNKNOWN_VET_GROUP);
  if ((await vetGroupName(c.get('deps').db, vetId)) === undefined) throw badRequest(UNKNOWN_VET_GROUP);
  c.set('vetId', vetId);
  await next();
});
