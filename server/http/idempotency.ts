// Idempotency of requests that take money or make a record (orders, one-off payments,
// donations, bookings), after Stripe's Idempotency-Key: the first request with a key claims it
// (the unique constraint on idempotency_keys decides any race), charges, and stores its answer
// in the same transaction as what it wrote; a retry or a concurrent double submit with that
// key waits for and gets that same answer, and is never charged again. Rules:
// docs/commerce.md, "Idempotency".
import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from './env';
import type { Db, Queryable } from '../db/index';
import { badRequest, conflict, unprocessable } from './errors';

export type IdempotencyScope = 'order' | 'oneoff' | 'donation' | 'booking' | 'subscription' | 'card' | 'desk-booking';

export const KEY_HEADER = 'Idempotency-Key';
export const KEY_INVALID = 'The Idempotency-Key header must be 1 to 255 visible characters.';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different request.';
export const KEY_IN_PROGRESS = 'This request is still being processed. Please try again in a moment.';

/** How long a second request with the same key waits for the first one's answer. */
const WAIT_MS = 15_000;
/** A claim whose request died (no update for this long) may be taken over by a retry. */
const STALE_SECONDS = 60;

/** The Idempotency-Key header, if sent: printable ASCII, at most 255 characters. */
export function idempotencyKey(c: Context): string | undefined {
  const raw = c.req.header(KEY_HEADER);
  if (raw === undefined) return undefined;
  const key = raw.trim();
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw badRequest(KEY_INVALID);
  return key;
}

/** A stable hash of what was asked, so one key cannot be replayed with another request. */
export function fingerprint(value: unknown): string {
  const stable = (x: unknown): unknown =>
    Array.isArray(x)
      ? x.map(stable)
      : x && typeof x === 'object'
        ? Object.fromEntries(
            Object.entries(x)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, stable(v)]),
          )
        : x;
  return createHash('sha256')
    .update(JSON.stringify(stable(value)))
    .digest('hex');
}

export interface Answer {
  status: 200 | 201;
  body: unknown;
}

export interface Claim<C, R = never> {
  /** Unique per attempt: the gateway's idempotency key (a declined attempt leaves none behind). */
  readonly attemptId: string;
  /** What an earlier attempt with this key charged before it stopped (resume without charging). */
  readonly charged: C | undefined;
  /**
   * What an earlier attempt with this key was about to charge with when it stopped, not knowing
   * whether the charge went through: charge again with the same attemptId and the gateway
   * answers the first charge if there was one (the request's own card token may be a new one).
   */
  readonly reserved: R | undefined;
  /** Records what is about to be charged, before the gateway is asked. */
  reserve(reservation: R): Promise<void>;
  /** Records a successful charge at once, before writing the rest. */
  recordCharge(charge: C): Promise<void>;
  /** Stores the answer inside the caller's transaction, so it and the rows commit together. */
  complete(tx: Queryable, answer: Answer): Promise<void>;
}

