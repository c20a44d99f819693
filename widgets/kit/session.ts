// The signed-in session as a widget sees it: a bearer token from the `token` attribute, or
// fetched from the site's authentication proxy (`token-url`, GET returns { token }).
// Fetched tokens are cached per page and per proxy URL until shortly before they expire, so
// several widgets on one page make one token request, not one each.
import type { WidgetConfig } from './attributes';
import { embedToken } from './embedTokens';

type Cached = { token: string | undefined; expiresAt: number };
const cache = new Map<string, Promise<Cached>>();

function expiry(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    // Refresh 30 s early so a request never leaves with a token that expires in flight.
    if (typeof payload.exp === 'number') return payload.exp * 1000 - 30_000;
  } catch {
    /* opaque token: keep it for a minute */
  }
  return Date.now() + 60_000;
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
    if (config.token) return config.token;
    const fromPopup = config.apiBase && config.vetId ? embedToken(config.apiBase, config.vetId) : undefined;
    if (fromPopup) return fromPopup;
    if (!config.tokenUrl) return undefined;
    let entry = cache.get(config.tokenUrl);
    if (entry) {
      const cached = await entry.catch(() => undefined);
      if (cached && cached.expiresAt > Date.now()) return cached.token;
    }
    entry = fetchToken(config.tokenUrl);
    cache.set(config.tokenUrl, entry);
    try {
      return (await entry).token;
    } catch {
      cache.delete(config.tokenUrl);
      return undefined;
    }
  };
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
