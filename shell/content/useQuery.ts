// Loading content into the portal's components with the kit's one query primitive
// (widgets/kit/query.ts): one cache per content client, so the header, footer and pages share
// navigation and locations, kept for the page's life.
//
// Server rendering (shell/entry-server.tsx): on the server a query starts its load
// during render; the renderer awaits what was started and renders again until nothing new is
// asked, then sends the settled answers with the page (seedQueries). A query whose answer is
// already settled renders it at once, so the browser's first render matches the server's HTML.
import { isApiError } from '../../shared/api/errors';
import type { ContentClient } from '../../shared/content';
import { QueryCache, useQuery as useKitQuery, type QueryOptions, type QueryResult, type Settled } from '../../widgets/kit/query';
import { needsHydration } from '../router/serverRender';
import { useContentClient } from './ContentContext';

export type { QueryOptions, QueryState, Settled } from '../../widgets/kit/query';

const caches = new WeakMap<ContentClient, QueryCache>();

function cacheFor(client: ContentClient): QueryCache {
  let cache = caches.get(client);
  if (!cache) caches.set(client, (cache = new QueryCache()));
  return cache;
}

export function useQuery<T>(key: string | null, load: (client: ContentClient, signal: AbortSignal) => Promise<T>, options: QueryOptions = {}): QueryResult<T> {
  const client = useContentClient();
  // A query the server leaves to the browser needs React there.
  if (options.server === false) needsHydration();
  return useKitQuery(cacheFor(client), key, (signal) => load(client, signal), options);
}

/** Loads started on the server that have not settled yet (shell/entry-server.tsx waits for them). */
export const pendingQueries = (client: ContentClient): Promise<unknown>[] => cacheFor(client).pending();

/** Every settled answer, by key: what the server sends with the page. */
export const settledQueries = (client: ContentClient): Record<string, Settled> => cacheFor(client).settled();

/** Puts the server's answers into the browser's cache before the first render. */
export const seedQueries = (client: ContentClient, answers: Record<string, Settled>): void => cacheFor(client).seed(answers);

/** True when a content call failed because the document is not there (a 404). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
