import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { chosenEncoding, sendScript } from './compressedScript';

describe('chosenEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['identity', null],
    [undefined, null],
    ['gzip;q=0', null],
  ] as const)('%s -> %s', (header, expected) => {
    expect(chosenEncoding(header)).toBe(expected);
  });
});

describe('sendScript', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compressed-script-'));
  const file = join(dir, 'frame.js');
  const source = `export const frame = ${JSON.stringify('card '.repeat(2000))};\n`;
  writeFileSync(file, source);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const app = new Hono()
    .get('/frame.js', (c) => sendScript(c, file, { 'cache-control': 'public, max-age=300' }))
    .get('/missing.js', (c) => sendScript(c, join(dir, 'missing.js'), {}).catch(() => c.text('Not found', 404)));
  const get = (path: string, acceptEncoding?: string) => app.request(path, acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {});

  it('sends brotli to a browser that takes it, smaller and the same script', async () => {
    const res = await get('/frame.js', 'gzip, deflate, br, zstd');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('content-type')).toContain('javascript');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(source.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(source);
  });

  it('sends gzip when brotli is not accepted, and the file as it is when nothing is', async () => {
    const gz = await get('/frame.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(source);
    const plain = await get('/frame.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(source);
  });

  it('sends the new version once the file changes', async () => {
    await get('/frame.js', 'br');
    const changed = `${source}export const changed = true;\n`;
    writeFileSync(file, changed);
    const res = await get('/frame.js', 'br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(changed);
    writeFileSync(file, source);
  });

  it('sends files made into one script, made again when either changes', async () => {
    const part = join(dir, 'part.js');
    writeFileSync(part, 'one');
    const joined = new Hono().get('/joined.js', (c) => sendScript(c, { files: [file, part], compose: ([a, b]) => `${b}|${a!.length}` }, {}));
    const text = async () => (await joined.request('/joined.js')).text();
    expect(await text()).toBe(`one|${source.length}`);
    writeFileSync(part, 'two');
    expect(await text()).toBe(`two|${source.length}`);
  });

  it('rejects for a missing file, so the route can answer 404', async () => {
    expect((await get('/missing.js', 'br')).status).toBe(404);
  });
});
