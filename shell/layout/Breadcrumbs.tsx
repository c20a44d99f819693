// The trail from Home to the current page, built from the path. A crumb
// links only to a page that exists: a fixed route or a content page or nav entry of this
// site. A segment that is no page of its own (/farm of /farm/item/dairy, /clinic, /info) is
// plain text, never a link to /404.
import { pageSlugs } from '../content/queries';
import { useQuery } from '../content/useQuery';
import { breadcrumbs } from '../navigation/breadcrumbs';
import { navRoutes } from '../navigation/mainNav';
import { useNavigationGroups } from '../navigation/useNavigation';
import { Link } from '../router/Link';
import { isKnownRoute, knownRoutes } from '../router/routes';
import { useCrumbLabels } from './crumbLabels';

/** The site's pages as route patterns, or null while they load (crumbs stay text till then). */
function useKnownPages(): string[] | null {
  const slugs = useQuery('page-slugs', pageSlugs);
  const nav = useNavigationGroups();
  if (slugs.status !== 'ready' || nav.status === 'loading') return null;
  // The fixed routes leave out '/:slug' (any segment): only this site's own slugs count.
  return knownRoutes(slugs.data, nav.status === 'ready' ? navRoutes(nav.data) : []);
}

export function Breadcrumbs({ pathname }: { pathname: string }) {
  const labels = useCrumbLabels((s) => s.labels);
  const known = useKnownPages();
  const crumbs = breadcrumbs(pathname, labels);
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
