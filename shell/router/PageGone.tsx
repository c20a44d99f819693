// A path the portal has no page for may be a moved page's old address, and only the server knows
// the CMS's redirects (server/portal/redirects.ts answers those with a 301). So a path reached
// by a click inside the app is loaded in full once, for the server to answer: the page's new
// address, or its not-found page. On the load itself the server has already answered, and the
// app goes to /404 as before (never another load: no loop), as it does on the server.
import { useEffect } from 'react';
import { normalizePath } from '../navigation/paths';
import { Redirect } from './Redirect';

export const NOT_FOUND_PATH = '/404';

/** The path this document was loaded at (the server has answered for it); null before the app starts in a browser. */
let loadedAt: string | null = null;

/** The app starts in the browser at `pathname` (./hydrate.tsx): the server answered for it. */
export function markLoaded(pathname: string) {
  loadedAt = normalizePath(pathname);
}

/** How the app hands a path to the server (a seam for tests: jsdom cannot load pages). */
export const fullLoad = { to: (href: string) => window.location.replace(href) };

export function askServer(pathname: string): boolean {
  return loadedAt !== null && normalizePath(pathname) !== loadedAt;
}

export function PageGone({ pathname }: { pathname: string }) {
  const ask = askServer(pathname);
  useEffect(() => {
    if (ask) fullLoad.to(`${pathname}${window.location.search}`);
  }, [ask, pathname]);
  return ask ? null : <Redirect to={NOT_FOUND_PATH} />;
}
