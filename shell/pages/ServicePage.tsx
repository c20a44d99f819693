// /{group}/item/{slug}: a service (ui-service) with its items.
import { useCrumbLabel } from '../layout/crumbLabels';
import { ServiceDetails } from '../blocks/Service';
import { serviceBySlug } from '../content/queries';
import { useQuery } from '../content/useQuery';
import { plainText } from '../RichText';
import { Redirect } from '../router/Redirect';
import { pageTitle, useHead } from '../seo';
import { ButtonLink } from '../ui/Button';
import { ErrorState, PageSkeleton } from '../ui/states';
import { NOT_FOUND_PATH } from './ContentPage';

export function ServicePage({ slug, pathname }: { slug: string; pathname: string }) {
  const state = useQuery(`service:${slug}`, (client) => serviceBySlug(client, slug));
  const service = state.status === 'ready' ? state.data : null;
  useHead(pathname, service ? { title: pageTitle(service.title), description: service.subtitle ?? plainText(service.body), image: service.image?.url } : null);
  useCrumbLabel(pathname, service?.title);
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'error') return <ErrorState />;
  if (!service) return <Redirect to={NOT_FOUND_PATH} />;
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
