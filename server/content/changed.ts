// POST /content/changed: the group's CMS says its published content changed
// (shared/content/webhook.ts). The group's content version goes up, so the portal's kept
// pages are made again on the next view (server/static.ts keys them by it). Off unless the
// server reads a CMS (CONTENT_API_URL) and has the secret; the secret is compared in constant
// time, and the group comes from X-Vet-Id through the platform's tenancy (an unknown one is a
// 400). Bumping a version changes no data: the worst a replay does is one render more.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env';
import { notFound, unauthorized } from '../http/errors';
import { tenancy } from '../http/tenancy';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Only the group's CMS: a server that reads one, and the shared secret. */
export const fromTheCms: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { contentApiUrl, contentWebhookSecret } = c.get('deps').config;
  if (!contentApiUrl || !contentWebhookSecret) throw notFound();
  // Digests first: equal lengths for timingSafeEqual, and nothing of the secret's length leaks.
  if (!timingSafeEqual(digest(c.req.header('authorization') ?? ''), digest(`Bearer ${contentWebhookSecret}`)))
    throw unauthorized('The content webhook needs the shared secret.');
  await next();
};

export const contentChanged = new Hono<AppEnv>().post('/', fromTheCms, tenancy, async (c) => {
  await c.get('deps').db.query('select bump_cache_version($1)', [`content:${c.get('vetId')}`]);
  return c.body(null, 204);
});
