// Rate limits kept in the database: fixed windows counted with one atomic upsert,
// so every server process on one database shares them and a restart forgets nothing.
// `hit` counts and answers; `enforce` throws 429 with Retry-After when any key is over.
import type { Context } from 'hono';
import type { Conn } from '../db/index';
import type { AppEnv } from './env';
import { HttpError } from './errors';
import { callerAddressKey } from './callerAddress';
import { rateLimitRefusals } from '../ops/metrics';

export interface Limit {
  /** The bucket's name in the table, e.g. 'contact'. */
  name: string;
  /** Allowed hits per key in one window. */
  max: number;
  windowMs: number;
}

export interface Verdict {
  allowed: boolean;
  hits: number;
  /** Seconds until this window ends (what Retry-After says). */
  retryAfter: number;
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

const windowOf = (limit: Limit, now: Date) => new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);
const secondsLeft = (limit: Limit, now: Date) => Math.max(1, Math.ceil((windowOf(limit, now).getTime() + limit.windowMs - now.getTime()) / 1000));

/** Counts one hit for key and says whether it is within the limit. */
export async function hit(db: Conn, limit: Limit, key: string, now: Date): Promise<Verdict> {
  const start = windowOf(limit, now);
  const row = await db.one<{ hits: number }>(
    `insert into rate_limits (bucket, key, window_start, hits) values ($1, $2, $3, 1)
     on conflict (bucket, key, window_start) do update set hits = rate_limits.hits + 1
     returning hits`,
    [limit.name, key.slice(0, 300), start],
  );
  const hits = row?.hits ?? 1;
  // The first hit of a new window sweeps windows long gone (cheap: indexed by window_start).
  if (hits === 1) await db.query(`delete from rate_limits where window_start < $1`, [new Date(now.getTime() - 2 * 86_400_000)]);
  return { allowed: hits <= limit.max, hits, retryAfter: secondsLeft(limit, now) };
}

/** The hits already counted for key in this window, without counting one. */
export async function peek(db: Conn, limit: Limit, key: string, now: Date): Promise<Verdict> {
  const row = await db.one<{ hits: number }>(`select hits from rate_limits where bucket = $1 and key = $2 and window_start = $3`, [
    limit.name,
    key.slice(0, 300),
    windowOf(limit, now),
  ]);
  const hits = row?.hits ?? 0;
  return { allowed: hits < limit.max, hits, retryAfter: secondsLeft(limit, now) };
}

/** Forgets key's hits (a successful sign-in clears its failures). */
export async function clear(db: Conn, limit: Limit, key: string): Promise<void> {
  await db.query(`delete from rate_limits where bucket = $1 and key = $2`, [limit.name, key.slice(0, 300)]);
}

/**
 * Takes back one hit counted at `at` (an attempt counted before it was judged, then found
 * good); the window is the one that hit went into.
 */
export async function giveBack(db: Conn, limit: Limit, key: string, at: Date): Promise<void> {
  await db.query(`update rate_limits set hits = hits - 1 where bucket = $1 and key = $2 and window_start = $3 and hits > 0`, [
    limit.name,
    key.slice(0, 300),
    windowOf(limit, at),
  ]);
}

/** The 429 of the limit named `limit` (counted for the metrics: rate_limit_refusals_total). */
export function tooMany(limit: string, retryAfter: number, message = TOO_MANY_REQUESTS): HttpError {
  rateLimitRefusals.inc({ limit });
  return new HttpError(429, message, undefined, { 'retry-after': String(retryAfter) });
}

/**
 * Counts one hit per key (every key is counted, so a client cannot dodge one limit by
 * staying under another) and throws 429 when any is over its limit. Keys are not per vet
 * group: a caller is one caller whichever group it names in X-Vet-Id.
 */
export async function enforce(c: Context<AppEnv>, limit: Limit, keys: string[], message?: string | ((retryAfter: number) => string)): Promise<void> {
  const { db, now } = c.get('deps');
  let worst: Verdict | undefined;
  for (const key of keys) {
    const verdict = await hit(db, limit, key, now());
    if (!verdict.allowed && (!worst || verdict.retryAfter > worst.retryAfter)) worst = verdict;
  }
  if (worst) throw tooMany(limit.name, worst.retryAfter, typeof message === 'function' ? message(worst.retryAfter) : message);
}

/** The usual keys of an anonymous write: the caller's address (its /64 for IPv6), and the user when signed in. */
export function clientKeys(c: Context<AppEnv>): string[] {
  const keys = [`ip:${callerAddressKey(c)}`];
  const user = c.get('user');
  if (user) keys.push(`user:${user.id}`);
  return keys;
}
