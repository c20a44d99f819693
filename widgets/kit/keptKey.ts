// One Idempotency-Key per thing the client means to do (a payment, a booking), kept until a
// definitive answer. An answer can be lost after the server has acted (a phone between cells, a
// proxy timing out): a new key per press would charge, or book, again. The key is kept in
// localStorage (a key of ours, `vet-widgets:`) beside what it is for, so the same button, a
// reload or a second tab sends the same key for the same thing, and the server answers the
// first result. What a payment is for leaves out the card: a retry may carry a new token.
import { isApiError, isNetworkError } from '../../shared/api/errors';
import { newIdempotencyKey } from '../../shared/api/http';

export interface KeptKey {
  /** The key for this intent: the kept one when it is for the same thing, else a new one, kept. */
  for(intent: unknown): string;
  /** A definitive answer came (done, or refused): the next attempt gets a new key. */
  settle(): void;
  /** The key kept now and what it is for (a reload asks what became of it), if any. */
  kept(): { intent: unknown; key: string } | null;
}

/** The server keeps a key's answer a day, as Stripe does: an older kept key is not reused. */
const KEPT_MS = 24 * 60 * 60 * 1000;

interface Kept {
  intent: string;
  key: string;
  at: number;
}

const local = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // blocked (privacy mode, a sandboxed frame): kept for this page only
  }
};

/** The kept key of one flow of one vet group (`name`, e.g. `checkout:tui-vets`). */
export function keptKey(name: string, storage: Storage | null = local()): KeptKey {
  const item = `vet-widgets:kept-key:${name}`;
  let inMemory: Kept | null = null;
  const read = (): Kept | null => {
    try {
      const raw = storage?.getItem(item);
      if (!raw) return inMemory;
      const kept = JSON.parse(raw) as Partial<Kept>;
      return typeof kept.intent === 'string' && typeof kept.key === 'string' && typeof kept.at === 'number' ? (kept as Kept) : null;
    } catch {
      return inMemory;
    }
  };
  const write = (kept: Kept | null) => {
    inMemory = kept;
    try {
      if (kept) storage?.setItem(item, JSON.stringify(kept));
      else storage?.removeItem(item);
    } catch {
      /* full or blocked: kept in memory for this page */
    }
  };
  return {
    for(intent) {
      const text = JSON.stringify(intent);
      const kept = read();
      if (kept && kept.intent === text && Date.now() - kept.at < KEPT_MS) return kept.key;
      const key = newIdempotencyKey();
      write({ intent: text, key, at: Date.now() });
      return key;
    },
    settle: () => write(null),
    kept() {
      const kept = read();
      if (!kept || Date.now() - kept.at >= KEPT_MS) return null;
      try {
        return { intent: JSON.parse(kept.intent) as unknown, key: kept.key };
      } catch {
        return null;
      }
    },
  };
}

/**
 * The request may have been carried out: no answer came (the connection dropped), the server or a
 * proxy failed (5xx), the first request with the key is still running (409), or the caller
 * was asked to slow down (429). Pressing again with the same key is safe and answers the first.
 */
export function outcomeUnknown(e: unknown): boolean {
  if (isNetworkError(e)) return true;
  return isApiError(e) && (e.status >= 500 || e.status === 408 || e.status === 409 || e.status === 429);
}

/** No answer came, or only a proxy's or an unavailable server's: the request may have been carried out. */
export const connectionDropped = (e: unknown): boolean => isNetworkError(e) || (isApiError(e) && [502, 503, 504].includes(e.status));

/** Sends a request with its kept key, and lets go of the key once the answer is definitive. */
export async function sendOnce<T>(keys: KeptKey, intent: unknown, send: (idempotencyKey: string) => Promise<T>): Promise<T> {
  try {
    const answer = await send(keys.for(intent));
    keys.settle();
    return answer;
  } catch (e) {
    if (!outcomeUnknown(e)) keys.settle();
    throw e;
  }
}
