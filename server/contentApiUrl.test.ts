// CONTENT_API_URL: the portal reads its pages from the group's CMS. The shell's page
// names it (<meta name="content-api">, read by the browser and by the server's rendering) and
// the CSP lets the page load its images and call it; without it, nothing changes.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { testApp, type TestApp } from './test/harness';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="vet-id" content="tui-vets" />
    <title>Tui Vets</title>
    <link rel="stylesheet" href="/assets/shell.css" />
  </head>
  <body><div id="root"></div></body>
</html>`;

let withCms: TestApp;
let without: TestApp;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'content-api-root-'));
  mkdirSync(join(root, 'dist/shell'), { recursive: true });
  writeFileSync(join(root, 'dist/shell/index.html'), SHELL);
  [withCms, without] = await Promise.all([testApp({ config: { root, contentApiUrl: 'http://127.0.0.1:9/api' } }), testApp({ config: { root } })]);
}, 120_000);
afterAll(async () => Promise.all([withCms?.close(), without?.close()]));

const csp = (res: Response) =>
  Object.fromEntries(
    (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v]),
  );

describe('the portal with CONTENT_API_URL', () => {
  it('names the CMS in the shell’s page and lets the page use it', async () => {
    const res = await withCms.request('/about-us');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="content-api" content="http://127.0.0.1:9/api" />');
    // Its images come from its origin: the phone connects while the page is still arriving.
    expect(html).toContain('<link rel="preconnect" href="http://127.0.0.1:9" />');
    // Early: after the charset, before anything the page loads.
    expect(html).toMatch(/<meta charset="utf-8" \/>\s*<link rel="preconnect" href="http:\/\/127.0.0.1:9" \/>/);
    expect(csp(res)['img-src']).toContain('http://127.0.0.1:9');
    expect(csp(res)['connect-src']).toContain('http://127.0.0.1:9');
  });

  it('without it the page reads this server’s content service, and the CSP names nothing more', async () => {
    const res = await without.request('/about-us');
    const html = await res.text();
    expect(html).not.toContain('content-api');
    expect(html).not.toContain('preconnect');
    expect(csp(res)['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it('a draft’s preview may be framed by the CMS only; every other page by nobody', async () => {
    const preview = await withCms.request('/preview/ui-page/p1?token=t');
    expect(csp(preview)['frame-ancestors']).toEqual(['http://127.0.0.1:9']);
    expect(preview.headers.get('x-frame-options')).toBeNull();
    const page = await withCms.request('/about-us');
    expect(csp(page)['frame-ancestors']).toEqual(["'none'"]);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    // With no CMS there is nothing to preview for, and nobody frames it.
    const alone = await without.request('/preview/ui-page/p1?token=t');
    expect(csp(alone)['frame-ancestors']).toEqual(["'none'"]);
    expect(alone.headers.get('x-frame-options')).toBe('DENY');
  });

  it('the server reads the CMS too: with it down, pages still go out and the sitemap says to come back', async () => {
    // Nothing listens on port 9 (discard): the CMS is down.
    expect((await withCms.request('/about-us')).status).toBe(200);
    const sitemap = await withCms.request('/sitemap.xml');
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get('retry-after')).toBe('60');
    expect((await without.request('/sitemap.xml')).status).toBe(200);
  });

  it('a CONTENT_API_URL that is not an http(s) URL stops the server with a message', () => {
    const env = { JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...env, CONTENT_API_URL: 'localhost:3001' })).toThrow(/CONTENT_API_URL must/);
    expect(() => loadConfig({ ...env, CONTENT_API_URL: 'ftp://cms.example/api' })).toThrow(/http/);
    expect(loadConfig({ ...env, CONTENT_API_URL: 'https://cms.example.nz/api/' }).contentApiUrl).toBe('https://cms.example.nz/api');
  });
});
