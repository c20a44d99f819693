// A widget's view kept in the page's query string (the shop's filters and page, the pet that is
// open), so reload keeps it, a link can be shared and the browser's Back goes to the previous
// view. Only the keys a widget names are touched: the host page's own parameters (and the
// portal router's path) stay as they are. Changes made here are announced with an event, as
// history.pushState itself fires nothing, so other widgets on the page can follow.
import { useSyncExternalStore } from 'react';

const URL_CHANGE = 'vet-widgets:url-change';

/** The page's query parameters now. */
export function currentSearch(): URLSearchParams {
  return new URLSearchParams(typeof location === 'undefined' ? '' : location.search);
}

/**
 * Sets (string) or removes (null) these query parameters: a new history entry, or the current
 * one replaced (corrections nobody should go Back to, such as a page number past the end).
 */
export function writeSearch(changes: Record<string, string | null>, options: { replace?: boolean } = {}): void {
  if (typeof location === 'undefined' || typeof history === 'undefined') return;
  const url = new URL(location.href);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  if (url.href === location.href) return;
  try {
    if (options.replace) history.replaceState(history.state, '', url);
    else history.pushState(null, '', url);
  } catch {
    return; // a sandboxed frame may refuse: the view still works, it is just not in the URL
  }
  globalThis.dispatchEvent?.(new Event(URL_CHANGE));
}

/** Calls `listener` on Back/Forward and after writeSearch; returns the unsubscribe. */
export function onSearchChange(listener: () => void): () => void {
  globalThis.addEventListener?.('popstate', listener);
  globalThis.addEventListener?.(URL_CHANGE, listener);
  return () => {
    globalThis.removeEventListener?.('popstate', listener);
    globalThis.removeEventListener?.(URL_CHANGE, listener);
  };
}

/** One query parameter of the page, kept current through Back/Forward and writeSearch. */
export function useSearchParam(name: string): string | null {
  return useSyncExternalStore(
    onSearchChange,
    () => currentSearch().get(name),
    () => null,
  );
}

// A widget's own parameters carry the `vet-` prefix: the query string is the host's, and a
// clinic's page may well use `?page=`, `?pet=` or `?order=` itself. Links made before the
// prefix used the bare name; such a value is still read when it looks like ours (`isOurs`),
// and is taken away the next time the widget writes its parameter.

/** The query key of a widget parameter. */
export const widgetParam = (name: string): string => `vet-${name}`;

/** A widget parameter's value: `vet-<name>`, else an old link's bare `<name>` that looks like ours. */
export function readWidgetParam(search: URLSearchParams, name: string, isOurs: (value: string) => boolean): string | null {
  const own = search.get(widgetParam(name));
  if (own !== null) return own;
  const bare = search.get(name);
  return bare !== null && isOurs(bare) ? bare : null;
}

/** Sets (or with null removes) a widget parameter, dropping an old link's bare spelling of it. */
export function writeWidgetParam(name: string, value: string | null, isOurs: (value: string) => boolean, options: { replace?: boolean } = {}): void {
  const bare = currentSearch().get(name);
  writeSearch({ [widgetParam(name)]: value, ...(bare !== null && isOurs(bare) ? { [name]: null } : {}) }, options);
}

/** useSearchParam for a widget parameter (see readWidgetParam). */
export function useWidgetParam(name: string, isOurs: (value: string) => boolean): string | null {
  return useSyncExternalStore(
    onSearchChange,
    () => readWidgetParam(currentSearch(), name, isOurs),
    () => null,
  );
}
