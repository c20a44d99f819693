// Absolute links (mail links, sitemap, og:url, the card script) come from PUBLIC_URL, never
// from the request's Host or X-Forwarded-* headers, which anybody can write.
import type { Context } from 'hono';
import type { Config } from '../config';
import type { AppEnv } from './env';

/** `path` (starting with /) on the configured public origin. */
export function publicLink(config: Pick<Config, 'publicUrl'>, path: string): string {
  return `${config.publicUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Whether the browser reached us over HTTPS: the public URL says so, or, with TRUST_PROXY=1,
 * our proxy's X-Forwarded-Proto. Decides the session cookie's Secure flag.
 */
export function isHttps(c: Context<AppEnv>): boolean {
  const { config } = c.get('deps');
  if (config.publicUrl.startsWith('https:')) return true;
  if (config.trustProxy) return c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim() === 'https';
  return new URL(c.req.url).protocol === 'https:';
}
