// The portal's routes (the list). Static segments compare case-insensitively and
// the query is ignored. Anything else is a candidate content page, checked against the
// known routes (isKnownRoute) before it renders; unknown paths go to /404.
import { normalizePath, segments } from '../navigation/paths';

export const ROUTES = [
  { name: 'home', pattern: '/' },
  { name: 'shop', pattern: '/shop' },
  { name: 'product', pattern: '/shop/:id/:slug' },
  { name: 'news', pattern: '/news' },
  { name: 'newsItem', pattern: '/news/:id/:slug' },
  { name: 'contact', pattern: '/contact' },
  { name: 'booking', pattern: '/book-appointment' },
  { name: 'manageBooking', pattern: '/manage-booking' },
  { name: 'checkout', pattern: '/checkout' },
  { name: 'subscriptions', pattern: '/subscriptions' },
  { name: 'payOnline', pattern: '/pay-online' },
  { name: 'fundraiser', pattern: '/fundraiser' },
  { name: 'register', pattern: '/register' },
  { name: 'account', pattern: '/account' },
  { name: 'accountSection', pattern: '/account/:section' },
  { name: 'desk', pattern: '/desk' },
  { name: 'clinic', pattern: '/clinic/:slug' },
  { name: 'terms', pattern: '/info/terms-conditions' },
  { name: 'signIn', pattern: '/sign-in' },
  { name: 'logout', pattern: '/logout' },
  { name: 'notFound', pattern: '/404' },
  { name: 'photoShare', pattern: '/photo-share/:id' },
  { name: 'widgets', pattern: '/widgets' },
  { name: 'preview', pattern: '/preview/:collection/:id' },
  { name: 'service', pattern: '/:group/item/:slug' },
  { name: 'page', pattern: '/:slug' },
] as const;

export type RouteName = (typeof ROUTES)[number]['name'];

export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
}

/** Params of `pattern` in `path`, or null. Params come back lower-cased (slugs and ids). */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(path);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const h = have[i]!;
    if (w.startsWith(':')) params[w.slice(1)] = h;
    else if (w !== h) return null;
  }
  return params;
}

/** The first route whose pattern fits, or null (an unknown path: /404). */
export function matchRoute(path: string): RouteMatch | null {
  for (const route of ROUTES) {
    const params = matchPattern(route.pattern, path);
    if (params) return { name: route.name, params };
  }
  return null;
}

/** Every fixed route, for the known-routes check. */
export const STATIC_ROUTES: readonly string[] = ROUTES.map((r) => r.pattern).filter((p) => p !== '/:slug');

/**
 * The spec: 'the path is checked against the known routes list (nested routes
 * included, case-insensitive, query ignored)'. `known` holds paths or patterns
 * ('/clinic/:slug'); a path is known when one of them fits it exactly.
 */
export function isKnownRoute(path: string, known: readonly string[]): boolean {
  const normalized = normalizePath(path);
  return known.some((route) => matchPattern(route, normalized) !== null);
}

/** The known routes of a site: the fixed ones plus its content pages and nav entries. */
export function knownRoutes(pageSlugs: readonly string[], extra: readonly string[] = []): string[] {
  return [...STATIC_ROUTES, ...pageSlugs.map((slug) => `/${slug}`), ...extra];
}
