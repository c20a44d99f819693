// The news page's query: newest first, nine a page, optionally one category.
import { PAGE_SIZE } from '../domain/limits';
import type { CallOptions } from '../api/http';
import type { ContentClient, ContentDoc, ContentList } from './client';

export interface NewsListOptions {
  offset?: number | undefined;
  /**
   * A t2-news-category id; news documents hold their categories under article.categories, as
   * references: `.value` is the id (the path Payload's SQL adapters query a reference by).
   */
  category?: string | undefined;
}

export function newsList<T = ContentDoc>(content: ContentClient, { offset = 0, category }: NewsListOptions = {}, call?: CallOptions): Promise<ContentList<T>> {
  return content.list<T>(
    'ui-news',
    {
      sort: '-date',
      limit: PAGE_SIZE.news,
      offset,
      where: category ? { 'article.categories.value': { equals: category } } : undefined,
    },
    call,
  );
}
