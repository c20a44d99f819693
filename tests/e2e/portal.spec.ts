// The portal as a new visitor walks it, signing in and out, the /widgets catalogue, what
// crawlers see without JavaScript, and the demo clinic website. axe on every page.
import { expect, test, type Page } from './test';
import { expectNoA11yViolations } from './axe';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('a new visitor on the portal', () => {
  test('walks home, a service, news with share, a clinic, a lost page and contact', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Caring for Waikato animals since 2009' })).toBeVisible();
    await expect(page).toHaveTitle(/Tui Vets/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Book appointment' })).toBeVisible();
    await expectNoA11yViolations(page);

    // A service through its navigation group's drop-down.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Pets' }).click();
    await nav.getByRole('link', { name: 'Dogs & cats' }).click();
    await expect(page).toHaveURL(/\/pets\/item\/dogs-and-cats$/);
    await expect(h1(page)).toHaveText('Dogs & cats');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
    await expectNoA11yViolations(page);

    // News, an article, and its share links.
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/news$/);
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles).toHaveCount(9);
    await expectNoA11yViolations(page);
    await articles.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/news\/[^/]+\/[^/]+$/);
    await expect(page.getByText('Share on')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^Facebook/ })).toHaveAttribute('href', /facebook\.com\/sharer/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    // axe judges contrast from the pixels it sees: the toast must be fully in, and must not
    // start fading out (it closes after 5 s) while axe runs. CI caught it half-transparent
    // twice. Hovering pauses its timer (pauseOnHover); then let the entrance finish.
    await page.getByText('Link copied to clipboard').hover();
    // Only the toast's own entrance: its timer bar is an animation too, paused by the hover.
    await page.locator('.Toastify__toast').evaluateAll((toasts) =>
      Promise.all(
        toasts.flatMap((t) =>
          t
            .getAnimations()
            .filter((a) => a.playState === 'running')
            .map((a) => a.finished),
        ),
      ),
    );
    await expectNoA11yViolations(page);

    // A clinic page.
    await nav.getByRole('button', { name: 'Clinics' }).click();
    await nav.getByRole('link', { name: /Hamilton/ }).click();
    await expect(page).toHaveURL(/\/clinic\/hamilton$/);
    await expect(h1(page)).toContainText('Hamilton');
    await expectNoA11yViolations(page);

    // A mistyped address.
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(h1(page)).toHaveText('We lost this page');
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Contact.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).waitFor();
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('vet-contact-form')).toBeAttached();
    await expectNoA11yViolations(page);
  });

  test('signs in at the identity provider, sees the account, and signs out', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    // Signed out: the sign-in route hands over to the identity provider's page.
    await expect(page).toHaveURL(/\/auth\/sign-in\?callbackUrl=/);
    await expect(h1(page)).toHaveText('Sign in');
    await page.getByLabel('Email').fill('sam@example.nz');
    await page.getByLabel('Password').fill('tui-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'My account' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);

    // Signed in: the sign-in route goes straight to its callback.
    await page.goto('/sign-in?callbackUrl=%2Faccount%2Fdetails');
    await expect(page).toHaveURL(/\/account\/details$/);
    await expect(h1(page)).toHaveText('Details');
    // The portal's own parts: the account flow's states are account.spec.ts's.
    await expectNoA11yViolations(page, { exclude: 'vet-account' });

    // The sign-out call waits until the message has been read, so the check cannot race it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/auth/logout', async (route) => {
      await held;
      await route.continue();
    });
    await header.getByRole('button', { name: 'My account' }).click();
    await header.getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Log out in progress...' })).toBeVisible();
    await expect(page.getByText('Give us a moment to safely redirect you to the home page.')).toBeVisible();
    await expectNoA11yViolations(page);
    release();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    expect((await (await page.request.get('/auth/token')).json()).token).toBeNull();
  });

  test('an account page asks a signed-out visitor to sign in and returns there', async ({ page }) => {
    await page.goto('/account/pets');
    await expect(page).toHaveURL(/\/auth\/sign-in\?callbackUrl=%2Faccount%2Fpets/);
    await page.getByLabel('Email').fill('sam@example.nz');
    await page.getByLabel('Password').fill('tui-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account\/pets$/);
    await expect(h1(page)).toHaveText('Pets');
  });
});

