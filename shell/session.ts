// Signed in or not, as the header and the sign-in/out routes see it: GET /auth/token
// answers a token when the session cookie is valid, `token: null` otherwise (a host's own
// token proxy may answer 401 instead: that counts as signed out too).
import { create } from 'zustand';
import { announceSessionChange } from '../widgets/kit/session';
import { site } from './site';

export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut';

interface SessionState {
  status: SessionStatus;
  check: () => Promise<SessionStatus>;
  signOut: () => Promise<void>;
}

export const useSession = create<SessionState>((set) => ({
  status: 'unknown',
  check: async () => {
    let status: SessionStatus;
    try {
      const response = await fetch(site.tokenUrl, { credentials: 'same-origin', headers: { accept: 'application/json' } });
      const body = response.ok ? ((await response.json().catch(() => null)) as { token?: unknown } | null) : null;
      status = typeof body?.token === 'string' && body.token ? 'signedIn' : 'signedOut';
    } catch {
      // Offline or the proxy is down: show the signed-out header rather than nothing.
      status = 'signedOut';
    }
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
