// /clinic/{slug}: a clinic's page (ui-clinic) made of layout blocks.
import { Blocks } from '../blocks/Blocks';
import { clinicQuery } from '../content/pageQueries';
import { useQuery } from '../content/useQuery';
import { PageGone } from '../router/PageGone';
import { layoutHead, pageTitle, useHead } from '../seo';
import { seoMetaOf } from '../../shared/content/seoMeta';
import { ErrorState, PageSkeleton } from '../ui/states';

export function ClinicPage({ slug, pathname }: { slug: string; pathname: string }) {
  const query = clinicQuery(slug);
  const state = useQuery(query.key, query.load);
  const clinic = state.status === 'ready' ? state.data : null;
  useHead(pathname, clinic ? { title: pageTitle(clinic.title), ...layoutHead(clinic.layout) } : null, seoMetaOf(clinic));
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'error') return <ErrorState />;
  // A renamed clinic page's old address: the server knows its new one (PageGone).
  if (!clinic) return <PageGone pathname={pathname} />;
  return <Blocks layout={clinic.layout} pageTitle={clinic.title} />;
}
