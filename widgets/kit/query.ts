// The one way widgets and the portal load server data: a cache of answers by key
// and a hook that reads one. One request per key however many components ask; a loading, an
// error and a ready state, so every screen shows a skeleton, a message or its data, never a
// blank; `reload()` asks again (keeping the data on screen meanwhile); `set()` changes the kept
// answer after a write the screen already knows the result of (a removed card). Race-safe by
// construction: a component only ever shows the entry of its current key, and an entry only
// takes the answer of its own latest request, so a slow old answer never replaces a newer one.
// A load gets an AbortSignal: when the last component showing a key goes (unmounted, or moved
// to another key) before its answer came, the request is aborted and forgotten.
//
// Each widget root has its own cache (WidgetRoot), so two widgets on a page never share state
// by accident; the portal has one per content client, which its server renderer fills and
// sends with the page (shell/content/useQuery.ts). Zustand stores keep client state only.
// Why not TanStack Query: its core is ~12 KB gzip for every widget page; this is ~1 KB and
// does what these screens need (no background refetch, no retries: a screen offers Retry).
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

export type QueryState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };
export type Settled = { ok: true; data: unknown } | { ok: false; error: unknown };

export type QueryResult<T> = QueryState<T> & {
  /** True while a reload is under way (the last answer stays on screen meanwhile). */
  fetching: boolean;
  /** Asks the server again. */
  reload: () => void;
  /** Replaces the kept answer (after a write whose result the screen knows). */
  set: (update: (current: T | undefined) => T) => void;
};

interface Entry {
  state: QueryState<unknown>;
  /** The latest request: only its answer is taken. */
  request?: Promise<unknown>;
  /** Aborts the latest request when nobody waits for it any more. */
  controller?: AbortController;
  fetching: boolean;
  /** What the hook returns, rebuilt only when the entry changes (a stable snapshot). */
  snapshot?: { state: QueryState<unknown>; fetching: boolean };
}

const LOADING: QueryState<never> = { status: 'loading' };
const IDLE = { state: LOADING, fetching: false };
const isServer = typeof window === 'undefined';

export class QueryCache {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Map<string, Set<() => void>>();

  /**
   * @param forgetFailures In the browser a failure is not kept: the next component to ask
   *   tries again. A server render keeps it for its one render, which shows the error.
   */
  constructor(private readonly forgetFailures = !isServer) {}

  /** Starts the load of `key` unless it is loaded or loading. */
  ensure(key: string, load: Load<unknown>): void {
    const entry = this.entries.get(key);
    if (entry && (entry.request || entry.state.status === 'ready' || (entry.state.status === 'error' && !this.forgetFailures))) return;
    // fetch settles the entry on failure as well: nobody here needs the promise itself.
    void this.fetch(key, load);
  }

  /** Loads `key` (again): the kept answer, if any, stays until the new one arrives. */
  fetch(key: string, load: Load<unknown>): Promise<unknown> {
    const entry = this.entries.get(key) ?? { state: LOADING, fetching: false };
    this.entries.set(key, entry);
    const controller = new AbortController();
    const request = load(controller.signal);
    entry.request = request;
    entry.controller = controller;
    entry.fetching = entry.state.status === 'ready';
    this.changed(key);
    request.then(
      (data) => this.settle(key, request, { status: 'ready', data }),
      (error: unknown) => this.settle(key, request, { status: 'error', error }),
    );
    return request;
  }

  private settle(key: string, request: Promise<unknown>, state: QueryState<unknown>): void {
    const entry = this.entries.get(key);
    // A newer request (a reload) or a dropped key: this answer is no longer wanted.
    if (!entry || entry.request !== request) return;
    entry.request = undefined;
    entry.controller = undefined;
    entry.fetching = false;
    // A failed reload keeps the data already on screen.
    if (!(state.status === 'error' && entry.state.status === 'ready')) entry.state = state;
    this.changed(key);
    if (state.status === 'error' && this.forgetFailures && !this.listeners.get(key)?.size) this.entries.delete(key);
  }

