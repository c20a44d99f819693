// Scripts the API's routes send from files outside the static folders (the card frame's own
// script, the offline Stripe stand-in) go out compressed as the static files do: brotli or
// gzip, whichever the browser accepts. Otherwise a page with a card form fetched them at full
// size (37 KB of its JavaScript). Each copy is made once per version of its files and kept.
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

type Encoding = 'br' | 'gzip';

/** A script as the server sends it: one file as it is, or several files made into one text. */
export type ScriptSource = string | { files: readonly string[]; compose: (texts: string[]) => string };

interface Copies {
  version: string;
  identity: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

const kept = new Map<string, Copies>();
const bytes = (buffer: Buffer) => new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer);

async function copiesOf(source: ScriptSource): Promise<Copies> {
  const files = typeof source === 'string' ? [source] : source.files;
  const key = files.join('\n');
  const version = (await Promise.all(files.map((file) => stat(file)))).map(({ mtimeMs, size }) => `${mtimeMs}:${size}`).join(',');
  const hit = kept.get(key);
  if (hit && hit.version === version) return hit;
  const texts = await Promise.all(files.map((file) => readFile(file)));
  const raw = typeof source === 'string' ? texts[0]! : Buffer.from(source.compose(texts.map((text) => text.toString('utf8'))));
  const copies: Copies = {
    version,
    identity: bytes(raw),
    br: bytes(brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })),
    gzip: bytes(gzipSync(raw, { level: 9 })),
  };
  kept.set(key, copies);
  return copies;
}

/** The encoding to send for an Accept-Encoding header: brotli first, then gzip; none refused with q=0. */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Sends a script, compressed when the request allows. Rejects when a file cannot be read. */
export async function sendScript(c: Context, source: ScriptSource, headers: Record<string, string>): Promise<Response> {
  const copies = await copiesOf(source);
  const encoding = chosenEncoding(c.req.header('accept-encoding'));
  return c.body(encoding ? copies[encoding] : copies.identity, 200, {
    ...headers,
    'content-type': 'application/javascript; charset=utf-8',
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
}
