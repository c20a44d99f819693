// latestNews: the newest articles (optionally of some categories), with a link to all.
import { useContext } from 'react';
import { latestNews } from '../content/queries';
import { PageNewsContext, refIds } from './pageNews';
import { useQuery } from '../content/useQuery';
import { NewsGrid } from '../news/NewsCard';
import { Link } from '../router/Link';
import { Section } from '../ui/Section';
import { EmptyState, Skeleton } from '../ui/states';
import type { BlockProps } from './types';

export const LATEST_NEWS_DEFAULT_LIMIT = 3;

export function LatestNews({ block }: BlockProps<'latestNews'>) {
  const limit = block.limit ?? LATEST_NEWS_DEFAULT_LIMIT;
  const categories = refIds(block.categories);
  // Articles a news list on the same page already shows are not listed a second time.
  const exclude = useContext(PageNewsContext);
  const state = useQuery(`latest-news:${limit}:${categories.join(',')}:${exclude.join(',')}`, (client) => latestNews(client, { limit, categories, exclude }));
  // Everything it would list is already on the page: the block has nothing to add.
  if (state.status === 'ready' && state.data.length === 0 && exclude.length > 0) return null;
  return (
    <Section title={block.title ?? 'Latest news'}>
      {state.status === 'loading' && (
        <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">Loading news…</span>
          {Array.from({ length: Math.min(limit, 3) }, (_, i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      )}
      {state.status === 'error' && <EmptyState>News could not be loaded right now.</EmptyState>}
      {state.status === 'ready' && (state.data.length ? <NewsGrid items={state.data} /> : <EmptyState>There is no news yet.</EmptyState>)}
      <p className="mt-8">
        <Link href="/news" className="font-semibold text-primary hover:underline">
          See all news <span aria-hidden="true">→</span>
        </Link>
      </p>
    </Section>
  );
}
