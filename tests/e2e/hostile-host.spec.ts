// Widgets on clinic websites that are not ours: host pages served from another
// origin (http://clinic.example, answered by the test itself) that load the widget script
// from the real server, the way a clinic's web developer embeds it, and then do what real
// sites do: change attributes after render, move tags around, put them in their own shadow
// roots, shrink the root font size, go dark, unset every style, and send a strict CSP.
import { expect, serverOrigin, test, type Locator, type Page, type TestInfo } from './test';
import { expectNoA11yViolations } from './axe';
import { cardFrame, typeCard } from './card';
import { iframeSnippet } from '../../shell/embed/protocol';
import { KIRI, SAM, bearerToken, signIn, signInThroughPopup } from './session';

const HOST = 'http://clinic.example';

// A real clinic site and our server are both on the public internet. Here the server is on
// loopback, and Chromium's local-network rules would stop a public origin from loading it:
// those checks are off for this file only (they protect users' routers, not our contract).
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights,PrivateNetworkAccessRespectPreflightResults',
    ],
  },
});

interface HostPage {
  body: string;
  css?: string;
  /** A Content-Security-Policy header for the host page. */
  csp?: (server: string) => string;
  script?: string;
  /** The host page's origin: HOST, a site the demo vet groups list, unless given. */
  origin?: string;
  /** The address opened on that origin (its own query string included): `/` unless given. */
  path?: string;
  /** The loader the page adds: the module script, or the classic one for site builders. */
  loader?: 'module' | 'classic';
  /** Attributes of the page's <html>, such as `dir="rtl"`. */
  htmlAttributes?: string;
}

