// The trail from Home to the current page (spec 1 section 2), built from the path.
import { breadcrumbs } from '../navigation/breadcrumbs';
import { Link } from '../router/Link';
import { matchRoute } from '../router/routes';
import { useCrumbLabels } from './crumbLabels';

export function Breadcrumbs({ pathname }: { pathname: string }) {
  const labels = useCrumbLabels((s) => s.labels);
  const crumbs = breadcrumbs(pathname, labels);
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="border-b border-line bg-white px-4 py-3 text-sm">
      <ol className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 text-muted">
        {crumbs.map((crumb, i) => (
          <li key={crumb.href} className="flex items-center gap-2">
            {i > 0 && <span aria-hidden="true">/</span>}
            {crumb.current || !matchRoute(crumb.href) ? (
              // A segment that is no route of its own (/news/{id}) is shown, not linked.
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
