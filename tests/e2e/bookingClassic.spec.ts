// The older request wizard on the portal's /request-appointment, below the portal's sticky
// header at a desktop and a phone width: every step, a refused Next's message and the
// confirmation show below the header, and the first field to fix has focus. And Christmas
// Day, a public holiday, is a day neither booking flow offers.
import { expect, test, type Locator, type Page } from './test';
import { chooseFirstTime, next, step } from './bookingSteps';

/** Where the portal's sticky header ends, in viewport pixels. */
const headerBottom = (page: Page) => page.locator('[data-sticky-header]').evaluate((el) => el.getBoundingClientRect().bottom);

/** The part is on screen and not under the header (scrolling is smooth: wait for it to settle). */
async function expectBelowHeader(page: Page, part: Locator) {
  const bottom = await headerBottom(page);
  await expect.poll(async () => (await part.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(bottom);
  const viewport = page.viewportSize()!;
  expect((await part.boundingBox())!.y).toBeLessThan(viewport.height);
}

/** The next Christmas Day in New Zealand ('yyyy-12-25') and how many months ahead its month is. */
function nextChristmas(): { day: string; monthsAhead: number } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date()).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const christmasYear = month === 12 && day > 25 ? year + 1 : year;
  return { day: `${christmasYear}-12-25`, monthsAhead: (christmasYear - year) * 12 + (12 - month) };
}

const scrollToBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`the older request wizard at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('shows each step, its messages and the confirmation below the sticky header', async ({ page }, testInfo) => {
      await page.goto('/request-appointment');
      const classic = page.locator('vet-booking-classic');
      await step(classic, 'Select pet');
      // The visitor has scrolled down to Next with the pet left empty.
      await scrollToBottom(page);
      await classic.getByRole('button', { name: 'Next', exact: true }).click();
      const alert = classic.getByRole('alert');
      await expect(alert).toHaveText('Please enter at least one pet and complete all the required details to continue');
      await expectBelowHeader(page, alert);
      await expect(classic.getByLabel(/^Name/)).toBeFocused();
      await page.screenshot({ path: testInfo.outputPath(`classic-${viewport.width}-refused.png`) });

      await classic.getByLabel(/^Name/).fill('Rex');
      await classic.getByLabel(/^Type/).selectOption({ label: 'Dog' });
      await scrollToBottom(page);
      await classic.getByRole('button', { name: 'Next', exact: true }).click();
      await step(classic, 'Booking info');
      await expectBelowHeader(page, classic.getByRole('heading', { level: 2, name: 'Booking info' }));

      // Only the date left out: its message comes into view and takes focus.
      await classic.getByLabel(/Location/).selectOption({ label: 'Tui Vets Hamilton' });
      await classic.getByLabel(/Reason for booking/).fill('Annual check');
      await scrollToBottom(page);
      await classic.getByRole('button', { name: 'Next', exact: true }).click();
      const dateMessage = classic.getByText('The preferred date is required');
      await expect(dateMessage).toBeFocused();
      await expectBelowHeader(page, dateMessage);

      const christmas = nextChristmas();
      for (let i = 0; i < christmas.monthsAhead; i++) await classic.getByRole('button', { name: 'Next month' }).click();
      await expect(classic.locator(`button[data-day="${christmas.day}"]`)).toHaveAttribute('aria-disabled', 'true');
      await classic.locator('button[data-day]:not([aria-disabled="true"])').first().click();
      await classic.getByLabel(/Preferred time/).selectOption({ index: 1 });
      await page.screenshot({ path: testInfo.outputPath(`classic-${viewport.width}-booking-info.png`), fullPage: true });
      await scrollToBottom(page);
      await classic.getByRole('button', { name: 'Next', exact: true }).click();
      await step(classic, 'Personal info');
      await expectBelowHeader(page, classic.getByRole('heading', { level: 2, name: 'Personal info' }));

      await classic.getByLabel(/First name/).fill('Aroha');
      await classic.getByLabel(/Last name/).fill('Ngata');
      await classic.getByLabel(/Email/).fill('aroha@example.nz');
      await classic.getByLabel(/Phone/).fill('021 555 1234');
      await scrollToBottom(page);
      await classic.getByRole('button', { name: 'Book appointment' }).click();
      const sent = classic.getByRole('heading', { level: 2, name: 'Your request has been sent' });
      await expect(sent).toBeVisible();
      await expectBelowHeader(page, sent);
      await expect(classic.getByText(/The clinic will confirm the time/)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`classic-${viewport.width}-sent.png`) });
    });
  });
}

test('the new booking flow offers no time on Christmas Day', async ({ page }) => {
  await page.goto('/demo/booking.html');
  const booking = page.locator('#booking');
  await step(booking, 'Book an appointment');
  await next(booking);
  await step(booking, 'Choose a clinic');
  await booking.getByRole('radio', { name: /Tui Vets Hamilton/ }).click();
  await next(booking);
  await step(booking, 'About your pet');
  await booking.getByRole('textbox', { name: /Pet's name/ }).fill('Rex');
  await booking.getByRole('combobox', { name: /Species/ }).selectOption({ label: 'Dog' });
  await next(booking);
  await step(booking, 'Appointment details');
  await booking.getByRole('radio', { name: 'Consultation', exact: true }).click();
  await next(booking);
  await step(booking, 'Choose a date and time');
  const christmas = nextChristmas();
  for (let i = 0; i < christmas.monthsAhead; i++) {
    await expect(booking.getByText('Loading available times…')).toHaveCount(0);
    await booking.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(booking.getByText('Loading available times…')).toHaveCount(0);
  await expect(booking.locator(`button[data-day="${christmas.day}"]`)).toHaveAttribute('aria-disabled', 'true');
  // Other days of that December are offered.
  await chooseFirstTime(booking);
});
