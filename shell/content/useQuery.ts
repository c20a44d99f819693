// Loading content into components: one request per key however many components ask
// (the header, footer and pages share navigation and locations), kept for the page's
// life, and an explicit loading / error / ready state so every screen shows a skeleton,
// an error or its data, never a blank.
//
// Server rendering (issue 20, shell/entry-server.tsx): on the server a query starts its load
// during render; the renderer awaits what was started and renders again until nothing new is
// asked, then sends the settled answers with the page (seedQueries). A query whose answer is
// already settled renders it at once, so the browser's first render matches the server's HTML.
import { useEffect, useState } from 'react';
import type { ContentClient } from '../../shared/content';
import { useContentClient } from './ContentContext';

export type QueryState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

export type Settled = { ok: true; data: unknown } | { ok: false; error: unknown };

interface Entry {
  promise: Promise<unknown>;
  settled?: Settled;
}

const cache = new WeakMap<ContentClient, Map<string, Entry>>();
const isServer = typeof window === 'undefined';

function entriesOf(client: ContentClient): Map<string, Entry> {
  let entries = cache.get(client);
  if (!entries) cache.set(client, (entries = new Map()));
  return entries;
}

function cached<T>(client: ContentClient, key: string, load: (client: ContentClient) => Promise<T>): Entry {
  const entries = entriesOf(client);
  let entry = entries.get(key);
  if (!entry) {
    const created: Entry = { promise: load(client) };
    entry = created;
    entries.set(key, created);
    created.promise.then(
      (data) => (created.settled = { ok: true, data }),
      (error: unknown) => {
        created.settled = { ok: false, error };
        // In the browser a failure is not remembered: the next visit tries again. The server
        // keeps it for this one render, which shows the error (a 404 page, a notice).
        if (!isServer) entries.delete(key);
      },
    );
  }
  return entry;
}

const stateOf = <T>(settled: Settled): QueryState<T> => (settled.ok ? { status: 'ready', data: settled.data as T } : { status: 'error', error: settled.error });

export interface QueryOptions {
  /** False for a query the server cannot answer (it calls another API): it loads in the browser. */
  server?: boolean;
}

export function useQuery<T>(key: string | null, load: (client: ContentClient) => Promise<T>, options: QueryOptions = {}): QueryState<T> {
  const client = useContentClient();
  const settled = key === null ? undefined : entriesOf(client).get(key)?.settled;
  const [state, setState] = useState<{ key: string | null; value: QueryState<T> }>(() => ({
    key,
    value: settled ? stateOf<T>(settled) : { status: 'loading' },
  }));
  if (isServer && key !== null && options.server !== false) cached(client, key, load);

  useEffect(() => {
    if (key === null) return;
    let live = true;
    const entry = cached(client, key, load);
    if (entry.settled) setState({ key, value: stateOf<T>(entry.settled) });
    else {
      setState({ key, value: { status: 'loading' } });
      entry.promise.then(
        (data) => live && setState({ key, value: { status: 'ready', data: data as T } }),
        (error: unknown) => live && setState({ key, value: { status: 'error', error } }),
      );
    }
    return () => {
      live = false;
    };
    // `load` is keyed by `key`: a new function with the same key is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);

  // A stale state from the previous key must not flash the old page's data.
  if (state.key === key) return state.value;
  return settled ? stateOf<T>(settled) : { status: 'loading' };
}

/** Loads started on the server that have not settled yet (shell/entry-server.tsx waits for them). */
export function pendingQueries(client: ContentClient): Promise<unknown>[] {
  return [...entriesOf(client).values()].filter((entry) => !entry.settled).map((entry) => entry.promise.catch(() => undefined));
}

/** Every settled answer, by key: what the server sends with the page. */
export function settledQueries(client: ContentClient): Record<string, Settled> {
  const out: Record<string, Settled> = {};
  for (const [key, entry] of entriesOf(client)) if (entry.settled) out[key] = entry.settled;
  return out;
}

/** Puts the server's answers into the browser's cache before the first render. */
export function seedQueries(client: ContentClient, answers: Record<string, Settled>): void {
  const entries = entriesOf(client);
  for (const [key, settled] of Object.entries(answers)) {
    const promise = settled.ok ? Promise.resolve(settled.data) : Promise.reject(settled.error);
    promise.catch(() => {});
    entries.set(key, { promise, settled });
  }
}

/** True when a content call failed because the document is not there (a 404). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404;
}
