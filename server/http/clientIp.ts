// The caller's address for rate limits. X-Forwarded-For is anybody's to write, so it counts
// only with TRUST_PROXY=1, and then only its last entry: the one our own proxy appended.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './env';

/** The socket's peer address; undefined for a request made in-process (tests without one). */
function socketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

export function clientIp(c: Context<AppEnv>): string {
  if (c.get('deps').config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  return socketAddress(c) ?? 'unknown';
}
