// The same process serves the built portal (dist/shell), the widget bundle
// (dist/widgets at /widgets/), the booking embed page and the demo clinic site (demo/).
import { setAnswerHeader } from './http/answerHeaders';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './http/env';
import { createPageCache } from './portal/pageCache';
import { renderPortalPage, TRANSFER_ELEMENT_ID, withRenderedPage } from './portal/render';
import { mountSeo, productRedirect, shellHtml } from './seo/index';
import { isPreviewPath } from './portal/preview';
import { withMeta, withPreconnect } from './seo/html';
import { siteOf } from './seo/site';
import { cmsRedirect } from './portal/redirects';
import { versionsFor } from './cache/versions';

// The shell's not-found route (shell/router/routes.ts), where it sends a path it has no page for.
const NOT_FOUND_PATH = '/404';

export function mountStatic(app: Hono<AppEnv>, root: string, contentApi?: string) {
  const dir = (path: string) => relative(process.cwd(), join(root, path)) || '.';
  const widgets = join(root, 'dist/widgets');
  const shell = join(root, 'dist/shell');

  // Scripts, styles, SVGs and pages go out compressed (text only; images and small files as
  // they are). Built files have brotli and gzip copies made at build time (scripts/precompress.ts):
  // serveStatic sends one when the browser accepts it and compress() then leaves it alone.
  for (const path of ['/widgets/*', '/assets/*', '/demo/*', '/embed/*']) app.use(path, compress());

  // Widgets are embedded by other sites: allow cross-origin module loads.
  app.use('/widgets/*', async (c, next) => {
    await next();
    // '/widgets' alone is the portal's catalogue page, not the bundle.
    if (!c.req.path.startsWith('/widgets/')) return;
    setAnswerHeader(c, 'access-control-allow-origin', '*');
    setAnswerHeader(c, 'cache-control', /\/chunks\//.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
  });
  if (existsSync(widgets)) app.use('/widgets/*', serveStatic({ root: dir('dist'), precompressed: true, onNotFound: () => {} }));
  app.use('/demo/*', serveStatic({ root: dir('.'), rewriteRequestPath: (p) => (p.endsWith('/') ? `${p}index.html` : p) }));
  app.get('/demo', (c) => c.redirect('/demo/'));
  // A missing demo file is a 404, not the portal's page.
  app.get('/demo/*', (c) => c.text('Not found', 404));

  const page = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  app.get('/embed/booking', (c) => {
    const html = page(join(shell, 'embed/booking.html'));
    // The one page other sites may frame: its CSP says frame-ancestors * (FRAMEABLE_PATHS in app.ts).
    return html ? c.html(html) : c.text('Run npm run build first.', 404);
  });
  if (existsSync(shell)) app.use('/assets/*', serveStatic({ root: dir('dist/shell'), precompressed: true }));
  // A missing script or chunk (an old page after a new build) is a 404, never the portal's
  // HTML, which a browser would refuse as a module with a confusing MIME-type error.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // The portal's icon (shell/public): browsers ask for /favicon.ico whatever the page links.
  if (existsSync(shell)) {
    const icons = serveStatic({ root: dir('dist/shell') });
    for (const path of ['/favicon.ico', '/favicon.svg'])
      app.get(path, async (c, next) => {
        c.header('cache-control', 'public, max-age=86400');
        return icons(c, next);
      });
  }
  app.use('/widgets/*', async (c, next) => (c.req.path === '/widgets' ? next() : c.text('Not found', 404)));

  // With CONTENT_API_URL the shell reads its pages from the group's CMS (cms/): the page says
  // so in the <meta name="content-api"> the shell and the server's rendering both read.
  const builtShell = fileWhenChanged(join(shell, 'index.html'));
  const shellFile = contentApi ? withContentApi(builtShell, contentApi) : builtShell;
  const shellIndex = () => shellFile()?.text;
  mountSeo(app, shellIndex);

  // Portal pages: rendered on the server (server/portal/render.ts) into the shell's
  // index.html, with the page's title and preview tags written in; the browser hydrates them
  // and moves on as a single-page app.
  const isApi = (path: string) => /^\/(api|content|auth|dev)\//.test(path);
  // Any other method on an unknown path (POST /api/v1/basket/. normalises to a path no route
  // has): the API's envelope, never Hono's plain-text default.
  app.notFound((c) => (isApi(c.req.path) ? c.json({ success: false, message: 'Not found' }, 404) : c.text('Not found', 404)));
  // Rendered pages are kept a short while (server/portal/pageCache.ts), per build and URL; a
  // shared photo's page is not (its owner may delete it).
  // A 404 is not kept (any path is one), and addresses with a query string have a cache of
  // their own: made-up paths or queries cannot push the real pages out.
  const keep = (answer: PortalAnswer) => answer.kind === 'redirect' || answer.status === 200;
  const pages = createPageCache<PortalAnswer>({ freshMs: PAGE_FRESH_MS, staleMs: PAGE_STALE_MS, max: 200, keep });
  const queryPages = createPageCache<PortalAnswer>({ freshMs: PAGE_FRESH_MS, staleMs: PAGE_STALE_MS, max: 50, keep });
  const portalAnswer = async (c: Context<AppEnv>, html: string): Promise<PortalAnswer | undefined> => {
    const product = await productRedirect(c, html, c.req.path);
    if (product?.kind === 'moved') return { kind: 'redirect', status: 301, location: product.location };
    if (product?.kind === 'missing') return { kind: 'redirect', status: 302, location: NOT_FOUND_PATH };
    const page = await renderPortalPage(app, c, html);
    if (!page) return undefined;
    // No page here (the shell sends unknown pages to /404): a page that moved (its slug
    // changed in the CMS) is where it is now.
    const missing = page.kind === 'redirect' ? page.location === NOT_FOUND_PATH : page.status === 404;
    if (missing && contentApi) {
      const moved = await cmsRedirect(contentApi, siteOf(html).vetId, c.req.path);
      if (moved) return { kind: 'redirect', status: 301, location: moved };
    }
    if (page.kind === 'redirect') return { kind: 'redirect', status: 302, location: page.location };
    const body = await shellHtml(c, withRenderedPage(html, page, TRANSFER_ELEMENT_ID));
    return { kind: 'page', status: page.status, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  };

  app.get('*', compress(), async (c) => {
    if (isApi(c.req.path)) return c.notFound();
    // A missing file (an old script, a probe for /wp-login.php) is a plain 404: pages have no extension.
    if (/\.[a-z0-9]{1,5}$/i.test(c.req.path)) return c.text('Not found', 404);
    const file = shellFile();
    // A draft's preview is framed by the CMS (the CSP's frame-ancestors names it); no page else.
    if (!(contentApi && isPreviewPath(c.req.path))) c.header('x-frame-options', 'DENY');
    if (!file) return c.text('The portal is not built yet: run npm run build.', 404);
    const html = file.text;
    const url = new URL(c.req.url);
    // Keyed by the versions of what pages show (server/cache/versions.ts): a change to the
    // group's content, products or booking texts is on the next view, not after the page's fresh time.
    const { vetId } = siteOf(html);
    const versions = versionsFor(c.get('deps').db);
    // booking: the booking page's preview of the flow's first step (its emergency notice).
    const [content, shop, booking] = await Promise.all([versions.of(`content:${vetId}`), versions.of(`shop:${vetId}`), versions.of(`booking:${vetId}`)]);
    const key = `${file.hash} ${content}.${shop}.${booking} ${url.pathname}${url.search}`;
    const cache = url.search ? queryPages : pages;
    const answer = /^\/photo-share\//i.test(c.req.path) ? await portalAnswer(c, html) : await cache.get(key, () => portalAnswer(c, html));
    // Not rendered here (no server build, or rendering failed): the browser renders the page.
    if (!answer) return c.html(await shellHtml(c, html));
    if (answer.kind === 'redirect') return c.redirect(answer.location, answer.status);
    c.header('etag', answer.etag);
    // Browsers and CDNs may show a page a minute old while they check for a new one.
    c.header('cache-control', `public, max-age=0, stale-while-revalidate=${PAGE_STALE_MS / 1000}`);
    if (c.req.header('if-none-match') === answer.etag) return c.body(null, 304);
    return c.html(answer.body, answer.status);
  });
}

type ShellFile = () => { text: string; hash: string } | undefined;

/** The shell's page naming the content API it reads (CONTENT_API_URL), written once per build. */
function withContentApi(file: ShellFile, url: string): ShellFile {
  let last: { hash: string; text: string } | undefined;
  return () => {
    const built = file();
    if (!built) return undefined;
    if (last?.hash !== built.hash) last = { hash: built.hash, text: withPreconnect(withMeta(built.text, 'content-api', url), new URL(url).origin) };
    return last;
  };
}

/** A file's text and hash, read again only when it changes (a new build): not on every page view. */
function fileWhenChanged(path: string): ShellFile {
  let seen: { stamp: string; text: string; hash: string } | undefined;
  return () => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return (seen = undefined);
    const stamp = `${stat.mtimeMs} ${stat.size}`;
    if (seen?.stamp !== stamp) {
      const text = readFileSync(path, 'utf8');
      seen = { stamp, text, hash: createHash('sha1').update(text).digest('base64url') };
    }
    return seen;
  };
}

const PAGE_FRESH_MS = 10_000;
const PAGE_STALE_MS = 60_000;

type PortalAnswer = { kind: 'redirect'; status: 301 | 302; location: string } | { kind: 'page'; status: 200 | 404; body: string; etag: string };
