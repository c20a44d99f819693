// /info/terms-conditions: the site's terms (ui-terms-and-conditions, slug terms-conditions).
import { termsQuery } from '../content/pageQueries';
import { useQuery } from '../content/useQuery';
import type { RichTextValue } from '../../shared/content/docs';
import { RichText } from '../RichText';
import { pageTitle, useHead } from '../seo';
import { formatNz } from '../../shared/format/dates';
import { EmptyState, ErrorState, PageSkeleton } from '../ui/states';

/** The body without a leading heading that repeats the page title (it is the h1). */
function withoutLeadingTitle(body: RichTextValue | null | undefined): RichTextValue {
  const [first, ...rest] = body ?? [];
  return (first as { type?: unknown } | undefined)?.type === 'heading-one' ? rest : (body ?? []);
}

export function TermsPage({ pathname }: { pathname: string }) {
  const query = termsQuery();
  const state = useQuery(query.key, query.load);
  const terms = state.status === 'ready' ? state.data : null;
  useHead(pathname, state.status === 'loading' ? null : { title: pageTitle(terms?.title ?? 'Terms & Conditions') });
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'error') return <ErrorState />;
  return (
    <article className="px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-ink">{terms?.title ?? 'Terms & Conditions'}</h1>
        {terms?.updatedDate && <p className="mt-2 text-muted">Last updated {formatNz(terms.updatedDate, 'd MMMM yyyy')}</p>}
        {terms ? (
          <RichText value={withoutLeadingTitle(terms.body)} className="mt-8 text-ink" />
        ) : (
          <EmptyState>Our terms and conditions are not available right now.</EmptyState>
        )}
      </div>
    </article>
  );
}
