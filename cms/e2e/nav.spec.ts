// A menu change as a marketing editor makes it: a new page "Puppy preschool", published; an entry
// to it added to the Pets menu and saved as a draft, which the live preview shows in the menu
// while the portal's menu stays as it was; then published, and the portal's menu has it and
// takes a visitor to the page.
import { expect, test, type Page } from '@playwright/test';
import { signInToCms } from './asEditor';
import { CMS } from './urls';

async function publish(page: Page) {
  await page
    .getByRole('button', { name: /Publish/ })
    .first()
    .click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
}

/** The portal's Pets drop-down, opened, as a visitor at 1280 px sees it. */
async function petsMenu(page: Page) {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Pets' }).click();
  return nav;
}

test('an editor adds a new page to the Pets menu, previews the draft menu, publishes it, and the portal’s menu opens the page', async ({ page }, testInfo) => {
  const title = testInfo.retry ? `Puppy preschool ${testInfo.retry}` : 'Puppy preschool';
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToCms(page);

  await page.goto(`${CMS}/admin/collections/ui-page/create`);
  await page.locator('#field-title').fill(title);
  await publish(page);

  await page.goto(`${CMS}/admin/collections/navigation`);
  await page.getByRole('link', { name: 'Pets', exact: true }).click();
  await page.locator('#field-items').click();
  await page.keyboard.type(title);
  await page.getByRole('option', { name: title, exact: true }).click();
  await page.getByRole('button', { name: 'Save Draft' }).click();
  // Payload's status for a published document with a newer draft.
  await expect(page.getByText('Changed', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Live Preview' }).click();
  const preview = page.frameLocator('#live-preview-iframe');
  await expect(preview.getByRole('navigation', { name: 'Draft menu' }).getByRole('link', { name: title })).toBeVisible();

  // Not live yet: the portal's menu is the published one.
  const portal = await page.context().newPage();
  await portal.setViewportSize({ width: 1280, height: 800 });
  await expect((await petsMenu(portal)).getByRole('link', { name: 'Dogs & cats' })).toBeVisible();
  await expect((await petsMenu(portal)).getByRole('link', { name: title })).toHaveCount(0);

  await publish(page);
  const nav = await petsMenu(portal);
  await nav.getByRole('link', { name: title }).click();
  await expect(portal).toHaveURL(/\/puppy-preschool/);
  await expect(portal.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});
