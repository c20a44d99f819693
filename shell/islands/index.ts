// The portal's islands: what a page needs in the browser besides its widgets, as
// plain DOM over the server's HTML, so a content page runs no React (docs/portal.md). The
// same behaviours serve pages React hydrates: they listen on the document, and React draws
// the same markup.
//   - the header's drop-downs, the phone menu, team members and the gallery's lightbox
//     (dropdowns.ts, dialogs.ts, lightbox.ts), and on pages without React the carousels,
//   - signed in or not (`<html data-session>`, shell/session.ts), and then the bell, the
//     account menu and the account-linking prompt (linkPrompt.ts),
//   - the basket button's code where there is a basket to count (else on first use),
//   - the sticky header's height for widgets' scrolling (--vet-scroll-offset),
//   - Back on the booking's first step, a message left by the previous page, a news
//     article's 'Copy link'.
import { basketIdStore } from '../../widgets/commerce/basket/storage';
import { takeFlash } from '../../widgets/kit/flash';
import { clearTokenCache } from '../../widgets/kit/session';
import { site } from '../site';
import { sessionStore } from '../session';
import { portalToast } from '../ui/toasts';
import { attachCarousel, carouselOptionsOf } from '../../widgets/kit/carousel';
import { installCopyLinks } from './copyLink';
import { installDialogs } from './dialogs';
import { installDropdowns } from './dropdowns';
import { installLightboxes } from './lightbox';

const installed = new WeakSet<Document>();

const widgetLoader = () => (globalThis as { VetWidgets?: { load(tag: string): unknown } }).VetWidgets;

/**
 * Tells widgets how much room the sticky header takes (--vet-scroll-offset on the page's
 * root, inherited into their shadow roots), so a booking step change scrolls the widget's top
 * into view below the header, not under it.
 */
const tracked = new WeakSet<Element>();

function trackStickyHeader(document: Document): void {
  const header = document.querySelector<HTMLElement>('[data-sticky-header]');
  if (!header || tracked.has(header)) return;
  tracked.add(header);
  const root = document.documentElement;
  const update = () => root.style.setProperty('--vet-scroll-offset', `${Math.ceil(header.getBoundingClientRect().height) + 16}px`);
  update();
  if (typeof ResizeObserver !== 'undefined') new ResizeObserver(update).observe(header);
}

/**
 * The spec: in the portal, Back on the booking's first step goes back in history. The widget
 * only follows its back-url (a clinic page's history is not the widget's); here the
 * portal takes the exit over, and goes home when there is no page to go back to.
 */
function backLeavesBooking(event: Event): void {
  event.preventDefault();
  if (window.history.length > 1) window.history.back();
  else window.location.assign('/');
}

/**
 * Once per document: the listeners every page shares, and what the first page needs. On a
 * page sent without React (`hydrating` false) the islands also run the parts React would
 * have run itself: the carousels.
 */
export function startIslands(document: Document, { hydrating = true }: { hydrating?: boolean } = {}): void {
  if (installed.has(document)) return;
  installed.add(document);
  installDropdowns(document);
  installDialogs(document);
  installLightboxes(document);
  installCopyLinks(document);
  document.addEventListener('vet-booking:exit', backLeavesBooking);
  const enhance = () => trackStickyHeader(document);
  enhance();
  if (!hydrating) for (const carousel of document.querySelectorAll<HTMLElement>('[data-carousel]')) attachCarousel(carousel, carouselOptionsOf(carousel));
  // React may draw the header later (a page rendered in the browser).
  new MutationObserver(enhance).observe(document.body, { childList: true, subtree: true });
}

let shown: string | undefined;

/**
 * What each page view asks (a first load, and each move of the single-page app): signed in
 * or not (a session may end, or start in another tab), then the linking prompt for a client,
 * and a message the previous page left ('Your account has been deleted'). Called by
 * shell/main.ts for a page without React, by the app for every page it shows.
 */
export function pageShown(pathname: string): void {
  // A later page of the single-page app asks afresh; the first shares its answer with the widgets.
  if (shown !== undefined) clearTokenCache();
  shown = pathname;
  void sessionStore
    .getState()
    .check()
    .then((status) => {
      // A client's basket, or a visitor's from an earlier visit: the badge shows its count.
      // Through the loader's page API (shell/main.ts loads it; tests have none).
      if (status === 'signedIn' || basketIdStore(site.vetId).get()) void widgetLoader()?.load('vet-cart-button');
      if (status === 'signedIn' && shown === pathname) void import('./linkPrompt').then((m) => m.promptLinkIfDue(pathname));
    });
  for (const flash of takeFlash()) portalToast(flash.kind, flash.message);
}