  set<T>(key: string, update: (current: T | undefined) => T): void {
    const entry = this.entries.get(key) ?? { state: LOADING, fetching: false };
    this.entries.set(key, entry);
    const current = entry.state.status === 'ready' ? (entry.state.data as T) : undefined;
    entry.state = { status: 'ready', data: update(current) };
    this.changed(key);
  }

  snapshot(key: string): { state: QueryState<unknown>; fetching: boolean } {
    const entry = this.entries.get(key);
    if (!entry) return IDLE;
    entry.snapshot ??= { state: entry.state, fetching: entry.fetching };
    return entry.snapshot;
  }

  subscribe(key: string, listener: () => void): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      // After the commit: a component that only moved (strict mode, a remount) is back by then.
      if (set.size === 0) queueMicrotask(() => this.abandon(key));
    };
  }

  /** Nobody shows `key` any more: its unanswered request is aborted; an answer already kept stays. */
  private abandon(key: string): void {
    const entry = this.entries.get(key);
    if (!entry?.request || this.listeners.get(key)?.size) return;
    entry.controller?.abort();
    entry.request = undefined;
    entry.controller = undefined;
    entry.fetching = false;
    if (entry.state.status === 'loading') this.entries.delete(key);
    else entry.snapshot = undefined;
  }

  /** Loads not settled yet (the portal's server renderer waits for them). */
  pending(): Promise<unknown>[] {
    return [...this.entries.values()].flatMap((entry) => (entry.request ? [entry.request.catch(() => undefined)] : []));
  }

  /** Every settled answer, by key: what the portal's server sends with the page. */
  settled(): Record<string, Settled> {
    const out: Record<string, Settled> = {};
    for (const [key, { state }] of this.entries)
      if (state.status === 'ready') out[key] = { ok: true, data: state.data };
      else if (state.status === 'error') out[key] = { ok: false, error: state.error };
    return out;
  }

  /** Takes answers settled elsewhere (the server's, sent with the page) before the first render. */
  seed(answers: Record<string, Settled>): void {
    for (const [key, answer] of Object.entries(answers))
      this.entries.set(key, { state: answer.ok ? { status: 'ready', data: answer.data } : { status: 'error', error: answer.error }, fetching: false });
  }

  private changed(key: string): void {
    const entry = this.entries.get(key);
    if (entry) entry.snapshot = undefined;
    for (const listener of this.listeners.get(key) ?? []) listener();
  }
}

export interface QueryOptions {
  /** False for a load a server render must not start (it calls another service): it runs in the browser. */
  server?: boolean;
  /** Ask again each time a component showing it mounts, showing the kept answer meanwhile (a list another page may have changed). */
  refetchOnMount?: boolean;
}

/** Loads an answer; the signal aborts when nobody waits for it any more (pass it to fetch). */
export type Load<T> = (signal: AbortSignal) => Promise<T>;

const noop = () => () => {};

/**
 * The answer of `key` in `cache`, loading it with `load` when nobody has. `key` names the
 * query completely (a new `load` with the same key is the same query); null waits.
 */
export function useQuery<T>(cache: QueryCache, key: string | null, load: Load<T>, options: QueryOptions = {}): QueryResult<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  // A server render has no effects: the load starts during render, and the renderer waits.
  if (isServer && key !== null && options.server !== false) cache.ensure(key, load);

  const subscribe = useCallback((listener: () => void) => (key === null ? noop() : cache.subscribe(key, listener)), [cache, key]);
  const read = () => (key === null ? IDLE : cache.snapshot(key));
  const { state, fetching } = useSyncExternalStore(subscribe, read, read);

  const refetchOnMount = options.refetchOnMount === true;
  useEffect(() => {
    if (key === null) return;
    if (refetchOnMount && cache.snapshot(key).state.status === 'ready') void cache.fetch(key, (signal) => loadRef.current(signal)).catch(() => undefined);
    else cache.ensure(key, (signal) => loadRef.current(signal));
  }, [cache, key, refetchOnMount]);

  const reload = useCallback(() => {
    if (key !== null) void cache.fetch(key, (signal) => loadRef.current(signal)).catch(() => undefined);
  }, [cache, key]);
  const set = useCallback((update: (current: T | undefined) => T) => key !== null && cache.set(key, update), [cache, key]);
  return { ...(state as QueryState<T>), fetching, reload, set };
}
