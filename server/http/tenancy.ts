// Every request acts for one vet group, named by the X-Vet-Id header (default tui-vets).
// An unknown group is refused before any route runs, so no query ever runs unscoped.
import { createMiddleware } from 'hono/factory';
import { UNKNOWN_VET_GROUP } from '../../shared/api/errors';
import { badRequest } from './errors';
import type { AppEnv } from './env';

export const DEFAULT_VET_ID = 'tui-vets';

export const tenancy = createMiddleware<AppEnv>(async (c, next) => {
  // Pages (sign-in) have no headers to set: they name the group with ?vetId=.
  const vetId = (c.req.header('x-vet-id') ?? c.req.query('vetId') ?? DEFAULT_VET_ID).trim() || DEFAULT_VET_ID;
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/i.test(vetId)) throw badRequest(UNKNOWN_VET_GROUP);
  const group = await c.var.deps.db.one('select id from vet_groups where id = $1', [vetId]);
  if (!group) throw badRequest(UNKNOWN_VET_GROUP);
  c.set('vetId', vetId);
  await next();
});
