// The side panel behind the header's menu button (max width 390 px): the
// main navigation with groups listed under their names, then the account links.
// Markup only, in the page from the start (a closed <dialog> shows nothing): the menu button
// opens it and links close it through shell/islands/dialogs.ts, with the kit's modal behaviour.
import { SIDE_MENU_MAX_WIDTH } from '../../shared/domain/limits';
import type { NavItem } from '../navigation/mainNav';
import { site } from '../site';
import { ButtonLink } from '../ui/Button';
import { PlainDialog, PlainDialogClose } from '../ui/PlainDialog';
import { SessionOnly } from '../ui/SessionOnly';
import { AccountMenuList, BOOK_APPOINTMENT, SignedOutMenu } from './AccountMenuList';
import { NavLink } from './NavLink';

const linkClass = (active: boolean) =>
  `block rounded-lg px-3 py-2.5 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${active ? 'bg-teal-50 text-primary' : 'text-ink hover:bg-gray-50'}`;

/** A group's entries sit indented under its name. */
const entryLinkClass = (active: boolean) => `${linkClass(active)} pl-6`;

export const MOBILE_MENU_ID = 'mobile-menu';
const TITLE_ID = 'mobile-menu-title';

export function MobileMenu({ items, pathname }: { items: NavItem[]; pathname: string }) {
  return (
    <PlainDialog
      id={MOBILE_MENU_ID}
      labelledBy={TITLE_ID}
      placement="left"
      closeOnLinks
      panelStyle={{ maxWidth: SIDE_MENU_MAX_WIDTH }}
      panelClassName="flex h-full w-full flex-col overflow-y-auto bg-white shadow-xl"
    >
      <div className="flex items-center justify-between border-b border-line px-4 py-3">
        <h2 id={TITLE_ID} className="text-lg font-semibold text-ink">
          {site.name} menu
        </h2>
        <PlainDialogClose
          label="Close menu"
          className="inline-flex h-10 w-10 items-center justify-center rounded-full text-2xl text-muted hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        />
      </div>
      <nav aria-label="Main" className="px-3 py-4">
        <ul className="space-y-1">
          {items.map((item) =>
            item.kind === 'link' ? (
              <li key={item.href}>
                <NavLink href={item.href} pathname={pathname} linkClass={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ) : (
              <li key={item.id}>
                <p className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wider text-muted">{item.label}</p>
                <ul className="space-y-1">
                  {item.items.map((entry) => (
                    <li key={entry.href}>
                      <NavLink href={entry.href} pathname={pathname} linkClass={entryLinkClass}>
                        {entry.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="mt-auto border-t border-line px-3 py-4">
        <SessionOnly status="signedIn">
          <nav aria-label="Account">
            <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-muted">My account</p>
            <AccountMenuList pathname={pathname} />
          </nav>
        </SessionOnly>
        <SignedOutMenu pathname={pathname} className="space-y-1" linkClass={linkClass} />
        <ButtonLink href={BOOK_APPOINTMENT.href} className="mt-4 w-full">
          {BOOK_APPOINTMENT.label}
        </ButtonLink>
      </div>
    </PlainDialog>
  );
}
