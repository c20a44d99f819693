// The menus the header and its mobile panel both show: the signed-out entries, the Book
// appointment button, and the account menu (also the account page's side menu).
import { accountMenu, isCurrentAccountEntry } from '../navigation/accountMenu';
import { isActiveHref } from '../navigation/mainNav';
import { Link } from '../router/Link';
import { site } from '../site';
import { SessionOnly } from '../ui/SessionOnly';

const SIGNED_OUT_MENU = [
  { label: 'Login', href: '/sign-in' },
  { label: 'Sign Up', href: '/register' },
  { label: 'Pay Online', href: '/pay-online' },
] as const;

export const BOOK_APPOINTMENT = { label: 'Book appointment', href: '/book-appointment' } as const;

export const menuLinkClass = (current: boolean) =>
  `block rounded-lg px-3 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${current ? 'bg-teal-50 font-semibold text-primary' : 'text-ink hover:bg-gray-50'}`;

/** Login, Sign Up and Pay Online, shown only while signed out; each place styles its own links. */
export function SignedOutMenu({ pathname, className, linkClass }: { pathname: string; className: string; linkClass: (active: boolean) => string }) {
  return (
    <SessionOnly status="signedOut">
      <nav aria-label="Account">
        <ul className={className}>
          {SIGNED_OUT_MENU.map((entry) => (
            <li key={entry.href}>
              <Link href={entry.href} className={linkClass(isActiveHref(pathname, entry.href))}>
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </SessionOnly>
  );
}

export function AccountMenuList({ pathname, className = '' }: { pathname: string; className?: string }) {
  return (
    <ul className={className}>
      {accountMenu(site.accountMenuOmit).map((entry) => {
        const current = isCurrentAccountEntry(pathname, entry);
        return (
          <li key={entry.href}>
            <Link
              href={entry.href}
              aria-current={current ? 'page' : undefined}
              className={
                entry.warning
                  ? 'block rounded-lg px-3 py-2 text-sm font-semibold text-warn hover:bg-amber-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-warn'
                  : menuLinkClass(current)
              }
            >
              {entry.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
