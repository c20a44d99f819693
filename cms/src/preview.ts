// Preview of a draft in the portal. The admin's live preview frames the portal's
// /preview/{collection}/{id}?token=… page; the token lets that page read this one document's
// draft, for an hour at most, and nothing else: no editor's sign-in leaves the CMS, and the
// portal needs no cookie of ours (so CORS stays open to any reader).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_TTL_MS = 30 * 60 * 1000;
/** The longest a token lives, from its issue to its end, whatever its signature: two halves. */
export const PREVIEW_MAX_LIFETIME_MS = 2 * PREVIEW_TTL_MS;
/** `Authorization: Preview <token>`, as the portal's preview page sends it. */
export const PREVIEW_SCHEME = 'Preview';

export interface PreviewGrant {
  collection: string;
  id: string;
  /** Milliseconds since the epoch. */
  issued: number;
  /** Milliseconds since the epoch. */
  expires: number;
}

const sign = (body: string, secret: string) => createHmac('sha256', `preview:${secret}`).update(body).digest('base64url');

/**
 * A token for one document. It is issued at the start of the current half hour and ends at the
 * close of the next, so the admin, which asks for the preview's address as the editor types,
 * gets the same address (and the framed page is not reloaded) until then.
 */
export function previewToken(grant: Pick<PreviewGrant, 'collection' | 'id'>, secret: string, now = Date.now()): string {
  const issued = Math.floor(now / PREVIEW_TTL_MS) * PREVIEW_TTL_MS;
  const expires = issued + PREVIEW_MAX_LIFETIME_MS;
  const body = Buffer.from(JSON.stringify({ collection: grant.collection, id: grant.id, issued, expires })).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The grant a token carries, or null when it is forged, altered, expired, not yet issued or made to outlive the longest lifetime. */
export function verifyPreviewToken(token: string, secret: string, now = Date.now()): PreviewGrant | null {
  const [body, mac, ...rest] = token.split('.');
  if (!body || !mac || rest.length) return null;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PreviewGrant;
    const { collection, id, issued, expires } = grant;
    if (typeof collection !== 'string' || typeof id !== 'string' || typeof issued !== 'number' || typeof expires !== 'number') return null;
    if (expires - issued > PREVIEW_MAX_LIFETIME_MS || issued > now) return null;
    return expires > now ? grant : null;
  } catch {
    return null;
  }
}

/** The grant of a request's `Authorization: Preview …` header, if any. */
export function previewGrantOf(headers: Headers, secret: string): PreviewGrant | null {
  const value = headers.get('authorization') ?? '';
  const [scheme, token] = value.split(' ');
  return scheme === PREVIEW_SCHEME && token ? verifyPreviewToken(token, secret) : null;
}
