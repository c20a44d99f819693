// The portal's pages rendered on the server: the shell's own React tree
// (dist/shell-server/entry-server.js, built from shell/entry-server.tsx) renders the page
// with its content into the built index.html, with the content answers inline for the
// browser's hydration. The content API is called in-process (app.request), through the same
// routes and checks as a browser's call, with no socket.
//
// Without a server build (tests that run no build) or if rendering fails, the page is the
// client-rendered shell as before: slower to paint, never broken.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { siteOf } from '../seo/site';
import { log } from '../ops/log';

/** What shell/entry-server.tsx exports (restated: the server does not import the shell's code). */
interface Renderer {
  renderPage(input: {
    url: string;
    site: { vetId: string; name: string; logoUrl: string; apiBase: string; contentBase: string; accountMenuOmit: string[] };
    fetch: (input: string, init: RequestInit) => Promise<Response>;
  }): Promise<RenderResult>;
}
type RenderResult = { kind: 'redirect'; location: string } | { kind: 'page'; status: 200 | 404; html: string; data: string; hydrate: boolean };

const loaded = new Map<string, Promise<Renderer | undefined>>();

/** The built renderer under `root`, loaded once; undefined when there is none. */
function renderer(root: string): Promise<Renderer | undefined> {
  let entry = loaded.get(root);
  if (!entry) {
    const file = join(root, 'dist/shell-server/entry-server.js');
    entry = existsSync(file) ? (import(pathToFileURL(file).href) as Promise<Renderer>) : Promise.resolve(undefined);
    loaded.set(root, entry);
  }
  return entry;
}

/** Renders the page at the request's path, or undefined when the shell cannot be rendered here. */
export async function renderPortalPage(app: Hono<AppEnv>, c: Context<AppEnv>, html: string): Promise<RenderResult | undefined> {
  const render = await renderer(c.get('deps').config.root).catch(() => undefined);
  if (!render) return undefined;
  const origin = c.get('deps').config.publicUrl;
  const url = new URL(c.req.url);
  const { contentApi, ...site } = siteOf(html);
  try {
    return await render.renderPage({
      url: url.pathname + url.search,
      site: { ...site, apiBase: origin, contentBase: contentApi ?? `${origin}/content/api` },
      // Calls to this portal's own origin stay in the process; a CMS elsewhere is fetched.
      fetch: (input, init) => (input.startsWith(`${origin}/`) ? Promise.resolve(app.request(input.slice(origin.length), init)) : fetch(input, init)),
    });
  } catch (error) {
    log.error({ err: error }, 'Server rendering failed; the browser renders the page instead');
    return undefined;
  }
}

/** The id of the inline answers (shell/content/transfer.ts): a string, so the server need not load the shell. */
export const TRANSFER_ELEMENT_ID = 'vet-data';

/**
 * The rendered page written into the shell's index.html. A page with parts only React can run
 * is marked `data-hydrate` and carries the content answers its hydration reads; any other page
 * is HTML for the islands and the widget loader alone (shell/main.ts), with no answers.
 */
export function withRenderedPage(html: string, page: { html: string; data: string; hydrate: boolean }, transferId: string): string {
  return html.replace(/<div id="root"><\/div>/, () =>
    page.hydrate
      ? `<div id="root" data-hydrate>${page.html}</div>\n    <script type="application/json" id="${transferId}">${page.data}</script>`
      : `<div id="root">${page.html}</div>`,
  );
}
