// Signing in as the suites do: the built-in identity provider's page, then back to `to`.
import { expect, type Locator, type Page } from '@playwright/test';

export const SAM = { email: 'sam@example.nz', password: 'tui-demo-1' };
export const KIRI = { email: 'kiri@example.nz', password: 'kea-demo-1' };

export async function signIn(page: Page, who: { email: string; password: string }, to: string) {
  await page.goto(`/auth/sign-in?callbackUrl=${encodeURIComponent(to)}`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
}

/** The signed-in page's bearer token (its session cookie exchanged at /auth/token). */
export async function bearerToken(page: Page): Promise<string> {
  return ((await (await page.request.get('/auth/token')).json()) as { token: string }).token;
}

/**
 * Signs in through the widgets' sign-in popup: clicks `link`, signs in as `who` in the popup,
 * checks the consent question names `site` (and the vet group `group`) when given, confirms,
 * and waits for the popup to close after handing the session back.
 */
export async function signInThroughPopup(page: Page, link: Locator, who: { email: string; password: string }, site?: string, group = 'Tui Vets') {
  const opened = page.waitForEvent('popup');
  await link.click();
  const popup = await opened;
  await popup.getByLabel('Email').fill(who.email);
  await popup.getByLabel('Password').fill(who.password);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  // The person is asked before the page that opened the popup gets anything.
  if (site) await expect(popup.getByRole('heading', { name: `Use your ${group} sign-in on ${site}?` })).toBeVisible();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: `Continue as ${who.email}` }).click();
  await closed;
}
