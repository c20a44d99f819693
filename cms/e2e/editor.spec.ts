// What the CMS is for, end to end, as a new marketing editor would do it: sign in to the CMS, make a
// page "Vaccination week" with a rich-text block and a booking widget for the Cambridge clinic
// (picked from the API's clinics, not typed), save the draft and preview it beside the form
// (an edit shows there before it is saved), publish it; the portal shows the page at its
// address and a visitor books there.
import { expect, test } from '@playwright/test';
import { chooseFirstTime, fillContact, next, oneDogForDesexing, step } from '../../tests/e2e/bookingSteps';
import { addBlock, answered, trackFormRequests } from './adminForm';
import { signInToCms } from './asEditor';
import { CMS } from './urls';

test('a marketing editor publishes "Vaccination week" with a booking widget for Cambridge, and a visitor books there', async ({ page }, testInfo) => {
  // A retry runs against the same CMS, where the first try's page may already hold the slug.
  const slug = testInfo.retry ? `vaccination-week-${testInfo.retry}` : 'vaccination-week';
  trackFormRequests(page);
  await signInToCms(page);
  await page.goto(`${CMS}/admin/collections/ui-page/create`);
  await answered(
    page,
    async () => {
      await page.locator('#field-title').fill('Vaccination week');
      await page.locator('#field-slug').fill(slug);
    },
    slug,
  );

  await addBlock(page, 'Article');
  // Payload names a block's inputs by their path: layout.0.title is #field-layout__0__title.
  const editor = page.locator('[data-lexical-editor="true"]').first();
  const text = 'Bring your dog or cat in for its boosters this week.';
  await answered(
    page,
    async () => {
      await page.locator('#field-layout__0__title').fill('Vaccinations at half price');
      await editor.click();
      await editor.pressSequentially(text);
    },
    text,
  );

  await addBlock(page, 'Widget');
  await answered(page, async () => {
    await page.locator('#field-layout__1__tag').click();
    await page.keyboard.type('vet-booking)');
    await page.getByRole('option', { name: /\(vet-booking\)$/ }).click();
  });
  // The clinic comes from the API as names; the editor never sees an id.
  await answered(page, async () => {
    await page.locator('#field-layout__1__attributes__clinic').click();
    await page.getByRole('option', { name: 'Tui Vets Cambridge' }).click();
  });

  // The draft, saved and previewed beside the form as the portal shows it.
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/admin\/collections\/ui-page\/[0-9a-f-]{36}/);
  // Open unless the editor's last page left it open (Payload keeps that per collection).
  if (!(await page.locator('#live-preview-iframe').isVisible())) await page.getByRole('button', { name: 'Live Preview' }).click();
  const preview = page.frameLocator('#live-preview-iframe');
  await expect(preview.getByRole('heading', { name: 'Vaccinations at half price' })).toBeVisible();
  await expect(preview.getByText('Bring your dog or cat in for its boosters this week.')).toBeVisible();
  await expect(preview.locator('vet-booking')).toHaveAttribute('clinic', /.+/);
  // An edit shows in the preview as it is typed, before any save.
  await page.locator('#field-layout__0__title').fill('Vaccinations at half price, this week only');
  await expect(preview.getByRole('heading', { name: 'Vaccinations at half price, this week only' })).toBeVisible();

  await page
    .getByRole('button', { name: /Publish/ })
    .first()
    .click();
  // The document's status in Payload's header.
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  // The portal, as a visitor: the page at its address, then a booking there.
  await page.goto(`/${slug}`);
  await expect(page.getByRole('heading', { name: 'Vaccinations at half price, this week only' })).toBeVisible();
  await expect(page.getByText('Bring your dog or cat in for its boosters this week.')).toBeVisible();
  const booking = page.locator('vet-booking');
  await expect(booking).toHaveAttribute('clinic', /.+/);
  await step(booking, 'Book an appointment');
  await next(booking);
  await step(booking, 'Choose a clinic');
  await expect(booking.getByRole('radio', { name: /Tui Vets Cambridge/ })).toBeChecked();
  await next(booking);
  await oneDogForDesexing(booking);
  await chooseFirstTime(booking);
  await next(booking);
  await step(booking, 'My details');
  await fillContact(booking, { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz', phone: '021 555 1234' });
  await next(booking);
  await step(booking, 'Your appointment is booked');
  await expect(booking.locator('[part="confirmation"]').getByText('Tui Vets Cambridge')).toBeVisible();
});
