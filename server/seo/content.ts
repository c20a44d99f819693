// What the server knows of a page without running the shell: its title, description and
// image from the content service's documents, by the same rules the shell's pages use
// (shell/seo.ts: the meta-seo document for the route wins, else the page's own fields).
// Plain field reads over the stored JSON: documents are editor input, so every field is
// checked before use and anything odd is simply left out.
import type { ContentCollection, ContentDoc } from '../content/collections';
import type { ContentStore } from '../content/service';
import { slugify } from '../../shared/format/slugify';
import { richTextNodes } from '../../shared/content/richText';
import { seoMetaOf, type SeoHead } from '../../shared/content/seoMeta';

export interface PageHead {
  title: string;
  description?: string | undefined;
  /** Absolute or site-relative URL of the preview image. */
  image?: string | undefined;
  /** 'article' for news; 'website' otherwise. */
  type?: 'website' | 'article';
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const obj = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
const imageUrl = (value: unknown): string | undefined => str(obj(value)?.url);

/** Lower-case, no query, no trailing slash ('/' stays '/'): how routes are compared. */
export function normalizePath(path: string): string {
  const bare = (path.split(/[?#]/)[0] ?? '/').toLowerCase().replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}

/** Rich text (Slate, or Lexical read as Slate) to plain text (for a description when a document has no summary). */
export function plainText(nodes: unknown, limit = 200): string | undefined {
  const parts: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    const o = obj(node);
    if (!o) return;
    if (typeof o.text === 'string') parts.push(o.text);
    if (Array.isArray(o.children)) {
      walk(o.children);
      parts.push(' ');
    }
  };
  walk(richTextNodes(nodes));
  const text = parts.join('').replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  return text.length > limit ? `${text.slice(0, limit - 1).replace(/\s+\S*$/, '')}…` : text;
}

/** A page's summary and picture from its first block that has them (hero, header…). */
function layoutHead(layout: unknown): { description?: string; image?: string } {
  const out: { description?: string; image?: string } = {};
  for (const block of Array.isArray(layout) ? layout : []) {
    const b = obj(block);
    if (!b) continue;
    const slide = obj(Array.isArray(b.slides) ? b.slides[0] : undefined);
    out.description ??= str(b.summary) ?? str(b.subtitle) ?? str(slide?.summary) ?? str(slide?.subtitle);
    const images = Array.isArray(b.images) ? b.images : Array.isArray(slide?.images) ? slide.images : [];
    out.image ??= imageUrl(b.image) ?? imageUrl(images[0]);
    if (out.description && out.image) break;
  }
  return out;
}

async function bySlug(store: ContentStore, vetId: string, collection: ContentCollection, slug: string): Promise<ContentDoc | undefined> {
  // The store may return more than the narrowed documents; the exact match is ours to find.
  return (await store.list(vetId, collection, { slug })).find((d) => str(d.slug)?.toLowerCase() === slug);
}

async function byId(store: ContentStore, vetId: string, collection: ContentCollection, id: string): Promise<ContentDoc | undefined> {
  return (await store.list(vetId, collection, { id })).find((d) => d.id === id);
}

/**
 * The page's own head for a content route, or undefined when the path is not a content
 * page the server can describe (flows, account, unknown paths: the shell's default head).
 */
async function ownHead(store: ContentStore, vetId: string, path: string, siteName: string): Promise<(PageHead & { meta?: SeoHead }) | undefined> {
  const seg = path
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  const titled = (title: string | undefined) => (title && title !== siteName ? `${title} | ${siteName}` : siteName);

  if (seg.length === 0) {
    const home = await bySlug(store, vetId, 'ui-page', 'home');
    return { title: siteName, ...(home ? layoutHead(home.layout) : {}), meta: seoMetaOf(home) };
  }
  if (seg[0] === 'news' && seg.length === 3) {
    const news = await byId(store, vetId, 'ui-news', seg[1]!);
    const article = obj(news?.article);
    if (!article) return undefined;
    return {
      title: titled(str(article.title)),
      description: str(article.summary) ?? plainText(article.body),
      image: imageUrl(article.image),
      type: 'article',
      meta: seoMetaOf(news),
    };
  }
  if (seg[0] === 'clinic' && seg.length === 2) {
    const clinic = await bySlug(store, vetId, 'ui-clinic', seg[1]!);
    return clinic && { title: titled(str(clinic.title)), ...layoutHead(clinic.layout), meta: seoMetaOf(clinic) };
  }
  if (seg.length === 3 && seg[1] === 'item') {
    const service = await bySlug(store, vetId, 'ui-service', seg[2]!);
    return service && { title: titled(str(service.title)), description: str(service.subtitle) ?? plainText(service.body), image: imageUrl(service.image) };
  }
  if (seg[0] === 'info' && seg[1] === 'terms-conditions' && seg.length === 2) {
    const terms = await bySlug(store, vetId, 'ui-terms-and-conditions', 'terms-conditions');
    return { title: titled(str(terms?.title) ?? 'Terms & Conditions') };
  }
  if (seg.length === 1 && seg[0] !== 'home') {
    const page = await bySlug(store, vetId, 'ui-page', seg[0]!);
    return page && { title: titled(str(page.title)), ...layoutHead(page.layout), meta: seoMetaOf(page) };
  }
  return undefined;
}

/** The head for `path`: the document's own SEO fields (the CMS's), then meta-seo for the route, then the page's own fields. */
export async function contentHead(store: ContentStore, vetId: string, rawPath: string, siteName: string): Promise<PageHead | undefined> {
  const path = normalizePath(rawPath);
  const [seoDocs, own] = await Promise.all([store.list(vetId, 'meta-seo'), ownHead(store, vetId, path, siteName)]);
  const seo = seoDocs.find((d) => typeof d.route === 'string' && normalizePath(d.route) === path);
  if (!seo && !own) return undefined;
  const meta = own?.meta ?? {};
  const title = meta.title ?? str(seo?.title) ?? own?.title;
  if (!title) return undefined;
  return {
    title,
    description: meta.description ?? str(seo?.description) ?? own?.description,
    image: meta.image ?? imageUrl(seo?.image) ?? own?.image,
    type: own?.type ?? 'website',
  };
}

/** Every content route of a vet group, for sitemap.xml: pages, news, clinics, services. */
export async function contentRoutes(store: ContentStore, vetId: string): Promise<{ path: string; lastModified?: string }[]> {
  const [pages, news, clinics, navigation, terms] = await Promise.all([
    store.list(vetId, 'ui-page'),
    store.list(vetId, 'ui-news'),
    store.list(vetId, 'ui-clinic'),
    store.list(vetId, 'navigation'),
    store.list(vetId, 'ui-terms-and-conditions'),
  ]);
  const routes: { path: string; lastModified?: string }[] = [{ path: '/' }];
  // The fixed pages whose content is public (flows that need a session are left out).
  for (const path of ['/news', '/shop', '/contact', '/book-appointment']) routes.push({ path });
  for (const page of pages) {
    const slug = str(page.slug)?.toLowerCase();
    if (slug && slug !== 'home') routes.push({ path: `/${encodeURIComponent(slug)}` });
  }
  const sortedNews = [...news].sort((a, b) => String(b.date ?? '').localeCompare(String(a.date ?? '')));
  for (const item of sortedNews) {
    const slug = str(item.slug);
    if (slug) routes.push({ path: `/news/${encodeURIComponent(item.id)}/${encodeURIComponent(slug)}`, lastModified: isoDay(item.date) });
  }
  for (const clinic of clinics) {
    const slug = str(clinic.slug);
    if (slug) routes.push({ path: `/clinic/${encodeURIComponent(slug)}` });
  }
  // Services are reached through their navigation group (/{group}/item/{slug}).
  const services = new Map((await store.list(vetId, 'ui-service')).map((s) => [s.id, s]));
  for (const group of navigation) {
    const name = str(group.name);
    if (!name || !Array.isArray(group.items)) continue;
    for (const ref of group.items) {
      const r = obj(ref);
      if (r?.relationTo !== 'ui-service') continue;
      const value = r.value;
      const service = typeof value === 'string' ? services.get(value) : obj(value) && services.get(String(obj(value)!.id));
      const slug = str(service?.slug);
      if (slug) routes.push({ path: `/${slugify(name)}/item/${encodeURIComponent(slug)}` });
    }
  }
  if (terms.length > 0) routes.push({ path: '/info/terms-conditions', lastModified: isoDay(terms[0]!.updatedDate) });
  // One entry per path: a service in two groups, a clinic listed twice.
  const seen = new Set<string>();
  return routes.filter((r) => (seen.has(r.path) ? false : (seen.add(r.path), true)));
}

function isoDay(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}
