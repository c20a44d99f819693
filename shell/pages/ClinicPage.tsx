// /clinic/{slug}: a clinic's page (ui-clinic) made of layout blocks.
import { Blocks } from '../blocks/Blocks';
import { clinicQuery } from '../content/pageQueries';
import { useQuery } from '../content/useQuery';
import { Redirect } from '../router/Redirect';
import { layoutHead, pageTitle, useHead } from '../seo';
import { seoMetaOf } from '../../shared/content/seoMeta';
import { ErrorState, PageSkeleton } from '../ui/states';
import { NOT_FOUND_PATH } from './ContentPage';

export function ClinicPage({ slug, pathname }: { slug: string; pathname: string }) {
  const query = clinicQuery(slug);
  const state = useQuery(query.key, query.load);
  const clinic = state.status === 'ready' ? state.data : null;
  useHead(pathname, clinic ? { title: pageTitle(clinic.title), ...layoutHead(clinic.layout) } : null, seoMetaOf(clinic));
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'error') return <ErrorState />;
  if (!clinic) return <Redirect to={NOT_FOUND_PATH} />;
  return <Blocks layout={clinic.layout} pageTitle={clinic.title} />;
}