/** Opens `HOST/` with this body; the widget loader comes from the real server (another origin). */
async function openHost(page: Page, info: TestInfo, host: HostPage) {
  const server = serverOrigin();
  const origin = host.origin ?? HOST;
  const loader =
    host.loader === 'classic'
      ? `<script src="${server}/widgets/vet-widgets.classic.js"></script>`
      : `<script type="module" src="${server}/widgets/vet-widgets.js"></script>`;
  const html = `<!doctype html><html lang="en" ${host.htmlAttributes ?? ''}><head><meta charset="utf-8"><title>A clinic</title>
${host.css ? `<link rel="stylesheet" href="${origin}/site.css">` : ''}
${loader}
${host.script ? `<script src="${origin}/site.js"></script>` : ''}
</head><body>${host.body.replaceAll('SERVER', server)}</body></html>`;
  await page.route(`${origin}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/site.css') return route.fulfill({ contentType: 'text/css', body: host.css ?? '' });
    if (path === '/site.js') return route.fulfill({ contentType: 'text/javascript', body: host.script ?? '' });
    return route.fulfill({
      contentType: 'text/html',
      body: html,
      headers: host.csp ? { 'content-security-policy': host.csp(server) } : {},
    });
  });
  await page.goto(`${origin}${host.path ?? '/'}`);
}

const contact = (page: Page) => page.locator('vet-contact-form');

/** A clinic page with <vet-checkout> and a guest basket of one product (its id stored on that origin). */
async function checkoutWithGuestBasket(page: Page, info: TestInfo) {
  const basket = await (
    await page.request.post(`${serverOrigin()}/api/v1/basket`, { headers: { 'X-Vet-Id': 'tui-vets' }, data: { basketItems: [{ productId: 3, quantity: 1 }] } })
  ).json();
  await openHost(page, info, { body: '<vet-checkout api-base="SERVER"></vet-checkout>' });
  await page.evaluate((id) => localStorage.setItem('vet-basket:tui-vets', id), basket.data.id as string);
  await page.reload();
}

test.describe('attributes are live, like a native element', () => {
  test('a vet-id changed after render starts the flow again for that group', async ({ page }, info) => {
    await openHost(page, info, { body: '<vet-booking vet-id="tui-vets" api-base="SERVER"></vet-booking>' });
    const booking = page.locator('vet-booking');
    await expect(booking.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
    const kea = page.waitForRequest((r) => r.url().endsWith('/api/v2/appointment/start') && r.headers()['x-vet-id'] === 'kea-vets');
    await booking.evaluate((el) => el.setAttribute('vet-id', 'kea-vets'));
    await kea;
    await expect(booking.getByRole('heading', { name: 'Book an appointment' })).toHaveCount(0);
    // The property mirrors the attribute, and back.
    const tui = page.waitForRequest((r) => r.url().endsWith('/api/v2/appointment/start') && r.headers()['x-vet-id'] === 'tui-vets');
    await booking.evaluate((el) => ((el as HTMLElement & { vetId: string }).vetId = 'tui-vets'));
    await tui;
    await expect(booking.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
    expect(await booking.getAttribute('vet-id')).toBe('tui-vets');
  });

  test('moving the tag keeps what was typed and makes no second start call', async ({ page }, info) => {
    let clinicCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/content/') && r.url().includes('location')) clinicCalls += 1;
    });
    await openHost(page, info, { body: '<div id="tab-a"><vet-contact-form api-base="SERVER"></vet-contact-form></div><div id="tab-b"></div>' });
    await contact(page).getByRole('textbox', { name: 'Full name' }).fill('Aroha Ngata');
    await expect(contact(page).getByRole('combobox', { name: 'Clinic' })).toBeEnabled();
    const before = clinicCalls;
    await page.evaluate(() => document.getElementById('tab-b')!.append(document.querySelector('vet-contact-form')!));
    const moved = page.locator('#tab-b vet-contact-form');
    await expect(moved.getByRole('textbox', { name: 'Full name' })).toHaveValue('Aroha Ngata');
    // A widget started again would have a fresh cache: its clinic list disabled until its own
    // call had been answered, and so counted.
    await expect(moved.getByRole('combobox', { name: 'Clinic' })).toBeEnabled();
    expect(clinicCalls).toBe(before);
  });

  test('a tag inside the host’s own shadow root works once the host asks the loader to watch it', async ({ page }, info) => {
    await openHost(page, info, {
      body: '<clinic-card data-server="SERVER"></clinic-card>',
      script: `customElements.define('clinic-card', class extends HTMLElement {
        connectedCallback() {
          const root = this.attachShadow({ mode: 'open' });
          root.innerHTML = '<h2>Stay in touch</h2><vet-newsletter></vet-newsletter>';
          root.querySelector('vet-newsletter').setAttribute('api-base', this.dataset.server);
          const watch = () => (window.VetWidgets ? window.VetWidgets.observe(root) : setTimeout(watch, 50));
          watch();
        }
      });`,
    });
    await expect(page.locator('clinic-card vet-newsletter').getByRole('textbox', { name: 'Email address' })).toBeVisible();
  });
});

test.describe('styling the host cannot break', () => {
  /** The widget's size and type on a page with this CSS. */
  async function measure(page: Page, info: TestInfo, css: string) {
    await openHost(page, info, { body: '<main><vet-contact-form api-base="SERVER"></vet-contact-form></main>', css });
    const name = contact(page).getByRole('textbox', { name: 'Full name' });
    await expect(name).toBeVisible();
    const send = contact(page).getByRole('button', { name: 'Send message' });
    return {
      field: await name.evaluate((el) => ({ h: Math.round(el.getBoundingClientRect().height), font: getComputedStyle(el).fontSize })),
      button: await send.evaluate((el) => ({
        h: Math.round(el.getBoundingClientRect().height),
        font: getComputedStyle(el).fontSize,
        transform: getComputedStyle(el).textTransform,
      })),
      label: await contact(page)
        .getByText('Full name')
        .first()
        .evaluate((el) => ({ font: getComputedStyle(el).fontSize, spacing: getComputedStyle(el).letterSpacing })),
    };
  }

  test('looks the same with html { font-size: 10px }, 62.5% and host typography as with the defaults', async ({ page }, info) => {
    const plain = await measure(page, info, '');
    for (const css of [
      'html { font-size: 10px }',
      'html { font-size: 62.5% } body { text-transform: uppercase; letter-spacing: .3em; font: 700 12px/1 Georgia }',
    ]) {
      await page.unrouteAll();
      expect(await measure(page, info, css), css).toEqual(plain);
    }
    expect(plain.field.font).toBe('16px');
  });

  test('stays readable on a dark page, and paints its own surface', async ({ page }, info) => {
    await openHost(page, info, {
      body: '<main><h1>Our clinic</h1><vet-contact-form api-base="SERVER"></vet-contact-form></main>',
      css: 'html, body { background: #0b0f14; color: #f1f5f9; color-scheme: dark }',
    });
    await expect(contact(page).getByRole('textbox', { name: 'Full name' })).toBeVisible();
    await expectNoA11yViolations(page, 'vet-contact-form');
  });

  test('* { all: unset } and hidden buttons and inputs on the page change nothing inside, the card field included', async ({ page }, info) => {
    await openHost(page, info, {
      body: '<vet-contact-form api-base="SERVER"></vet-contact-form><vet-pay-online api-base="SERVER"></vet-pay-online>',
      css: '* { all: unset } button { display: none !important } input { display: none !important } label { text-transform: uppercase }',
    });
    await expect(contact(page).getByRole('button', { name: 'Send message' })).toBeVisible();
    await expect(contact(page).getByRole('textbox', { name: 'Full name' })).toBeVisible();
    const number = cardFrame(page.locator('vet-pay-online')).getByLabel('Card number');
    await expect(number).toBeVisible();
    expect(await number.evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(40);
    await expect(cardFrame(page.locator('vet-pay-online')).getByText('Card number', { exact: true })).toHaveCSS('text-transform', 'none');
  });

  test('a strict CSP (no unsafe-inline, no unsafe-eval, Trusted Types) keeps the widgets styled and working', async ({ page }, info) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Trusted Type/i.test(m.text())) violations.push(m.text());
    });
    await openHost(page, info, {
      body: '<vet-contact-form api-base="SERVER"></vet-contact-form><vet-pay-online api-base="SERVER"></vet-pay-online>',
      csp: (server) =>
        `default-src 'none'; script-src ${server}; style-src ${server}; img-src ${server} data:; connect-src ${server}; font-src ${server}; frame-src ${server}; require-trusted-types-for 'script'`,
    });
    const send = contact(page).getByRole('button', { name: 'Send message' });
    await expect(send).toBeVisible();
    // Styled: the primary button has the theme colour, not the browser's grey.
    await expect(send).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expect(cardFrame(page.locator('vet-pay-online')).getByLabel('Card number')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("the host's --vet-* on :root wins over the group's colours, for every widget alike", async ({ page }, info) => {
    await openHost(page, info, {
      body: '<vet-booking api-base="SERVER"></vet-booking><vet-contact-form api-base="SERVER"></vet-contact-form>',
      css: ':root { --vet-primary: rgb(124, 58, 237) }',
    });
    const booking = page.locator('vet-booking');
    await expect(booking.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
    await expect(booking.getByRole('button', { name: /Continue|Book|Next/ }).first()).toHaveCSS('background-color', 'rgb(124, 58, 237)');
    await expect(contact(page).getByRole('button', { name: 'Send message' })).toHaveCSS('background-color', 'rgb(124, 58, 237)');
  });
});

test.describe('card payments on any host: the card lives in a frame on the server’s origin', () => {
  /** Pays an invoice with `<vet-pay-online>` and the given test card; resolves once the widget answered. */
  async function payInvoice(form: Locator, number: string, reference: string) {
    await form.getByRole('textbox', { name: 'Name' }).fill('Aroha Ngata');
    await form.getByRole('textbox', { name: 'Email' }).fill('aroha@example.nz');
    await typeCard(form, number);
    await form.getByRole('spinbutton', { name: 'Amount (NZD)' }).fill('12.00');
    await form.getByRole('textbox', { name: 'Reference' }).fill(reference);
    await form.getByRole('button', { name: 'Confirm payment' }).click();
  }
  const processed = (form: Locator) => expect(form.getByText('Your payment has been processed.').first()).toBeVisible();

  test('inside the host’s own shadow root: a declined card says so, and the same frame then pays with another', async ({ page }, info) => {
    await openHost(page, info, {
      body: '<clinic-invoice data-server="SERVER"></clinic-invoice>',
      script: `customElements.define('clinic-invoice', class extends HTMLElement {
        connectedCallback() {
          const root = this.attachShadow({ mode: 'open' });
          root.innerHTML = '<h2>Pay your invoice</h2><vet-pay-online></vet-pay-online>';
          root.querySelector('vet-pay-online').setAttribute('api-base', this.dataset.server);
          const watch = () => (window.VetWidgets ? window.VetWidgets.observe(root) : setTimeout(watch, 50));
          watch();
        }
      });`,
    });
    const form = page.locator('clinic-invoice vet-pay-online');
    await payInvoice(form, '4000 0000 0000 0002', 'INV-20001');
    await expect(form.getByText('Your card was declined.').first()).toBeVisible();
    // The declined card is emptied and the same frame takes the next one.
    const number = cardFrame(form).getByLabel('Card number');
    await expect(number).toHaveValue('');
    await expect(number).toBeEnabled();
    await typeCard(form, '4242 4242 4242 4242');
    await form.getByRole('button', { name: 'Confirm payment' }).click();
    await processed(form);
  });

  test('a host rule more specific than ours (#page input, iframe { display: none !important }) cannot hide the card', async ({ page }, info) => {
    await openHost(page, info, {
      body: '<div id="page"><vet-pay-online api-base="SERVER"></vet-pay-online></div>',
      css: ':root { --vet-primary: rgb(124, 58, 237) } #page input, #page iframe, #page [data-vet-card] { display: none !important } #page * { font-size: 8px !important }',
    });
    const form = page.locator('vet-pay-online');
    const number = cardFrame(form).getByLabel('Card number');
    await expect(number).toBeVisible();
    expect(await number.evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(40);
    await expect(number).toHaveCSS('font-size', '16px');
    // The host's theme is the one thing that crosses, as a colour: the focus ring follows it.
    await number.focus();
    await expect(number).toHaveCSS('outline-color', 'rgb(124, 58, 237)');
    await payInvoice(form, '4242 4242 4242 4242', 'INV-20002');
    await processed(form);
  });

  test('an old Stripe.js v2 window.Stripe on the host page changes nothing', async ({ page }, info) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openHost(page, info, {
      body: '<vet-pay-online api-base="SERVER"></vet-pay-online>',
      script: `window.Stripe = { version: 2, setPublishableKey: function () {}, card: { createToken: function () { throw new Error('Stripe v2 was called'); } } };`,
    });
    const form = page.locator('vet-pay-online');
    await payInvoice(form, '4242 4242 4242 4242', 'INV-20003');
    await processed(form);
    expect(await page.evaluate(() => (window as unknown as { Stripe: { version: number } }).Stripe.version)).toBe(2);
    expect(errors).toEqual([]);
  });

  test('the widget never changes its host element’s light DOM (a server-rendered host hydrates it)', async ({ page }, info) => {
    await openHost(page, info, {
      body: '<vet-pay-online api-base="SERVER"><p>Pay your invoice online.</p></vet-pay-online>',
      script: `document.addEventListener('DOMContentLoaded', function () {
        var host = document.querySelector('vet-pay-online');
        window.lightDom = { before: Array.prototype.slice.call(host.childNodes), changes: 0 };
        new MutationObserver(function (records) { window.lightDom.changes += records.length; }).observe(host, { childList: true, characterData: true, subtree: true });
      });`,
    });
    const form = page.locator('vet-pay-online');
    await expect(cardFrame(form).getByLabel('Card number')).toBeVisible();
    await payInvoice(form, '4242 4242 4242 4242', 'INV-20004');
    await processed(form);
    const lightDom = await form.evaluate((host) => {
      const seen = (window as unknown as { lightDom: { before: Node[]; changes: number } }).lightDom;
      return { same: host.childNodes.length === seen.before.length && seen.before.every((node, i) => host.childNodes[i] === node), changes: seen.changes };
    });
    expect(lightDom).toEqual({ same: true, changes: 0 });
  });

  test('a site the vet group does not list gets no card form, and says so', async ({ page }, info) => {
    await openHost(page, info, { origin: 'http://unlisted.example', body: '<vet-pay-online api-base="SERVER"></vet-pay-online>' });
    const form = page.locator('vet-pay-online');
    await expect(form.getByText('Card payments are not available on this website. Please pay on the clinic’s own website.')).toBeVisible();
  });
});

test('the card form works at whatever address served the page (127.0.0.1 and localhost), not only PUBLIC_URL', async ({ page }) => {
  const port = new URL(serverOrigin()).port;
  for (const host of ['127.0.0.1', 'localhost']) {
    await page.goto(`http://${host}:${port}/demo/checkout.html#pay-online`);
    const form = page.locator('vet-pay-online');
    await expect(cardFrame(form).getByLabel('Card number'), host).toBeVisible();
    await expect(form.getByText('The card form could not be loaded', { exact: false })).toHaveCount(0);
    await form.getByRole('textbox', { name: 'Name' }).fill('Aroha Ngata');
    await form.getByRole('textbox', { name: 'Email' }).fill('aroha@example.nz');
    await typeCard(form, '4242 4242 4242 4242');
    await form.getByRole('spinbutton', { name: 'Amount (NZD)' }).fill('9.50');
    await form.getByRole('textbox', { name: 'Reference' }).fill(`INV-${host}`);
    await form.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(form.getByText('Your payment has been processed.').first(), host).toBeVisible();
  }
});

