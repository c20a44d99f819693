// The CMS's secrets. Production sets them; elsewhere each install makes its own on first start
// and keeps it in a file only its owner reads, so `npm run cms` runs with nothing set and no
// secret is one anybody can read in the source.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_WEBHOOK_SECRET_FILE } from '../../shared/content/webhook';
import { keptSecret } from '../../shared/node/keptSecret';

const here = path.dirname(fileURLToPath(import.meta.url));
const repository = path.resolve(here, '../..');

type Env = Record<string, string | undefined>;

/** CMS_DATA_DIR: the CMS's own files (SQLite, media, its secret); default cms/data. */
export const cmsDataDir = (env: Env = process.env) => path.resolve(env.CMS_DATA_DIR || path.join(here, '../data'));

/** The portal's server's DATA_DIR, as `npm start` resolves it from the repository's root. */
const portalDataDir = (env: Env) => path.resolve(repository, env.DATA_DIR?.trim() || 'data');

const production = (env: Env) => env.NODE_ENV === 'production';

/** PAYLOAD_SECRET signs editors' sign-ins and the preview's tokens; outside production, the install's own. */
export function payloadSecret(env: Env = process.env): string {
  const given = env.PAYLOAD_SECRET?.trim();
  if (given) return given;
  if (production(env)) throw new Error('Set PAYLOAD_SECRET: the CMS signs sign-in and preview tokens with it.');
  return keptSecret(path.join(cmsDataDir(env), 'payload-secret'));
}

/**
 * CONTENT_WEBHOOK_SECRET, what the CMS sends the portal's server with "content changed"
 * (set and empty: the CMS tells the portal nothing). Outside production, unset, it is the one
 * the server keeps in its DATA_DIR (server/config.ts), so the two agree with nothing set.
 */
export function contentWebhookSecret(env: Env = process.env): string | undefined {
  const given = env.CONTENT_WEBHOOK_SECRET;
  if (given !== undefined) return given.trim() || undefined;
  if (production(env)) {
    throw new Error("Set CONTENT_WEBHOOK_SECRET to the portal server's (set it empty to tell the portal nothing: its pages then follow within 10 s).");
  }
  return keptSecret(path.join(portalDataDir(env), CONTENT_WEBHOOK_SECRET_FILE));
}
