// A new page as an editor starts it: "Create New" saves its draft at once (src/createDraft.ts),
// so the preview beside the form follows it from the first keystroke, with the breadcrumbs the
// published page will have; Save Draft then keeps what was typed.
import { expect, test } from '@playwright/test';
import { addBlock, answered, trackFormRequests } from './adminForm';
import { savedDraft, signInToCms } from './asEditor';
import { CMS } from './urls';

test('a new page previews from its first keystroke, with the crumbs it will have', async ({ page, request }, testInfo) => {
  const slug = `kitten-care-${Date.now().toString(36)}`;
  trackFormRequests(page);
  await signInToCms(page);
  await page.goto(`${CMS}/admin/collections/ui-page/create`);
  // The draft exists before anything is typed: the form is the document's own.
  await expect(page).toHaveURL(/\/admin\/collections\/ui-page\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  expect((await savedDraft(request, id))._status).toBe('draft');

  // Open unless the editor's last page left it open (Payload keeps that per collection).
  if (!(await page.locator('#live-preview-iframe').isVisible())) await page.getByRole('button', { name: 'Live Preview' }).click();
  const preview = page.frameLocator('#live-preview-iframe');
  // Each change once the admin has sent it: a block picked while an earlier change is still on
  // its way can stay a placeholder (adminForm.ts).
  await answered(
    page,
    async () => {
      await page.locator('#field-title').fill('Kitten care');
      await page.locator('#field-slug').fill(slug);
    },
    slug,
  );
  await addBlock(page, 'Article');
  await page.locator('#field-layout__0__title').fill('Kittens need three vaccinations');
  await expect(preview.getByRole('heading', { name: 'Kittens need three vaccinations' })).toBeVisible();
  // As the page will be: Home, then its title (not the preview's address).
  await expect(preview.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Kitten care');
  await expect(preview.getByRole('navigation', { name: 'Breadcrumb' })).not.toContainText('Preview');
  await page.screenshot({ path: testInfo.outputPath('new-page-preview.png') });

  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect
    .poll(async () => {
      const draft = await savedDraft(request, id);
      return [draft.title, draft.slug, (draft.layout as { title?: string }[] | undefined)?.[0]?.title];
    })
    .toEqual(['Kitten care', slug, 'Kittens need three vaccinations']);
});
