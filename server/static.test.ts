// The built widget bundle and shell assets go out as the precompressed copy the browser
// accepts (scripts/precompress.ts), else compressed on the fly or as they are.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../scripts/precompress';
import { testApp, type TestApp } from './test/harness';

const ICON = Buffer.from([0, 0, 1, 0, 1, 0]);
const SCRIPT = `export const greeting = ${JSON.stringify('kia ora '.repeat(400))};\n`;
let t: TestApp;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'static-root-'));
  mkdirSync(join(root, 'dist/widgets/chunks'), { recursive: true });
  mkdirSync(join(root, 'dist/shell/assets'), { recursive: true });
  writeFileSync(join(root, 'dist/widgets/vet-widgets.js'), SCRIPT);
  writeFileSync(join(root, 'dist/widgets/chunks/tiny-abcdefgh.js'), 'export {};\n');
  writeFileSync(join(root, 'dist/shell/assets/main-abcdefgh.js'), SCRIPT);
  writeFileSync(join(root, 'dist/shell/favicon.ico'), ICON);
  writeFileSync(join(root, 'dist/shell/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const made = precompress(join(root, 'dist'));
  expect(made.files).toBe(2); // the tiny chunk is not worth a copy
  t = await testApp({ config: { root } });
}, 120_000);
afterAll(async () => t?.close());

const get = async (path: string, acceptEncoding?: string) => {
  const res = await t.request(path, acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {});
  return { res, body: Buffer.from(await res.arrayBuffer()) };
};

describe('precompressed static files', () => {
  it.each(['/widgets/vet-widgets.js', '/assets/main-abcdefgh.js'])('%s: brotli when accepted, gzip otherwise, plain without either', async (path) => {
    const br = await get(path, 'gzip, deflate, br');
    expect(br.res.status).toBe(200);
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(br.res.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.res.headers.get('content-type')).toContain('javascript');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await get(path, 'gzip');
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await get(path);
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('keeps the widget headers (cross-origin, cache) on a precompressed answer', async () => {
    const { res } = await get('/widgets/vet-widgets.js', 'br');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('serves a file without a copy as it is', async () => {
    const { res, body } = await get('/widgets/chunks/tiny-abcdefgh.js', 'br');
    expect(res.status).toBe(200);
    expect(body.toString()).toBe('export {};\n');
  });
});

describe("the portal's icon", () => {
  it('answers /favicon.ico and /favicon.svg from the built shell, cached for a day', async () => {
    const ico = await get('/favicon.ico');
    expect(ico.res.status).toBe(200);
    expect(ico.body.equals(ICON)).toBe(true);
    expect(ico.res.headers.get('cache-control')).toBe('public, max-age=86400');
    const svg = await get('/favicon.svg');
    expect(svg.res.status).toBe(200);
    expect(svg.res.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('keeps other missing files a plain 404', async () => {
    expect((await get('/apple-touch-icon.png')).res.status).toBe(404);
  });
});
