// /account/{section}: the account menu beside the section's widget. Signed-out visitors are
// sent to sign in and brought back here. The page shows its own menu (hide-nav on
// <vet-account>) and takes the widget's account links (vet-account:navigate) into the
// router, so moving between sections does not reload the page; /logout and / still do.
// Wide screens get the menu as a column; below 1024 px an 'Account menu' disclosure button
// at the top opens the same list above the section. The page's h1 is the section's only
// title: with hide-nav the widget leaves its own out.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { AccountMenuList } from '../layout/AccountMenuList';
import { ACCOUNT_MENU, accountSectionWidget } from '../navigation/accountMenu';
import { navigate } from '../router/history';
import { Redirect } from '../router/Redirect';
import { pageTitle, useHead } from '../seo';
import { useSession } from '../useSession';
import { PageSkeleton } from '../ui/states';
import { Widget } from '../ui/Widget';
import { NOT_FOUND_PATH } from './ContentPage';
import { needsHydration } from '../router/serverRender';

export function AccountPage({ section, pathname }: { section: string; pathname: string }) {
  // The account area is an app: its menu, sign-in check and widgets.
  needsHydration();
  const status = useSession((s) => s.status);
  const widget = accountSectionWidget(section);
  const entry = ACCOUNT_MENU.find((e) => e.href === `/account/${section}`);
  useHead(pathname, entry ? { title: pageTitle(entry.label) } : null);
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = holder.current;
    if (!node) return;
    const onNavigate = (event: Event) => {
      const href = (event as CustomEvent<{ href?: unknown }>).detail?.href;
      if (typeof href !== 'string' || !href.startsWith('/account/')) return;
      event.preventDefault();
      navigate(href);
    };
    // The spec: after deletion local storage is cleared. The widget clears only its
    // own keys (on a clinic's site the rest is the clinic's); this origin is ours.
    const onDeleted = () => {
      try {
        localStorage.clear(); // the flash message for the next page is in sessionStorage
      } catch {
        /* storage blocked: nothing to clear */
      }
    };
    node.addEventListener('vet-account:navigate', onNavigate);
    node.addEventListener('vet-account:deleted', onDeleted);
    return () => {
      node.removeEventListener('vet-account:navigate', onNavigate);
      node.removeEventListener('vet-account:deleted', onDeleted);
    };
  });

  useEffect(() => {
    if (status === 'signedOut' && widget) navigate(`/sign-in?callbackUrl=${encodeURIComponent(pathname)}`, { replace: true });
  }, [status, widget, pathname]);

  if (!widget || !entry) return <Redirect to={NOT_FOUND_PATH} />;
  if (status !== 'signedIn') return <PageSkeleton label="Checking your sign-in…" />;
  return (
    <div className="px-4 py-10 sm:py-14">
      <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-[240px_1fr]">
        <nav aria-label="Account" className="hidden lg:block">
          <AccountMenuList pathname={pathname} className="sticky top-32 space-y-1 rounded-2xl border border-line bg-white p-3" />
        </nav>
        <div ref={holder} className="min-w-0">
          <AccountSectionsMenu pathname={pathname} />
          <h1 className="mb-6 text-3xl font-bold tracking-tight text-ink">{entry.label}</h1>
          <Widget
            key={widget.tag}
            tag={widget.tag}
            attributes={widget.tag === 'vet-account' ? { ...widget.attributes, 'hide-nav': 'true' } : widget.attributes}
          />
        </div>
      </div>
    </div>
  );
}

/**
 * The account menu on phones and tablets (the header's account menu and the side column are
 * for wide screens): a disclosure button that shows the sections as links, the current one
 * marked (aria-current) as in the side column; the h1 below says where you are. Escape
 * closes it and returns focus to the button; choosing a section closes it.
 */
function AccountSectionsMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [pathname]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <nav aria-label="Account sections" className="mb-4 lg:hidden" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between gap-3 rounded-xl border border-line bg-white px-4 py-3 text-left text-sm font-semibold text-ink hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        Account menu
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} fill="currentColor">
          <path
            fillRule="evenodd"
            d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06z"
            clipRule="evenodd"
          />
        </svg>
      </button>
      <div id={listId} hidden={!open}>
        <AccountMenuList pathname={pathname} className="mt-2 space-y-1 rounded-xl border border-line bg-white p-2" />
      </div>
    </nav>
  );
}
