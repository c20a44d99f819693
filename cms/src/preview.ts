// Preview of a draft in the portal. The admin's live preview frames the portal's
// /preview/{collection}/{id}?token=… page; the token lets that page read this one document's
// draft, for half an hour, and nothing else: no editor's sign-in leaves the CMS, and the
// portal needs no cookie of ours (so CORS stays open to any reader).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_TTL_MS = 30 * 60 * 1000;
/** `Authorization: Preview <token>`, as the portal's preview page sends it. */
export const PREVIEW_SCHEME = 'Preview';

export interface PreviewGrant {
  collection: string;
  id: string;
  /** Milliseconds since the epoch. */
  expires: number;
}

const sign = (body: string, secret: string) => createHmac('sha256', `preview:${secret}`).update(body).digest('base64url');

/**
 * A token for one document. It ends at the close of the next whole half hour, so the admin,
 * which asks for the preview's address as the editor types, gets the same address (and the
 * framed page is not reloaded) until then.
 */
export function previewToken(grant: Omit<PreviewGrant, 'expires'>, secret: string, now = Date.now()): string {
  const expires = (Math.floor(now / PREVIEW_TTL_MS) + 2) * PREVIEW_TTL_MS;
  const body = Buffer.from(JSON.stringify({ collection: grant.collection, id: grant.id, expires })).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The grant a token carries, or null when it is forged, altered or expired. */
export function verifyPreviewToken(token: string, secret: string, now = Date.now()): PreviewGrant | null {
  const [body, mac, ...rest] = token.split('.');
  if (!body || !mac || rest.length) return null;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PreviewGrant;
    if (typeof grant.collection !== 'string' || typeof grant.id !== 'string' || typeof grant.expires !== 'number') return null;
    return grant.expires > now ? grant : null;
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
