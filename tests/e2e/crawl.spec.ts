// A walk over the portal as the production build serves it, signed out and signed in: every
// same-origin page the home page and the menus lead to, and the pages those lead to, each
// loaded fresh (so each is server-rendered and, where it has React parts, hydrated). Any
// console error, uncaught error (a hydration mismatch is React error #418), failed request
// or link that does not answer 200 fails the walk, with the page it happened on.
import { expect, test, type Page } from './test';
import { SAM, signIn } from './session';
import { flowsSettled } from './settled';

/** Pages loaded signed out: every menu's pages and a sample of the pages they list. */
const MAX_PAGES = 26;
/** Signed in: the account menu's pages and the first of the rest (the same public pages, walked above). */
const MAX_PAGES_SIGNED_IN = 15;
/** Pages of one kind (an article, a product, a clinic) loaded per walk; their links are still checked. */
const PER_KIND = 2;
/** Same-origin paths that are not portal pages (the sign-in service, the API, the demo clinic site). */
const NOT_PORTAL = /^\/(auth|api|content|dev|demo|embed)(\/|$)|^\/widgets\//;

/**
 * One kind of page: /news/{id}/{slug} and /shop/{id}/{slug} are each one kind, as are
 * /clinic/{slug}, /{group}/item/{slug} and a page's filtered views (/news?category=…).
 */
function kindOf(link: string): string {
  const { pathname: path, search } = new URL(link, 'http://x');
  if (search) return `${path}?`;
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 3 && (parts[0] === 'news' || parts[0] === 'shop')) return `/${parts[0]}/:id/:slug`;
  if (parts.length === 3 && parts[1] === 'item') return '/:group/item/:slug';
  if (parts.length === 2 && parts[0] === 'clinic') return '/clinic/:slug';
  return path;
}

interface Walk {
  origin: string;
  problems: string[];
  visited: string[];
  links: Set<string>;
}

/**
 * A portal page has checked the session once it says signed in or out on the document
 * (`<html data-session>`): a page that moves on by itself (to sign in) has done so by then. A
 * page that is not the portal's (the sign-in service's) has no shell to wait for. Then its
 * flows have rendered what they load (the shop's product links), however long that took.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root') || /^signed(In|Out)$/.test(document.documentElement.dataset.session ?? ''));
  await flowsSettled(page);
}

/** The page's same-origin portal links, in its light DOM and the widgets' open shadow roots (the shop's products). */
function sameOriginLinks(page: Page): Promise<string[]> {
  return page.evaluate((notPortal) => {
    const anchors: HTMLAnchorElement[] = [];
    const collect = (root: Document | ShadowRoot) => {
      anchors.push(...root.querySelectorAll<HTMLAnchorElement>('a[href]'));
      for (const host of root.querySelectorAll('*')) if (host.shadowRoot) collect(host.shadowRoot);
    };
    collect(document);
    return anchors
      .map((a) => new URL(a.href, location.href))
      .filter((url) => url.origin === location.origin && !new RegExp(notPortal).test(url.pathname))
      .map((url) => url.pathname + url.search);
  }, NOT_PORTAL.source);
}

/** Loads `path` and records what went wrong on it; answers the same-origin portal links on the page. */
async function visit(page: Page, path: string, walk: Walk): Promise<string[]> {
  const { origin } = walk;
  const onConsole = (message: { type(): string; text(): string; location(): { url: string } }) => {
    if (message.type() === 'error') walk.problems.push(`${path}: console error: ${message.text()} (${message.location().url})`);
  };
  const onError = (error: Error) => walk.problems.push(`${path}: page error: ${error.message}`);
  const onResponse = (response: { status(): number; url(): string }) => {
    if (response.status() >= 400 && response.url().startsWith(origin)) walk.problems.push(`${path}: ${response.status()} for ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('response', onResponse);
  try {
    // A previous page that moves on late (to sign in) may abort this load once.
    const response = await page.goto(path, { waitUntil: 'load' }).catch(() => page.goto(path, { waitUntil: 'load' }));
    if (response?.status() !== 200) walk.problems.push(`${path}: answered ${response?.status()}`);
    await settle(page);
    walk.visited.push(path);
    // A page that moves on by itself (sign-in to the sign-in service, /logout home) is read where it lands.
    let links: string[] | undefined;
    for (let attempt = 0; !links; attempt++)
      links = await sameOriginLinks(page).catch(async (error: unknown) => {
        if (attempt === 2) throw error;
        await page.waitForLoadState('load');
        await settle(page);
        return undefined;
      });
    return links;
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('response', onResponse);
  }
}

/**
 * Breadth first from `start` (the home page, whose header and footer hold every menu, and
 * pages no menu links to); `skip` is left for last or out.
 */
async function crawl(page: Page, baseURL: string, { start, skip, max }: { start: string[]; skip: RegExp; max: number }): Promise<Walk> {
  const walk: Walk = { origin: new URL(baseURL).origin, problems: [], visited: [], links: new Set() };
  const queued = new Set<string>(start);
  const perKind = new Map<string, number>();
  const queue = [...start];
  while (queue.length > 0 && walk.visited.length < max) {
    const path = queue.shift()!;
    for (const link of await visit(page, path, walk)) {
      walk.links.add(link);
      const bare = link.split('#')[0]!;
      if (queued.has(bare) || skip.test(bare)) continue;
      queued.add(bare);
      const kind = kindOf(bare);
      const count = perKind.get(kind) ?? 0;
      if (count >= PER_KIND) continue;
      perKind.set(kind, count + 1);
      queue.push(bare);
    }
  }
  // Links not loaded as pages still have to answer (after the redirects a browser follows).
  for (const link of walk.links) {
    const bare = link.split('#')[0]!;
    if (queued.has(bare) && walk.visited.includes(bare)) continue;
    const status = (await page.request.get(bare)).status();
    if (status !== 200) walk.problems.push(`link ${bare}: answered ${status}`);
  }
  return walk;
}

test.describe('a walk over the portal', () => {
  test('signed out: every page loads without an error, every link and asset answers', async ({ page, baseURL }) => {
    // The widget catalogue and a shared photo (a demo entry, server/accounts/seed.ts) are linked from no menu.
    const start = ['/', '/widgets', '/photo-share/0c9a5a52-3a47-4c1e-8f7e-5b0d9d6f1a01'];
    // The account's pages send a visitor to sign in (their menu shows signed in only): their links are checked, not walked.
    const walk = await crawl(page, baseURL!, { start, skip: /^\/account(\/|$)/, max: MAX_PAGES });
    expect(walk.visited.length).toBe(MAX_PAGES);
    // The menus' pages, the account's sign-in route and a page of each kind were among them.
    expect(walk.visited).toEqual(expect.arrayContaining(['/', '/shop', '/news', '/contact', '/book-appointment', '/download-app', '/info/terms-conditions']));
    expect(walk.visited.some((path) => /^\/shop\/[^/]+\/[^/]+$/.test(path))).toBe(true);
    expect(walk.problems).toEqual([]);
  });

  test('signed in: every page loads without an error, every link and asset answers', async ({ page, baseURL }) => {
    await signIn(page, SAM, '/');
    // Signing out would end the walk: /logout is loaded last.
    const walk = await crawl(page, baseURL!, { start: ['/'], skip: /^\/logout$/, max: MAX_PAGES_SIGNED_IN });
    expect(walk.visited).toEqual(expect.arrayContaining(['/account/details', '/account/pets', '/account/orders']));
    await visit(page, '/logout', walk);
    expect(walk.problems).toEqual([]);
  });
});
