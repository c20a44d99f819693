// Widgets in framework-built sites, the Custom Elements Everywhere cases for React and Vue: a
// React 19 app and a Vue 3 app (tests/e2e/hosts/, bundled here with Vite) render the tags with
// props and declarative event handlers before and after the loader defines them. The host
// pages come from another origin (http://clinic.example, answered by the test).
import { expect, serverOrigin, test, type Page, type TestInfo } from './test';
import { build } from 'vite';
import { fileURLToPath } from 'node:url';
import { chooseFirstTime, next, oneDogForDesexing, step } from './bookingSteps';
import { bearerToken, newClient, signIn, SAM } from './session';

const HOST = 'http://clinic.example';

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

type Framework = 'react' | 'vue';
const hostScripts: Record<Framework, string> = { react: '', vue: '' };

/** A host app's script, built as its framework's production build. */
async function bundle(framework: Framework): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    define: {
      'process.env.NODE_ENV': '"production"',
      // Vue's bundler build asks its bundler for these flags.
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
    build: {
      write: false,
      minify: false,
      lib: { entry: fileURLToPath(new URL(`./hosts/${framework}-host.ts`, import.meta.url)), formats: ['es'], fileName: `${framework}-host` },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as { output: { type: string; code?: string }[] }[];
  return outputs[0]!.output.find((o) => o.type === 'chunk')!.code!;
}

test.beforeAll(async () => {
  hostScripts.react = await bundle('react');
  hostScripts.vue = await bundle('vue');
});

/** A host page on another origin; the widget loader comes only when `loadWidgets()` is called. */
async function openHost(page: Page, info: TestInfo, options: { app?: Framework; body?: string; routes?: Record<string, () => string> } = {}) {
  const server = serverOrigin();
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A clinic</title>
<script>window.loadWidgets = () => import('${server}/widgets/vet-widgets.js');</script>
${options.app ? `<script type="module" src="${HOST}/${options.app}-host.js"></script>` : ''}
</head><body><div id="app"></div>${options.body ?? ''}</body></html>`;
  await page.route(`${HOST}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    const app = /^\/(react|vue)-host\.js$/.exec(path)?.[1] as Framework | undefined;
    if (app) return route.fulfill({ contentType: 'text/javascript', body: hostScripts[app] });
    const own = options.routes?.[path];
    if (own) return route.fulfill({ contentType: 'application/json', body: own() });
    return route.fulfill({ contentType: 'text/html', body: html });
  });
  await page.goto(`${HOST}/`);
  if (options.app) await page.waitForFunction(() => 'host' in window);
}

type HostWindow = Window & {
  host: {
    render(shown: { tag: string; props: Record<string, unknown>; listen?: string[] }[]): void | Promise<void>;
    heard: { type: string; detail: unknown }[];
  };
  loadWidgets(): Promise<unknown>;
};

