// The breadcrumbs in the server's HTML: most pages are sent without React (islands only), so
// what the server writes is what readers see. Crumbs read as the site names its pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../shell/entry-server';
import { testApp, type TestApp } from '../test/harness';

let t: TestApp;
const ORIGIN = 'http://portal.test';

beforeAll(async () => {
  t = await testApp();
}, 120_000);
afterAll(async () => t?.close());

/** The trail's crumbs as a reader sees them. */
async function trail(url: string): Promise<string[]> {
  const result = await renderPage({
    url,
    site: { vetId: 'tui-vets', name: 'Tui Vets', logoUrl: '/logo.svg', apiBase: ORIGIN, contentBase: `${ORIGIN}/content/api`, accountMenuOmit: [] },
    fetch: (input, init) => Promise.resolve(t.app.request(String(input).slice(ORIGIN.length), init)),
  });
  if (result.kind !== 'page') throw new Error(`expected a page, got a redirect to ${result.location}`);
  const nav = /<nav aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(result.html)?.[1] ?? '';
  return [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, li]) =>
    li!
      .replace(/<span aria-hidden="true">\/<\/span>/, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .trim(),
  );
}

describe('breadcrumbs in the server-rendered page', () => {
  it.each([
    ['/info/terms-conditions', ['Home', 'Info', 'Terms & Conditions']],
    ['/news', ['Home', 'Blog']],
    ['/news/app-launch/the-tui-vets-app-is-here', ['Home', 'Blog', 'The Tui Vets app is here']],
    ['/download-app', ['Home', 'Download the app']],
    ['/pets/item/dogs-and-cats', ['Home', 'Pets', 'Dogs & cats']],
    ['/clinic/hamilton', ['Home', 'Clinics', 'Tui Vets Hamilton']],
    ['/account/pay-invoices', ['Home', 'Account', 'Pay Online']],
  ])("%s reads as the page's title and the menus name it", async (url, expected) => {
    expect(await trail(url)).toEqual(expected);
  });
});
