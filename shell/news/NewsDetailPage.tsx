// /news/{id}/{slug}: hero image, 'Share on', title, body, optional action button, optional
// gallery, and Previous/Next links to the neighbouring articles. A missing one -> /404.
import type { ReactNode } from 'react';
import { GalleryGrid } from '../blocks/Gallery';
import { GalleryImageSchema, itemsOf, type NewsDoc } from '../../shared/content/docs';
import { newsHref } from '../content/queries';
import { newsArticleQuery } from '../content/pageQueries';
import { useQuery } from '../content/useQuery';
import { NOT_FOUND_PATH } from '../pages/ContentPage';
import { RichText } from '../RichText';
import { Link } from '../router/Link';
import { Redirect } from '../router/Redirect';
import { pageTitle, useHead } from '../seo';
import { seoMetaOf } from '../../shared/content/seoMeta';
import { ActionButton } from '../ui/Button';
import { ContentImage } from '../ui/ContentImage';
import { ErrorState, PageSkeleton } from '../ui/states';
import { formatNz } from '../../shared/format/dates';
import { NEWS_DATE_FORMAT } from './NewsCard';
import { ShareLinks } from './ShareLinks';

export function NewsDetailPage({ id, slug, pathname }: { id: string; slug: string; pathname: string }) {
  const query = newsArticleQuery(id);
  const state = useQuery(query.key, query.load);
  const found = state.status === 'ready' ? state.data : null;
  useHead(
    pathname,
    found ? { title: pageTitle(found.article.article.title), description: found.article.article.summary, image: found.article.article.image?.url } : null,
    seoMetaOf(found?.article),
  );

  if (state.status === 'loading') return <PageSkeleton label="Loading the article…" />;
  if (state.status === 'error') return <ErrorState />;
  if (!found) return <Redirect to={NOT_FOUND_PATH} />;
  const { article: news, previous, next } = found;
  // An old or mistyped slug still finds the article; the address is corrected.
  if (news.slug.toLowerCase() !== slug.toLowerCase()) return <Redirect to={newsHref(news)} />;
  return (
    <NewsArticleView news={news}>
      <nav aria-label="More news" className="mx-auto mt-14 grid max-w-3xl gap-4 border-t border-line pt-8 sm:grid-cols-2">
        {previous ? (
          <Link
            href={newsHref(previous)}
            rel="prev"
            className="group rounded-xl border border-line p-4 hover:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <span className="block text-sm text-muted">← Previous</span>
            <span className="mt-1 block font-semibold text-ink group-hover:text-primary">{previous.article.title}</span>
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link
            href={newsHref(next)}
            rel="next"
            className="group rounded-xl border border-line p-4 text-right hover:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <span className="block text-sm text-muted">Next →</span>
            <span className="mt-1 block font-semibold text-ink group-hover:text-primary">{next.article.title}</span>
          </Link>
        )}
      </nav>
    </NewsArticleView>
  );
}

/**
 * An article as the portal shows it: image, share links, title, date, summary, body, action
 * and gallery; `children` come last (the page's links to the neighbouring articles). The CMS's
 * preview of a news draft shows it too (pages/PreviewPage.tsx).
 */
export function NewsArticleView({ news, children }: { news: NewsDoc; children?: ReactNode }) {
  const gallery = itemsOf(GalleryImageSchema, news.gallery);

  return (
    <article>
      {news.article.image && (
        <div className="bg-teal-50">
          <ContentImage image={news.article.image} eager className="mx-auto h-64 w-full max-w-6xl object-cover sm:h-96 sm:rounded-b-2xl" />
        </div>
      )}
      <div className="px-4 py-10 sm:py-14">
        <div className="mx-auto max-w-3xl">
          <ShareLinks path={newsHref(news)} title={news.article.title} />
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink sm:text-5xl">{news.article.title}</h1>
          <time dateTime={news.date} className="mt-3 block text-muted">
            {formatNz(news.date, NEWS_DATE_FORMAT)}
          </time>
          {news.article.summary && <p className="mt-6 text-xl text-muted">{news.article.summary}</p>}
          <RichText value={news.article.body} className="mt-6 text-lg text-ink" />
          <div className="mt-8">
            <ActionButton label={news.article.actionButtonLabel} url={news.article.actionButtonTargetUrl} />
          </div>
        </div>
        {gallery.length > 0 && (
          <section aria-labelledby="news-gallery" className="mx-auto mt-12 max-w-6xl">
            <h2 id="news-gallery" className="mb-6 text-2xl font-bold text-ink">
              Photo gallery
            </h2>
            <GalleryGrid images={gallery} label={news.article.title} />
          </section>
        )}
        {children}
      </div>
    </article>
  );
}
