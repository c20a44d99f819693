// GET /api/v1/lookup/appstore: where the group's app is downloaded, for
// the app promo block and the footer's download-app button. Public.
import { Hono } from 'hono';
import type * as v from 'valibot';
import type { AppStoreLinksAnswerSchema } from '../../../shared/schemas/lookup';
import { notFound } from '../../http/errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/respond';

export const NO_APP = 'This clinic group has no app to download.';

export const lookupRoutes = new Hono<AppEnv>().get('/appstore', async (c) => {
  const links = await c.get('deps').db.one<{ ios: string; android: string }>('select ios, android from app_store_links where vet_id = $1', [c.get('vetId')]);
  if (!links) throw notFound(NO_APP);
  return ok(c, { ios: links.ios, android: links.android } satisfies v.InferInput<typeof AppStoreLinksAnswerSchema>);
});
