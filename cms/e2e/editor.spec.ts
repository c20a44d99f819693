// Issue 23's "done when", as a new marketing editor would do it: sign in to the CMS, make a
// page "Vaccination week" with a rich-text block and a booking widget for the Cambridge clinic
// (picked from the API's clinics, not typed), preview the draft beside the form, publish it;
// the portal shows the page at its address and a visitor books there.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CMS } from './urls';

const step = (widget: Locator, name: string | RegExp) => expect(widget.getByRole('heading', { level: 2, name })).toBeVisible();
const next = (widget: Locator) => widget.getByRole('button', { name: /^(Continue|Complete booking)$/ }).click();

async function signInToCms(page: Page) {
  await page.goto(`${CMS}/admin`);
  await page.locator('#field-email').fill('editor@tuivets.example');
  await page.locator('#field-password').fill('demo-editor-2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Pages').first()).toBeVisible();
}

/** Payload's add-a-block drawer: the layout's "Add" button, then the block by its label. */
async function addBlock(page: Page, label: string) {
  await page
    .getByRole('button', { name: /^Add (Layout|Block)/ })
    .last()
    .click();
  await page.getByRole('button', { name: label, exact: true }).click();
}

test('a marketing editor publishes "Vaccination week" with a booking widget for Cambridge, and a visitor books there', async ({ page }) => {
  await signInToCms(page);
  await page.goto(`${CMS}/admin/collections/ui-page/create`);
  await page.locator('#field-title').fill('Vaccination week');
  await page.locator('#field-slug').fill('vaccination-week');

  await addBlock(page, 'Article');
  // Payload names a block's inputs by their path: layout.0.title is #field-layout__0__title.
  await page.locator('#field-layout__0__title').fill('Vaccinations at half price');
  const editor = page.locator('[data-lexical-editor="true"]').first();
  await editor.click();
  await editor.pressSequentially('Bring your dog or cat in for its boosters this week.');

  await addBlock(page, 'Widget');
  await page.locator('#field-layout__1__tag').click();
  await page.keyboard.type('vet-booking)');
  await page.getByRole('option', { name: /\(vet-booking\)$/ }).click();
  // The clinic comes from the API as names; the editor never sees an id.
  await page.locator('#field-layout__1__attributes__clinic').click();
  await page.getByRole('option', { name: 'Tui Vets Cambridge' }).click();

  await page
    .getByRole('button', { name: /Publish/ })
    .first()
    .click();
  // The document's status in Payload's header.
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  // The portal, as a visitor: the page at its address, then a booking there.
  await page.goto('/vaccination-week');
  await expect(page.getByRole('heading', { name: 'Vaccinations at half price' })).toBeVisible();
  await expect(page.getByText('Bring your dog or cat in for its boosters this week.')).toBeVisible();
  const booking = page.locator('vet-booking');
  await expect(booking).toHaveAttribute('clinic', /.+/);
  await step(booking, 'Book an appointment');
  await next(booking);
  await step(booking, 'Choose a clinic');
  await expect(booking.getByRole('radio', { name: /Tui Vets Cambridge/ })).toBeChecked();
  await next(booking);
  await step(booking, 'About your pet');
  await booking
    .getByRole('textbox', { name: /Pet's name/ })
    .first()
    .fill('Rex');
  await booking
    .getByRole('combobox', { name: /Species/ })
    .first()
    .selectOption({ label: 'Dog' });
  await next(booking);
  await step(booking, 'Appointment details');
  await booking.getByRole('radio', { name: 'Desexing consultation' }).click();
  await next(booking);
  await step(booking, 'Important information');
  await booking.getByRole('checkbox').check();
  await next(booking);
  await step(booking, 'Choose a date and time');
  const calendar = booking.getByRole('group', { name: 'Appointment date' });
  await expect(booking.getByText('Loading available times…')).toHaveCount(0);
  await calendar.locator('button[data-day]:not([aria-disabled="true"])').first().click();
  await booking.getByRole('group', { name: 'Available times' }).getByRole('button').first().click();
  await next(booking);
  await step(booking, 'My details');
  await booking.getByLabel(/First name/).fill('Aroha');
  await booking.getByLabel(/Last name/).fill('Ngata');
  await booking.getByLabel(/Email/).fill('aroha@example.nz');
  await booking.getByLabel(/Phone/).fill('021 555 1234');
  await next(booking);
  await step(booking, 'Your appointment is booked');
  await expect(booking.locator('[part="confirmation"]').getByText('Tui Vets Cambridge')).toBeVisible();
});
