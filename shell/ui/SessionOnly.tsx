// Markup shown only when signed in, or only when signed out (shell/session.css): both go into
// the server's HTML, which is the same for every visitor, and the session decides in the browser.
import type { ReactNode } from 'react';
import type { SessionStatus } from '../session';

export function SessionOnly({ status, children }: { status: Exclude<SessionStatus, 'unknown'>; children: ReactNode }) {
  return <div data-session-show={status}>{children}</div>;
}
