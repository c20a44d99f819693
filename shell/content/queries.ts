// The content the shell reads, one function per question, each returning parsed documents
// (see docs.ts). Keys for useQuery sit beside each so callers cannot mismatch them.
import * as v from 'valibot';
import { isApiError } from '../../shared/api/errors';
import { newsList, type ContentClient } from '../../shared/content';
import { PAGE_SIZE } from '../../shared/domain/limits';
import {
  AppPromoDocSchema,
  ClinicPageDocSchema,
  docOf,
  FragmentDocSchema,
  itemsOf,
  LocationDocSchema,
  NavigationDocSchema,
  NavLinkSchema,
  NewsCategoryDocSchema,
  NewsDocSchema,
  PageDocSchema,
  SeoDocSchema,
  ServiceDocSchema,
  TermsDocSchema,
  type FragmentDoc,
  type LocationDoc,
  type NavigationDoc,
  type NewsDoc,
} from '../../shared/content/docs';
import { contentPath } from '../../shared/content/paths';
import { menuHref } from '../../shared/format/link';
import type { NavEntryInput, NavGroupInput } from '../navigation/mainNav';

/** The service's upper page size: enough for every nav group, page slug and location. */
const ALL = 100;

function one<TSchema extends v.GenericSchema>(schema: TSchema, doc: unknown): v.InferOutput<TSchema> | null {
  const parsed = v.safeParse(schema, doc);
  return parsed.success ? parsed.output : null;
}

export const FRAGMENT_NAMES = {
  blogHeader: 'blog header',
  contactHeader: 'contact header',
  emergencyBanner: 'emergency banner',
  notFoundBanner: 'not-found banner',
  shopHeader: 'shop header',
  subscriptionBanner: 'subscription banner',
  notFoundImage: 'not-found image',
} as const;
export type FragmentName = (typeof FRAGMENT_NAMES)[keyof typeof FRAGMENT_NAMES];

/** All fragments at once: the banners of every page come from one request. */
export async function fragments(client: ContentClient): Promise<Map<string, FragmentDoc>> {
  const page = await client.list('ui-fragment', { limit: ALL });
  return new Map(itemsOf(FragmentDocSchema, page.items).map((f) => [f.name.toLowerCase(), f]));
}

export async function navigationGroups(client: ContentClient): Promise<NavGroupInput[]> {
  const page = await client.list('navigation', { limit: ALL, sort: 'order' });
  return itemsOf(NavigationDocSchema, page.items).map(navGroupOf);
}

/** One navigation document (a draft in the preview too) as the menus read it. */
export function navGroupOf(group: NavigationDoc): NavGroupInput {
  return {
    id: group.id,
    name: group.name,
    order: group.order,
    entries: [...(group.items ?? []).flatMap(navEntry), ...itemsOf(NavLinkSchema, group.links).flatMap(navLink)],
  };
}

/** A menu's page entry, resolved to the page's current address; [] for a page not (or no longer) readable. */
function navEntry(ref: unknown): NavEntryInput[] {
  const { relationTo } = (ref ?? {}) as { relationTo?: unknown };
  switch (relationTo) {
    case 'ui-service':
    case 'ui-clinic': {
      const doc = docOf(relationTo === 'ui-service' ? ServiceDocSchema : ClinicPageDocSchema, ref);
      return doc ? [{ collection: relationTo, slug: doc.slug, title: doc.title }] : [];
    }
    case 'ui-page': {
      const doc = docOf(PageDocSchema, ref);
      const href = contentPath(relationTo, doc);
      return doc && href ? [{ collection: relationTo, slug: doc.slug, title: doc.title, href }] : [];
    }
    case 'ui-news': {
      const doc = docOf(NewsDocSchema, ref);
      const href = contentPath(relationTo, doc);
      return doc && href ? [{ collection: relationTo, slug: doc.slug, title: doc.article.title, href }] : [];
    }
    default:
      return [];
  }
}

