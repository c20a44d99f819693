// latestNews: the newest articles (optionally of some categories), with a link to all.
import { latestNews } from '../content/queries';
import { useQuery } from '../content/useQuery';
import { NewsGrid } from '../news/NewsCard';
import { Link } from '../router/Link';
import { Section } from '../ui/Section';
import { EmptyState, Skeleton } from '../ui/states';
import type { BlockProps } from './types';

export const LATEST_NEWS_DEFAULT_LIMIT = 3;

/** Category ids of the block's references, resolved (a document) or not (an id). */
export function categoryIds(refs: readonly unknown[] | null | undefined): string[] {
  return (refs ?? []).flatMap((ref) => {
    const value = (ref as { value?: unknown } | null)?.value;
    if (typeof value === 'string') return [value];
    if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') return [(value as { id: string }).id];
    return [];
  });
}

export function LatestNews({ block }: BlockProps<'latestNews'>) {
  const limit = block.limit ?? LATEST_NEWS_DEFAULT_LIMIT;
  const categories = categoryIds(block.categories);
  const state = useQuery(`latest-news:${limit}:${categories.join(',')}`, (client) => latestNews(client, { limit, categories }));
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
