// The signed-in session as a widget sees it: a bearer token from the `token` attribute, or
// fetched from the site's authentication proxy (`token-url`, GET returns { token }).
// Fetched tokens are cached per page, proxy URL and vet group until shortly before they
// expire, so several widgets on one page make one token request, not one each.
// A session belongs to its vet group: a page with Tui and Kea widgets asks the proxy once per
// group (`?vetId=`), and a token that names another group is never sent (it would be a 401).
import type { WidgetConfig } from './attributes';
import { embedToken, forgetEmbedToken } from './embedTokens';

type Cached = { token: string | undefined; expiresAt: number };
const cache = new Map<string, Promise<Cached>>();

type Claims = { exp?: unknown; vetId?: unknown; scope?: unknown; origin?: unknown };

/** The token's claims, {} for an opaque token. */
function claims(token: string): Claims {
  try {
    return JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as Claims;
  } catch {
    return {};
  }
}

/**
 * The website a sign-in was handed to (the popup on a clinic's site: scope 'embed'), or null
 * for the portal's own sign-in and opaque tokens. Only to decide what to show: the server
 * refuses such a token what it may not do, whatever the widget shows.
 */
export function siteOfToken(token: string | undefined): string | null {
  if (!token) return null;
  const { scope, origin } = claims(token);
  return scope === 'embed' && typeof origin === 'string' ? origin : null;
}

function expiry(token: string): number {
  const { exp } = claims(token);
  // Refresh 30 s early so a request never leaves with a token that expires in flight.
  if (typeof exp === 'number') return exp * 1000 - 30_000;
  // Opaque token: keep it for a minute.
  return Date.now() + 60_000;
}

// Tokens of an account deleted on this page, kept on globalThis so every copy of this module
// (the widget bundle, the portal's build) stops sending them, whoever set them.
const REVOKED = Symbol.for('vet-widgets.revoked-tokens');
function revoked(): Set<string> {
  const holder = globalThis as unknown as Record<symbol, Set<string> | undefined>;
  return (holder[REVOKED] ??= new Set());
}

/** A token this widget may send: not revoked, and not naming another vet group. */
function usable(token: string | undefined, vetId: string | undefined): string | undefined {
  if (!token || revoked().has(token)) return undefined;
  const named = claims(token).vetId;
  return typeof named === 'string' && vetId && named !== vetId ? undefined : token;
}

/** The proxy URL asked for one group: `?vetId=` added (a proxy in front of our API passes it on). */
function groupTokenUrl(url: string, vetId: string | undefined): string {
  if (!vetId) return url;
  try {
    const parsed = new URL(url, globalThis.location?.href);
    if (parsed.searchParams.has('vetId')) return url;
    parsed.searchParams.set('vetId', vetId);
    return parsed.origin === globalThis.location?.origin && url.startsWith('/') ? parsed.pathname + parsed.search : parsed.href;
  } catch {
    return url;
  }
}

async function fetchToken(url: string): Promise<Cached> {
  const response = await fetch(url, { credentials: 'include', headers: { accept: 'application/json' } });
  // 401 means "not signed in": an anonymous visitor, not an error.
  if (!response.ok) return { token: undefined, expiresAt: Date.now() + 30_000 };
  const body = (await response.json()) as { token?: unknown };
  const token = typeof body.token === 'string' && body.token ? body.token : undefined;
  return { token, expiresAt: token ? expiry(token) : Date.now() + 30_000 };
}

/**
 * Returns a function that resolves the current token (or undefined when signed out): the
 * `token` attribute, else a sign-in made in the popup on this page (embedSignIn.ts), else the
 * site's token-url.
 */
export function tokenProvider(config: Pick<WidgetConfig, 'token' | 'tokenUrl'> & { apiBase?: string; vetId?: string }): () => Promise<string | undefined> {
  return async () => {
    const given = usable(config.token, config.vetId);
    if (given) return given;
    const fromPopup = usable(config.apiBase && config.vetId ? embedToken(config.apiBase, config.vetId) : undefined, config.vetId);
    if (fromPopup) return fromPopup;
    if (!config.tokenUrl) return undefined;
    const url = groupTokenUrl(config.tokenUrl, config.vetId);
    let entry = cache.get(url);
    if (entry) {
      const cached = await entry.catch(() => undefined);
      if (cached && cached.expiresAt > Date.now()) return usable(cached.token, config.vetId);
    }
    entry = fetchToken(url);
    cache.set(url, entry);
    try {
      return usable((await entry).token, config.vetId);
    } catch {
      cache.delete(url);
      return undefined;
    }
  };
}

/**
 * The account behind `token` is gone (deleted on this page): every widget of the page signs
 * out, whatever the host does with the `vet-account:deleted` event or its `token` attributes.
 */
export function revokeSession(token: string | undefined, where: Pick<WidgetConfig, 'apiBase' | 'vetId'>): void {
  if (token) revoked().add(token);
  forgetEmbedToken(where.apiBase, where.vetId);
  announceSessionChange();
}

// The server refused a token this page fetched (a 401): the portal's session ended elsewhere (a
// logout or password change in another tab, an expired site sign-in). The portal's header
// listens, so it stops looking signed in at once instead of at the next page load.
const TOKEN_REFUSED = 'vet-widgets:token-refused';

/**
 * The API answered 401 to `token`. A token the host gave in the `token` attribute is the host's
 * to replace; one this page fetched (token-url, the popup) is never sent again, the next call
 * asks for a fresh one, and the page hears of it (onTokenRefused). Widgets keep what they show:
 * each says for itself what a refused call means (the checkout offers to log in again).
 */
export function tokenRefused(token: string, where: Pick<WidgetConfig, 'token' | 'apiBase' | 'vetId'>): void {
  if (token === where.token) return;
  revoked().add(token);
  if (embedToken(where.apiBase, where.vetId) === token) forgetEmbedToken(where.apiBase, where.vetId);
  clearTokenCache();
  globalThis.dispatchEvent?.(new Event(TOKEN_REFUSED));
}

/** Calls `listener` after every tokenRefused on this page; returns the unsubscribe. */
export function onTokenRefused(listener: () => void): () => void {
  globalThis.addEventListener?.(TOKEN_REFUSED, listener);
  return () => globalThis.removeEventListener?.(TOKEN_REFUSED, listener);
}

/** Forget cached tokens (after sign-in or sign-out on this page). */
export function clearTokenCache(): void {
  cache.clear();
}

// Signing in or out without a page load (the portal's /logout, deleting the account) must
// reach every widget of the page, including ones from another copy of this module (the
// widget bundle beside the portal's build): so it is a DOM event on globalThis, not a
// module-level list of listeners.
const SESSION_CHANGE = 'vet-widgets:session-change';

/** The session of this page changed: cached tokens go and widgets holding session data reload. */
export function announceSessionChange(): void {
  clearTokenCache();
  globalThis.dispatchEvent?.(new Event(SESSION_CHANGE));
}

/** Calls `listener` after every announceSessionChange on this page; returns the unsubscribe. */
export function onSessionChange(listener: () => void): () => void {
  globalThis.addEventListener?.(SESSION_CHANGE, listener);
  return () => globalThis.removeEventListener?.(SESSION_CHANGE, listener);
}

/** A fresh page as far as deleted accounts go (tests: each one is a new page). */
export function forgetRevokedSessions(): void {
  revoked().clear();
}
