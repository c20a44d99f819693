// Content pages: /{slug} of ui-page, and the home page (slug 'home') at /. A path must be
// one of the known routes before its page is looked up; unknown or
// missing pages go to /404 (an unknown one by way of the server, which knows the CMS's redirects).
import type { ReactNode } from 'react';
import { Blocks } from '../blocks/Blocks';
import { pageSlugs } from '../content/queries';
import { pageQuery } from '../content/pageQueries';
import { useQuery } from '../content/useQuery';
import { navRoutes } from '../navigation/mainNav';
import { useNavigationGroups } from '../navigation/useNavigation';
import { NOT_FOUND_PATH, PageGone } from '../router/PageGone';
import { Redirect } from '../router/Redirect';
import { isKnownRoute, knownRoutes } from '../router/routes';
import { layoutHead, pageTitle, useHead } from '../seo';
import { site } from '../site';
import { seoMetaOf } from '../../shared/content/seoMeta';
import { ErrorState, PageSkeleton } from '../ui/states';

export const HOME_SLUG = 'home';
export { NOT_FOUND_PATH };

/** `fallback` renders when there is no such page (a flow route with optional content). */
export function PageBySlug({ slug, route, fallback }: { slug: string; route: string; fallback?: ReactNode }) {
  const query = pageQuery(slug);
  const state = useQuery(query.key, query.load);
  const page = state.status === 'ready' ? state.data : null;
  useHead(route, page ? { title: slug === HOME_SLUG ? site.name : pageTitle(page.title), ...layoutHead(page.layout) } : null, seoMetaOf(page));
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'error') return <ErrorState />;
  if (!page) return fallback ?? <Redirect to={NOT_FOUND_PATH} />;
  return <Blocks layout={page.layout} pageTitle={slug === HOME_SLUG ? site.name : page.title} />;
}

export function HomePage() {
  return <PageBySlug slug={HOME_SLUG} route="/" />;
}

/** /{slug}: checked against the known routes, then rendered. */
export function DynamicPage({ pathname, slug }: { pathname: string; slug: string }) {
  const slugs = useQuery('page-slugs', pageSlugs);
  const nav = useNavigationGroups();
  if (slugs.status === 'loading' || nav.status === 'loading') return <PageSkeleton />;
  if (slugs.status === 'error') return <ErrorState />;
  const known = knownRoutes(
    slugs.data.filter((s) => s !== HOME_SLUG),
    nav.status === 'ready' ? navRoutes(nav.data) : [],
  );
  if (slug === HOME_SLUG) return <Redirect to="/" />;
  // Perhaps a moved page's old address: the server knows (PageGone).
  if (!isKnownRoute(pathname, known)) return <PageGone pathname={pathname} />;
  return <PageBySlug slug={slug.toLowerCase()} route={pathname} />;
}
