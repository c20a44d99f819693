// An <a> that moves inside the SPA for same-origin links and behaves like a plain link for
// everything else (new tab, modifier keys, downloads, other sites, server pages).
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isInternalHref, navigate } from './history';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export function shouldIntercept(event: MouseEvent<HTMLAnchorElement>, href: string): boolean {
  const anchor = event.currentTarget;
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  // A bare '#anchor' is an in-page jump: the browser does it best.
  if (href.startsWith('#')) return false;
  return isInternalHref(href);
}

export function Link({ href, onClick, ...rest }: LinkProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!shouldIntercept(event, href)) return;
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    />
  );
}
