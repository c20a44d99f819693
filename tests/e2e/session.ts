// Signing in as the suites do: the built-in identity provider's page, then back to `to`.
import { expect, type Page } from '@playwright/test';

export const SAM = { email: 'sam@example.nz', password: 'tui-demo-1' };

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
