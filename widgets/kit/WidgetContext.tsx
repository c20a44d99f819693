// What every component inside a widget may ask for: its host element, its parsed config,
// a token getter, its API client and a typed event emitter. Provided once by <WidgetRoot>.
import { createContext, useContext } from 'react';
import { createApiClient, type ApiClient, type FetchLike } from '../../shared/api/http';
import type { WidgetConfig } from './attributes';
import { tokenRefused } from './session';
import type { WidgetEventMap, WidgetEventName } from './events';
import { useQuery, type Load, type QueryCache, type QueryOptions, type QueryResult } from './query';

export interface WidgetContextValue {
  tag: string;
  host: HTMLElement;
  root: ShadowRoot | HTMLElement;
  config: WidgetConfig;
  /** The current token (attribute or token-url); reads the attributes as they are now. */
  getToken: () => Promise<string | undefined>;
  /** Bumped when the token or token-url attribute changes: ask getToken again. */
  session: number;
  emit: <K extends WidgetEventName>(name: K, detail: WidgetEventMap[K], options?: { cancelable?: boolean }) => boolean;
  /** This widget's answers (kit/query.ts): a new cache for another group, API or session. */
  queries: QueryCache;
  /** The widget's one API client: its api-base, vet id and token. Flows pick their calls from shared/api with it. */
  client: ApiClient;
  /** The fetch the client uses: the global one, or the fake a test gave <WidgetRoot>. For other services (content). */
  fetch?: FetchLike | undefined;
}

/** What a flow's calls need from its widget (the flows' api.ts take this, tests build it with `widgetApiOf`). */
export type WidgetApi = Pick<WidgetContextValue, 'config' | 'getToken' | 'client' | 'fetch'>;

/** The client and the rest of WidgetApi for a config; WidgetRoot makes it once per group and API. */
export function widgetApiOf(config: WidgetConfig, getToken: () => Promise<string | undefined>, fetch?: FetchLike): WidgetApi {
  const client = createApiClient({ apiBase: config.apiBase, vetId: config.vetId, token: getToken, fetch: askingAgainWhenRefused(config, getToken, fetch) });
  return { config, getToken, fetch, client };
}

/**
 * The widget's fetch. When the API refuses (401) a token this page fetched, the page's session
 * hears of it (tokenRefused), and a read is sent once more with what the page holds now: a
 * fresh token, or none, so a public read (the shop, the times) still answers after a logout in
 * another tab. A write is not: what was asked as a client must not go through as a visitor, so
 * its flow says the session ended (the checkout offers to log in again).
 */
function askingAgainWhenRefused(config: WidgetConfig, getToken: () => Promise<string | undefined>, fetch: FetchLike | undefined): FetchLike {
  const send: FetchLike = (input, init) => (fetch ?? globalThis.fetch)(input, init);
  return async (input, init) => {
    const response = await send(input, init);
    if (response.status !== 401) return response;
    const headers = new Headers(init.headers);
    const bearer = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1];
    if (!bearer || bearer === config.token) return response;
    tokenRefused(bearer, config);
    if ((init.method ?? 'GET') !== 'GET') return response;
    const fresh = await getToken().catch(() => undefined);
    if (fresh === bearer) return response;
    if (fresh) headers.set('authorization', `Bearer ${fresh}`);
    else headers.delete('authorization');
    return send(input, { ...init, headers });
  };
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('useWidget() must be used inside a widget (WidgetRoot)');
  return value;
}

/** Server data for this widget: the kit's one loading primitive over the widget's own cache (kit/query.ts). */
export function useWidgetQuery<T>(key: string | null, load: Load<T>, options?: QueryOptions): QueryResult<T> {
  return useQuery(useWidget().queries, key, load, options);
}
