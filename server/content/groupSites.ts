// PUT /content/group-sites: the clinic sites a group lets ask for a sign-in, as its record in
// the CMS lists them (shared/content/webhook.ts). The group's list becomes exactly the one
// sent, and a site taken off it loses the sessions its visitors were given: its tokens stop
// at their next request. The same guard as /content/changed: the CMS's secret, the group
// from X-Vet-Id.
import { Hono } from 'hono';
import { GroupSites } from '../../shared/content/webhook';
import type { AppEnv } from '../http/env';
import { tenancy } from '../http/tenancy';
import { input } from '../http/validate';
import { fromTheCms } from './changed';

export const groupSites = new Hono<AppEnv>().put('/', fromTheCms, tenancy, input('json', GroupSites), async (c) => {
  const { origins } = c.req.valid('json');
  const vetId = c.get('vetId');
  const listed = [...new Set(origins)];
  const { publicUrl, embedOrigins } = c.get('deps').config;
  // Sites allowed besides the list (siteAllowed in server/auth/embedSessions.ts) keep theirs.
  const stillAllowed = [...listed, new URL(publicUrl).origin, ...(embedOrigins ?? [])];
  await c.get('deps').db.tx(async (db) => {
    await db.query('delete from vet_group_sites where vet_id = $1 and not (origin = any($2::text[]))', [vetId, listed]);
    if (listed.length > 0) {
      await db.query('insert into vet_group_sites (vet_id, origin) select $1, unnest($2::text[]) on conflict do nothing', [vetId, listed]);
    }
    await db.query(
      `delete from sessions s using users u
        where s.user_id = u.id and u.vet_id = $1 and s.origin is not null and not (s.origin = any($2::text[]))`,
      [vetId, stillAllowed],
    );
  });
  return c.json({ origins: listed });
});
