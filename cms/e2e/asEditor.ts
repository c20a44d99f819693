// The Tui Vets editor of the seed, in the admin (signed in through its form) and through the
// CMS's REST API (what the admin itself calls), for specs that prepare a page before the
// journey they are about.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CMS } from './urls';

const EDITOR = { email: 'editor@tuivets.example', password: 'demo-editor-2026' };

export async function signInToCms(page: Page) {
  await page.goto(`${CMS}/admin`);
  await page.locator('#field-email').fill(EDITOR.email);
  await page.locator('#field-password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Pages').first()).toBeVisible();
}

/** The editor's Authorization header for the REST API. */
export async function authorization(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post(`${CMS}/api/users/login`, { data: EDITOR });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `JWT ${token}` };
}

/** A draft page saved through the API: its id. */
export async function draftPage(request: APIRequestContext, data: { title: string; slug: string; layout?: unknown[] }): Promise<string> {
  const headers = await authorization(request);
  const made = await request.post(`${CMS}/api/ui-page?draft=true`, { headers, data: { ...data, _status: 'draft' } });
  expect(made.ok(), await made.text()).toBe(true);
  return ((await made.json()) as { doc: { id: string } }).doc.id;
}

/** Saves the draft's next version through the API. */
export async function saveDraft(request: APIRequestContext, id: string, data: Record<string, unknown>) {
  const headers = await authorization(request);
  const saved = await request.patch(`${CMS}/api/ui-page/${id}?draft=true`, { headers, data: { ...data, _status: 'draft' } });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** The page's newest saved draft, as the CMS holds it. */
export async function savedDraft(request: APIRequestContext, id: string): Promise<Record<string, unknown>> {
  const read = await request.get(`${CMS}/api/ui-page/${id}?draft=true&depth=0`, { headers: await authorization(request) });
  expect(read.ok(), await read.text()).toBe(true);
  return (await read.json()) as Record<string, unknown>;
}
