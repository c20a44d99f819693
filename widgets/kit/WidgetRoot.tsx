// The root every widget renders inside: parses the common attributes, provides the widget
// context, and keeps a render error inside the widget instead of blanking the host page.
import { Component, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { parseCommonAttributes, type CommonAttributes, type WidgetConfig } from './attributes';
import { emitWidgetEvent } from './events';
import { announceSessionChange, onSessionChange, tokenProvider } from './session';
import { ToastHost } from './Toasts';
import { QueryCache } from './query';
import { WidgetContext, widgetApiOf, type WidgetContextValue } from './WidgetContext';
import type { FetchLike } from '../../shared/api/http';

export interface WidgetRootProps {
  tag: string;
  host: HTMLElement;
  root: ShadowRoot | HTMLElement;
  attributes: Partial<Record<keyof CommonAttributes, unknown>>;
  children: ReactNode;
  /** Tests give a fake server here (shared/api/fakeFetch): the one place a fake goes in. Elements use the global fetch. */
  fetch?: FetchLike;
}

export function WidgetRoot({ tag, host, root, attributes, children, fetch }: WidgetRootProps) {
  const { vetId, apiBase, token, tokenUrl } = attributes;
  const parsed = useMemo(() => parseCommonAttributes({ vetId, apiBase, token, tokenUrl }), [vetId, apiBase, token, tokenUrl]);
  // Attributes are live. The token getter reads the current token and token-url
  // through a ref, so stores made at the start keep working when a host refreshes a token;
  // `session` counts token changes for code that must ask again (useSignedIn).
  const current = useRef<WidgetConfig | null>(null);
  current.current = parsed.ok ? parsed.config : null;
  const getToken = useMemo(() => () => (current.current ? tokenProvider(current.current)() : Promise.resolve(undefined)), []);
  const sessionKey = parsed.ok ? `${parsed.config.token ?? ''}|${parsed.config.tokenUrl ?? ''}` : '';
  const [session, setSession] = useState({ key: sessionKey, count: 0 });
  if (session.key !== sessionKey) setSession({ key: sessionKey, count: session.count + 1 });
  useEffect(() => {
    // Another session on this page: cached tokens go and page-level state (the basket) reloads.
    if (session.count > 0) announceSessionChange();
  }, [session.count]);
  // A sign-in or sign-out elsewhere on the page (the popup, the portal's logout): ask again.
  const [pageSession, setPageSession] = useState(0);
  useEffect(() => onSessionChange(() => setPageSession((n) => n + 1)), []);

  // One API client per widget, for its group and API (the token is read at call time).
  const api = useMemo(() => (parsed.ok ? widgetApiOf(parsed.config, getToken, fetch) : null), [parsed, getToken, fetch]);
  const value = useMemo<WidgetContextValue | null>(() => {
    if (!api) return null;
    return {
      tag,
      host,
      root,
      ...api,
      session: session.count + pageSession,
      emit: (name, detail, options) => emitWidgetEvent(host, name, detail, options),
      // Answers belong to one group, API and session: any change starts an empty cache.
      queries: new QueryCache(),
    };
  }, [api, tag, host, root, session.count, pageSession]);

  return (
    // Our copy is English whatever the host page is written in: an Arabic or Hebrew site's dir=rtl
    // would otherwise move punctuation to the wrong end ("?Have you been to us before").
    <div part="base" dir="ltr" lang="en-NZ" className="vet-root font-sans text-ink">
      {value ? (
        <WidgetContext.Provider value={value}>
          <ToastHost root={root}>
            {/* Another vet group or API is another flow: it starts again, with its own stores. */}
            <ErrorBoundary key={`${value.config.vetId}|${value.config.apiBase}`} tag={tag}>
              {children}
            </ErrorBoundary>
          </ToastHost>
        </WidgetContext.Provider>
      ) : (
        <WidgetMessage title={`<${tag}> is not set up correctly`} body={(parsed as { message: string }).message} />
      )}
    </div>
  );
}

/**
 * A plain, accessible notice used for set-up errors and crashes. It also goes to the console
 * once: the clinic's web developer looks there, not at every page of the site.
 */
export function WidgetMessage({ title, body }: { title: string; body: string }) {
  useEffect(() => {
    console.warn(`${title}: ${body}`);
  }, [title, body]);
  return (
    <div role="alert" className="rounded-lg border border-danger bg-surface p-4 text-ink">
      <p className="font-semibold text-danger">{title}</p>
      <p className="mt-1 text-sm">{body}</p>
    </div>
  );
}

class ErrorBoundary extends Component<{ tag: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`<${this.props.tag}> failed to render`, error);
  }

  override render() {
    if (this.state.failed) {
      return <WidgetMessage title="Something went wrong" body="This part of the page could not be shown. Please reload the page or contact the clinic." />;
    }
    return this.props.children;
  }
}