test.describe('carousels with a mouse', () => {
  // A real mouse: page.mouse presses and releases at the element's centre with no movement,
  // the way a desktop visitor clicks. (locator.click does the same; spelled out for clarity.)
  async function mouseClick(page: Page, locator: ReturnType<Page['locator']>) {
    await locator.scrollIntoViewIfNeeded();
    const box = (await locator.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  test("the home hero's buttons and a team card on /about-us answer a click", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const hero = page
      .getByRole('region', { name: /./ })
      .filter({ has: page.getByRole('heading', { name: 'Caring for Waikato animals since 2009' }) })
      .first();
    await mouseClick(page, hero.getByRole('link', { name: 'Our services' }));
    await expect(page).toHaveURL(/\/farm-services$/);
    await page.goto('/');
    await mouseClick(page, hero.getByRole('link', { name: 'Book appointment' }).first());
    await expect(page).toHaveURL(/\/book-appointment$/);

    await page.goto('/about-us');
    await mouseClick(page, page.getByRole('button', { name: /Dr James Whitford/ }));
    await expect(page.getByRole('dialog', { name: /Dr James Whitford/ })).toBeVisible();
  });

  test('a drag with the mouse still moves the slides and follows no link', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const first = page.getByRole('heading', { name: 'Caring for Waikato animals since 2009' });
    await expect(first).toBeVisible();
    const box = (await first.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2, { steps: 8 });
    await page.mouse.move(box.x + box.width / 2 - 500, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(page).toHaveURL(/\/$/);
    await expect(first).toBeHidden();
  });
});

test.describe('getting the app', () => {
  test('the footer leads to /download-app, which links to both stores', async ({ page, request }) => {
    const { data } = await (await request.get('/api/v1/lookup/appstore', { headers: { 'x-vet-id': 'tui-vets' } })).json();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Download app' }).first().click();
    await expect(page).toHaveURL(/\/download-app$/);
    await expect(page.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', data.ios);
    await expect(page.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', data.android);
    await expectNoA11yViolations(page);
  });
});

test.describe('the /widgets catalogue', () => {
  test('lists the tags, previews one with attributes and copies its code', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/widgets');
    // It opens on a real flow.
    await expect(page.getByRole('heading', { level: 2, name: 'Online booking' })).toBeVisible();
    const list = page.getByRole('navigation', { name: 'Widgets' });
    await list.getByRole('link', { name: /<vet-booking>/ }).click();
    await expect(page).toHaveURL(/\/widgets\?tag=vet-booking$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Online booking' })).toBeVisible();
    await expect(page.getByText('vet-booking:completed')).toBeVisible();

    const preview = page.getByRole('region', { name: 'Online booking preview' });
    await expect(preview.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
    await page.getByRole('textbox', { name: 'first-name' }).fill('Aroha');
    // The species is picked from the group's list, not typed as an id.
    await page.getByRole('combobox', { name: 'species' }).selectOption({ label: 'Dog' });
    const dog = await page.getByRole('combobox', { name: 'species' }).inputValue();
    await page.getByRole('button', { name: 'Update preview' }).click();
    await expect(preview.locator('vet-booking')).toHaveAttribute('first-name', 'Aroha');

    const snippet = page.getByLabel('Snippet');
    await expect(snippet).toContainText(`<vet-booking vet-id="tui-vets" species="${dog}" first-name="Aroha"></vet-booking>`);
    await page.getByRole('button', { name: 'Copy snippet' }).click();
    await expect(page.getByText('Snippet copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('/widgets/vet-widgets.js');
    await page.getByRole('radio', { name: 'Iframe' }).check();
    await expect(snippet).toContainText('/embed/booking?vetId=tui-vets');
    await expectNoA11yViolations(page);
  });
});

test.describe('for crawlers that run no JavaScript', () => {
  test('a shared photo has a preview with its image, and the page shows it', async ({ page, request }) => {
    const path = '/photo-share/0c9a5a52-3a47-4c1e-8f7e-5b0d9d6f1a01'; // a demo entry (server/accounts/seed.ts)
    const html = await (await request.get(path)).text();
    expect(html).toContain('<title>Bella: Sunday at the river | Tui Vets</title>');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    const photo = await request.get(new URL(image!).pathname);
    expect(photo.headers()['content-type']).toBe('image/jpeg');
    await page.goto(path);
    await expect(page.getByRole('img', { name: 'Bella: Sunday at the river' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('pages rendered on the server', () => {
  test('read without JavaScript: header, content, news and footer are in the first HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Caring for Waikato animals since 2009' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest news & advice' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Tui Vets Hamilton');
    await page.goto('/about-us');
    await expect(h1(page)).toHaveText('About Tui Vets');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
    await page.goto('/news');
    const article = page
      .getByRole('main')
      .getByRole('link', { name: /Christmas fundraiser/ })
      .first();
    await article.click();
    await expect(h1(page)).toContainText('Christmas fundraiser');
    await context.close();
  });

  test("the home page's newsletter and app promo show once, with or without script; a block's flow loads near the screen", async ({ browser }) => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const chunks: string[] = [];
      page.on('request', (request) => chunks.push(request.url()));
      await page.goto('/');
      // The page's own blocks stand in for the footer's copies, decided by the markup.
      await expect(page.getByText('Your pets in your pocket', { exact: true })).toHaveCount(2);
      await expect(page.getByText('Your pets in your pocket', { exact: true }).locator('visible=true')).toHaveCount(1);
      await expect(page.getByRole('main').getByRole('heading', { name: 'Stay in the loop' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Newsletter' })).toBeHidden();
      if (javaScriptEnabled) {
        // Far below the first screen: its code is not fetched for the first paint.
        await page.waitForLoadState('networkidle');
        expect(chunks.filter((url) => /newsletter/i.test(url))).toEqual([]);
        const signUp = page.getByRole('main').locator('vet-newsletter');
        await signUp.scrollIntoViewIfNeeded();
        await expect(signUp.getByRole('textbox', { name: 'Email address' })).toBeVisible();
      }
      // A page without those blocks keeps the footer's.
      await page.goto('/about-us');
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Newsletter' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Our app' })).toBeVisible();
      await context.close();
    }
  });

  test("at desktop width the footer's clinics take the room of a newsletter the page shows itself", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const widths = async () => {
      const footer = page.getByRole('contentinfo');
      const clinics = await footer.getByRole('region', { name: 'Our clinics' }).boundingBox();
      const contact = await footer.getByRole('region', { name: 'Contact us' }).boundingBox();
      return { clinics: clinics!.width, gap: contact!.x - (clinics!.x + clinics!.width) };
    };
    await page.goto('/');
    const home = await widths();
    await page.goto('/about-us');
    const about = await widths();
    // No empty column between the clinics and the contact details (a column and its gap: over 250 px).
    expect(home.gap).toBeLessThan(100);
    expect(about.gap).toBeLessThan(100);
    expect(home.clinics).toBeGreaterThan(about.clinics * 1.4);
  });

  test('a missing page answers 404, a moved one redirects, files are not pages', async ({ request }) => {
    const missing = await request.get('/no-such-page', { maxRedirects: 0 });
    expect(missing.status()).toBe(302);
    expect(missing.headers().location).toBe('/404');
    const lost = await request.get('/404');
    expect(lost.status()).toBe(404);
    expect(await lost.text()).toContain('We lost this page');
    expect((await request.get('/apple-touch-icon.png')).status()).toBe(404);
    // The portal's icon is a file of its own.
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect((await request.get('/about-us')).status()).toBe(200);
  });

  test('the browser takes the page over without asking for its content again or re-rendering it', async ({ page }) => {
    const contentCalls: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/content/api/')) contentCalls.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The server's heading element is still the one on the page once the app runs: hydrated,
    // not replaced by a client render.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverH1?: Element | null }).serverH1 = document.querySelector('h1');
      });
    });
    await page.goto('/about-us');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { serverH1?: Element | null }).serverH1 === document.querySelector('h1'))).toBe(true);
    expect(contentCalls).toEqual([]);
    expect(errors).toEqual([]);
    // And it is a single-page app from there: the next page comes from the content API.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(h1(page)).toHaveText('Contact us');
  });

  for (const path of ['/widgets', '/download-app', '/photo-share/0c9a5a52-3a47-4c1e-8f7e-5b0d9d6f1a01', '/logout'])
    test(`${path}: React hydrates the server's HTML as it is, with no mismatch`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // A mismatch (React error #418) makes React draw the page again: the footer would be new elements.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { serverFooter?: Element | null }).serverFooter = document.querySelector('footer');
        });
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('#root').getAttribute('data-hydrate')).toBe('');
      expect(await page.evaluate(() => (window as unknown as { serverFooter?: Element | null }).serverFooter === document.querySelector('footer'))).toBe(true);
      expect(errors).toEqual([]);
    });
});

test.describe('the demo clinic website', () => {
  test('a plain HTML site whose pages place the tags, linked from one nav', async ({ page, request }) => {
    await page.goto('/demo/');
    await expect(h1(page)).toHaveText("Friendly vets for Hamilton's pets");
    await expect(page.locator('vet-booking').getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
    await expectNoA11yViolations(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
    expect(hrefs).toEqual(['/demo/', '/demo/booking.html', '/demo/forms.html', '/demo/shop.html', '/demo/checkout.html', '/demo/account.html', '/']);
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
    // Each demo page loads the widget script and holds at least one tag.
    for (const href of hrefs.filter((h) => h.endsWith('.html'))) {
      await page.goto(href);
      await expect(page.locator('script[src="/widgets/vet-widgets.js"]')).toHaveCount(1);
      expect(await page.evaluate(() => [...document.querySelectorAll('*')].some((el) => el.localName.startsWith('vet-'))), href).toBe(true);
    }
  });
});
