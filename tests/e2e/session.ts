// Signing in as the suites do: the built-in identity provider's page, then back to `to`.
import { expect, type Locator, type Page } from '@playwright/test';
import { mailboxPath } from './mailbox';

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

/** A newly registered client with a password set through the mailed link. */
export async function newClient(page: Page): Promise<{ email: string; password: string }> {
  const email = `e2e-${Date.now()}@example.nz`;
  const registered = await page.request.post('/api/v1/profile/new', {
    headers: { 'X-Vet-Id': 'tui-vets' },
    data: {
      firstName: 'Mere',
      lastName: 'Tane',
      email,
      phone: '021 555 0300',
      region: 'Waikato',
      agreeTermsConditions: true,
      address: '1 Test Road',
      city: 'Hamilton',
      postcode: '3200',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const mail = (await (await page.request.get(mailboxPath())).json()) as { data: { items: { to: string; text: string }[] } };
  const link = mail.data.items.find((m) => m.to === email)!.text.match(/https?:\/\/\S*set-password\S*/)![0];
  const token = new URL(link).searchParams.get('token');
  const set = await page.request.post('/auth/set-password', {
    data: { token, password: 'mere-pass-2026', confirmPassword: 'mere-pass-2026' },
    headers: { 'X-Vet-Id': 'tui-vets' },
  });
  expect(set.ok(), await set.text()).toBe(true);
  return { email, password: 'mere-pass-2026' };
}