test("checkout's and the fundraiser's card forms load at 127.0.0.1 too", async ({ page }) => {
  const origin = `http://127.0.0.1:${new URL(serverOrigin()).port}`;
  const basket = await (
    await page.request.post(`${origin}/api/v1/basket`, { headers: { 'X-Vet-Id': 'tui-vets' }, data: { basketItems: [{ productId: 3, quantity: 1 }] } })
  ).json();
  await page.goto(`${origin}/demo/checkout.html`);
  await page.evaluate((id) => localStorage.setItem('vet-basket:tui-vets', id), basket.data.id as string);
  await page.reload();
  const checkout = page.locator('vet-checkout');
  await expect(cardFrame(checkout).getByLabel('Card number')).toBeVisible();
  await expect(checkout.getByText('The card form could not be loaded', { exact: false })).toHaveCount(0);

  await page.goto(`${origin}/demo/checkout.html#fundraiser`);
  const fundraiser = page.locator('vet-fundraiser');
  await fundraiser.getByRole('combobox', { name: 'Quantity of Christmas pet hamper' }).selectOption('1');
  await fundraiser.getByRole('radio', { name: /Tui Vets Cambridge/ }).click();
  await fundraiser.getByRole('button', { name: 'COMPLETE ORDER' }).click();
  await expect(cardFrame(fundraiser).getByLabel('Card number')).toBeVisible();
  await expect(fundraiser.getByText('The card form could not be loaded', { exact: false })).toHaveCount(0);
});

