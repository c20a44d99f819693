// Answers kept in the server's memory, each under the version of the scope it was
// made from (server/cache/versions.ts). One is sent only while all of these hold:
// - its scope's version is still the one it was made under (so a change is seen at once);
// - its `validUntil` has not passed (what time alone changes: a slot starting, a hold running out);
// - it is younger than `maxAgeMs`, a bound on anything a version cannot see.
// Calls that miss together share one computation.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Db } from '../db/index';
import { versionsFor, type Versions } from './versions';
import { answerCacheLookups } from '../ops/metrics';

export interface Made {
  /** The whole answer as sent: a hit costs no serialising. */
  body: string;
  /** When the answer stops being right with nothing written (epoch ms); none: only maxAgeMs. */
  validUntil?: number;
  /** Headers the answer was made with (CORS, Vary…), sent again with it. */
  headers?: [string, string][];
}

export interface Kept {
  /** The body as UTF-8, encoded once (the only copy kept): a hit sends these bytes as they are. */
  bytes: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
  /** A strong ETag of the body, worked out once. */
  etag: string;
}

export interface AnswerCache {
  answer(input: { scope: string; key: string; now: number; make: () => Promise<Made> }): Promise<Kept>;
}

interface Entry extends Kept {
  version: string;
  validUntil: number;
}

/**
 * `max` answers and `maxBytes` of bodies at most (compressed copies add about a tenth), the
 * least recently used going first.
 */
export function createAnswerCache(versions: Versions, { max = 500, maxBytes = 32 * 1024 * 1024, maxAgeMs = 5 * 60_000 } = {}): AnswerCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes.length;
    entries.delete(key);
  };
  const making = new Map<string, Promise<Entry>>();

  return {
    async answer({ scope, key, now, make }) {
      // Read before the answer is made: a write after this read gives a newer version, so an
      // answer is never kept under a version older than what it saw.
      const version = await versions.of(scope);
      const hit = entries.get(key);
      const cache = scope.split(':', 1)[0]!;
      if (hit && hit.version === version && now < hit.validUntil) {
        answerCacheLookups.inc({ cache, result: 'hit' });
        entries.delete(key); // most recently used goes last
        entries.set(key, hit);
        return hit;
      }
      answerCacheLookups.inc({ cache, result: 'miss' });
      const shared = `${key}\n${version}`;
      let pending = making.get(shared);
      if (!pending) {
        pending = make()
          .then(({ body, validUntil = Infinity, headers = [] }) => ({
            bytes: new TextEncoder().encode(body),
            headers,
            etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
            version,
            validUntil: Math.min(validUntil, now + maxAgeMs),
          }))
          .finally(() => making.delete(shared));
        making.set(shared, pending);
      }
      const entry = await pending;
      forget(key);
      entries.set(key, entry);
      bytes += entry.bytes.length;
      while (entries.size > max || bytes > maxBytes) forget(entries.keys().next().value!);
      return entry;
    },
  };
}

const byDb = new WeakMap<Db, AnswerCache>();

/** The answers kept for one database (tests run several apps, each on its own, in one process). */
export function answerCacheFor(db: Db): AnswerCache {
  let cache = byDb.get(db);
  if (!cache) byDb.set(db, (cache = createAnswerCache(versionsFor(db), { max: 1000 })));
  return cache;
}

/**
 * Every kept answer is one vet group's (X-Vet-Id) in one encoding, and is checked with us on
 * every use (no-cache: the browser or CDN keeps it and asks again with If-None-Match, a 304 if
 * nothing changed): a write shows in the next answer, as it does from memory.
 */
const KEPT_HEADERS = { vary: 'x-vet-id, accept-encoding', 'cache-control': 'no-cache' };

/**
 * A kept answer as sent to one caller: in the encoding it accepts, or a 304 with no body when
 * its If-None-Match names that answer already. The slots route and keptAnswers both send this.
 */
export function answerFor(kept: Kept, request: { header(name: string): string | undefined }) {
  const { bytes, headers } = encodedFor(kept, request.header('accept-encoding'));
  const unchanged = alreadyHas(request.header('if-none-match'), headers.etag!);
  return { status: unchanged ? (304 as const) : (200 as const), body: unchanged ? null : bytes, headers };
}

/**
 * A kept answer's bytes as the caller accepts them: brotli or gzip, compressed once per answer
 * on first demand (a month of slots is ~40 KB of JSON and ~1.2 KB as brotli), or as it is.
 */
function encodedFor(kept: Kept, acceptEncoding: string | undefined): { bytes: Uint8Array<ArrayBuffer>; headers: Record<string, string> } {
  const accepts = (name: string) => new RegExp(`(^|[\\s,])${name}(?!;q=0(\\.0*)?(,|$))`, 'i').test(acceptEncoding ?? '');
  const encoding = kept.bytes.length < 1024 ? undefined : accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
  if (!encoding) return { bytes: kept.bytes, headers: { etag: kept.etag, ...KEPT_HEADERS } };
  const memo = compressed.get(kept) ?? {};
  compressed.set(kept, memo);
  memo[encoding] ??= new Uint8Array(
    encoding === 'br' ? brotliCompressSync(kept.bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(kept.bytes, { level: 6 }),
  );
  return { bytes: memo[encoding], headers: { etag: kept.etag.replace(/"$/, `-${encoding}"`), ...KEPT_HEADERS, 'content-encoding': encoding } };
}

/**
 * Whether the caller has this answer already: its If-None-Match names the ETag (weakly
 * compared) or is '*' (RFC 9110, 13.1.2). Then the answer is a 304 with no body.
 */
function alreadyHas(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

const compressed = new WeakMap<Kept, { br?: Uint8Array<ArrayBuffer>; gzip?: Uint8Array<ArrayBuffer> }>();
