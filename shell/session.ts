// Signed in or not, as the header and the sign-in/out routes see it: GET /auth/token
// answers a token when the session cookie is valid, `token: null` otherwise (a host's own
// token proxy may answer 401 instead: that counts as signed out too).
//
// A plain store (no React): the islands script (shell/islands) checks it on every page, and
// the status is written on the document (`<html data-session="signedIn">`), where CSS shows
// the header's signed-in or signed-out menus (`data-session-show`), whether React drew them
// or the server did. React parts read it with useSession (./useSession.ts). A widget call the
// API refuses (401) makes it check again.
import { createStore } from 'zustand/vanilla';
import { announceSessionChange, onTokenRefused, tokenProvider } from '../widgets/kit/session';
import { site } from './site';

export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  check: () => Promise<SessionStatus>;
  signOut: () => Promise<void>;
}

export const sessionStore = createStore<SessionState>((set) => ({
  status: 'unknown',
  check: async () => {
    // Through the widgets' token cache (widgets/kit/session.ts): the page's widgets ask for the
    // same token, and one request serves them all. Offline or the proxy down reads as signed
    // out: the signed-out header rather than nothing.
    const token = await tokenProvider({ tokenUrl: site.tokenUrl, vetId: site.vetId })().catch(() => undefined);
    const status: SessionStatus = token ? 'signedIn' : 'signedOut';
    set({ status });
    return status;
  },
  signOut: async () => {
    try {
      await fetch('/auth/logout', { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } });
    } finally {
      // Widgets on this page must not keep using the old token.
      announceSessionChange();
      set({ status: 'signedOut' });
    }
  },
}));

if (typeof document !== 'undefined') {
  sessionStore.subscribe(({ status }) => {
    document.documentElement.dataset.session = status;
  });
  // A widget's call was refused (401): ask again, so a session ended in another tab shows as
  // signed out now, not at the next page load; a cookie that still holds gives a fresh token.
  onTokenRefused(() => void sessionStore.getState().check());
}
