// The site header: logo, main navigation with drop-downs, the Book appointment button (in
// every variant), and either the signed-out menu (Login, Sign Up, Pay Online) or the
// account menu with the notification bell; the basket button for everyone. Below 1024 px
// the navigation moves into a side panel opened by the menu button.
// Markup only: the same for every visitor (the session picks a menu in the browser,
// shell/session.css) and run by plain DOM (shell/islands), so a page needs no React for it.
import { buildMainNav, isActiveItem, type NavItem } from '../navigation/mainNav';
import { useNavigationGroups } from '../navigation/useNavigation';
import { Link } from '../router/Link';
import { site } from '../site';
import { ButtonLink } from '../ui/Button';
import { SessionOnly } from '../ui/SessionOnly';
import { Widget } from '../ui/Widget';
import { CartIcon, cartButtonLabel } from '../../widgets/cart/CartIcon';
import { Dropdown } from './Dropdown';
import { AccountMenuList, BOOK_APPOINTMENT, menuLinkClass, SignedOutMenu } from './AccountMenuList';
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu';
import { NavLink } from './NavLink';

export function useMainNav(): NavItem[] {
  const state = useNavigationGroups();
  return buildMainNav(state.status === 'ready' ? state.data : []);
}

const navLinkClass = (active: boolean) =>
  `inline-flex items-center gap-1 rounded-full px-3 py-2 text-[15px] font-medium transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${
    active ? 'bg-highlight text-primary bg-teal-50' : 'text-ink hover:text-primary'
  }`;

const utilityLinkClass = (active: boolean) =>
  `inline-flex items-center gap-1 rounded px-3 py-1 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${active ? 'text-primary underline' : 'text-muted hover:text-primary'}`;

function DesktopNav({ items, pathname }: { items: NavItem[]; pathname: string }) {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.kind === 'link' ? item.href : item.id}>
            {item.kind === 'link' ? (
              <NavLink href={item.href} pathname={pathname} linkClass={navLinkClass}>
                {item.label}
              </NavLink>
            ) : (
              <Dropdown label={item.label} buttonClassName={navLinkClass(isActiveItem(pathname, item))}>
                <ul>
                  {item.items.map((entry) => (
                    <li key={entry.href}>
                      <NavLink href={entry.href} pathname={pathname} linkClass={menuLinkClass}>
                        {entry.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </Dropdown>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Header({ pathname }: { pathname: string }) {
  const items = useMainNav();
  return (
    <header data-sticky-header="" className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      {/* Account links in a slim bar of their own on wide screens, so the nav keeps its room. */}
      <div className="hidden border-b border-line bg-gray-50 lg:block">
        <div className="mx-auto flex min-h-[2.25rem] max-w-7xl items-center justify-end gap-1 px-4 py-1 text-sm">
          <SignedOutMenu pathname={pathname} className="flex items-center gap-1" linkClass={utilityLinkClass} />
          <SessionOnly status="signedIn">
            <Dropdown label="My account" align="right" buttonClassName={utilityLinkClass(pathname.toLowerCase().startsWith('/account'))}>
              <nav aria-label="Account">
                <AccountMenuList pathname={pathname} />
              </nav>
            </Dropdown>
          </SessionOnly>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <button
          type="button"
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary lg:hidden"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded="false"
          aria-controls={MOBILE_MENU_ID}
          data-dialog-open={MOBILE_MENU_ID}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
            <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        </button>
        <Link href="/" className="mr-2 shrink-0 rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-primary">
          <img src={site.logoUrl} alt={`${site.name} home`} className="h-10 w-auto sm:h-12" />
        </Link>
        <DesktopNav items={items} pathname={pathname} />
        <div className="ml-auto flex items-center gap-2">
          {/* loading="lazy": a hidden bell never comes into view, so its code loads only once signed in. */}
          <SessionOnly status="signedIn">
            <Widget tag="vet-notifications" attributes={{ loading: 'lazy' }} />
          </SessionOnly>
          {/* The basket's code loads when first pointed at or touched, or at once where there is
              a basket to count (shell/islands, the basket store): until then there is none, and
              this plain button holds its place. */}
          <Widget tag="vet-cart-button" attributes={{ loading: 'interaction' }}>
            <button
              type="button"
              aria-label={cartButtonLabel(0)}
              className="relative inline-flex h-11 w-11 items-center justify-center rounded-full border border-line bg-white text-primary hover:bg-teal-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            >
              <CartIcon />
            </button>
          </Widget>
          {/* Display utilities go on a wrapper: the button's own inline-flex would fight 'hidden'. */}
          <div className="hidden sm:block">
            <ButtonLink href={BOOK_APPOINTMENT.href} className="whitespace-nowrap">
              {BOOK_APPOINTMENT.label}
            </ButtonLink>
          </div>
        </div>
      </div>
      {/* On phones the button gets a full-width row of its own under the logo. */}
      <div className="border-t border-line px-4 py-2 sm:hidden">
        <ButtonLink href={BOOK_APPOINTMENT.href} className="w-full">
          {BOOK_APPOINTMENT.label}
        </ButtonLink>
      </div>
      <MobileMenu items={items} pathname={pathname} />
    </header>
  );
}