/** `<vet-checkout>` rendered by a host app with its heading hidden, then shown, across the upgrade. */
async function hideHeadingBeforeAndAfterUpgrade(
  page: Page,
  info: TestInfo,
  app: Framework,
  propsOf: (server: string, hide: boolean) => Record<string, unknown>,
) {
  await openHost(page, info, { app });
  const server = serverOrigin();
  const render = (hide: boolean) =>
    page.evaluate((props) => (window as unknown as HostWindow).host.render([{ tag: 'vet-checkout', props }]), propsOf(server, hide));
  await render(true);
  await page.evaluate(() => (window as unknown as HostWindow).loadWidgets());
  const checkout = page.locator('vet-checkout');
  await expect(checkout.getByRole('region', { name: 'Checkout' })).toBeVisible();
  await expect(checkout.getByRole('heading', { name: 'Checkout' })).toHaveCount(0);
  await render(false);
  await expect(checkout.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  expect(await checkout.evaluate((el) => el.hasAttribute('hide-heading') && el.getAttribute('hide-heading') !== 'false')).toBe(false);
}

const startFor = (page: Page, vetId: string) => page.waitForRequest((r) => r.url().endsWith('/api/v2/appointment/start') && r.headers()['x-vet-id'] === vetId);

test.describe('React 19', () => {
  test('props given before the tag is defined (React writes vetid, backurl) are taken up; later props set properties', async ({ page }, info) => {
    await openHost(page, info, { app: 'react' });
    const server = serverOrigin();
    await page.evaluate(
      (server) =>
        (window as unknown as HostWindow).host.render([
          { tag: 'vet-booking', props: { vetId: 'kea-vets', backUrl: '/x', apiBase: server }, listen: ['vet-booking:ready', 'vet-booking:exit'] },
        ]),
      server,
    );
    // Not defined yet: React wrote every prop as an attribute, in lower case.
    const booking = page.locator('vet-booking');
    expect(await booking.evaluate((el) => [customElements.get('vet-booking') === undefined, el.getAttribute('vetid'), el.getAttribute('backurl')])).toEqual([
      true,
      'kea-vets',
      '/x',
    ]);
    const kea = startFor(page, 'kea-vets');
    await page.evaluate(() => (window as unknown as HostWindow).loadWidgets());
    await kea;
    // Kea's flow (it starts at its pets); React's declarative handler, added before the tag was
    // defined, hears the widget's event.
    await step(booking, 'About your pet');
    await expect.poll(() => page.evaluate(() => (window as unknown as HostWindow).host.heard.map((e) => e.type))).toEqual(['vet-booking:ready']);

    // Defined now: React sets properties, which reflect as attributes.
    const tui = startFor(page, 'tui-vets');
    await page.evaluate(
      (server) =>
        (window as unknown as HostWindow).host.render([
          { tag: 'vet-booking', props: { vetId: 'tui-vets', backUrl: '/x', apiBase: server }, listen: ['vet-booking:ready', 'vet-booking:exit'] },
        ]),
      server,
    );
    await tui;
    expect(await booking.evaluate((el) => [el.getAttribute('vet-id'), el.hasAttribute('vetid')])).toEqual(['tui-vets', false]);
    await step(booking, 'Book an appointment');
    // back-url given: Back on the first step asks the host, whose handler cancels and routes itself.
    await booking.getByRole('button', { name: 'Back' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as HostWindow).host.heard.map((e) => e.type)))
      .toEqual(['vet-booking:ready', 'vet-booking:ready', 'vet-booking:exit']);
    expect(page.url()).toBe(`${HOST}/`);
  });

  test('a boolean prop works before and after upgrade: hideHeading on <vet-checkout>', ({ page }, info) =>
    hideHeadingBeforeAndAfterUpgrade(page, info, 'react', (server, hide) => ({ apiBase: server, hideHeading: hide })));

  test('an SPA route change that removes <vet-booking> gives the held time back', async ({ page }, info) => {
    await openHost(page, info, { app: 'react' });
    const server = serverOrigin();
    await page.evaluate((server) => (window as unknown as HostWindow).host.render([{ tag: 'vet-booking', props: { apiBase: server } }]), server);
    await page.evaluate(() => (window as unknown as HostWindow).loadWidgets());
    const booking = page.locator('vet-booking');
    await step(booking, 'Book an appointment');
    await next(booking);
    await step(booking, 'Choose a clinic');
    await booking.getByRole('radio', { name: /Tui Vets Cambridge/ }).click();
    await next(booking);
    await oneDogForDesexing(booking);
    await chooseFirstTime(booking);
    const held = page.waitForResponse((r) => r.url().endsWith('/api/v2/appointment/hold') && r.request().method() === 'POST');
    await next(booking);
    const holdId = ((await (await held).json()) as { data: { holdId: string } }).data.holdId;
    await step(booking, 'My details');
    // The host's router shows another page: the tag goes, no pagehide.
    const released = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().endsWith(`/api/v2/appointment/hold/${holdId}`));
    await page.evaluate(() => (window as unknown as HostWindow).host.render([]));
    await released;
  });
});