interface KeyRow {
  id: number;
  fingerprint: string;
  state: 'pending' | 'charged' | 'done';
  response_status: number | null;
  response: unknown;
  stale: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const parse = (x: unknown) => (typeof x === 'string' ? JSON.parse(x) : x);

/**
 * Runs `work` once per (vet group, scope, key). Without a key it simply runs (the callers
 * have their own guard against a double submit, like a basket that can be ordered once).
 */
export async function runOnce<C, R = never>(
  db: Db,
  request: { vetId: string; scope: IdempotencyScope; key: string | undefined; fingerprint: string },
  work: (claim: Claim<C, R>) => Promise<Answer>,
): Promise<Answer> {
  const { vetId, scope, key } = request;
  if (key === undefined) {
    const attemptId = `${scope}:${vetId}:${randomUUID()}`;
    const nothing = async () => undefined;
    return work({ attemptId, charged: undefined, reserved: undefined, reserve: nothing, recordCharge: nothing, complete: nothing });
  }
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const claimed = await db.one<{ id: number }>(
      `insert into idempotency_keys (vet_id, scope, key, fingerprint) values ($1, $2, $3, $4)
       on conflict (vet_id, scope, key) do nothing returning id`,
      [vetId, scope, key, request.fingerprint],
    );
    if (claimed) return runClaimed(db, claimed.id, {}, request, work);
    const row = await db.one<KeyRow>(
      `select id, fingerprint, state, response_status, response, updated_at < now() - make_interval(secs => $4) as stale
         from idempotency_keys where vet_id = $1 and scope = $2 and key = $3`,
      [vetId, scope, key, STALE_SECONDS],
    );
    if (!row) continue; // the first attempt failed and let go of the key: claim it again
    if (row.fingerprint !== request.fingerprint) throw unprocessable(KEY_REUSED);
    if (row.state === 'done') return { status: row.response_status === 201 ? 201 : 200, body: parse(row.response) };
    if (row.stale) {
      // The request that claimed the key died; take it over (one taker: updated_at must not have moved).
      const taken = await db.one<{ id: number }>(
        `update idempotency_keys set updated_at = now() where id = $1 and state = $2 and updated_at < now() - make_interval(secs => $3) returning id`,
        [row.id, row.state, STALE_SECONDS],
      );
      if (taken) {
        const earlier = row.response === null ? undefined : parse(row.response);
        return runClaimed(db, row.id, row.state === 'charged' ? { charged: earlier as C } : { reserved: earlier as R | undefined }, request, work);
      }
    }
    if (Date.now() > deadline) throw conflict(KEY_IN_PROGRESS);
    await sleep(20);
  }
}

async function runClaimed<C, R>(
  db: Db,
  id: number,
  earlier: { charged?: C; reserved?: R | undefined },
  request: { vetId: string; scope: IdempotencyScope },
  work: (claim: Claim<C, R>) => Promise<Answer>,
): Promise<Answer> {
  let charged = earlier.charged !== undefined;
  let completed = false;
  const claim: Claim<C, R> = {
    attemptId: `${request.scope}:${request.vetId}:key-${id}`,
    charged: earlier.charged,
    reserved: earlier.reserved,
    async reserve(reservation) {
      await db.query(`update idempotency_keys set response = $2, updated_at = now() where id = $1 and state = 'pending'`, [id, JSON.stringify(reservation)]);
    },
    async recordCharge(charge) {
      await db.query(`update idempotency_keys set state = 'charged', response = $2, updated_at = now() where id = $1`, [id, JSON.stringify(charge)]);
      charged = true;
    },
    async complete(tx, answer) {
      await tx.query(`update idempotency_keys set state = 'done', response_status = $2, response = $3, updated_at = now() where id = $1`, [
        id,
        answer.status,
        JSON.stringify(answer.body),
      ]);
      completed = true;
    },
  };
  try {
    const answer = await work(claim);
    if (!completed) await claim.complete(db, answer);
    return answer;
  } catch (error) {
    // Nothing was charged: let go of the key, so the customer can fix the card and retry.
    // Something was: keep it, so a retry finishes the job without charging again.
    if (!charged) await db.query(`delete from idempotency_keys where id = $1 and state = 'pending'`, [id]).catch(() => undefined);
    throw error;
  }
}

/**
 * A route's work that makes a record but charges nothing (a booking, a subscription, a saved
 * card), run once per Idempotency-Key when the client sends one: the same key again, for the
 * same caller and `asked`, is answered the first answer instead of "already taken".
 */
export async function answerOnce<T>(c: Context<AppEnv>, scope: IdempotencyScope, asked: unknown, work: () => Promise<T>): Promise<Answer & { body: T }> {
  const request = { vetId: c.get('vetId'), scope, key: idempotencyKey(c), fingerprint: fingerprint({ user: c.get('user')?.id ?? null, asked }) };
  return (await runOnce(c.get('deps').db, request, async () => ({ status: 201, body: await work() }))) as Answer & { body: T };
}
