import { act, fireEvent, isInaccessible, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { startIslands } from './islands';
import { readFileSync } from 'node:fs';
import { browser } from './router/history';
import { sessionStore } from './session';
import { clearTokenCache, tokenProvider } from '../widgets/kit/session';
import { seedCollection, seedContentClient, type SeedClient } from './test/seedContent';
import { pendingQueries } from './content/useQuery';
import { startData } from '../widgets/booking/testServer';

/** Whether an element is displayed: neither it nor an ancestor has display: none (jsdom has no layout). */
const isShown = (el: Element | null): boolean => !el || (getComputedStyle(el).display !== 'none' && isShown(el.parentElement));

let signedIn = false;
let displayPrompt = false;
let fetchCalls: Array<{ url: string; method: string }> = [];

// What shell/main.ts gives every page: the plain-DOM behaviours and the CSS that decides what shows.
beforeAll(() => {
  startIslands(document);
  const style = document.createElement('style');
  style.textContent = readFileSync('shell/session.css', 'utf8') + readFileSync('shell/layout/footerCopies.css', 'utf8');
  document.head.append(style);
});

beforeEach(() => {
  // jsdom has no layout: scrolling to the top after navigation is a no-op here.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // Full page loads (the identity provider's page) cannot happen in jsdom.
  vi.spyOn(browser, 'replace').mockImplementation(() => {});
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  signedIn = false;
  displayPrompt = false;
  fetchCalls = [];
  sessionStore.setState({ status: 'unknown' });
  clearTokenCache();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      fetchCalls.push({ url, method: init?.method ?? 'GET' });
      if (/\/auth\/token(\?|$)/.test(url)) return new Response(JSON.stringify({ success: true, token: signedIn ? 'a.b.c' : null }), { status: 200 });
      if (url.endsWith('/auth/logout')) {
        signedIn = false;
        return new Response('{"success":true}', { status: 200 });
      }
      if (url.endsWith('/api/v2/linked-account/status/pms')) {
        if (!signedIn || !(init?.headers as Record<string, string> | undefined)?.Authorization) return new Response('{"success":false}', { status: 401 });
        const status = { accountType: 'pms', name: 'Practice account', isLinked: false, linkedAccountIdentifier: null, displayPrompt, status: 'none' };
        return new Response(JSON.stringify({ success: true, data: status }), { status: 200 });
      }
      if (url.endsWith('/api/v1/entry/e-1/share'))
        return new Response(
          JSON.stringify({
            success: true,
            data: {
              image: 'aGVsbG8=',
              eventTitle: 'Spring photo contest',
              eventDescription: 'Lambs of the Waikato',
              petName: 'Woolly',
              entryTitle: 'First steps',
            },
          }),
          { status: 200 },
        );
      if (url.endsWith('/api/v1/entry/e-2/share'))
        return new Response(JSON.stringify({ success: true, data: { image: '"><script>', eventTitle: 'x', petName: 'y', entryTitle: 'z' } }), { status: 200 });
      return new Response('{"success":false,"message":"Not found"}', { status: 404 });
    }),
  );
});

