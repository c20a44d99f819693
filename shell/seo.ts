// document.title, description and Open Graph tags per page. The meta-seo document for the
// route wins when there is one; otherwise the page's own title and summary are used.
import { useEffect } from 'react';
import { seoFor } from './content/queries';
import { useQuery } from './content/useQuery';
import { normalizePath } from './navigation/paths';
import { site } from './site';
import type { SeoHead } from '../shared/content/seoMeta';

export interface HeadTags {
  title: string;
  description?: string | null | undefined;
  image?: string | null | undefined;
}

function setMeta(attribute: 'name' | 'property', key: string, value: string | null | undefined) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!value) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = value;
}

export function applyHead({ title, description, image }: HeadTags, url: string = location.href): void {
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:type', 'website');
  setMeta('property', 'og:site_name', site.name);
  setMeta('property', 'og:url', url.split('#')[0]);
  setMeta('property', 'og:image', image ? new URL(image, location.origin).href : null);
  setCanonical(url);
}

/** The page's address without its query or fragment, as the server writes it on a full load. */
function setCanonical(url: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  const address = new URL(url);
  link.href = address.origin + address.pathname;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const imageUrl = (value: unknown) => text((value as { url?: unknown } | null | undefined)?.url);

/**
 * A content page's description and picture from its first block that has them (a hero's
 * summary, a header's subtitle), when no meta-seo document gives them. The server writes
 * the same into the HTML for crawlers (server/seo/content.ts layoutHead).
 */
export function layoutHead(layout: readonly unknown[] | null | undefined): { description?: string; image?: string } {
  const out: { description?: string; image?: string } = {};
  for (const raw of layout ?? []) {
    const block = (raw ?? {}) as Record<string, unknown>;
    const slide = (Array.isArray(block.slides) ? block.slides[0] : undefined) as Record<string, unknown> | undefined;
    out.description ??= text(block.summary) ?? text(block.subtitle) ?? text(slide?.summary) ?? text(slide?.subtitle);
    const images = Array.isArray(block.images) ? block.images : Array.isArray(slide?.images) ? slide.images : [];
    out.image ??= imageUrl(block.image) ?? imageUrl(images[0]);
    if (out.description && out.image) break;
  }
  return out;
}

/** `${page} | ${site}`, or the site's name alone for the home page. */
export function pageTitle(title: string | null | undefined): string {
  return title && title !== site.name ? `${title} | ${site.name}` : site.name;
}

/**
 * Sets the head for `route` once the page knows its own title (`fallback` null while it
 * loads). meta-seo is looked up by the route's normalised path; `own` is the document's own
 * SEO fields (shared/content/seoMeta.ts), which win.
 */
export function useHead(route: string, fallback: HeadTags | null, own: SeoHead = {}): void {
  const path = normalizePath(route);
  const seo = useQuery(`seo:${path}`, (client) => seoFor(client, path));
  const doc = seo.status === 'ready' ? seo.data : null;
  const settled = seo.status !== 'loading';
  // The page's own SEO fields (the CMS's) first, then the route's meta-seo document, then the page's words.
  const title = own.title || doc?.title || (fallback ? fallback.title : null);
  const description = own.description || doc?.description || fallback?.description;
  const image = own.image || doc?.image?.url || fallback?.image;
  useEffect(() => {
    if (!settled || !title) return;
    applyHead({ title, description, image });
  }, [settled, title, description, image]);
}

/**
 * Keeps the page out of search results while it is shown (a draft's preview, the staff desk):
 * a robots meta tag in the head, gone when the page goes.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    return () => robots.remove();
  }, []);
}
