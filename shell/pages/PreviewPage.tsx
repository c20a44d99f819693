// /preview/{collection}/{id}?token=…: a draft from the group's CMS as the portal shows it,
// framed beside the editor's form by the CMS's live preview (cms/src/preview.ts). The token
// lets this page read that one draft; as the editor types, the CMS saves the draft and says so
// in a message, and the page reads it again. Never indexed; framed by the CMS only (the
// server's CSP for /preview/).
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import type { ContentCollection } from '../../shared/content';
import { Blocks } from '../blocks/Blocks';
import { useContentClient } from '../content/ContentContext';
import { PageDocSchema } from '../content/docs';
import { useCrumbLabel } from '../layout/crumbLabels';
import { needsHydration } from '../router/serverRender';
import { site } from '../site';
import { ErrorState, PageSkeleton } from '../ui/states';

/** Collections that are pages of their own (a layout of blocks), as the CMS previews them. */
export const PREVIEWED = ['ui-page', 'ui-clinic'] as const satisfies readonly ContentCollection[];
/** The CMS autosaves about a second after the editor stops; read once it has. */
export const REFRESH_AFTER_MS = 1500;
export const PREVIEW_EXPIRED = 'This preview has expired or is not for this page. Reload the page in the CMS to preview it again.';

/** Messages the CMS's admin sends its live preview frame (Payload's names). */
const CMS_MESSAGES = new Set(['payload-live-preview', 'payload-document-event']);

type State = { status: 'loading' } | { status: 'ready'; page: v.InferOutput<typeof PageDocSchema> } | { status: 'expired' } | { status: 'error' };

export function PreviewPage({ collection, id, search }: { collection: string; id: string; search: string }) {
  needsHydration();
  const client = useContentClient();
  const token = new URLSearchParams(search).get('token') ?? '';
  const [state, setState] = useState<State>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  // Read again after the CMS's messages settle (each keystroke sends one).
  useEffect(() => {
    const cmsOrigin = new URL(site.contentBase, window.location.href).origin;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMessage = (event: MessageEvent) => {
      const type = (event.data as { type?: unknown } | null)?.type;
      if (event.origin !== cmsOrigin || typeof type !== 'string' || !CMS_MESSAGES.has(type)) return;
      clearTimeout(timer);
      timer = setTimeout(() => setVersion((n) => n + 1), REFRESH_AFTER_MS);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    const target = PREVIEWED.find((name) => name === collection);
    if (!target || !token) return setState({ status: 'expired' });
    const controller = new AbortController();
    client
      .byId(target, id, { signal: controller.signal, headers: { Authorization: `Preview ${token}` } }, { draft: true })
      .then((doc) => {
        const parsed = v.safeParse(PageDocSchema, doc);
        setState(parsed.success ? { status: 'ready', page: parsed.output } : { status: 'error' });
      })
      .catch((error: { status?: number }) => {
        if (controller.signal.aborted) return;
        setState(error.status === 401 || error.status === 403 || error.status === 404 ? { status: 'expired' } : { status: 'error' });
      });
    return () => controller.abort();
  }, [client, collection, id, token, version]);

  useEffect(() => {
    // A draft is never a search result.
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    return () => robots.remove();
  }, []);

  // The crumbs read as the page will, not as the preview's address (ids and collection names).
  const page = state.status === 'ready' ? state.page : null;
  useCrumbLabel('/preview', 'Preview');
  useCrumbLabel(`/preview/${collection}`, 'Draft');
  useCrumbLabel(`/preview/${collection}/${id}`, page?.title);

  if (state.status === 'loading') return <PageSkeleton label="Loading the preview…" />;
  if (state.status === 'expired') return <ErrorState title="Preview unavailable">{PREVIEW_EXPIRED}</ErrorState>;
  if (state.status === 'error') return <ErrorState onRetry={() => setVersion((n) => n + 1)} />;
  return <Blocks layout={state.page.layout} pageTitle={state.page.title} />;
}