test.describe('plain HTML', () => {
  test('a bare boolean attribute in the HTML counts, as a native one does; "false" counts as absent', async ({ page }, info) => {
    await openHost(page, info, { body: `<vet-checkout api-base="${serverOrigin()}" hide-heading></vet-checkout>` });
    await page.evaluate(() => (window as unknown as HostWindow).loadWidgets());
    const checkout = page.locator('vet-checkout');
    await expect(checkout.getByRole('region', { name: 'Checkout' })).toBeVisible();
    await expect(checkout.getByRole('heading', { name: 'Checkout' })).toHaveCount(0);
    expect(await checkout.evaluate((el) => (el as HTMLElement & { hideHeading: boolean }).hideHeading)).toBe(true);
    await checkout.evaluate((el) => el.setAttribute('hide-heading', 'false'));
    await expect(checkout.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  });
});

test.describe('Vue 3', () => {
  test('template-style props and @event handlers given before the tag is defined are taken up; later props set properties', async ({ page }, info) => {
    await openHost(page, info, { app: 'vue' });
    const server = serverOrigin();
    const render = (vetId: string) =>
      page.evaluate(
        ([server, vetId]) =>
          (window as unknown as HostWindow).host.render([
            // As a template writes them: <vet-booking :vet-id="…" back-url="/x" @vet-booking:ready="…">.
            { tag: 'vet-booking', props: { 'vet-id': vetId, 'back-url': '/x', 'api-base': server }, listen: ['vet-booking:ready', 'vet-booking:exit'] },
          ]),
        [server, vetId] as const,
      );
    await render('kea-vets');
    const booking = page.locator('vet-booking');
    expect(await booking.evaluate((el) => [customElements.get('vet-booking') === undefined, el.getAttribute('vet-id')])).toEqual([true, 'kea-vets']);
    const kea = startFor(page, 'kea-vets');
    await page.evaluate(() => (window as unknown as HostWindow).loadWidgets());
    await kea;
    await step(booking, 'About your pet');
    await expect.poll(() => page.evaluate(() => (window as unknown as HostWindow).host.heard.map((e) => e.type))).toEqual(['vet-booking:ready']);

    // Defined now: Vue sees the property on the element and sets it.
    const tui = startFor(page, 'tui-vets');
    await render('tui-vets');
    await tui;
    expect(await booking.evaluate((el) => (el as HTMLElement & { vetId: string }).vetId)).toBe('tui-vets');
    await step(booking, 'Book an appointment');
    await booking.getByRole('button', { name: 'Back' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as HostWindow).host.heard.map((e) => e.type)))
      .toEqual(['vet-booking:ready', 'vet-booking:ready', 'vet-booking:exit']);
    expect(page.url()).toBe(`${HOST}/`);
  });

  test('camelCase props and .prop bindings set before upgrade are taken up', async ({ page }, info) => {
    await openHost(page, info, { app: 'vue' });
    const server = serverOrigin();
    // h('vet-booking', { vetId }) writes the attribute vetid; `.apiBase` sets a DOM property on
    // the not-yet-defined element, which the element must take up when it is defined.
    await page.evaluate(
      (server) => (window as unknown as HostWindow).host.render([{ tag: 'vet-booking', props: { vetId: 'kea-vets', '.apiBase': server } }]),
      server,
    );
    const booking = page.locator('vet-booking');
    expect(await booking.evaluate((el) => [el.getAttribute('vetid'), Object.prototype.hasOwnProperty.call(el, 'apiBase')])).toEqual(['kea-vets', true]);
    const kea = startFor(page, 'kea-vets');
    await page.evaluate(() => (window as unknown as HostWindow).loadWidgets());
    expect(new URL((await kea).url()).origin).toBe(server);
    await step(booking, 'About your pet');
    expect(await booking.evaluate((el) => [Object.prototype.hasOwnProperty.call(el, 'apiBase'), el.getAttribute('api-base')])).toEqual([false, server]);
  });

  test('a boolean prop works before and after upgrade: hide-heading on <vet-checkout>', ({ page }, info) =>
    hideHeadingBeforeAndAfterUpgrade(page, info, 'vue', (server, hide) => ({ 'api-base': server, 'hide-heading': hide })));
});

