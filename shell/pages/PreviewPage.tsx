// /preview/{collection}/{id}?token=…: a draft from the group's CMS as the portal shows it,
// framed beside the editor's form by the CMS's live preview (cms/src/preview.ts). The token
// lets this page read that one document. The page tells the CMS it is ready (Payload's
// handshake); the CMS then sends the form's values as the editor types, and the page asks the
// CMS to read those unsaved values as the document (references resolved) and shows them. No
// autosave is needed for this (cms/src/collections/content.ts says why there is none). Never
// indexed; framed by the CMS only (the server's CSP for /preview/).
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { isApiError } from '../../shared/api/errors';
import type { ContentCollection } from '../../shared/content';
import { Blocks } from '../blocks/Blocks';
import { useContentClient } from '../content/ContentContext';
import { NavigationDocSchema, NewsDocSchema, PageDocSchema, type NewsDoc } from '../../shared/content/docs';
import { navGroupOf } from '../content/queries';
import type { NavGroupInput } from '../navigation/mainNav';
import { MenuPreview } from './MenuPreview';
import { useCrumbLabel, useCrumbTrail } from '../layout/crumbLabels';
import { contentPath } from '../../shared/content/paths';
import { NewsArticleView } from '../news/NewsDetailPage';
import { needsHydration } from '../router/serverRender';
import { useNoIndex } from '../seo';
import { site } from '../site';
import { ErrorState, PageSkeleton } from '../ui/states';

/** Collections that are pages of their own (a layout of blocks, or a news article), and menus, as the CMS previews them. */
export const PREVIEWED = ['ui-page', 'ui-clinic', 'ui-news', 'navigation'] as const satisfies readonly ContentCollection[];
/** Each keystroke sends the whole form; read once the editor pauses. */
export const REFRESH_AFTER_MS = 300;
export const PREVIEW_EXPIRED = 'This preview has expired or is not for this page. Reload the page in the CMS to preview it again.';
export const PREVIEW_INCOMPLETE = 'This draft cannot be shown yet: fill in its required fields and the preview follows.';

/** Payload's live preview messages: the form's values, and "a document was saved". */
const LIVE_PREVIEW = 'payload-live-preview';
const DOCUMENT_EVENT = 'payload-document-event';
const FormMessageSchema = v.object({
  type: v.literal(LIVE_PREVIEW),
  collectionSlug: v.optional(v.string()),
  data: v.record(v.string(), v.unknown()),
});

type Shown = { kind: 'page'; doc: v.InferOutput<typeof PageDocSchema> } | { kind: 'news'; doc: NewsDoc } | { kind: 'menu'; group: NavGroupInput };
type State = { status: 'loading' } | { status: 'ready'; shown: Shown } | { status: 'incomplete' } | { status: 'expired' } | { status: 'error' };

/** The document as the portal shows its collection, or null when it is not complete enough to. */
function shownOf(collection: (typeof PREVIEWED)[number], doc: unknown): Shown | null {
  if (collection === 'ui-news') {
    const news = v.safeParse(NewsDocSchema, doc);
    return news.success ? { kind: 'news', doc: news.output } : null;
  }
  if (collection === 'navigation') {
    const menu = v.safeParse(NavigationDocSchema, doc);
    return menu.success ? { kind: 'menu', group: navGroupOf(menu.output) } : null;
  }
  const page = v.safeParse(PageDocSchema, doc);
  return page.success ? { kind: 'page', doc: page.output } : null;
}
/** What to read: the saved draft, or the form's unsaved values. */
type Source = { n: number; data: Record<string, unknown> | undefined };

export function PreviewPage({ collection, id, search }: { collection: string; id: string; search: string }) {
  needsHydration();
  const client = useContentClient();
  const token = new URLSearchParams(search).get('token') ?? '';
  const [state, setState] = useState<State>({ status: 'loading' });
  const [source, setSource] = useState<Source>({ n: 0, data: undefined });

  useEffect(() => {
    const cmsOrigin = new URL(site.contentBase, window.location.href).origin;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== cmsOrigin) return;
      const form = v.safeParse(FormMessageSchema, event.data);
      // Another document's form (the admin can switch documents under a live frame) is not ours.
      if (form.success && form.output.collectionSlug !== collection && form.output.collectionSlug !== undefined) return;
      if (form.success && form.output.data.id !== undefined && String(form.output.data.id) !== id) return;
      const saved = (event.data as { type?: unknown } | null)?.type === DOCUMENT_EVENT;
      if (!form.success && !saved) return;
      const data = form.success ? form.output.data : undefined;
      clearTimeout(timer);
      timer = setTimeout(() => setSource((s) => ({ n: s.n + 1, data: data ?? s.data })), REFRESH_AFTER_MS);
    };
    window.addEventListener('message', onMessage);
    // Payload's admin sends the form only to a frame that has said it is ready.
    if (window.parent !== window) window.parent.postMessage({ type: LIVE_PREVIEW, ready: true }, cmsOrigin);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
    };
  }, [collection, id]);

  useEffect(() => {
    const target = PREVIEWED.find((name) => name === collection);
    if (!target || !token) return setState({ status: 'expired' });
    const controller = new AbortController();
    // Payload puts the saved draft in place of given values when asked for a draft: not both.
    const options = source.data ? { data: source.data } : { draft: true };
    client
      .byId(target, id, { signal: controller.signal, headers: { Authorization: `Preview ${token}` } }, options)
      .then((doc) => {
        const shown = shownOf(target, doc);
        // Half-typed values may not make a page yet (a block with no title): keep the last one.
        // Payload saves a draft without its required fields, so a saved one may not either.
        if (shown) setState({ status: 'ready', shown });
        else setState((last) => (last.status === 'ready' && source.data ? last : { status: 'incomplete' }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState(isApiError(error) && [401, 403, 404].includes(error.status) ? { status: 'expired' } : { status: 'error' });
      });
    return () => controller.abort();
  }, [client, collection, id, token, source]);

  // A draft is never a search result.
  useNoIndex();

  // The crumbs read as the published page's will (Home / News / the article), not as the
  // preview's address (ids and collection names); a menu, no page of its own, reads as a draft.
  const shown = state.status === 'ready' ? state.shown : null;
  const publishedAt = shown?.kind === 'page' || shown?.kind === 'news' ? contentPath(collection, shown.doc) : null;
  const here = `/preview/${collection}/${id}`;
  useCrumbTrail(here, publishedAt);
  useCrumbLabel('/preview', 'Preview');
  useCrumbLabel(`/preview/${collection}`, 'Draft');
  useCrumbLabel(publishedAt ?? here, shown?.kind === 'news' ? shown.doc.article.title : shown?.kind === 'menu' ? shown.group.name : shown?.doc.title);

  if (state.status === 'loading') return <PageSkeleton label="Loading the preview…" />;
  if (state.status === 'expired') return <ErrorState title="Preview unavailable">{PREVIEW_EXPIRED}</ErrorState>;
  if (state.status === 'incomplete') return <ErrorState title="Not ready to preview">{PREVIEW_INCOMPLETE}</ErrorState>;
  if (state.status === 'error') return <ErrorState onRetry={() => setSource((s) => ({ ...s, n: s.n + 1 }))} />;
  if (state.shown.kind === 'news') return <NewsArticleView news={state.shown.doc} />;
  if (state.shown.kind === 'menu') return <MenuPreview draft={state.shown.group} />;
  return <Blocks layout={state.shown.doc.layout} pageTitle={state.shown.doc.title} />;
}
