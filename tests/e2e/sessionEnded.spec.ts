// A session ended elsewhere (a logout in another tab): the portal's header stays signed in only
// until a widget's call is refused, then shows signed out at once, not at the next page load.
import { expect, test } from './test';
import { newClient, signIn } from './session';

test('a session ended in another tab: the next refused call turns the header to signed out', async ({ page }) => {
  // A new client is asked once a session to link their practice account (PROMPTED_KEY in
  // shell/islands/linkPrompt.ts); that dialog would stand over the shop, and it is not this test's.
  await page.addInitScript(() => sessionStorage.setItem('vet-link-prompt-shown', '1'));
  const { email } = await newClient(page);
  // The shop page's own first calls with the token (basket, notifications): answered before the
  // logout, else one still on its way is refused and the header rightly turns before the click.
  const firstCalls = Promise.all(
    ['/api/v1/basket', '/api/v1/notification'].map((path) =>
      page.waitForResponse((r) => new URL(r.url()).pathname === path && new URL(page.url()).pathname === '/shop'),
    ),
  );
  await signIn(page, { email, password: 'mere-pass-2026' }, '/shop');
  await expect(page.locator('html')).toHaveAttribute('data-session', 'signedIn');
  await firstCalls;
  // Another tab logs out: the server ends the session and every token it handed out.
  expect((await page.request.post('/auth/logout', { headers: { accept: 'application/json' } })).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-session', 'signedIn');
  // Still on the page, the shop adds to the account's basket with the token it had: refused,
  // and the header follows at once.
  await page.locator('vet-shop').getByRole('button', { name: 'Add to basket' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-session', 'signedOut');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
});