test.describe('no side effects on the host page', () => {
  test('checkout images come from the API server, not the clinic site; Back on a first step never moves the host history', async ({ page }, info) => {
    const server = serverOrigin();
    await checkoutWithGuestBasket(page, info);
    const image = page.locator('vet-checkout').getByRole('complementary', { name: 'Order summary' }).locator('img').first();
    await expect(image).toHaveAttribute('src', new RegExp(`^${server.replace(/[.]/g, '\\.')}/`));
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    await page.unrouteAll();
    await openHost(page, info, { body: '<vet-booking api-base="SERVER"></vet-booking>' });
    const booking = page.locator('vet-booking');
    await expect(booking.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
    await expect(booking.getByRole('button', { name: 'Back' })).toHaveCount(0);
  });
});

test("the clinic's own words inside <vet-booking> show while the flow loads, then give way to its first step", async ({ page }, info) => {
  // The start answer is held until the test lets it go: the flow is loading for as long as it likes.
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/api/v2/appointment/start', async (route) => {
    await held;
    await route.continue();
  });
  await openHost(page, info, {
    body: '<vet-booking vet-id="tui-vets" api-base="SERVER"><p>Online booking is on its way. In a hurry? Call 07 555 0100.</p></vet-booking>',
  });
  const words = page.getByText('Online booking is on its way.');
  const booking = page.locator('vet-booking');
  await expect(booking.locator('[role="status"]')).toHaveCount(0); // no spinner of ours beside them
  await expect(words).toBeVisible();
  release();
  await expect(booking.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
  await expect(words).toBeHidden();

  // When the API cannot be reached, the flow's own message takes their place too.
  await page.unroute('**/api/v2/appointment/start');
  await page.route('**/api/v2/appointment/start', (route) => route.abort());
  await page.reload();
  await expect(booking.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(words).toBeHidden();
});

test('signed-out pages log no error: a missing session is an answer, not a failed request', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  for (const path of ['/', '/shop', '/book-appointment', '/contact', '/demo/checkout.html']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});

test('hostile globals (Prototype.js toJSON, an enumerable Object.prototype member, AMD define, an old React) do no harm', async ({ page }, info) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let sent: unknown;
  await page.route(`${serverOrigin()}/api/v1/contact`, async (route) => {
    sent = route.request().postDataJSON();
    await route.continue();
  });
  await openHost(page, info, {
    body: '<vet-contact-form api-base="SERVER"></vet-contact-form>',
    script: `
      Array.prototype.toJSON = function () { return '[' + this.map(String).join(',') + ']'; };
      String.prototype.toJSON = function () { return '"' + this + '"'; };
      Object.prototype.clinicHelper = function () { return 'from the host'; };
      window.define = function () { throw new Error('AMD define was called'); };
      window.define.amd = {};
      window.React = { version: '15.7.0', createElement: function () { throw new Error('old React used'); } };
    `,
  });
  const form = contact(page);
  await form.getByRole('combobox', { name: 'Clinic' }).selectOption({ index: 1 });
  await form.getByRole('textbox', { name: 'Full name' }).fill('Aroha Ngata');
  await form.getByRole('textbox', { name: 'Email address' }).fill('aroha@example.nz');
  await form.getByRole('textbox', { name: 'Phone number' }).fill('021 555 1234');
  await form.getByRole('textbox', { name: 'Message' }).fill('Is Rex due for his booster?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('heading', { name: 'Thanks Aroha Ngata for contacting us!' })).toBeVisible();
  expect(sent).toMatchObject({ name: 'Aroha Ngata', email: 'aroha@example.nz' });
  expect(errors).toEqual([]);
});

test.describe('signing in from a clinic site through the popup', () => {
  /** The token the popup handed to this page (the widgets keep it in memory, on globalThis). */
  const pageToken = (page: Page) =>
    page.evaluate(() => {
      const store = (globalThis as unknown as Record<symbol, Map<string, { token: string }> | undefined>)[Symbol.for('vet-widgets.embed-tokens')];
      return [...(store?.values() ?? [])][0]?.token ?? '';
    });

  test('"Log in" in a widget on a clinic site signs in through a popup and the checkout carries on, signed in, on the same page', async ({ page }, info) => {
    await checkoutWithGuestBasket(page, info);
    const checkout = page.locator('vet-checkout');
    await expect(checkout.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    const hostUrl = page.url();

    await signInThroughPopup(page, checkout.getByRole('link', { name: 'Log in' }), SAM, 'clinic.example');

    // Same page, same flow: now signed in, with the guest's product carried into Sam's basket.
    expect(page.url()).toBe(hostUrl);
    await expect(checkout.getByRole('textbox', { name: 'First name' })).toHaveValue('Sam');
    await expect(checkout.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    const summary = checkout.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByRole('list', { name: 'Products' }).getByRole('listitem')).not.toHaveCount(0);

    // The clinic page got a token for what its widgets need, not the account: a script on it
    // cannot change the password (or the email, or the cards) with it.
    const token = await pageToken(page);
    const attempt = await page.evaluate(
      async ({ server, token }) => {
        const res = await fetch(`${server}/api/v1/profile/changepassword`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-vet-id': 'tui-vets' },
          body: JSON.stringify({ currentPassword: 'tui-demo-1', newPassword: 'Taken-over-2041', verifyNewPassword: 'Taken-over-2041' }),
        });
        return { status: res.status, message: ((await res.json()) as { message: string }).message };
      },
      { server: serverOrigin(), token },
    );
    expect(attempt).toEqual({ status: 403, message: expect.stringContaining('Change your password on Tui Vets’ own site') });

    // On the portal, Sam sees the clinic site signed in with the account and signs it out:
    // the clinic page's token stops at once.
    await page.goto('/account/change-password');
    const sites = page.getByRole('region', { name: 'Sites signed in with your account' });
    // Earlier tests of the run may have signed Sam in elsewhere (the iframe embed): this site's
    // entry is the one to find.
    const clinic = sites.getByRole('listitem').filter({ hasText: 'clinic.example' });
    await expect(clinic).toHaveCount(1);
    await sites.getByRole('button', { name: 'Sign out clinic.example' }).click();
    await expect(clinic).toHaveCount(0);
    const after = await page.request.get(`${serverOrigin()}/api/v1/profile`, {
      headers: { authorization: `Bearer ${token}`, origin: HOST, 'x-vet-id': 'tui-vets' },
    });
    expect(after.status()).toBe(401);
  });

  test('a Kea client signs in to Kea Vets from a Kea widget on a clinic site', async ({ page }, info) => {
    await openHost(page, info, { body: '<vet-account vet-id="kea-vets" api-base="SERVER" section="details"></vet-account>' });
    const account = page.locator('vet-account');
    await signInThroughPopup(page, account.getByRole('link', { name: 'Log in' }), KIRI, 'clinic.example', 'Kea Vets');
    await expect(account.getByRole('textbox', { name: /First Name/i })).toHaveValue('Kiri');
  });

  test('a site the vet group does not list gets a plain refusal in the popup: no question, no sign-in form', async ({ page }, info) => {
    await openHost(page, info, { origin: 'http://unlisted.example', body: '<vet-account api-base="SERVER"></vet-account>' });
    const opened = page.waitForEvent('popup');
    await page.locator('vet-account').getByRole('link', { name: 'Log in' }).click();
    const popup = await opened;
    await expect(popup.getByRole('heading', { name: 'Sign-in not available on unlisted.example' })).toBeVisible();
    await expect(popup.getByRole('textbox')).toHaveCount(0);
    await expect(popup.getByRole('button')).toHaveCount(0);
  });

  test('the account widget on a clinic site sends the password change and signed-in sites to the portal', async ({ page }, info) => {
    await openHost(page, info, { body: '<vet-account api-base="SERVER" section="change-password"></vet-account>' });
    const account = page.locator('vet-account');
    await signInThroughPopup(page, account.getByRole('link', { name: 'Log in' }), SAM, 'clinic.example');
    // The site's sign-in may not change the password: the way to the portal, not a form it would refuse.
    await expect(account.getByText(/^Change your password on the portal/)).toBeVisible();
    await expect(account.getByRole('link', { name: /^127\.0\.0\.1:\d+|^localhost:\d+/ })).toHaveAttribute('href', /\/account\/change-password$/);
    await expect(account.getByRole('form', { name: 'Change password' })).toHaveCount(0);
    await expect(account.getByRole('heading', { name: 'Sites signed in with your account' })).toHaveCount(0);
  });
});

test.describe('living in the page around it', () => {
  test("toasts show above a host's sticky header over a stacking main", async ({ page }, info) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript(() =>
      sessionStorage.setItem('vet-widgets:flash', JSON.stringify({ at: Date.now(), flashes: [{ kind: 'success', message: 'Your details were saved' }] })),
    );
    await openHost(page, info, {
      body: '<header>Clinic</header><main><vet-contact-form api-base="SERVER"></vet-contact-form></main>',
      css: 'header { position: sticky; top: 0; z-index: 1000; height: 240px; background: #222; color: #fff } main { position: relative; z-index: 1 }',
    });
    const toast = contact(page).getByRole('status').filter({ hasText: 'Your details were saved' });
    await expect(toast).toBeVisible();
    // Once it has slid in, what the visitor sees at the toast's middle is the toast, not the header.
    await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const top = await toast.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit?.localName ?? null;
    });
    expect(top).toBe('vet-contact-form');
  });

  test('with reduced motion toasts appear without sliding', async ({ page }, info) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(() =>
      sessionStorage.setItem('vet-widgets:flash', JSON.stringify({ at: Date.now(), flashes: [{ kind: 'success', message: 'Saved' }] })),
    );
    await openHost(page, info, { body: '<vet-contact-form api-base="SERVER"></vet-contact-form>' });
    const toast = contact(page).getByRole('status').filter({ hasText: 'Saved' });
    await expect(toast).toBeVisible();
    const longest = await toast.evaluate((el) => Math.max(0, ...el.getAnimations().map((a) => Number(a.effect?.getTiming().duration) || 0)));
    expect(longest).toBeLessThanOrEqual(1);
  });

  test('at 320 px the notifications panel fits the screen', async ({ page }, info) => {
    await signIn(page, SAM, '/account/details');
    const token = await bearerToken(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await openHost(page, info, { body: `<vet-notifications api-base="SERVER" vet-id="tui-vets" token="${token}"></vet-notifications>` });
    const bell = page.locator('vet-notifications').getByRole('button', { name: /^Notifications/ });
    await bell.click();
    const panel = page.locator('vet-notifications').getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  });

  test("the shop keeps its page in its own parameter and leaves the host's ?page= and ?search= alone", async ({ page }, info) => {
    await openHost(page, info, { body: '<vet-shop api-base="SERVER"></vet-shop>', path: '/products?page=3&search=dogs' });
    const shop = page.locator('vet-shop');
    await expect(shop.getByText(/^Showing 1 to 9 of \d+ results$/)).toBeVisible();
    await expect(shop.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    await shop.getByRole('button', { name: 'Page 2' }).click();
    await expect(shop.getByText(/^Showing 10 to 18 of/)).toBeVisible();
    expect(new URL(page.url()).search).toBe('?page=3&search=dogs&vet-page=2');
    await page.reload();
    await expect(shop.getByText(/^Showing 10 to 18 of/)).toBeVisible();
  });

  test('on a right-to-left page our English keeps its own direction', async ({ page }, info) => {
    await openHost(page, info, { body: '<vet-contact-form api-base="SERVER"></vet-contact-form>', htmlAttributes: 'dir="rtl" lang="ar"' });
    const name = contact(page).getByRole('textbox', { name: 'Full name' });
    await expect(name).toBeVisible();
    await expect(name).toHaveCSS('direction', 'ltr');
    await expect(contact(page).getByText('Full name').first()).toHaveCSS('direction', 'ltr');
  });

  test('in forced colours the chosen option and the progress fill stay visible', async ({ browser }, info) => {
    const context = await browser.newContext({ forcedColors: 'active' });
    const page = await context.newPage();
    await openHost(page, info, { body: '<vet-booking vet-id="tui-vets" api-base="SERVER"></vet-booking>' });
    const booking = page.locator('vet-booking');
    await expect(booking.getByRole('heading', { level: 2, name: 'Book an appointment' })).toBeVisible();
    await booking.getByRole('button', { name: 'Continue' }).click();
    await expect(booking.getByRole('heading', { level: 2, name: 'Choose a clinic' })).toBeVisible();
    const options = booking.getByRole('radio');
    await options.first().click();
    await expect(options.first()).toHaveAttribute('aria-checked', 'true');
    const outline = (radio: Locator) => radio.evaluate((el) => `${getComputedStyle(el).outlineStyle} ${getComputedStyle(el).outlineColor}`);
    expect(await outline(options.first())).not.toBe(await outline(options.nth(1)));
    expect(await outline(options.first())).toMatch(/^solid/);
    await booking.getByRole('button', { name: 'Continue' }).click();
    await expect(booking.getByRole('heading', { level: 2, name: 'About your pet' })).toBeVisible();
    const fill = (state: string) =>
      booking
        .locator(`[data-fill="${state}"]`)
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await fill('done')).not.toBe(await fill('todo'));
    await context.close();
  });

  test('printed, buttons keep their colours and so their text', async ({ page }, info) => {
    await openHost(page, info, { body: '<vet-contact-form api-base="SERVER"></vet-contact-form>' });
    const send = contact(page).getByRole('button', { name: 'Send message' });
    await expect(send).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(send).toHaveCSS('print-color-adjust', 'exact');
  });

  test('the classic loader works under Trusted Types, as the module loader does', async ({ page }, info) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Trusted Type|could not be loaded/i.test(m.text())) violations.push(m.text());
    });
    await openHost(page, info, {
      loader: 'classic',
      body: '<vet-contact-form api-base="SERVER"></vet-contact-form>',
      csp: (server) =>
        `default-src 'none'; script-src ${server}; style-src ${server}; img-src ${server} data:; connect-src ${server}; font-src ${server}; frame-src ${server}; require-trusted-types-for 'script'`,
    });
    await expect(contact(page).getByRole('button', { name: 'Send message' })).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    expect(violations).toEqual([]);
  });

  test('an iframe snippet a page builder inserts by script sizes itself to its content', async ({ page }, info) => {
    const snippet = iframeSnippet(serverOrigin(), 'tui-vets');
    await openHost(page, info, {
      body: '<div id="builder"></div>',
      // What jQuery's html() and many builders do: the markup goes in, then each script is
      // run again by a new <script> in <head>, away from its iframe.
      script: `window.addEventListener('DOMContentLoaded', function () {
        var box = document.getElementById('builder');
        box.innerHTML = ${JSON.stringify(snippet)};
        box.querySelectorAll('script').forEach(function (old) {
          var run = document.createElement('script');
          run.text = old.text;
          document.head.appendChild(run).parentNode.removeChild(run);
          old.remove();
        });
      });`,
    });
    const iframe = page.locator('#builder iframe');
    await expect(iframe.contentFrame().getByRole('heading', { level: 2, name: 'Book an appointment' })).toBeVisible();
    const frame = page.frames().find((f) => f.url().includes('/embed/booking'))!;
    await expect
      .poll(async () => {
        const outer = (await iframe.boundingBox())!.height;
        const inner = await frame.evaluate(() => document.documentElement.getBoundingClientRect().height);
        return Math.abs(outer - inner) <= 1 && outer !== 480;
      })
      .toBe(true);
  });

  test('Back on the first step shows only with back-url, for every group', async ({ page }, info) => {
    // A third kind of group: one clinic, no welcome, an emergency notice. Its flow opens on
    // the pets, which is then its first step.
    await page.route('**/api/v2/appointment/start', async (route) => {
      if (route.request().headers()['x-vet-id'] !== 'kea-vets' || !new URL(page.url()).search.includes('one-clinic')) return route.fallback();
      const response = await route.fetch();
      const body = await response.json();
      const start = body.data ?? body;
      start.clinics = start.clinics.slice(0, 1);
      start.welcome = { ...start.welcome, isActive: false };
      start.emergency = { messageSlate: [{ type: 'paragraph', children: [{ text: 'Call us first.' }] }], isActive: true };
      return route.fulfill({ response, json: body });
    });
    for (const [vetId, path] of [
      ['tui-vets', '/'],
      ['kea-vets', '/'],
      ['kea-vets', '/?one-clinic'],
    ]) {
      for (const backUrl of [null, '/our-services']) {
        await page.unroute(`${HOST}/**`);
        const attrs = `vet-id="${vetId}" api-base="SERVER"${backUrl ? ` back-url="${backUrl}"` : ''}`;
        await openHost(page, info, { body: `<vet-booking ${attrs}></vet-booking>`, path });
        const booking = page.locator('vet-booking');
        await expect(booking.getByRole('button', { name: 'Continue' })).toBeVisible();
        await expect(booking.getByRole('button', { name: 'Back' }), `${vetId}${path} ${backUrl ?? 'no back-url'}`).toHaveCount(backUrl ? 1 : 0);
      }
    }
  });
});
