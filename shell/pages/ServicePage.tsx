// /{group}/item/{slug}: a service (ui-service) with its items.
import { ServiceDetails } from '../blocks/Service';
import { serviceQuery } from '../content/pageQueries';
import { useQuery } from '../content/useQuery';
import { navRoutes } from '../navigation/mainNav';
import { normalizePath } from '../navigation/paths';
import { useNavigationGroups } from '../navigation/useNavigation';
import { plainText } from '../RichText';
import { Redirect } from '../router/Redirect';
import { pageTitle, useHead } from '../seo';
import { ButtonLink } from '../ui/Button';
import { ErrorState, PageSkeleton } from '../ui/states';
import { NOT_FOUND_PATH } from './ContentPage';

export function ServicePage({ slug, pathname }: { slug: string; pathname: string }) {
  const query = serviceQuery(slug);
  const state = useQuery(query.key, query.load);
  const service = state.status === 'ready' ? state.data : null;
  useHead(pathname, service ? { title: pageTitle(service.title), description: service.subtitle ?? plainText(service.body), image: service.image?.url } : null);
  const nav = useNavigationGroups();
  if (state.status === 'loading' || nav.status === 'loading') return <PageSkeleton />;
  if (state.status === 'error') return <ErrorState />;
  if (!service) return <Redirect to={NOT_FOUND_PATH} />;
  // A service lives under the group the navigation puts it in: /pets/item/dairy is the
  // dairy service under the wrong group and goes to /farm/item/dairy (one address a page).
  const homes = nav.status === 'ready' ? navRoutes(nav.data).filter((href) => href.endsWith(`/item/${slug}`)) : [];
  if (homes.length > 0 && !homes.includes(normalizePath(pathname))) return <Redirect to={homes[0]!} />;
  return (
    <>
      <ServiceDetails service={service} asPageHeading />
      <div className="px-4 pb-16">
        <div className="mx-auto flex max-w-6xl flex-wrap gap-3">
          <ButtonLink href="/book-appointment">Book appointment</ButtonLink>
          <ButtonLink href="/contact" variant="secondary">
            Ask us a question
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
