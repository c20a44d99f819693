// A tiny router of our own over the History API: one external store (the current URL)
// that components read with useLocation(), and navigate() to change it. Enough for a
// portal whose pages are few and whose content decides the rest.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

/** Full page loads (server pages, other sites), in one place so tests can observe them. */
export const browser = {
  assign: (url: string) => window.location.assign(url),
  replace: (url: string) => window.location.replace(url),
};

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

const snapshot = () => window.location.pathname + window.location.search + window.location.hash;

// The URL a server render is for (shell/entry-server.tsx). In the browser, hydration reads the
// same URL less its #hash, which never reaches the server; the hash follows right after.
let serverUrl = '/';
export function setServerLocation(url: string): void {
  serverUrl = url;
}
const serverSnapshot = () => (typeof window === 'undefined' ? serverUrl : window.location.pathname + window.location.search);

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

/** Re-renders on every navigation (ours and the browser's back/forward). */
export function useLocation(): Location {
  const href = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const url = new URL(href, 'http://x');
  return { pathname: decodeURIComponent(url.pathname), search: url.search, hash: url.hash };
}

/** Same-origin http(s) targets the router can handle; others leave the SPA. */
export function isInternalHref(href: string, origin: string = window.location.origin): boolean {
  try {
    const url = new URL(href, origin);
    if (url.origin !== origin) return false;
    // Server-rendered areas of the same origin are real page loads, not SPA routes. /widgets
    // alone is the portal's catalogue page; the bundle lives under /widgets/.
    return !/^\/(auth|api|content|dev|demo|embed)(\/|$)|^\/widgets\//.test(url.pathname);
  } catch {
    return false;
  }
}

/** How long a '#anchor' target may take to appear (pages render after their content loads). */
const ANCHOR_WAIT_MS = 3000;

function scrollAfterNavigation(hash: string, waited = 0) {
  const id = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : '';
  const target = id ? document.getElementById(id) : null;
  try {
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0 });
  } catch {
    /* environments without layout (tests) cannot scroll */
  }
  if (id && !target && waited < ANCHOR_WAIT_MS) setTimeout(() => scrollAfterNavigation(hash, waited + 200), 200);
}

/** Moves to `to` (a path or same-origin URL); other origins get a full page load. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (!isInternalHref(to)) {
    if (options.replace) browser.replace(to);
    else browser.assign(to);
    return;
  }
  const url = new URL(to, window.location.origin);
  const next = url.pathname + url.search + url.hash;
  if (next !== snapshot()) {
    if (options.replace) window.history.replaceState(null, '', next);
    else window.history.pushState(null, '', next);
    notify();
  }
  // Page content renders after this tick; scroll once it is there.
  queueMicrotask(() => scrollAfterNavigation(url.hash));
}
