// Loading content into components: one request per key however many components ask
// (the header, footer and pages share navigation and locations), kept for the page's
// life, and an explicit loading / error / ready state so every screen shows a skeleton,
// an error or its data, never a blank.
import { useEffect, useState } from 'react';
import type { ContentClient } from '../../shared/content';
import { useContentClient } from './ContentContext';

export type QueryState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

const cache = new WeakMap<ContentClient, Map<string, Promise<unknown>>>();

function cached<T>(client: ContentClient, key: string, load: (client: ContentClient) => Promise<T>): Promise<T> {
  let entries = cache.get(client);
  if (!entries) cache.set(client, (entries = new Map()));
  let entry = entries.get(key) as Promise<T> | undefined;
  if (!entry) {
    entry = load(client);
    entries.set(key, entry);
    // A failure is not remembered: the next visit tries again.
    entry.catch(() => entries.delete(key));
  }
  return entry;
}

export function useQuery<T>(key: string | null, load: (client: ContentClient) => Promise<T>): QueryState<T> {
  const client = useContentClient();
  const [state, setState] = useState<{ key: string | null; value: QueryState<T> }>({ key, value: { status: 'loading' } });

  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState({ key, value: { status: 'loading' } });
    cached(client, key, load).then(
      (data) => live && setState({ key, value: { status: 'ready', data } }),
      (error: unknown) => live && setState({ key, value: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
    // `load` is keyed by `key`: a new function with the same key is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);

  // A stale state from the previous key must not flash the old page's data.
  return state.key === key ? state.value : { status: 'loading' };
}

/** True when a content call failed because the document is not there (a 404). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404;
}
