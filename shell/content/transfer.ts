// The server's settled query answers, carried to the browser inside the page as JSON
// (<script type="application/json" id="vet-data">). Answers hold Maps (fragments by name) and
// may hold Dates; errors keep only their status and message (a 404 renders the not-found
// state). `<` is escaped so no answer can end the script element early.
import { ApiError } from '../../shared/api/errors';
import type { Settled } from './useQuery';

export const TRANSFER_ELEMENT_ID = 'vet-data';

type Tagged = { $map: [unknown, unknown][] } | { $set: unknown[] } | { $date: string };

function replacer(this: unknown, key: string, value: unknown): unknown {
  // JSON.stringify has already called Date's toJSON on `value`: read the original.
  const original = (this as Record<string, unknown>)[key];
  if (original instanceof Date) return { $date: original.toISOString() } satisfies Tagged;
  if (value instanceof Map) return { $map: [...value.entries()] } satisfies Tagged;
  if (value instanceof Set) return { $set: [...value] } satisfies Tagged;
  return value;
}

function reviver(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  if ('$map' in value && Array.isArray(value.$map)) return new Map(value.$map as [unknown, unknown][]);
  if ('$set' in value && Array.isArray(value.$set)) return new Set(value.$set);
  if ('$date' in value && typeof value.$date === 'string') return new Date(value.$date);
  return value;
}

export function encodeAnswers(answers: Record<string, Settled>): string {
  const plain: Record<string, unknown> = {};
  for (const [key, settled] of Object.entries(answers)) {
    if (settled.ok) plain[key] = { ok: true, data: settled.data };
    else {
      const error = settled.error as { status?: unknown; message?: unknown } | null;
      plain[key] = {
        ok: false,
        status: typeof error?.status === 'number' ? error.status : undefined,
        message: typeof error?.message === 'string' ? error.message : 'Error',
      };
    }
  }
  return JSON.stringify(plain, replacer)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The error again, as pages read it: an answer's status makes it an ApiError (a 404 reads as not found). */
function transferredError(message: string, status: number | undefined): Error {
  return status === undefined ? new Error(message) : new ApiError({ data: undefined, status, statusText: '', error: message });
}

export function decodeAnswers(text: string): Record<string, Settled> {
  const plain = JSON.parse(text, reviver) as Record<string, { ok: boolean; data?: unknown; status?: number; message?: string }>;
  const out: Record<string, Settled> = {};
  for (const [key, value] of Object.entries(plain)) {
    out[key] = value.ok ? { ok: true, data: value.data } : { ok: false, error: transferredError(value.message ?? 'Error', value.status) };
  }
  return out;
}
