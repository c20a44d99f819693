// /api/v1/profile/sites: the sites signed in with the account through the popup, and signing
// one out. Only the portal's own sign-in sees or ends them: a site's token may not.
import { Hono } from 'hono';
import * as v from 'valibot';
import { SITE_NOT_FOUND, SiteIdSchema } from '../../shared/schemas/signedInSites';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { list, noContent } from '../http/respond';
import { MANAGE_SITES, portalOnly } from './embedScope';
import { endSite, listSites } from './embedSessions';
import { currentUser, requireUser } from './middleware';

export const signedInSiteRoutes = new Hono<AppEnv>()
  .use('*', requireUser, portalOnly(MANAGE_SITES))
  .get('/', async (c) => {
    const items = await listSites(c.get('deps').db, currentUser(c).id, c.get('deps').now());
    c.header('cache-control', 'no-store');
    return list(c, items, items.length);
  })
  .delete('/:id', async (c) => {
    const id = v.safeParse(SiteIdSchema, c.req.param('id'));
    if (!id.success || !(await endSite(c.get('deps').db, currentUser(c).id, id.output))) throw notFound(SITE_NOT_FOUND);
    return noContent(c);
  });
