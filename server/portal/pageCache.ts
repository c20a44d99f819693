// Rendered portal pages, kept in this process per build and URL: while a page is
// fresh a view costs no render and no content query; once stale it is still sent at once and
// rendered again behind it (stale-while-revalidate); a miss renders, and concurrent misses
// of one URL share one render. The content service changes rarely and only by deployment or
// the CMS, so a few seconds of staleness is the trade for pages that cost nothing.
export interface PageCacheOptions<T> {
  freshMs: number;
  /** How long after `freshMs` a stale page is still sent while a new one renders. */
  staleMs: number;
  /** Pages kept; the least recently used goes first. */
  max: number;
  /** Whether a made value is kept (default: all); one not kept is still answered. */
  keep?: (value: T) => boolean;
  now?: () => number;
}

export interface PageCache<T> {
  get(key: string, make: () => Promise<T | undefined>): Promise<T | undefined>;
  clear(): void;
}

export function createPageCache<T>({ freshMs, staleMs, max, keep = () => true, now = Date.now }: PageCacheOptions<T>): PageCache<T> {
  const entries = new Map<string, { value: T; at: number }>();
  const rendering = new Map<string, Promise<T | undefined>>();

  const remember = (key: string, value: T) => {
    entries.delete(key);
    entries.set(key, { value, at: now() });
    while (entries.size > max) entries.delete(entries.keys().next().value!);
  };

  const refresh = (key: string, make: () => Promise<T | undefined>) => {
    let pending = rendering.get(key);
    if (!pending) {
      pending = make()
        .then((value) => {
          // Undefined (the page could not be rendered) is never kept: the next view tries again.
          if (value !== undefined && keep(value)) remember(key, value);
          return value;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  return {
    async get(key, make) {
      const hit = entries.get(key);
      const age = hit ? now() - hit.at : Infinity;
      if (hit && age < freshMs) {
        // Recently used goes to the back of the queue.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      if (hit && age < freshMs + staleMs) {
        void refresh(key, make).catch(() => undefined);
        return hit.value;
      }
      return refresh(key, make);
    },
    clear() {
      entries.clear();
    },
  };
}
