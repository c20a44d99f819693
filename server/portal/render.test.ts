// Portal pages rendered on the server, with a stand-in for the shell's built renderer
// (dist/shell-server/entry-server.js) in a temporary root: what the server does with what the
// renderer answers (HTML, answers inline, redirects, 404, failures) and the page cache.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/harness';

const INDEX = `<!doctype html><html><head><title>Tui Vets</title><meta name="vet-id" content="tui-vets" /></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>`;

// The stand-in renders the path it is given, counts its renders, and asks the content API
// through the fetch it is handed (in-process), as the real renderer does.
const RENDERER = `
globalThis.renders = 0;
export async function renderPage({ url, site, fetch }) {
  globalThis.renders++;
  const path = new URL(url, 'http://x').pathname;
  if (path === '/boom') throw new Error('render failed');
  if (path === '/old') return { kind: 'redirect', location: '/new' };
  const answer = await fetch(site.contentBase + '/ui-page?limit=1', { headers: { 'x-vet-id': site.vetId } });
  const status = path === '/404' || path.startsWith('/missing') ? 404 : 200;
  // A page with a carousel needs React in the browser; the others are HTML and islands.
  const hydrate = path === '/about-us';
  return { kind: 'page', status, hydrate, html: '<main><h1>' + path + '</h1><p>content ' + answer.status + '</p></main>', data: hydrate ? '{"page":{"ok":true,"data":"<\\\\u002fscript>"}}' : '' };
}`;

let t: TestApp;
let root: string;
const renders = () => (globalThis as { renders?: number }).renders ?? 0;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'portal-root-'));
  mkdirSync(join(root, 'dist/shell'), { recursive: true });
  mkdirSync(join(root, 'dist/shell-server'), { recursive: true });
  writeFileSync(join(root, 'dist/shell/index.html'), INDEX);
  writeFileSync(join(root, 'dist/shell-server/entry-server.js'), RENDERER);
  t = await testApp({ config: { root } });
}, 120_000);
afterAll(async () => t?.close());

describe('portal pages rendered on the server', () => {
  it('sends the rendered page inside the shell with its answers, having asked the content API in-process', async () => {
    const res = await t.request('/about-us');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root" data-hydrate><main><h1>/about-us</h1><p>content 200</p></main></div>');
    expect(html).toContain('<script type="application/json" id="vet-data">{"page":{"ok":true,"data":"<\\u002fscript>"}}</script>');
    expect(html).toContain('<script type="module" src="/assets/main.js"></script>');
  });

  it('sends a page without React parts as HTML for the islands: no hydration mark, no answers', async () => {
    const html = await (await t.request('/emergencies')).text();
    expect(html).toContain('<div id="root"><main><h1>/emergencies</h1><p>content 200</p></main></div>');
    expect(html).not.toContain('data-hydrate');
    expect(html).not.toContain('id="vet-data"');
  });

  it('answers a redirect the page asks for with 302, and /404 with status 404', async () => {
    const old = await t.request('/old');
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe('/new');
    const lost = await t.request('/404');
    expect(lost.status).toBe(404);
    expect(await lost.text()).toContain('<h1>/404</h1>');
  });

  it('sends the plain shell when rendering fails, and tries again on the next view', async () => {
    const before = renders();
    const res = await t.request('/boom');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
    await t.request('/boom');
    expect(renders() - before).toBe(2);
  });

  it('renders a page once while it is fresh, and a repeat view with its ETag is a 304', async () => {
    const first = await t.request('/services/dogs?x=1');
    const before = renders();
    const again = await t.request('/services/dogs?x=1');
    expect(renders()).toBe(before);
    expect(await again.text()).toBe(await first.text());
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, stale-while-revalidate=60');
    const unchanged = await t.request('/services/dogs?x=1', { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    // Another query string is another page.
    await t.request('/services/dogs?x=2');
    expect(renders()).toBe(before + 1);
  });

  it('renders a shared photo page on every view (its owner may delete it)', async () => {
    const path = '/photo-share/0c9a5a52-3a47-4c1e-8f7e-5b0d9d6f1a01';
    await t.request(path);
    const before = renders();
    await t.request(path);
    expect(renders()).toBe(before + 1);
  });

  it('gives content answers an ETag: a repeat call is a 304', async () => {
    const first = await t.request('/content/api/ui-page?limit=1', { headers: { 'x-vet-id': 'tui-vets' } });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('vary')).toMatch(/x-vet-id/i);
    const again = await t.request('/content/api/ui-page?limit=1', { headers: { 'x-vet-id': 'tui-vets', 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('keeps real pages when made-up paths and query strings flood in', async () => {
    await t.request('/about-us');
    const before = renders();
    for (let i = 0; i < 250; i++) await t.request(`/missing-${i}`);
    for (let i = 0; i < 60; i++) await t.request(`/about-us?junk=${i}`);
    const afterFlood = renders();
    await t.request('/about-us');
    expect(renders()).toBe(afterFlood);
    expect(afterFlood - before).toBe(310);
  });

  it("serves a new build's shell at once (the index is read again when it changes)", async () => {
    await t.request('/news');
    writeFileSync(join(root, 'dist/shell/index.html'), INDEX.replace('/assets/main.js', '/assets/main-2.js'));
    const res = await t.request('/news');
    expect(await res.text()).toContain('/assets/main-2.js');
    writeFileSync(join(root, 'dist/shell/index.html'), INDEX);
  });

  it("renders a page again at once when the group's content changes, not after its fresh time", async () => {
    await t.request('/about-us');
    const before = renders();
    await t.request('/about-us');
    expect(renders()).toBe(before);
    await t.db.query(
      `update content_docs set data = jsonb_set(data, '{title}', '"About, edited"') where vet_id = 'tui-vets' and collection = 'ui-page' and slug = 'about-us'`,
    );
    await t.request('/about-us');
    expect(renders()).toBe(before + 1);
  });
});
