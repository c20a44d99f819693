// /clinic/{slug}: a clinic's page (ui-clinic) made of layout blocks.
import { useCrumbLabel } from '../layout/crumbLabels';
import { Blocks } from '../blocks/Blocks';
import { clinicBySlug } from '../content/queries';
import { useQuery } from '../content/useQuery';
import { Redirect } from '../router/Redirect';
import { layoutHead, pageTitle, useHead } from '../seo';
import { seoMetaOf } from '../../shared/content/seoMeta';
import { ErrorState, PageSkeleton } from '../ui/states';
import { NOT_FOUND_PATH } from './ContentPage';

export function ClinicPage({ slug, pathname }: { slug: string; pathname: string }) {
  const state = useQuery(`clinic:${slug}`, (client) => clinicBySlug(client, slug));
  const clinic = state.status === 'ready' ? state.data : null;
  useHead(pathname, clinic ? { title: pageTitle(clinic.title), ...layoutHead(clinic.layout) } : null, seoMetaOf(clinic));
  useCrumbLabel(pathname, clinic?.title);
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'error') return <ErrorState />;
  if (!clinic) return <Redirect to={NOT_FOUND_PATH} />;
  return <Blocks layout={clinic.layout} pageTitle={clinic.title} />;
}
