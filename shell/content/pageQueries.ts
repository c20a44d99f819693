// The content a route's page is made from, by the query key the page reads it under. The page
// and its breadcrumb read the same key, so the trail names the page as its heading does in
// the same render (on the server too) and asks the content service nothing more.
import type { ContentClient } from '../../shared/content';
import type { RouteMatch } from '../router/routes';
import { clinicBySlug, newsArticle, pageBySlug, serviceBySlug, termsBySlug } from './queries';

export const SITE_TERMS_SLUG = 'terms-conditions';

export const pageQuery = (slug: string) => ({ key: `page:${slug}`, load: (client: ContentClient) => pageBySlug(client, slug) });
export const termsQuery = () => ({ key: `terms:${SITE_TERMS_SLUG}`, load: (client: ContentClient) => termsBySlug(client, SITE_TERMS_SLUG) });
export const serviceQuery = (slug: string) => ({ key: `service:${slug}`, load: (client: ContentClient) => serviceBySlug(client, slug) });
export const clinicQuery = (slug: string) => ({ key: `clinic:${slug}`, load: (client: ContentClient) => clinicBySlug(client, slug) });
export const newsArticleQuery = (id: string) => ({ key: `news-article:${id}`, load: (client: ContentClient) => newsArticle(client, id) });

/** A route's own title, from its content: the query to read it with, and where the title is in the answer. */
export function titleQuery(
  match: RouteMatch | null,
): { key: string; load: (client: ContentClient) => Promise<unknown>; title: (data: unknown) => string | undefined } | null {
  const { slug, id } = match?.params ?? {};
  const titled = (data: unknown) => (data as { title?: string | null } | null)?.title ?? undefined;
  switch (match?.name) {
    case 'page':
      return { ...pageQuery(slug!), title: titled };
    case 'terms':
      return { ...termsQuery(), title: titled };
    case 'service':
      return { ...serviceQuery(slug!), title: titled };
    case 'clinic':
      return { ...clinicQuery(slug!), title: titled };
    case 'newsItem':
      return { ...newsArticleQuery(id!), title: (data) => (data as Awaited<ReturnType<typeof newsArticle>>)?.article.article.title };
    default:
      return null;
  }
}
