// Keyboard-only journeys: a person who cannot use a pointer books an appointment
// and checks out as a guest with Tab, Shift+Tab, Enter, Space and the arrow keys only.
// No .click() and no .fill(): text is typed with page.keyboard.type, and locators are used
// only to read where focus is and what the page shows. A step that cannot be reached or
// operated this way is an accessibility bug, not a test problem.
import { expect, test, type Locator, type Page } from './test';
import { continueButton, step } from './bookingSteps';
import { cardFrame } from './card';

/** Is this element the deepest focused element (through open shadow roots, in its own frame)? */
async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    // A frame keeps its activeElement when focus leaves it: only a focused document counts.
    if (!el.ownerDocument.hasFocus()) return false;
    let active: Element | null = el.ownerDocument.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === el;
  });
}

/** Presses Tab (or Shift+Tab) until the target has focus; fails if it never gets there. */
async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}) {
  const one = target.first();
  await expect(one).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await isFocused(one)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Could not reach ${one} with ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses`);
}

/** Presses an arrow key until the target has focus (roving tabindex groups). */
async function arrowTo(page: Page, target: Locator, key = 'ArrowDown', max = 20) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Could not reach ${target} with ${key}`);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field.first()).toHaveValue(text);
}

/** Tabs to a native select and chooses an option by typing its label (the select's type-ahead). */
async function chooseOption(page: Page, select: Locator, label: string) {
  await tabTo(page, select);
  await page.keyboard.type(label);
  await expect(select.first().locator('option:checked')).toHaveText(label);
}

/** Tabs into a radio group (its one tab stop) and arrows to the wanted radio, which selects it. */
async function chooseRadio(page: Page, group: Locator, radio: Locator) {
  await tabTo(page, group.getByRole('radio').and(group.locator('[tabindex="0"], input')).first());
  await arrowTo(page, radio);
  // Arrowing selects in a radio group; Space selects the first one when it was already focused.
  if (!(await radio.isChecked())) await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

async function press(page: Page, button: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, button);
  await page.keyboard.press(key);
}

