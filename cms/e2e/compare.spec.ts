// A page's history as an editor reads it: from the Versions tab, a version opens compared with
// the version before it (what that save changed), not with the page as it is now.
import { expect, test } from '@playwright/test';
import { draftPage, saveDraft, signInToCms } from './asEditor';
import { CMS } from './urls';

test('a version opens compared with the one before it', async ({ page, request }, testInfo) => {
  const slug = `puppy-classes-${Date.now().toString(36)}`;
  const id = await draftPage(request, { title: 'Puppy classes', slug });
  await saveDraft(request, id, { title: 'Puppy classes on Tuesdays' });
  await saveDraft(request, id, { title: 'Puppy classes on Tuesdays and Thursdays' });

  await signInToCms(page);
  await page.goto(`${CMS}/admin/collections/ui-page/${id}`);
  await page.getByRole('link', { name: /^Versions/ }).click();
  // The middle save: "on Tuesdays", made from "Puppy classes".
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(3);
  await rows.nth(1).getByRole('link').first().click();

  const view = page.locator('.view-version');
  await expect(view.getByText('Previous Version').first()).toBeVisible();
  await expect(view.getByText('Puppy classes', { exact: true })).toBeVisible();
  await expect(view.getByText('Puppy classes on Tuesdays', { exact: true })).toBeVisible();
  await expect(view.getByText('Puppy classes on Tuesdays and Thursdays')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('compare.png'), fullPage: true });
});
