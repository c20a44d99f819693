// A news article as a card: picture, date, title, summary, linking to /news/{id}/{slug}.
import type { NewsDoc } from '../../shared/content/docs';
import { newsHref } from '../content/queries';
import { Link } from '../router/Link';
import { ContentImage } from '../ui/ContentImage';
import { formatNz } from '../../shared/format/dates';

export const NEWS_DATE_FORMAT = 'd MMMM yyyy';

export function NewsCard({ news, headingLevel = 3 }: { news: NewsDoc; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md">
      {news.article.image ? (
        <ContentImage image={{ url: news.article.image.url, alt: '' }} className="aspect-video w-full bg-teal-50 object-cover" />
      ) : (
        <div aria-hidden="true" className="aspect-video w-full bg-teal-50" />
      )}
      <div className="flex flex-1 flex-col p-5">
        <time dateTime={news.date} className="text-sm text-muted">
          {formatNz(news.date, NEWS_DATE_FORMAT)}
        </time>
        <Heading className="mt-2 text-lg font-semibold leading-snug text-ink group-hover:text-primary">
          {/* The whole card is the link's target area; the title is its name. */}
          <Link href={newsHref(news)} className="after:absolute after:inset-0 focus:outline-none focus-visible:underline">
            {news.article.title}
          </Link>
        </Heading>
        {news.article.summary && <p className="mt-2 text-muted">{news.article.summary}</p>}
      </div>
    </article>
  );
}

export function NewsGrid({ items, headingLevel }: { items: readonly NewsDoc[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((news) => (
        <li key={news.id}>
          <NewsCard news={news} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
