// The caller as rate limits count it. X-Forwarded-For is anybody's to write, so it counts
// only with TRUST_PROXY=1, and then only its last entry: the one our own proxy appended.
// An IPv6 caller is counted by its /64: a household or a host is given a whole /64 and may
// use any address in it, so one address each would let one caller be thousands.
import { isIP } from 'node:net';
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

/**
 * The key every per-address limit counts an address under: an IPv4 address as it is (also
 * when written as IPv6, `::ffff:192.0.2.1`), an IPv6 address as its /64 (`2001:db8:1:2::/64`).
 * Anything that is not an address (an odd forwarded value, 'unknown') is kept as it is.
 */
export function addressKey(address: string): string {
  const plain = address.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped) return mapped[1]!;
  if (isIP(plain) !== 6) return address;
  const [left = '', right] = plain.split('::');
  const head = left ? left.split(':') : [];
  const tail = right ? right.split(':') : [];
  // An IPv4 tail (64:ff9b::192.0.2.1) stands for two groups.
  const tailGroups = tail.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const groups = right === undefined ? head : [...head, ...Array<string>(Math.max(0, 8 - head.length - tailGroups)).fill('0'), ...tail];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** The caller's limit key (addressKey of its address): what every per-address limit counts. */
export function callerAddressKey(c: Context<AppEnv>): string {
  if (c.get('deps').config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return addressKey(forwarded.slice(0, 64));
  }
  return addressKey(socketAddress(c) ?? 'unknown');
}
