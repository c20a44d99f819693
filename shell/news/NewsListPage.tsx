// /news: the blog header banner, a category filter (t2-news-category), nine articles a page
// newest first, and the kit's pagination. Page and category live in the query string so a
// filtered page can be shared and Back returns to it.
import { PAGE_SIZE } from '../../shared/domain/limits';
import { Pagination } from '../../widgets/kit/Pagination';
import { newsCategories, newsPage } from '../content/queries';
import { useQuery } from '../content/useQuery';
import { HeaderBanner } from '../layout/ContentBanner';
import { navigate } from '../router/history';
import { Link } from '../router/Link';
import { useHead } from '../seo';
import { pageTitle } from '../seo';
import { EmptyState, ErrorState, Skeleton } from '../ui/states';
import { NewsGrid } from './NewsCard';

export function readNewsQuery(search: string): { page: number; category: string | undefined } {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const category = params.get('category')?.trim() || undefined;
  return { page: Number.isFinite(page) && page > 0 ? page : 1, category };
}

export function newsListHref(page: number, category: string | undefined): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/news?${query}` : '/news';
}

const chipClass = (active: boolean) =>
  `rounded-full border px-4 py-2 text-sm font-medium transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${
    active ? 'border-primary bg-primary text-white' : 'border-line bg-white text-ink hover:border-primary hover:text-primary'
  }`;

export const BLOG = 'Blog';

export function NewsListPage({ search }: { search: string }) {
  const { page, category } = readNewsQuery(search);
  const categories = useQuery('news-categories', newsCategories);
  const offset = (page - 1) * PAGE_SIZE.news;
  const list = useQuery(`news:${category ?? ''}:${offset}`, (client) => newsPage(client, { offset, category }));
  // One name: the menu's 'Blog' is what the page, its tab and crumb say.
  useHead('/news', { title: pageTitle(BLOG) });
  const totalPages = list.status === 'ready' ? Math.ceil(list.data.total / PAGE_SIZE.news) : 0;

  return (
    <>
      <HeaderBanner name="blog header" fallbackTitle={BLOG} />
      <div className="px-4 py-10 sm:py-14">
        <div className="mx-auto max-w-6xl">
          {categories.status === 'ready' && categories.data.length > 0 && (
            // Links: each filter is an address of its own, and works without script.
            <nav aria-label="Filter by category" className="mb-8 flex flex-wrap gap-2">
              <Link href={newsListHref(1, undefined)} className={chipClass(!category)} aria-current={!category ? 'page' : undefined}>
                All
              </Link>
              {categories.data.map((c) => (
                <Link key={c.id} href={newsListHref(1, c.id)} className={chipClass(category === c.id)} aria-current={category === c.id ? 'page' : undefined}>
                  {c.name}
                </Link>
              ))}
            </nav>
          )}
          {list.status === 'loading' && (
            <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              <span className="sr-only">Loading news…</span>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-72" />
              ))}
            </div>
          )}
          {list.status === 'error' && <ErrorState onRetry={() => navigate(newsListHref(page, category), { replace: true })} />}
          {list.status === 'ready' &&
            (list.data.items.length === 0 && page > 1 ? (
              // /news?page=99: a page past the last is not 'no news yet'.
              <EmptyState>
                Page {page} of the blog does not exist.{' '}
                <Link href={newsListHref(1, category)} className="font-semibold text-primary underline">
                  Go to page 1
                </Link>
              </EmptyState>
            ) : list.data.items.length === 0 ? (
              <EmptyState>{category ? 'There is no news in this category yet.' : 'There is no news yet.'}</EmptyState>
            ) : (
              <>
                <h2 className="sr-only">Articles</h2>
                <NewsGrid items={list.data.items} />
                <Pagination
                  className="mt-10 flex justify-center"
                  label="News pages"
                  page={page}
                  totalPages={totalPages}
                  hrefFor={(p) => newsListHref(p, category)}
                />
              </>
            ))}
        </div>
      </div>
    </>
  );
}