function navLink(link: v.InferOutput<typeof NavLinkSchema>): NavEntryInput[] {
  const href = menuHref(link.url);
  const title = link.label.trim();
  return href && title ? [{ collection: 'link', slug: href, title, href }] : [];
}

export async function locations(client: ContentClient): Promise<LocationDoc[]> {
  const page = await client.list('t1-location', { limit: ALL });
  return itemsOf(LocationDocSchema, page.items);
}

export async function pageSlugs(client: ContentClient): Promise<string[]> {
  const page = await client.list<{ slug?: unknown }>('ui-page', { limit: ALL, depth: 0 });
  return page.items.flatMap((p) => (typeof p.slug === 'string' ? [p.slug.toLowerCase()] : []));
}

export async function pageBySlug(client: ContentClient, slug: string) {
  return one(PageDocSchema, await client.bySlug('ui-page', slug));
}

export async function clinicBySlug(client: ContentClient, slug: string) {
  return one(ClinicPageDocSchema, await client.bySlug('ui-clinic', slug));
}

export async function serviceBySlug(client: ContentClient, slug: string) {
  return one(ServiceDocSchema, await client.bySlug('ui-service', slug));
}

export async function termsBySlug(client: ContentClient, slug: string) {
  return one(TermsDocSchema, await client.bySlug('ui-terms-and-conditions', slug));
}

export async function seoFor(client: ContentClient, route: string) {
  const page = await client.list('meta-seo', { where: { route: { equals: route } }, limit: 1, depth: 1 });
  return one(SeoDocSchema, page.items[0]);
}

export async function appPromo(client: ContentClient) {
  const page = await client.list('block-app-promo', { limit: 1 });
  return one(AppPromoDocSchema, page.items[0]);
}

export async function newsCategories(client: ContentClient) {
  const page = await client.list('t2-news-category', { limit: ALL, sort: 'name' });
  return itemsOf(NewsCategoryDocSchema, page.items);
}

export async function newsPage(client: ContentClient, options: { offset: number; category?: string | undefined }) {
  const page = await newsList(client, options);
  return { ...page, items: itemsOf(NewsDocSchema, page.items) };
}

/** `exclude`: articles the page already shows in a news list of its own. */
export async function latestNews(client: ContentClient, options: { limit: number; categories: string[]; exclude?: readonly string[] }) {
  const where = {
    ...(options.categories.length ? { 'article.categories.value': { in: options.categories } } : {}),
    ...(options.exclude?.length ? { id: { not_in: [...options.exclude] } } : {}),
  };
  const page = await client.list('ui-news', {
    sort: '-date',
    limit: Math.max(1, Math.min(options.limit, PAGE_SIZE.news)),
    where: Object.keys(where).length ? where : undefined,
  });
  return itemsOf(NewsDocSchema, page.items);
}

/** A news article and its neighbours by date (Previous is older, Next is newer). */
export async function newsArticle(client: ContentClient, id: string): Promise<{ article: NewsDoc; previous: NewsDoc | null; next: NewsDoc | null } | null> {
  let raw: unknown;
  try {
    raw = await client.byId('ui-news', id);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
  const article = one(NewsDocSchema, raw);
  if (!article) return null;
  // depth 1: a CMS's upload is an id below that, and the article's image must parse.
  const [older, newer] = await Promise.all([
    client.list('ui-news', { where: { date: { less_than: article.date } }, sort: '-date', limit: 1, depth: 1 }),
    client.list('ui-news', { where: { date: { greater_than: article.date } }, sort: 'date', limit: 1, depth: 1 }),
  ]);
  return { article, previous: one(NewsDocSchema, older.items[0]), next: one(NewsDocSchema, newer.items[0]) };
}

export const newsHref = (news: Pick<NewsDoc, 'id' | 'slug'>) => `/news/${encodeURIComponent(news.id)}/${encodeURIComponent(news.slug)}`;