afterEach(() => {
  for (const prompt of document.querySelectorAll('vet-link-prompt')) prompt.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function visit(path: string, client: SeedClient = seedContentClient()) {
  window.history.replaceState(null, '', path);
  const view = render(<App client={client} />);
  return { ...view, client };
}

const here = () => window.location.pathname + window.location.search;

describe('portal routes', () => {
  it('renders the home page from the content page with slug home', async () => {
    visit('/');
    expect(await screen.findByRole('heading', { name: 'Caring for Waikato animals since 2009', hidden: true })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Tui Vets']);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it.each(['/about-us', '/About-Us', '/about-us/?ref=mail'])('renders the content page at %s (case and query ignored)', async (path) => {
    visit(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'About Tui Vets' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Home');
  });

  it.each(['/nowhere', '/about', '/a/b/c', '/news/only-an-id'])('sends the unknown path %s to /404', async (path) => {
    visit(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'We lost this page' })).toBeTruthy();
    expect(here()).toBe('/404');
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect((await screen.findByRole('img', { name: 'A puzzled dog holding a map upside down' })).getAttribute('src')).toBe('/demo/assets/not-found-dog.svg');
    expect(screen.getByText(/has moved or no longer exists/)).toBeTruthy();
  });

  it('takes /home to /', async () => {
    visit('/home');
    await waitFor(() => expect(here()).toBe('/'));
  });

  it('renders a clinic page from its layout blocks', async () => {
    visit('/clinic/hamilton');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tui Vets Hamilton' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Map showing Tui Vets Hamilton' })).toBeTruthy();
  });

  it('sends a missing clinic to /404', async () => {
    visit('/clinic/atlantis');
    await waitFor(() => expect(here()).toBe('/404'));
  });

  it('renders a service page at /{group}/item/{slug}', async () => {
    visit('/farm/item/dairy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dairy' })).toBeTruthy();
  });

  describe('breadcrumbs: every crumb is a page that exists, or plain text', () => {
    const crumbs = () => screen.getByRole('navigation', { name: 'Breadcrumb' });
    const linksIn = (nav: HTMLElement) =>
      within(nav)
        .queryAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);

    it.each([
      ['/farm/item/dairy', 'Dairy', ['Home', 'Farm', 'Dairy']],
      ['/clinic/hamilton', 'Tui Vets Hamilton', ['Home', 'Clinics', 'Tui Vets Hamilton']],
      ['/info/terms-conditions', 'Terms & Conditions', ['Home', 'Info', 'Terms & Conditions']],
    ])('%s links Home only', async (path, h1, trail) => {
      visit(path);
      expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeTruthy();
      await waitFor(() =>
        expect(
          within(crumbs())
            .getAllByRole('listitem')
            .map((li) => li.textContent?.replace('/', '').trim()),
        ).toEqual(trail),
      );
      await waitFor(() => expect(linksIn(crumbs())).toEqual([['Home', '/']]));
    });

    it.each([
      ['ui-page', 'about-us'],
      ['ui-news', null],
    ] as const)('a draft of %s in the preview reads as its published page does', async (collection, slug) => {
      const doc = seedCollection(collection).find((d) => !slug || d.slug === slug)! as { id: string; slug: string };
      const path = slug && `/${slug}`;
      const trail = () =>
        within(crumbs())
          .getAllByRole('listitem')
          .map((li) => li.textContent?.replace('/', '').trim());
      const published = visit(path ?? `/news/${doc.id}/${doc.slug}`);
      await waitFor(() => expect(trail().length).toBeGreaterThan(1));
      const expected = trail();
      published.unmount();

      visit(`/preview/${collection}/${doc.id}?token=t0k3n`);
      await waitFor(() => expect(trail()).toEqual(expected));
      expect(crumbs().textContent).not.toMatch(/Preview|Draft/);
    });

    it('links a crumb that is a page of the site', async () => {
      visit('/shop/p-12/dog-food');
      await waitFor(() =>
        expect(linksIn(crumbs())).toEqual([
          ['Home', '/'],
          ['Shop', '/shop'],
        ]),
      );
    });
  });

  it('lists no article twice on /community (a hand-picked list and the latest news)', async () => {
    visit('/community');
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    // Every community article is hand-picked above, so 'More community news' has nothing new.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'More community news' })).toBeNull());
    const hrefs = screen.getAllByRole('article').map((a) => within(a).getAllByRole('link')[0]!.getAttribute('href'));
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('shows the app promo and the newsletter form once each on the home page', async () => {
    const { container } = visit('/');
    expect(await screen.findByRole('heading', { name: 'Caring for Waikato animals since 2009', hidden: true })).toBeTruthy();
    // Both copies are in the markup (as the server sends it); the footer's is not shown.
    await waitFor(() => expect(container.querySelectorAll('vet-newsletter')).toHaveLength(2));
    expect([...container.querySelectorAll('vet-newsletter')].filter((el) => isShown(el))).toHaveLength(1);
    // Desktop: the promo's code to scan (the footer's copy is hidden); its words are by the code.
    const scan = screen.getByRole('link', { name: /Scan with your phone camera to get the app/ });
    expect(scan.getAttribute('href')).toBe('/download-app');
    expect(within(scan).getByRole('img', { name: 'QR code of the download page' }).querySelector('path')!.getAttribute('d')).toMatch(/^M4 4h7v1H4z/);
    expect(screen.getAllByRole('img', { name: /QR code/ })).toHaveLength(1);
    // Phones: a button, and the promo's text says nothing about scanning.
    const promo = screen.getByRole('region', { name: 'Your pets in your pocket' });
    expect(within(promo).getByRole('link', { name: 'Download app' }).getAttribute('href')).toBe('/download-app');
    expect(within(promo).queryByText(/scan the code/i)).toBeNull();
  });

  it("tells widgets the sticky header's height as --vet-scroll-offset", async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 81.5 } as DOMRect);
    visit('/book-appointment');
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--vet-scroll-offset')).toBe('98px'));
  });

  it('shows the booking flow’s emergency notice and welcome inside its tag before its code runs', async () => {
    const calls: string[] = [];
    const api = async (url: string) => {
      calls.push(url);
      const emergency = { messageSlate: [{ type: 'paragraph', children: [{ text: 'In an emergency, call 07 856 0140.' }] }], isActive: true };
      return new Response(JSON.stringify({ success: true, data: startData({ emergency }) }), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const { container } = visit('/book-appointment', seedContentClient('tui-vets', api));
    const booking = await waitFor(() => container.querySelector<HTMLElement>('main vet-booking')!);
    expect(await within(booking).findByRole('note', { name: 'Emergency' })).toHaveProperty('textContent', 'In an emergency, call 07 856 0140.');
    expect(within(booking).getByRole('heading', { level: 2, name: 'Welcome to Tui Vets' })).toBeTruthy();
    expect(within(booking).getByRole('status').textContent).toBe('Loading online booking…');
    expect(calls.map((url) => new URL(url).pathname)).toEqual(['/api/v2/appointment/start']);
  });

  it('leaves the booking tag empty when the start cannot be read: the flow says what is wrong', async () => {
    const { container, client } = visit('/book-appointment');
    const booking = await waitFor(() => container.querySelector<HTMLElement>('main vet-booking')!);
    // The start's load has its answer (a failure): what it would put in the tag is there by now.
    await act(async () => {
      for (let pending = pendingQueries(client); pending.length; pending = pendingQueries(client)) await Promise.all(pending);
    });
    expect(booking.children).toHaveLength(0);
  });

  it('opens the booking flow prefilled from a reminder’s link, leaving out a malformed value', async () => {
    const { container } = visit('/book-appointment?vetId=tui-vets&clinic=tui-hamilton&species=2&pet=Milo&type=10x');
    const booking = await waitFor(() => container.querySelector<HTMLElement>('main vet-booking')!);
    expect(['vet-id', 'clinic', 'species', 'pet-name', 'appointment-type'].map((name) => booking.getAttribute(name))).toEqual([
      'tui-vets',
      'tui-hamilton',
      '2',
      'Milo',
      null,
    ]);
  });

  it('offers the older request flow from the booking page, as a content page with its tag', async () => {
    visit('/book-appointment');
    fireEvent.click(await screen.findByRole('link', { name: 'Request an appointment' }));
    await waitFor(() => expect(here()).toBe('/request-appointment'));
    await waitFor(() => expect(document.querySelector('main vet-booking-classic')).toBeTruthy());
  });

  it('sends a service under the wrong group to its own group', async () => {
    visit('/pets/item/dairy');
    await waitFor(() => expect(here()).toBe('/farm/item/dairy'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dairy' })).toBeTruthy();
  });

  it('says a blog page past the last does not exist, and links to page 1', async () => {
    visit('/news?page=99');
    expect(await screen.findByText(/Page 99 of the blog does not exist/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to page 1' }));
    await waitFor(() => expect(here()).toBe('/news'));
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
  });

  it('renders the terms at /info/terms-conditions with one h1', async () => {
    visit('/info/terms-conditions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Online bookings' })).toBeTruthy();
  });

  it.each([
    ['/book-appointment', 'vet-booking', {}],
    ['/shop', 'vet-shop', {}],
    ['/shop/p-12/dog-food', 'vet-product', { 'product-id': 'p-12' }],
    ['/checkout', 'vet-checkout', {}],
    ['/subscriptions', 'vet-subscriptions', {}],
    ['/pay-online', 'vet-pay-online', {}],
    ['/fundraiser', 'vet-fundraiser', {}],
    ['/contact', 'vet-contact-form', { origin: 'Contact Us Page' }],
  ])('renders %s as <%s>', async (path, tag, attributes) => {
    const { container } = visit(path);
    const element = await waitFor(() => {
      const found = container.querySelector(`main ${tag}`);
      if (!found) throw new Error('not yet');
      return found;
    });
    expect(element.getAttribute('vet-id')).toBe('tui-vets');
    // Same origin: the widgets' default, and no origin in the server-rendered HTML.
    expect(element.getAttribute('api-base')).toBeNull();
    expect(element.getAttribute('token-url')).toBe('/auth/token');
    for (const [name, value] of Object.entries(attributes)) expect(element.getAttribute(name)).toBe(value);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('renders /manage-booking as <vet-manage-booking> with the link’s token and its group', async () => {
    const { container } = visit('/manage-booking?vetId=kea-vets&token=abc.def');
    const element = await waitFor(() => {
      const found = container.querySelector('main vet-manage-booking');
      if (!found) throw new Error('not yet');
      return found;
    });
    expect(element.getAttribute('booking-token')).toBe('abc.def');
    expect(element.getAttribute('vet-id')).toBe('kea-vets');
    expect(screen.getByRole('heading', { level: 1, name: 'Manage your booking' })).toBeTruthy();
  });

  it('renders /desk as <vet-clinic-desk> signed in with the staff session, kept out of search results', async () => {
    const { container, unmount } = visit('/desk');
    const element = await waitFor(() => {
      const found = container.querySelector('main vet-clinic-desk');
      if (!found) throw new Error('not yet');
      return found;
    });
    expect(element.getAttribute('token-url')).toBe('/auth/staff-token');
    expect(screen.getByRole('heading', { level: 1, name: 'Clinic desk' })).toBeTruthy();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shows the contact header and emergency banner on /contact', async () => {
    visit('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    expect(await screen.findByRole('complementary', { name: 'Emergency?' })).toBeTruthy();
  });

  it('renders the register content page at /register', async () => {
    const { container } = visit('/register');
    await waitFor(() => expect(container.querySelector('main vet-registration')).toBeTruthy());
  });

  it('sets the title and description from meta-seo', async () => {
    visit('/news');
    await waitFor(() => expect(document.title).toBe('Blog: news & advice | Tui Vets'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Seasonal animal health advice and clinic news from Tui Vets.',
    );
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Blog: news & advice | Tui Vets');
  });

  it('titles a page without meta-seo after itself', async () => {
    visit('/farm/item/equine');
    await waitFor(() => expect(document.title).toBe('Equine | Tui Vets'));
  });
});

describe('header', () => {
  it('lists Home, the three nav groups, Shop, Blog and Contact', async () => {
    visit('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('button', { name: 'Pets' });
    expect([...nav.querySelectorAll(':scope > ul > li')].map((li) => li.querySelector('a, button')!.textContent)).toEqual([
      'Home',
      'Pets',
      'Farm',
      'Clinics',
      'Shop',
      'Blog',
      'Contact',
    ]);
    expect(within(nav).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/news');
  });

  it('opens a drop-down with the keyboard and closes it with Escape', async () => {
    visit('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const farm = await within(nav).findByRole('button', { name: 'Farm' });
    farm.focus();
    fireEvent.keyDown(farm, { key: 'ArrowDown' });
    expect(farm.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Dairy'));
    expect(document.activeElement?.getAttribute('href')).toBe('/farm/item/dairy');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Sheep & beef');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(farm.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(farm);
  });

  it('marks the current entry active', async () => {
    visit('/clinic/cambridge');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    fireEvent.click(await within(nav).findByRole('button', { name: 'Clinics' }));
    expect(within(nav).getByRole('link', { name: 'Tui Vets Cambridge' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('moves inside the app when a nav link is clicked', async () => {
    visit('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Blog' }));
    expect(here()).toBe('/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog: news & advice' })).toBeTruthy();
  });

  it('signed out: Login, Sign Up, Pay Online and Book appointment; no bell', async () => {
    const { container } = visit('/');
    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Login', '/sign-in'],
      ['Sign Up', '/register'],
      ['Pay Online', '/pay-online'],
    ]);
    expect(screen.getAllByRole('link', { name: 'Book appointment' })[0]!.getAttribute('href')).toBe('/book-appointment');
    // Every page has the bell; it shows (and so loads) only once signed in.
    await waitFor(() => expect(document.documentElement.dataset.session).toBe('signedOut'));
    expect(isInaccessible(container.querySelector('header vet-notifications')!)).toBe(true);
    expect(container.querySelector('header vet-cart-button')).toBeTruthy();
  });

  it('signed in: the account menu with the current entry, Logout in warning style, and the bell', async () => {
    signedIn = true;
    const { container } = visit('/account/pets');
    const toggle = await screen.findByRole('button', { name: 'My account' });
    fireEvent.click(toggle);
    const header = screen.getByRole('banner');
    expect(isInaccessible(container.querySelector('header vet-notifications')!)).toBe(false);
    const pets = within(header).getByRole('link', { name: 'Pets' });
    expect(pets.getAttribute('aria-current')).toBe('page');
    expect(within(header).getByRole('link', { name: 'Details' }).getAttribute('aria-current')).toBeNull();
    expect(within(header).getByRole('link', { name: 'Logout' }).className).toContain('text-warn');
    expect(within(header).getByRole('link', { name: 'Pay Online' }).getAttribute('href')).toBe('/account/pay-invoices');
    expect(screen.getAllByRole('link', { name: 'Book appointment' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('places the account-linking prompt only when the signed-in status says displayPrompt', async () => {
    signedIn = true;
    displayPrompt = true;
    const { unmount } = visit('/');
    await waitFor(() => expect(document.querySelector('vet-link-prompt')).toBeTruthy());
    unmount();
    document.querySelector('vet-link-prompt')!.remove();
    displayPrompt = false;
    sessionStorage.clear();
    visit('/');
    await waitFor(() => expect(fetchCalls.filter((c) => c.url.endsWith('/linked-account/status/pms'))).toHaveLength(2));
    expect(document.querySelector('vet-link-prompt')).toBeNull();
  });

  it('asks once a browser session, and never on the Linked Accounts page', async () => {
    signedIn = true;
    displayPrompt = true;
    sessionStorage.clear();
    const onLinked = visit('/account/linked-accounts');
    await waitFor(() => expect(sessionStore.getState().status).toBe('signedIn'));
    await act(async () => {});
    expect(document.querySelector('vet-link-prompt')).toBeNull();
    expect(fetchCalls.some((c) => c.url.endsWith('/linked-account/status/pms'))).toBe(false);
    onLinked.unmount();

    const first = visit('/');
    await waitFor(() => expect(document.querySelector('vet-link-prompt')).toBeTruthy());
    first.unmount();
    document.querySelector('vet-link-prompt')!.remove();
    // A new page load in the same session: no prompt, not even a status call.
    const calls = fetchCalls.filter((c) => c.url.endsWith('/linked-account/status/pms')).length;
    visit('/shop');
    await waitFor(() => expect(sessionStore.getState().status).toBe('signedIn'));
    await act(async () => {});
    expect(document.querySelector('vet-link-prompt')).toBeNull();
    expect(fetchCalls.filter((c) => c.url.endsWith('/linked-account/status/pms'))).toHaveLength(calls);
    sessionStorage.clear();
  });

  it("asks who is signed in once per page: the page's widgets share the header's answer", async () => {
    signedIn = true;
    visit('/');
    await waitFor(() => expect(sessionStore.getState().status).toBe('signedIn'));
    expect(await tokenProvider({ tokenUrl: '/auth/token', vetId: 'tui-vets' })()).toBe('a.b.c');
    expect(fetchCalls.filter((c) => c.url.includes('/auth/token'))).toHaveLength(1);
  });

  it('asks for no link status while signed out', async () => {
    visit('/');
    await screen.findByRole('navigation', { name: 'Account' });
    expect(fetchCalls.some((c) => c.url.includes('linked-account'))).toBe(false);
    expect(document.querySelector('vet-link-prompt')).toBeNull();
  });

  it('opens the mobile side panel and closes it with Escape', async () => {
    visit('/');
    const button = screen.getByRole('button', { name: 'Open menu' });
    button.focus();
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Tui Vets menu' });
    expect(await within(dialog).findByText('Farm')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Login' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

describe('footer', () => {
  it('shows three clinics, the main location contact, social links, terms, app and copyright', async () => {
    // Not the home page: its own newsletter block stands in for the footer's.
    visit('/contact');
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByText('Tui Vets Cambridge');
    expect(within(footer).getAllByText(/^Tui Vets (Hamilton|Cambridge|Te Awamutu)$/)).toHaveLength(4);
    expect(within(footer).queryByText('Hamilton Gardens Sunday market')).toBeNull();
    expect(within(footer).getByRole('link', { name: 'hamilton@tuivets.example.nz' }).getAttribute('href')).toBe('mailto:hamilton@tuivets.example.nz');
    expect(
      within(footer)
        .getByRole('link', { name: /on Facebook/ })
        .getAttribute('href'),
    ).toBe('https://www.facebook.com/tuivets.example');
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe('/info/terms-conditions');
    expect(within(footer).getAllByRole('link', { name: 'Download app' })[0]!.getAttribute('href')).toBe('/download-app');
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} Tui Vets`))).toBeTruthy();
    expect(footer.querySelector('vet-newsletter')).toBeTruthy();
  });
});

describe('news', () => {
  it('lists nine articles a page, newest first, and pages on', async () => {
    const first = visit('/news');
    await screen.findByRole('link', { name: 'Paws for the Rescue: our Christmas fundraiser' });
    const articles = () => screen.getAllByRole('article');
    expect(articles()).toHaveLength(9);
    // Pages are links (an address each, no script needed): the next page is a page load.
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/news?page=2');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/news?page=2');
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
    first.unmount();
    visit('/news?page=2');
    await waitFor(() => expect(articles()).toHaveLength(5));
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('filters by category', async () => {
    visit('/news');
    const filters = await screen.findByRole('navigation', { name: 'Filter by category' });
    fireEvent.click(within(filters).getByRole('link', { name: 'Equine' }));
    expect(here()).toBe('/news?category=equine');
    await waitFor(() => expect(within(filters).getByRole('link', { name: 'Equine' }).getAttribute('aria-current')).toBe('page'));
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeLessThan(9));
  });

  it('shows an article with share links, body, action and neighbours', async () => {
    visit('/news/facial-eczema-2026/facial-eczema-spore-counts-rising');
    expect(await screen.findByRole('heading', { level: 1, name: 'Facial eczema: spore counts are climbing' })).toBeTruthy();
    expect(screen.getByText('Share on')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getByRole('link', { name: /Facebook/ })
        .getAttribute('href'),
    ).toContain('facebook.com/sharer/sharer.php?u=');
    expect(
      within(main)
        .getByRole('link', { name: /Twitter/ })
        .getAttribute('href'),
    ).toContain('twitter.com/intent/tweet');
    expect(screen.getByRole('link', { name: 'See our farm services' }).getAttribute('href')).toBe('/farm/item/dairy');
    expect(screen.getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe('/news/summer-dogs-in-utes/hot-dogs-utes-and-cars');
    expect(screen.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/news/welcome-dr-aroha/welcome-dr-aroha-ngata');
  });

  it.each([
    [true, 'Link copied to clipboard'],
    [false, 'Failed to copy link to clipboard'],
  ])('copy link (works: %s) says %j', async (works, message) => {
    const writeText = vi.fn(() => (works ? Promise.resolve() : Promise.reject(new Error('denied'))));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    visit('/news/facial-eczema-2026/facial-eczema-spore-counts-rising');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/news/facial-eczema-2026/facial-eczema-spore-counts-rising`);
  });

  it('shows the photo gallery of an article that has one', async () => {
    visit('/news/spring-lambing-photos/spring-on-the-farm');
    expect(await screen.findByRole('heading', { name: 'Photo gallery' })).toBeTruthy();
  });

  it('sends a missing article to /404', async () => {
    visit('/news/no-such-article/whatever');
    await waitFor(() => expect(here()).toBe('/404'));
  });
});

describe('sign-in and logout', () => {
  it('sends a signed-out visitor to the identity provider with the callback', async () => {
    visit('/sign-in?callbackUrl=/account/pets');
    await waitFor(() => expect(browser.replace).toHaveBeenCalledWith('/auth/sign-in?callbackUrl=%2Faccount%2Fpets'));
  });

  it('sends a signed-in visitor to the callbackUrl', async () => {
    signedIn = true;
    visit('/sign-in?callbackUrl=/account/orders');
    await waitFor(() => expect(here()).toBe('/account/orders'));
  });

  it.each([
    ['/sign-in', '/'],
    ['/sign-in?callbackUrl=https://evil.example', '/'],
  ])('a signed-in visitor at %s goes to %s', async (path, target) => {
    signedIn = true;
    visit(path);
    await waitFor(() => expect(here()).toBe(target));
  });

  it('logs out with a message, then goes home signed out', async () => {
    signedIn = true;
    visit('/logout');
    expect(screen.getByRole('heading', { level: 1, name: 'Log out in progress...' })).toBeTruthy();
    expect(screen.getByText('Give us a moment to safely redirect you to the home page.')).toBeTruthy();
    await waitFor(() => expect(here()).toBe('/'));
    expect(fetchCalls.filter((c) => c.url.endsWith('/auth/logout')).map((c) => c.method)).toEqual(['POST']);
    await waitFor(() => expect(sessionStore.getState().status).toBe('signedOut'));
  });

  it('sends a signed-out visitor from the account area to sign in', async () => {
    visit('/account/pets');
    await waitFor(() => expect(here()).toBe('/sign-in?callbackUrl=%2Faccount%2Fpets'));
  });

  it.each([
    ['/account/appointments', 'vet-account-appointments', null],
    ['/account/details', 'vet-account', 'details'],
    ['/account/pay-invoices', 'vet-account', 'pay-invoices'],
  ])('renders %s for a signed-in visitor as <%s>', async (path, tag, section) => {
    signedIn = true;
    const { container } = visit(path);
    await waitFor(() => expect(container.querySelector(`main ${tag}`)).toBeTruthy());
    expect(container.querySelector(`main ${tag}`)!.getAttribute('section')).toBe(section);
  });

  it('sends an unknown account section to /404', async () => {
    signedIn = true;
    visit('/account/admin');
    await waitFor(() => expect(here()).toBe('/404'));
  });

  it('takes /account to the details', async () => {
    signedIn = true;
    visit('/account');
    await waitFor(() => expect(here()).toBe('/account/details'));
    await act(async () => {});
  });
});

describe('photo share page', () => {
  it('shows the shared photo with its event, pet and entry, and sets the preview tags', async () => {
    visit('/photo-share/e-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'First steps' })).toBeTruthy();
    expect(screen.getByText('Spring photo contest')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Woolly: First steps' }).getAttribute('src')).toBe('data:image/jpeg;base64,aGVsbG8=');
    await waitFor(() => expect(document.title).toBe('Woolly: First steps | Tui Vets'));
    expect(document.head.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe('Spring photo contest: Lambs of the Waikato');
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('First steps'));
  });

  it('refuses an image that is not base64', async () => {
    visit('/photo-share/e-2');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /y:/ })).toBeNull();
  });

  it('says when the photo cannot load, and Try again loads it', async () => {
    let failing = true;
    const served = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
        failing && String(input).endsWith('/api/v1/entry/e-1/share') ? new Response('{"success":false}', { status: 503 }) : served(input, init),
      ),
    );
    visit('/photo-share/e-1');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'First steps' })).toBeTruthy();
  });

  it('sends a missing entry to /404', async () => {
    visit('/photo-share/nope');
    await waitFor(() => expect(here()).toBe('/404'));
  });
});
