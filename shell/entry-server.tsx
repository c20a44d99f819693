// Server rendering of portal pages: the page's HTML, with its content, header,
// footer and breadcrumbs, in the first response, and the content answers it used so the
// browser hydrates without asking again. Built by `vite build --ssr` into dist/shell-server
// and called by the reference server (server/portal/render.ts).
//
// A page's queries depend on each other's answers (a page's blocks ask for the latest news),
// so the render repeats: each pass starts the queries it meets, the renderer waits for them,
// and the next pass renders with their answers, until a pass asks nothing new.
import { renderToString } from 'react-dom/server';
import type { FetchLike } from '../shared/api/http';
import { createContentClient } from '../shared/content';
import { App } from './App';
import { pendingQueries, settledQueries } from './content/useQuery';
import { encodeAnswers } from './content/transfer';
import { setServerLocation } from './router/history';
import { matchRoute } from './router/routes';
import { beginServerRender, serverNeedsHydration, serverRedirect } from './router/serverRender';
import { configureSite, type Site } from './site';

export { TRANSFER_ELEMENT_ID } from './content/transfer';

/** More passes than any page needs (page, then its blocks' queries, then theirs). */
const MAX_PASSES = 6;

export interface ServerRenderInput {
  /** Path and query of the page. */
  url: string;
  site: Pick<Site, 'vetId' | 'name' | 'logoUrl' | 'contentBase' | 'apiBase' | 'accountMenuOmit'>;
  /** How the content client reaches the content API (in-process on the reference server). */
  fetch: FetchLike;
}

export type ServerRenderResult =
  | { kind: 'redirect'; location: string }
  /** `hydrate`: the page has parts only React can run (else islands and widgets only, no React). */
  | { kind: 'page'; status: 200 | 404; html: string; data: string; hydrate: boolean };

export async function renderPage({ url, site, fetch }: ServerRenderInput): Promise<ServerRenderResult> {
  configureSite(site);
  const client = createContentClient({ baseUrl: site.contentBase, vetId: site.vetId, fetch });
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    // Synchronous from here to the end of renderToString: no other request's render interleaves.
    setServerLocation(url);
    beginServerRender();
    html = renderToString(<App client={client} />);
    const redirect = serverRedirect();
    if (redirect) return { kind: 'redirect', location: redirect };
    const pending = pendingQueries(client);
    if (pending.length === 0) break;
    await Promise.all(pending);
  }
  const pathname = new URL(url, 'http://portal').pathname;
  const status: 200 | 404 = matchRoute(pathname)?.name === 'notFound' ? 404 : 200;
  const hydrate = serverNeedsHydration();
  return { kind: 'page', status, html, hydrate, data: hydrate ? encodeAnswers(settledQueries(client)) : '' };
}
