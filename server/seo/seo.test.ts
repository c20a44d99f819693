// Sitemap, robots.txt, the shared photo's image URL and the head written into the shell
// for crawlers, on the real app over the seeded demo content.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ENTRIES } from '../accounts/seed';
import { testApp, type TestApp } from '../test/harness';
import { memoryContentStore } from '../content/service';
import { contentHead, contentRoutes, normalizePath, plainText } from './content';
import { injectHead, sitemapXml } from './html';

const SHELL_HTML = readFileSync(resolve(import.meta.dirname, '../../shell/index.html'), 'utf8');
let t: TestApp;

beforeAll(async () => {
  // A root whose built shell is the source index.html: the test needs no build.
  const root = mkdtempSync(join(tmpdir(), 'seo-root-'));
  mkdirSync(join(root, 'dist/shell'), { recursive: true });
  writeFileSync(join(root, 'dist/shell/index.html'), SHELL_HTML);
  t = await testApp({ config: { root } });
}, 120_000);
afterAll(async () => t?.close());

const text = async (path: string) => {
  const res = await t.request(path, { headers: { host: 'portal.example.nz' } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
};
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('sitemap.xml', () => {
  it('lists the content routes of the portal as absolute URLs', async () => {
    const { status, type, body } = await text('/sitemap.xml');
    expect(status).toBe(200);
    expect(type).toContain('application/xml');
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toEqual(expect.arrayContaining(['/', '/news', '/about-us', '/clinic/hamilton', '/pets/item/dogs-and-cats', '/info/terms-conditions']));
    expect(locs.some((p) => /^\/news\/facial-eczema-2026\/facial-eczema-spore-counts-rising$/.test(p))).toBe(true);
    expect(locs).not.toContain('/home');
    expect(locs.some((p) => p.startsWith('/account'))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('escapes what it writes', () => {
    expect(sitemapXml('https://x.nz', [{ path: '/a&b' }])).toContain('<loc>https://x.nz/a&amp;b</loc>');
  });

  it('makes every absolute URL from PUBLIC_URL, whatever Host or X-Forwarded-* say', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    for (const path of ['/sitemap.xml', '/robots.txt', '/shop']) {
      const body = await (await t.request(path, { headers: forged })).text();
      expect(body, path).not.toContain('evil.example');
      expect(body, path).toContain('http://localhost:8080/');
    }
    expect(metaOf(await (await t.request('/shop', { headers: forged })).text(), 'og:url')).toBe('http://localhost:8080/shop');
  });

  it('robots.txt points at it and keeps crawlers out of the account area', async () => {
    const { body } = await text('/robots.txt');
    expect(body).toContain('Disallow: /account/');
    expect(body).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
  });
});

describe('head written into the shell', () => {
  it('uses the meta-seo document of the route', async () => {
    const { body } = await text('/shop');
    expect(body).toContain('<title>Shop | Tui Vets</title>');
    expect(metaOf(body, 'og:title')).toBe('Shop | Tui Vets');
    expect(metaOf(body, 'description')).toContain('free pickup');
    expect(metaOf(body, 'og:image')).toMatch(/^http:\/\/.+\/demo\/assets\/hero-pets\.svg$/);
    expect(body.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('uses a content page’s own title, summary and image without a meta-seo document, case and query ignored', async () => {
    const { body } = await text('/New-Clients?ref=mail');
    expect(body).toContain('<title>New clients | Tui Vets</title>');
    expect(metaOf(body, 'og:description')).toMatch(/^Joining is quick/);
    expect(metaOf(body, 'og:image')).toMatch(/\/demo\/assets\/hero-pets\.svg$/);
  });

  it('describes a news article', async () => {
    const { body } = await text('/news/facial-eczema-2026/facial-eczema-spore-counts-rising');
    expect(body).toContain('<title>Facial eczema: spore counts are climbing | Tui Vets</title>');
    expect(metaOf(body, 'og:type')).toBe('article');
    expect(metaOf(body, 'og:description')).toContain('spore counts');
  });

  it('describes clinic and service pages', async () => {
    expect((await text('/clinic/hamilton')).body).toContain('<title>Tui Vets Hamilton | Vet clinic, Hamilton East</title>');
    expect((await text('/pets/item/dogs-and-cats')).body).toContain('<title>Dogs &amp; cats | Tui Vets</title>');
  });

  it('gives the photo share page its pet, entry, event and an image URL that serves the photo', async () => {
    const entry = DEMO_ENTRIES[0];
    const { body } = await text(`/photo-share/${entry.id}`);
    expect(body).toContain(`<title>${entry.petName}: ${entry.title} | Tui Vets</title>`);
    // The event the photo was entered in leads the preview.
    expect(metaOf(body, 'og:description')).toBe('Waikato Dog of the Year 2026: Our clients’ best dog photos, voted by the clinic team.');
    const image = metaOf(body, 'og:image')!;
    expect(image).toMatch(new RegExp(`/photo-share/${entry.id}/photo$`));
    const photo = await t.request(new URL(image).pathname);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
  });

  it('names a product page after the product, sends a wrong slug to the right one and a missing product to 404', async () => {
    const product = (await t.db.one<{ id: number; slug: string; name: string }>(
      "select id, slug, name from products where vet_id = 'tui-vets' and active order by id limit 1",
    ))!;
    const { status, body } = await text(`/shop/${product.id}/${product.slug}`);
    expect(status).toBe(200);
    expect(body).toContain(`<title>${product.name} | Tui Vets</title>`);
    for (const wrong of [`/shop/${product.id}/old-name`, `/shop/${product.id}/${product.slug.toUpperCase()}`]) {
      const res = await t.request(wrong);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`/shop/${product.id}/${product.slug}`);
    }
    // Another group's product and an unknown id: the portal's 404 page, as for a missing page.
    const kea = (await t.db.one<{ id: number }>("select id from products where vet_id = 'kea-vets' limit 1"))!;
    for (const path of [`/shop/${kea.id}/x`, '/shop/999999/nothing']) {
      const res = await t.request(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')).toBe('/404');
    }
    // A broken escape: the shell as it is.
    expect((await t.request(`/shop/${product.id}/%E0%A4%A`)).status).toBe(200);
  });

  it('leaves the shell’s defaults for flows, unknown paths and other groups’ photos', async () => {
    const other = DEMO_ENTRIES.find((e) => e.vetId === 'kea-vets')!;
    for (const path of ['/account/details', '/nowhere', `/photo-share/${other.id}`]) {
      const { status, body } = await text(path);
      expect(status).toBe(200);
      expect(body).toContain('<title>Tui Vets</title>');
      expect(body).not.toContain('og:title');
    }
    expect((await t.request(`/photo-share/${other.id}/photo`)).status).toBe(404);
    expect((await t.request('/photo-share/not-a-uuid/photo')).status).toBe(404);
  });

  it('marks pages of one person or booking noindex, and gives content pages one canonical address', async () => {
    for (const path of ['/manage-booking?token=abc', '/account/details', '/checkout', '/desk', '/sign-in']) {
      const { body } = await text(path);
      expect(body, path).toContain('<meta name="robots" content="noindex" />');
      expect(body, path).not.toContain('rel="canonical"');
    }
    for (const path of ['/about-us?utm_source=newsletter', '/news']) {
      const { body } = await text(path);
      expect(body, path).not.toContain('name="robots"');
      // The portal's public address (PUBLIC_URL), without the query.
      expect(body.match(/<link rel="canonical" href="([^"]*)" \/>/)?.[1], path).toBe(`http://localhost:8080${path.split('?')[0]}`);
    }
  });
});

describe('head rules', () => {
  const store = memoryContentStore({
    'tui-vets': {
      'ui-page': [{ id: 'p', slug: 'evil', title: '"><script>alert(1)</script>', layout: [{ blockType: 'hero', summary: 'a & b' }] }],
      'meta-seo': [],
    },
  });

  it('a document’s own SEO fields (the CMS’s) win over the route’s meta-seo document and the page’s words', async () => {
    const withMeta = memoryContentStore({
      'tui-vets': {
        'ui-page': [
          {
            id: 'p',
            slug: 'vaccination-week',
            title: 'Vaccination week',
            layout: [{ blockType: 'hero', summary: 'From the hero' }],
            meta: { title: 'Half-price vaccinations | Tui Vets', description: 'Boosters at half price this week.', image: { url: '/api/media/file/dog.jpg' } },
          },
          { id: 'q', slug: 'plain', title: 'Plain', layout: [], meta: { title: '  ', description: null, image: 'an-id' } },
        ],
        'meta-seo': [{ id: 's', route: '/vaccination-week', title: 'From meta-seo', description: 'Old words' }],
      },
    });
    expect(await contentHead(withMeta, 'tui-vets', '/vaccination-week', 'Tui Vets')).toMatchObject({
      title: 'Half-price vaccinations | Tui Vets',
      description: 'Boosters at half price this week.',
      image: '/api/media/file/dog.jpg',
    });
    // Blank fields say nothing: the page's own title is used.
    expect((await contentHead(withMeta, 'tui-vets', '/plain', 'Tui Vets'))!.title).toBe('Plain | Tui Vets');
  });

  it('escapes editor text into the HTML', async () => {
    const head = (await contentHead(store, 'tui-vets', '/evil', 'Tui Vets'))!;
    const html = injectHead(SHELL_HTML, head, 'https://x.nz/evil', 'Tui Vets');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).toContain('content="a &amp; b"');
  });

  it('drops an image URL that is not http(s)', () => {
    const html = injectHead(SHELL_HTML, { title: 'x', image: 'javascript:alert(1)' }, 'https://x.nz/', 'Tui Vets');
    expect(html).not.toContain('og:image');
  });

  it('normalises paths and reads Slate text', () => {
    expect(normalizePath('/A/b/?q=1')).toBe('/a/b');
    expect(normalizePath('/')).toBe('/');
    expect(
      plainText([
        { type: 'p', children: [{ text: 'Hello' }] },
        { type: 'p', children: [{ text: 'world' }] },
      ]),
    ).toBe('Hello world');
  });

  it('has no routes beyond the fixed ones for an empty group', async () => {
    expect((await contentRoutes(memoryContentStore({}), 'none')).map((r) => r.path)).toEqual(['/', '/news', '/shop', '/contact', '/book-appointment']);
  });
});
