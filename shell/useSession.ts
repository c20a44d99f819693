// The session store (./session.ts) for React parts. Apart, so the islands script that checks
// the session on every page does not bring React with it.
import { useStore } from 'zustand';
import { sessionStore, type SessionState } from './session';

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
