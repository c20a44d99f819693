// Which portal pages need React in the browser: the shell's own server renderer
// (shell/entry-server.tsx, run from source) over the built-in content service and the demo
// content. A page whose parts all run as plain-DOM islands is sent without React; a part that
// only React runs marks the page for hydration, with the answers it reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../shell/entry-server';
import { testApp, type TestApp } from '../test/harness';

let t: TestApp;
const ORIGIN = 'http://portal.test';

beforeAll(async () => {
  t = await testApp();
}, 120_000);
afterAll(async () => t?.close());

async function render(url: string) {
  const result = await renderPage({
    url,
    site: { vetId: 'tui-vets', name: 'Tui Vets', logoUrl: '/logo.svg', apiBase: ORIGIN, contentBase: `${ORIGIN}/content/api`, accountMenuOmit: [] },
    fetch: (input, init) => Promise.resolve(t.app.request(String(input).slice(ORIGIN.length), init)),
  });
  if (result.kind !== 'page') throw new Error(`expected a page, got a redirect to ${result.location}`);
  return result;
}

describe('pages sent without React (islands)', () => {
  it('a content page of plain blocks: header, menus and footer as markup, no answers to hydrate with', async () => {
    const page = await render('/emergencies');
    expect(page.hydrate).toBe(false);
    expect(page.data).toBe('');
    expect(page.html).toContain('In an emergency, call us');
    // The header's menus are in the HTML for the islands: the drop-downs, the phone menu (a
    // closed dialog), both session menus and the basket's stand-in button.
    expect(page.html).toContain('data-dropdown=""');
    expect(page.html).toMatch(/<dialog id="mobile-menu" data-dialog=""/);
    expect(page.html).toContain('data-session-show="signedIn"');
    expect(page.html).toContain('data-session-show="signedOut"');
    expect(page.html).toMatch(/<vet-cart-button [^>]*loading="interaction"[^>]*><button type="button" aria-label="Basket, 0 items"/);
    expect(page.html).toMatch(/<svg role="img" aria-label="QR code of the download page" viewBox="0 0 \d+ \d+"/);
  });

  it("pages that are a widget in a frame need no React of the portal's own", async () => {
    for (const url of ['/book-appointment', '/shop', '/contact', '/checkout']) expect((await render(url)).hydrate, url).toBe(false);
  });

  it('carousels, team dialogs, the lightbox, the blog and its articles are islands too', async () => {
    for (const url of [
      '/',
      '/about-us',
      '/our-team',
      '/community',
      '/news',
      '/news?category=equine',
      '/news/facial-eczema-2026/facial-eczema-spore-counts-rising',
    ])
      expect((await render(url)).hydrate, url).toBe(false);
    const home = await render('/');
    expect(home.html).toMatch(/<section aria-roledescription="carousel" aria-label="Highlights" data-carousel="" data-per-view="1"[^>]* data-autoplay="true"/);
    const team = await render('/our-team');
    expect(team.html).toMatch(/data-dialog-open="team[^"]*-0"/);
    expect(team.html).toMatch(/<dialog id="team[^"]*-0" data-dialog=""/);
  });

  it('a page with a part only React runs is hydrated, with its answers inline', async () => {
    // The store links are looked up in the browser; /widgets is a form.
    for (const url of ['/download-app', '/widgets']) {
      const page = await render(url);
      expect(page.hydrate, url).toBe(true);
      expect(page.data, url).not.toBe('');
    }
  });
});