test.describe('several groups and a session on one page', () => {
  test('a Tui session is not sent to the Kea widgets, whatever the site’s proxy answers', async ({ page }, info) => {
    await signIn(page, SAM, '/');
    const token = await bearerToken(page);
    const server = serverOrigin();
    const kea: { auth: string | undefined; status?: number }[] = [];
    page.on('response', (r) => {
      if (r.url().startsWith(server) && r.request().headers()['x-vet-id'] === 'kea-vets')
        kea.push({ auth: r.request().headers().authorization, status: r.status() });
    });
    // The site's proxy knows one session (Tui's) and answers it to every group.
    await openHost(page, info, {
      routes: { '/token': () => JSON.stringify({ token }) },
      body: `<vet-booking vet-id="tui-vets" api-base="${server}" token-url="/token"></vet-booking>
             <vet-booking vet-id="kea-vets" api-base="${server}" token-url="/token"></vet-booking>`,
    });
    const tuiStart = page.waitForRequest((r) => r.url().endsWith('/api/v2/appointment/start') && r.headers()['x-vet-id'] === 'tui-vets');
    const keaStart = startFor(page, 'kea-vets');
    await page.evaluate(() => (window as unknown as HostWindow).loadWidgets());
    expect((await tuiStart).headers().authorization).toBe(`Bearer ${token}`);
    await keaStart;
    await step(page.locator('vet-booking').nth(1), 'About your pet');
    expect(kea.length).toBeGreaterThan(0);
    expect(kea.filter((r) => r.auth || r.status === 401)).toEqual([]);
  });

  test('booking and checkout on one page make one /appointment/start call', async ({ page }, info) => {
    const server = serverOrigin();
    let starts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v2/appointment/start')) starts += 1;
    });
    await openHost(page, info, { body: `<vet-booking api-base="${server}"></vet-booking><vet-checkout api-base="${server}"></vet-checkout>` });
    await page.evaluate(() => (window as unknown as HostWindow).loadWidgets());
    await step(page.locator('vet-booking'), 'Book an appointment');
    const checkout = page.locator('vet-checkout');
    await expect(checkout.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    // The checkout's details (its click-and-collect clinics come from the start) are in: a call of
    // its own would have been sent before they could be.
    await expect(checkout.getByRole('form', { name: 'Checkout' })).toBeVisible();
    await expect(checkout.getByText('Loading your details…')).toHaveCount(0);
    expect(starts).toBe(1);
  });

  test('a basket change in one tab shows in the other tabs of the site', async ({ page, context }, info) => {
    const server = serverOrigin();
    const body = `<vet-cart-button api-base="${server}"></vet-cart-button><vet-product api-base="${server}" product-id="3"></vet-product>`;
    await openHost(page, info, { body });
    await page.evaluate(() => (window as unknown as HostWindow).loadWidgets());
    const other = await context.newPage();
    await openHost(other, info, { body });
    await other.evaluate(() => (window as unknown as HostWindow).loadWidgets());
    await expect(
      other
        .locator('vet-product')
        .getByRole('button', { name: /Add to basket/i })
        .first(),
    ).toBeVisible();
    await page
      .locator('vet-product')
      .getByRole('button', { name: /Add to basket/i })
      .first()
      .click();
    await expect(page.locator('vet-cart-button').getByText('1', { exact: true })).toBeVisible();
    // The other tab's badge follows without a reload.
    await expect(other.locator('vet-cart-button').getByText('1', { exact: true })).toBeVisible();
  });

  test('deleting the account signs every widget of the page out, though the host cancels vet-account:deleted', async ({ page }, info) => {
    const client = await newClient(page);
    await signIn(page, client, '/');
    const token = await bearerToken(page);
    const server = serverOrigin();
    // The host gives both sections its token and stays on the page (it cancels the event).
    await openHost(page, info, {
      body: `<vet-account-details api-base="${server}" token="${token}"></vet-account-details>
             <vet-account-pets api-base="${server}" token="${token}"></vet-account-pets>
             <script>document.addEventListener('vet-account:deleted', (e) => e.preventDefault());</script>`,
    });
    await page.evaluate(() => (window as unknown as HostWindow).loadWidgets());
    const details = page.locator('vet-account-details');
    const pets = page.locator('vet-account-pets');
    await expect(pets.getByText('Please sign in to see your account.')).toHaveCount(0);
    await details.getByRole('button', { name: 'Delete account' }).click();
    const confirm = details.getByRole('dialog', { name: 'Delete your account?' });
    await confirm.getByLabel('Your password').fill(client.password);
    const sent: (string | undefined)[] = [];
    await confirm.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(details.getByText('Your account has been deleted').first()).toBeVisible();
    page.on('request', (r) => {
      if (r.url().startsWith(server)) sent.push(r.headers().authorization);
    });
    expect(page.url()).toBe(`${HOST}/`);
    // Still the token attribute on both tags, yet both are signed out and send it no more.
    await expect(pets.getByText('Please sign in to see your account.')).toBeVisible();
    await expect(details.getByText('Please sign in to see your account.')).toBeVisible();
    expect(await pets.getAttribute('token')).toBe(token);
    expect(sent.filter(Boolean)).toEqual([]);
  });
});
