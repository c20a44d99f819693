// Search engines and link previews: sitemap.xml and robots.txt of the content routes, the
// shell's index.html with the page's title, description and Open Graph tags written in
// on the server (for crawlers that run no JavaScript), and the shared photo as an image URL
// the photo share page's preview can point at.
import type { Context, Hono } from 'hono';
import { entryById, UUID } from '../accounts/entries/service';
import { contentStoreOf } from '../content/source';
import { sharedPhotoHead } from '../../shared/format/photoShare';
import type { AppEnv } from '../http/env';
import { contentHead, contentRoutes, type PageHead } from './content';
import { injectHead, sitemapXml, withMeta } from './html';
import { siteOf } from './site';

type Ctx = Context<AppEnv>;

/**
 * The portal's public origin: PUBLIC_URL, never the request's Host or X-Forwarded-* headers,
 * which anyone can write (a forged Host would put another site into og:url and the sitemap).
 */
const originOf = (c: Ctx): string => c.get('deps').config.publicUrl;

const photoPath = (id: string) => `/photo-share/${id}/photo`;

/** JPEG and PNG by their first bytes: the stored photo decides its type, not a name. */
function imageType(bytes: Buffer): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  return undefined;
}

async function photoShareHead(c: Ctx, vetId: string, siteName: string, id: string): Promise<PageHead | undefined> {
  const entry = await entryById(c.get('deps').db, vetId, id);
  if (!entry) return undefined;
  // Same title and description as the page sets in the browser (shell/pages/PhotoSharePage.tsx).
  const { title, description } = sharedPhotoHead(entry);
  return {
    title: `${title} | ${siteName}`,
    description,
    image: photoPath(id),
    type: 'article',
  };
}

const PRODUCT_PATH = /^\/shop\/(\d{1,9})\/([^/]+)\/?$/;

interface ProductRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  images: string[];
}

async function productOf(c: Ctx, vetId: string, path: string): Promise<{ row: ProductRow; slug: string } | undefined> {
  const match = PRODUCT_PATH.exec(path);
  if (!match) return undefined;
  const row = await c
    .get('deps')
    .db.one<ProductRow>('select id, slug, name, description, images from products where vet_id = $1 and id = $2 and active', [vetId, Number(match[1])]);
  return row ? { row, slug: decodeURIComponent(match[2]!) } : undefined;
}

/**
 * Where a product address sends the visitor instead: under a slug that is not the product's
 * own (an old link, a renamed product), to /shop/{id}/{slug}; when this group's shop has no
 * such product (another group's, a made-up id, one no longer sold), to the portal's 404 page,
 * as a missing content page does. Undefined for any other address.
 */
export async function productRedirect(c: Ctx, html: string, path: string): Promise<{ kind: 'moved'; location: string } | { kind: 'missing' } | undefined> {
  if (!PRODUCT_PATH.test(path)) return undefined;
  try {
    const found = await productOf(c, siteOf(html).vetId, path);
    if (!found) return { kind: 'missing' };
    return found.slug !== found.row.slug ? { kind: 'moved', location: `/shop/${found.row.id}/${found.row.slug}` } : undefined;
  } catch {
    return undefined; // a malformed escape or a database hiccup: the page still loads
  }
}

/** The head for a shell path, or undefined to serve the shell's defaults. */
export async function headFor(c: Ctx, html: string, path: string): Promise<PageHead | undefined> {
  const { vetId, name } = siteOf(html);
  const share = /^\/photo-share\/([^/]+)\/?$/i.exec(path);
  if (share) return photoShareHead(c, vetId, name, share[1]!);
  const product = await productOf(c, vetId, path);
  if (product)
    // The same title the shell sets once the product loads (shell/pages/ProductPage.tsx).
    return { title: `${product.row.name} | ${name}`, description: product.row.description.slice(0, 200) || undefined, image: product.row.images[0] };
  return contentHead(contentStoreOf(c.get('deps')), vetId, path, name);
}

/**
 * Pages of one person or one booking (the account, checkout, a booking's manage link with its
 * token, the desk, signing in and out, a draft's preview): never search results, whatever a
 * crawler that ignores robots.txt finds.
 */
const PRIVATE_PAGE = /^\/(account|checkout|manage-booking|desk|sign-in|logout|preview|subscriptions)(\/|$)/;

/** The shell's index.html for this request, with the page's head written in. */
export async function shellHtml(c: Ctx, html: string): Promise<string> {
  if (PRIVATE_PAGE.test(c.req.path)) return withMeta(html, 'robots', 'noindex');
  try {
    const head = await headFor(c, html, c.req.path);
    return head ? injectHead(html, head, `${originOf(c)}${c.req.path}`, siteOf(html).name) : html;
  } catch {
    // The page still works without its preview tags: the shell sets them once it runs.
    return html;
  }
}

export function mountSeo(app: Hono<AppEnv>, shellIndex: () => string | undefined) {
  app.get('/sitemap.xml', async (c) => {
    let routes: Awaited<ReturnType<typeof contentRoutes>>;
    try {
      routes = await contentRoutes(contentStoreOf(c.get('deps')), siteOf(shellIndex()).vetId);
    } catch {
      // The group's CMS is down: say so, rather than a sitemap without its pages.
      return c.text('The sitemap is not available right now.', 503, { 'retry-after': '60' });
    }
    c.header('cache-control', 'public, max-age=300');
    return c.body(sitemapXml(originOf(c), routes), 200, { 'content-type': 'application/xml; charset=utf-8' });
  });

  app.get('/robots.txt', (c) =>
    c.text(
      `User-agent: *\nDisallow: /account/\nDisallow: /checkout\nDisallow: /api/\nDisallow: /auth/\nDisallow: /widgets\nSitemap: ${originOf(c)}/sitemap.xml\n`,
    ),
  );

  app.get('/photo-share/:id/photo', async (c) => {
    const id = c.req.param('id');
    const entry = UUID.test(id) ? await entryById(c.get('deps').db, siteOf(shellIndex()).vetId, id) : undefined;
    const bytes = entry ? Buffer.from(entry.image, 'base64') : undefined;
    const type = bytes && imageType(bytes);
    if (!bytes || !type) return c.json({ success: false, message: 'That photo was not found.' }, 404);
    return c.body(new Uint8Array(bytes), 200, { 'content-type': type, 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' });
  });
}
