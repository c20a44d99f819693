// The trail from Home to the current page, built from the path. A crumb
// links only to a page that exists: a fixed route or a content page or nav entry of this
// site. A segment that is no page of its own (/farm of /farm/item/dairy, /clinic, /info) is
// plain text, never a link to /404.
//
// Crumbs read as the site names its pages: the current page by its own title (read under the
// key its page reads it, so in the same render, on the server too), the rest by the menus'
// words. A page that learns its name in the browser only (a product) names it itself.
import { titleQuery } from '../content/pageQueries';
import { pageSlugs } from '../content/queries';
import { useQuery } from '../content/useQuery';
import { breadcrumbs, menuLabels } from '../navigation/breadcrumbs';
import { navRoutes } from '../navigation/mainNav';
import { normalizePath } from '../navigation/paths';
import { useNavigationGroups } from '../navigation/useNavigation';
import { Link } from '../router/Link';
import { isKnownRoute, knownRoutes, matchRoute } from '../router/routes';
import { useCrumbLabels } from './crumbLabels';

const noLoad = () => Promise.resolve(null);

/** Each crumb's name: the menus' words, the page's own title, and names pages gave in the browser. */
function useTrailLabels(pathname: string): Record<string, string> {
  const given = useCrumbLabels((s) => s.labels);
  const nav = useNavigationGroups();
  const query = titleQuery(matchRoute(pathname));
  const page = useQuery(query?.key ?? null, query?.load ?? noLoad);
  const title = query && page.status === 'ready' ? query.title(page.data) : undefined;
  return { ...menuLabels(nav.status === 'ready' ? nav.data : []), ...(title ? { [normalizePath(pathname)]: title } : {}), ...given };
}

/** The site's pages as route patterns, or null while they load (crumbs stay text till then). */
function useKnownPages(): string[] | null {
  const slugs = useQuery('page-slugs', pageSlugs);
  const nav = useNavigationGroups();
  if (slugs.status !== 'ready' || nav.status === 'loading') return null;
  // The fixed routes leave out '/:slug' (any segment): only this site's own slugs count.
  return knownRoutes(slugs.data, nav.status === 'ready' ? navRoutes(nav.data) : []);
}

export function Breadcrumbs({ pathname }: { pathname: string }) {
  const labels = useTrailLabels(pathname);
  const known = useKnownPages();
  // A page may show another path's trail (a draft's preview, the page it will be): ./crumbLabels.ts.
  const trail = useCrumbLabels((s) => s.trail);
  const shownPath = trail && trail.on === normalizePath(pathname) ? trail.as : pathname;
  const crumbs = breadcrumbs(shownPath, labels);
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="border-b border-line bg-white px-4 py-3 text-sm">
      <ol className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 text-muted">
        {crumbs.map((crumb, i) => (
          <li key={crumb.href} className="flex items-center gap-2">
            {i > 0 && <span aria-hidden="true">/</span>}
            {crumb.current || !known || !isKnownRoute(crumb.href, known) ? (
              <span aria-current={crumb.current ? 'page' : undefined} className={crumb.current ? 'font-medium text-ink' : ''}>
                {crumb.label}
              </span>
            ) : (
              <Link href={crumb.href} className="hover:text-primary hover:underline">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
