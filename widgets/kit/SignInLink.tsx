// Every "Log in" / "Sign in" of the widgets. On the portal it is the plain link to
// the sign-in page, which returns here. On a clinic's site or inside the iframe embed it opens
// the sign-in popup instead (embedSignIn.ts): the host page stays, and the flow carries on
// where it was once the session arrives. A new-tab click is left to the browser.
import type { MouseEvent, ReactNode } from 'react';
import { signInNeedsPopup, signInWithPopup } from './embedSignIn';
import { useWidget } from './WidgetContext';

export function SignInLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { config } = useWidget();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!signInNeedsPopup(config.apiBase)) return;
    event.preventDefault();
    void signInWithPopup(config.apiBase, config.vetId);
  };
  return (
    <a href={href} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