test('an anonymous visitor books by keyboard alone, from Welcome to the confirmation', async ({ page }) => {
  await page.goto('/demo/booking.html');
  const booking = page.locator('#booking');

  await step(booking, 'Book an appointment');
  await press(page, continueButton(booking));

  await step(booking, 'Choose a clinic');
  await chooseRadio(page, booking, booking.getByRole('radio', { name: /Tui Vets Cambridge/ }));
  await press(page, continueButton(booking));

  await step(booking, 'About your pet');
  const count = booking.getByLabel('How many pets are you booking for?');
  await tabTo(page, count);
  await page.keyboard.press('ArrowDown');
  await expect(count).toHaveValue('2');
  const names = booking.getByRole('textbox', { name: /Pet's name/ });
  const species = booking.getByRole('combobox', { name: /Species/ });
  await expect(names).toHaveCount(2);
  await typeInto(page, names.nth(0), 'Rex');
  await chooseOption(page, species.nth(0), 'Dog');
  await typeInto(page, names.nth(1), 'Whiskers');
  await chooseOption(page, species.nth(1), 'Cat');
  // Shift+Tab walks back to the first pet unchanged.
  await tabTo(page, names.nth(0), { back: true });
  await expect(names.nth(0)).toHaveValue('Rex');
  await press(page, continueButton(booking));

  await step(booking, 'Appointment details');
  await chooseRadio(page, booking, booking.getByRole('radio', { name: 'Desexing consultation' }));
  await expect(booking.getByLabel('Preferred clinician')).toHaveValue('noPreference');
  await press(page, continueButton(booking));

  await step(booking, 'Important information');
  await expect(booking.getByRole('button', { name: 'Continue' })).toBeDisabled();
  const agree = booking.getByRole('checkbox');
  await tabTo(page, agree);
  await page.keyboard.press('Space');
  await expect(agree).toBeChecked();
  await press(page, continueButton(booking));

  await step(booking, 'Choose a date and time');
  await expect(booking.getByText('Loading available times…')).toHaveCount(0);
  const calendar = booking.getByRole('group', { name: 'Appointment date' });
  // The grid has one tab stop; arrow right to the first day that has times (into next month if need be).
  await tabTo(page, calendar.locator('button[data-day][tabindex="0"]'));
  let found = false;
  for (let i = 0; i < 100 && !found; i++) {
    await expect(booking.getByText('Loading available times…')).toHaveCount(0);
    found = await calendar.locator('button[data-day]:not([aria-disabled="true"])').evaluateAll((days) => {
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return (days as Element[]).includes(active as Element);
    });
    if (!found) await page.keyboard.press('ArrowRight');
  }
  expect(found, 'an available day reached with the arrow keys').toBe(true);
  await page.keyboard.press('Enter');
  const times = booking.getByRole('group', { name: 'Available times' }).getByRole('button');
  await expect(times.first()).toBeVisible();
  const time = (await times.first().textContent())!.trim();
  await press(page, times.first());
  await press(page, continueButton(booking));

  await step(booking, 'My details');
  await expect(booking.getByText(new RegExp(`We are holding ${time} for you for [0-5]:\\d\\d`))).toBeVisible();
  await typeInto(page, booking.getByLabel(/First name/), 'Aroha');
  await typeInto(page, booking.getByLabel(/Last name/), 'Ngata');
  await typeInto(page, booking.getByLabel(/Email/), 'aroha@example.nz');
  await typeInto(page, booking.getByLabel(/Phone/), '021 555 1234');
  await typeInto(page, booking.getByLabel(/Notes/), 'Whiskers is shy');
  await press(page, continueButton(booking));

  await step(booking, 'Your appointment is booked');
  const confirmation = booking.locator('[part="confirmation"]');
  await expect(confirmation.getByText('Rex', { exact: true })).toBeVisible();
  await expect(confirmation.getByText('Whiskers', { exact: true })).toBeVisible();
  await expect(confirmation.getByText('Tui Vets Cambridge')).toBeVisible();
  // The confirmation's link is reachable too.
  await tabTo(page, confirmation.getByRole('link', { name: 'Add to calendar' }));
});

test('a guest shops and checks out with 4242 4242 4242 4242 by keyboard alone', async ({ page }) => {
  test.slow();
  await page.goto('/demo/shop.html');
  const shop = page.locator('vet-shop');
  const add = shop.getByRole('button', { name: 'Add to basket' }).first();
  await press(page, add);
  await expect(shop.getByText('Product added to your basket').first()).toBeVisible();

  await page.goto('/demo/checkout.html');
  const form = page.locator('vet-checkout');
  await expect(form.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const summary = form.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(1);

  await typeInto(page, form.getByRole('textbox', { name: 'First name' }), 'Aroha');
  await typeInto(page, form.getByRole('textbox', { name: 'Last name' }), 'Ngata');
  await typeInto(page, form.getByRole('textbox', { name: 'Email' }), 'aroha@example.nz');
  await typeInto(page, form.getByRole('textbox', { name: 'Phone' }), '021 555 1234');
  const delivery = form.getByRole('radio', { name: /^Delivery/ });
  await tabTo(page, form.getByRole('radio').and(form.locator('[tabindex="0"], input')).first());
  await arrowTo(page, delivery);
  if (!(await delivery.isChecked())) await page.keyboard.press('Space');
  await expect(delivery).toBeChecked();
  await typeInto(page, form.getByRole('textbox', { name: 'Address' }), '1 Main Road');
  await typeInto(page, form.getByRole('textbox', { name: 'City' }), 'Hamilton');
  await typeInto(page, form.getByRole('textbox', { name: 'Postcode' }), '3204');
  await chooseOption(page, form.getByRole('combobox', { name: 'Region' }), 'Waikato');

  // The card inputs live in the card frame, in the widget: Tab reaches them in order.
  const card = cardFrame(form);
  await tabTo(page, card.getByLabel('Card number'));
  await page.keyboard.type('4242 4242 4242 4242');
  await page.keyboard.press('Tab');
  expect(await isFocused(card.getByLabel('Expiration date (MM / YY)'))).toBe(true);
  await page.keyboard.type('12 / 34');
  await page.keyboard.press('Tab');
  expect(await isFocused(card.getByLabel('Security code (CVC)'))).toBe(true);
  await page.keyboard.type('123');

  await press(page, form.getByRole('button', { name: 'Confirm order' }));
  await expect(form.getByRole('heading', { name: 'Thanks Aroha Ngata for your order!' })).toBeVisible();
  await expect(form.getByText('A purchase receipt will been sent to')).toContainText('aroha@example.nz');
});
