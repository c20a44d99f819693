// Sign-in from a widget on another site, or inside the iframe embed. Navigating
// the host page to the portal's sign-in would lose the flow and the page, and the portal's
// cookie is not sent there anyway. Instead a popup on the API's origin (/auth/embed) signs
// the person in, asks them to confirm, and posts a token back to this window; we accept it
// only from that popup and that origin. The popup is opened for the widget's vet group (its
// sign-in, its consent, its token), so a Kea Vets widget signs a Kea client in to Kea Vets.
// The token it hands back is kept by embedTokens.ts.
import { apiOrigin, keepEmbedToken } from './embedTokens';
import { announceSessionChange } from './session';

/** The popup's address: /auth/embed on the API, for this page's origin and the widget's group. */
export function embedSignInUrl(apiBase: string, vetId: string, pageOrigin: string): string {
  return `${apiOrigin(apiBase)}/auth/embed?origin=${encodeURIComponent(pageOrigin)}&vetId=${encodeURIComponent(vetId)}`;
}

/**
 * Whether signing in must go through the popup: the page is on another origin than the API
 * (a clinic's site), or inside a frame (the iframe embed, whose cookie the browser withholds).
 */
export function signInNeedsPopup(apiBase: string): boolean {
  if (typeof window === 'undefined') return false;
  let framed: boolean;
  try {
    framed = window.top !== window.self;
  } catch {
    framed = true;
  }
  return framed || apiOrigin(apiBase) !== window.location.origin;
}

/**
 * Opens the sign-in popup; resolves true once a token arrived (the page's widgets then read
 * the session again), false when the popup was closed, blocked or refused.
 */
export function signInWithPopup(apiBase: string, vetId: string): Promise<boolean> {
  const api = apiOrigin(apiBase);
  const url = embedSignInUrl(apiBase, vetId, window.location.origin);
  const popup = window.open(url, 'vet-sign-in', 'popup,width=480,height=720');
  if (!popup) {
    // Blocked: a new tab the person can use, this page stays as it is.
    window.open(url, '_blank', 'noopener');
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
      resolve(ok);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== api || event.source !== popup) return;
      const data = event.data as { source?: unknown; token?: unknown; expiresIn?: unknown } | null;
      if (data?.source !== 'vet-auth' || typeof data.token !== 'string' || !data.token) return;
      const seconds = typeof data.expiresIn === 'number' && data.expiresIn > 0 ? data.expiresIn : 600;
      keepEmbedToken(apiBase, vetId, data.token, Date.now() + seconds * 1000 - 30_000);
      announceSessionChange();
      done(true);
    };
    window.addEventListener('message', onMessage);
    const watch = setInterval(() => {
      if (popup.closed) done(false);
    }, 500);
  });
}
