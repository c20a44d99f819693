// A menu's link: the header's drop-downs and the mobile panel mark the page the reader is on
// the same way, as the current page for assistive technology and in its own style.
import type { ReactNode } from 'react';
import { isActiveHref } from '../navigation/mainNav';
import { Link } from '../router/Link';

export function NavLink({
  href,
  pathname,
  linkClass,
  children,
}: {
  href: string;
  pathname: string;
  linkClass: (active: boolean) => string;
  children: ReactNode;
}) {
  const active = isActiveHref(pathname, href);
  return (
    <Link href={href} className={linkClass(active)} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}
