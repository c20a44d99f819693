// Booking journeys as people make them, on the demo clinic's booking page (demo/booking.html)
// against the real server: a guest books two pets, a signed-in client books a saved pet and
// cancels it, two widgets on one page keep their own place, and the iframe embed grows with
// its content. axe-core checks every step of the booking flow.
import { expect, test } from './test';
import { expectNoA11yViolations } from './axe';
import { chooseFirstTime, fillContact, next, step } from './bookingSteps';
import { KIRI, SAM, signIn, signInThroughPopup } from './session';

test.describe('booking on a clinic website', () => {
  test('an anonymous visitor books two pets at a clinic', async ({ page }) => {
    await page.goto('/demo/booking.html');
    const booking = page.locator('#booking');

    await step(booking, 'Book an appointment');
    await expect(booking.getByRole('note', { name: 'Emergency' })).toContainText('In an emergency');
    await expectNoA11yViolations(page, '#booking');
    await next(booking);

    await step(booking, 'Choose a clinic');
    await booking.getByRole('radio', { name: /Tui Vets Cambridge/ }).click();
    await expectNoA11yViolations(page, '#booking');
    await next(booking);

    await step(booking, 'About your pet');
    await booking.getByLabel('How many pets are you booking for?').selectOption('2');
    const names = booking.getByRole('textbox', { name: /Pet's name/ });
    const species = booking.getByRole('combobox', { name: /Species/ });
    await names.nth(0).fill('Rex');
    await species.nth(0).selectOption({ label: 'Dog' });
    await names.nth(1).fill('Whiskers');
    await species.nth(1).selectOption({ label: 'Cat' });
    await expectNoA11yViolations(page, '#booking');
    await next(booking);

    await step(booking, 'Appointment details');
    await booking.getByRole('radio', { name: 'Desexing consultation' }).click();
    await expect(booking.getByLabel('Preferred clinician')).toHaveValue('noPreference');
    await expectNoA11yViolations(page, '#booking');
    await next(booking);

    await step(booking, 'Important information');
    const continueButton = booking.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await booking.getByRole('checkbox').check();
    await expectNoA11yViolations(page, '#booking');
    await next(booking);

    await step(booking, 'Choose a date and time');
    const time = await chooseFirstTime(booking);
    await expectNoA11yViolations(page, '#booking');
    await next(booking);

    await step(booking, 'My details');
    // The chosen time is held, with a visible countdown.
    await expect(booking.getByText(new RegExp(`We are holding ${time} for you for [0-5]:\\d\\d`))).toBeVisible();
    await fillContact(booking, { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz', phone: '021 555 1234' });
    await booking.getByLabel(/Notes/).fill('Whiskers is shy');
    await expectNoA11yViolations(page, '#booking');
    await next(booking);

    await step(booking, 'Your appointment is booked');
    const confirmation = booking.locator('[part="confirmation"]');
    await expect(confirmation.getByText('Rex', { exact: true })).toBeVisible();
    await expect(confirmation.getByText('Whiskers', { exact: true })).toBeVisible();
    await expect(confirmation.getByText('Tui Vets Cambridge')).toBeVisible();
    await expect(confirmation.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /^data:text\/calendar/);
    await expect(confirmation.getByRole('link', { name: 'View my appointments' })).toHaveCount(0);
    await expectNoA11yViolations(page, '#booking');
  });

  test('a signed-in client books with a saved pet, then cancels it in the account list', async ({ page }) => {
    await signIn(page, SAM, '/demo/booking.html');
    const booking = page.locator('#booking');
    await step(booking, 'Book an appointment');
    await next(booking);
    await step(booking, 'Choose a clinic');
    await booking.getByRole('radio', { name: /Tui Vets Hamilton/ }).click();
    await next(booking);

    await step(booking, 'About your pet');
    // Sam's account is linked to the practice system: no New/Returning question.
    await expect(booking.getByRole('radiogroup', { name: 'Have you been to us before?' })).toHaveCount(0);
    const saved = booking.getByLabel('Choose a pet');
    const firstPet = (await saved.locator('option').nth(1).textContent())!.trim();
    await saved.selectOption({ index: 1 });
    await expect(booking.getByRole('textbox', { name: /Pet's name/ })).toHaveValue(firstPet);
    await next(booking);

    await step(booking, 'Appointment details');
    await booking.getByRole('radio', { name: 'Consultation', exact: true }).click();
    await next(booking);
    await step(booking, 'Choose a date and time');
    await chooseFirstTime(booking);
    await next(booking);

    await step(booking, 'My details');
    await fillContact(booking, { firstName: 'Sam', lastName: 'Taylor', email: 'sam@example.nz', phone: '021 555 0101' });
    await next(booking);
    await step(booking, 'Your appointment is booked');
    await expect(booking.getByRole('link', { name: 'View my appointments' })).toBeVisible();
    const when = (await booking.locator('[part="confirmation"] li p').nth(1).textContent())!.trim();

    // The account list (reloaded) shows it under UPCOMING; cancel it with a reason.
    await page.reload();
    const mine = page.locator('#appointments');
    await expect(mine.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    await mine.getByRole('button', { name: `View details of the appointment on ${when}` }).click();
    await expect(mine.getByRole('heading', { name: 'Appointment details' })).toBeVisible();
    await expect(mine.locator('[part="details"]')).toContainText(firstPet);
    await expectNoA11yViolations(page, '#appointments');
    await mine.getByRole('button', { name: 'Cancel appointment' }).click();
    const dialog = mine.getByRole('dialog', { name: 'Cancel appointment' });
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await expect(dialog.getByText('Reason for cancel is required')).toBeVisible();
    // Like every kit dialog, it dims the whole window from its top edge.
    const cover = await dialog.evaluate((element) => {
      const { top, left, width, height } = element.getBoundingClientRect();
      return { top, left, width, height, window: [window.innerWidth, window.innerHeight] };
    });
    expect(cover).toEqual({ top: 0, left: 0, width: cover.window[0], height: cover.window[1], window: cover.window });
    await expectNoA11yViolations(page, '#appointments');
    await dialog.getByLabel(/Reason for cancel/).fill('We are away that week');
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(mine.getByRole('heading', { name: 'Appointment details' })).toHaveCount(0);
    const row = mine.getByRole('listitem').filter({ hasText: when });
    await expect(row.getByText('Cancelled by you')).toBeVisible();

    // Cancelled: no cancel offered any more. The PAST tab shows status texts.
    await row.getByRole('button', { name: /View details/ }).click();
    await expect(mine.getByText('We are away that week')).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
    await mine.getByRole('button', { name: /Back to appointments/ }).click();
    await mine.getByRole('tab', { name: 'Past' }).click();
    await expect(mine.getByText('Completed').first()).toBeVisible();
  });

  test('two booking widgets on one page keep their own place', async ({ page }) => {
    await page.goto('/demo/booking.html');
    const tui = page.locator('#booking');
    const kea = page.locator('#booking-kea');
    await step(tui, 'Book an appointment');
    // Kea Vets has one clinic and no welcome: it opens on the pets.
    await step(kea, 'About your pet');
    await kea.getByRole('textbox', { name: /Pet's name/ }).fill('Bella');

    await next(tui);
    await step(tui, 'Choose a clinic');
    await expect(tui.getByRole('radio')).toHaveCount(3);
    await step(kea, 'About your pet');
    await expect(kea.getByRole('textbox', { name: /Pet's name/ })).toHaveValue('Bella');
    await expect(tui.getByText('Bella')).toHaveCount(0);
  });

  test('the iframe embed grows with the booking flow and never scrolls inside', async ({ page }) => {
    await page.goto('/demo/booking.html');
    const iframe = page.locator('#vet-booking-frame');
    await iframe.scrollIntoViewIfNeeded();
    const frame = page.frameLocator('#vet-booking-frame');
    await expect(frame.getByRole('heading', { level: 2, name: 'Book an appointment' })).toBeVisible();

    const heights = async () => {
      const outer = (await iframe.boundingBox())!.height;
      const inner = await iframe.evaluate((el: HTMLIFrameElement) => el.contentDocument!.documentElement.getBoundingClientRect().height);
      return { outer, inner };
    };
    // The frame is as tall as its content: nothing to scroll inside.
    await expect
      .poll(async () => {
        const h = await heights();
        return Math.abs(h.outer - h.inner) <= 1;
      })
      .toBe(true);
    const before = (await heights()).outer;

    await frame.getByRole('button', { name: 'Continue' }).click();
    await expect(frame.getByRole('heading', { level: 2, name: 'Choose a clinic' })).toBeVisible();
    await expect.poll(async () => (await heights()).outer).not.toBe(before);
    await expect
      .poll(async () => {
        const h = await heights();
        return Math.abs(h.outer - h.inner) <= 1;
      })
      .toBe(true);
    const scrolls = await iframe.evaluate((el: HTMLIFrameElement) => {
      const doc = el.contentDocument!.documentElement;
      return doc.scrollHeight > el.contentWindow!.innerHeight + 1;
    });
    expect(scrolls).toBe(false);

    // A second embed on the same page (no shared ids) sizes itself and carries its prefill.
    const kea = page.getByTestId('kea-frame');
    await kea.scrollIntoViewIfNeeded();
    const keaFrame = page.frameLocator('[data-testid="kea-frame"]');
    await expect(keaFrame.getByRole('heading', { level: 2, name: 'About your pet' })).toBeVisible();
    await expect(keaFrame.getByRole('combobox', { name: /Species/ }).first()).toHaveValue('9');
    await expect
      .poll(async () => {
        const outer = (await kea.boundingBox())!.height;
        const inner = await kea.evaluate((el: HTMLIFrameElement) => el.contentDocument!.documentElement.getBoundingClientRect().height);
        return Math.abs(outer - inner) <= 1;
      })
      .toBe(true);
  });

  test('a returning client signs in from inside the iframe embed through the popup, and the flow carries on there', async ({ page }) => {
    await page.goto('/demo/booking.html');
    const frame = page.frameLocator('#vet-booking-frame');
    await frame.getByRole('button', { name: 'Continue' }).click();
    await frame.getByRole('radio', { name: /Tui Vets Hamilton/ }).click();
    await frame.getByRole('button', { name: 'Continue' }).click();
    await expect(frame.getByRole('heading', { level: 2, name: 'About your pet' })).toBeVisible();
    await frame.getByRole('radio', { name: /Returning/ }).click();
    const prompt = frame.getByRole('dialog', { name: 'Log in to continue as a returning client' });
    await signInThroughPopup(page, prompt.getByRole('link', { name: 'Log in' }), SAM);
    // Still on the pet step, now as Sam: the prompt is gone and Sam's pets are offered.
    await expect(prompt).toHaveCount(0);
    await expect(frame.getByRole('heading', { level: 2, name: 'About your pet' })).toBeVisible();
    await expect(
      frame
        .getByRole('combobox', { name: /Choose a pet/ })
        .first()
        .getByRole('option', { name: 'Bella' }),
    ).toHaveCount(1);
  });

  test('a Kea client signs in to Kea Vets from inside the Kea iframe embed', async ({ page }) => {
    await page.goto('/demo/booking.html');
    const kea = page.frameLocator('[data-testid="kea-frame"]');
    await expect(kea.getByRole('heading', { level: 2, name: 'About your pet' })).toBeVisible();
    await kea.getByRole('radio', { name: /Returning/ }).click();
    const prompt = kea.getByRole('dialog', { name: 'Log in to continue as a returning client' });
    await signInThroughPopup(page, prompt.getByRole('link', { name: 'Log in' }), KIRI, new URL(page.url()).host, 'Kea Vets');
    await expect(prompt).toHaveCount(0);
    await expect(
      kea
        .getByRole('combobox', { name: /Choose a pet/ })
        .first()
        .getByRole('option', { name: 'Tama' }),
    ).toHaveCount(1);
  });

  test('the older request wizard sends a guest request', async ({ page }) => {
    await page.goto('/demo/booking.html');
    const classic = page.locator('#classic');
    await step(classic, 'Select pet');
    await classic.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(classic.getByRole('alert')).toHaveText('Please enter at least one pet and complete all the required details to continue');
    await classic.getByLabel(/^Name/).fill('Rex');
    await classic.getByLabel(/^Type/).selectOption({ label: 'Dog' });
    await expectNoA11yViolations(page, '#classic');
    await classic.getByRole('button', { name: 'Next', exact: true }).click();
    await step(classic, 'Booking info');
    await classic.getByLabel(/Location/).selectOption({ label: 'Tui Vets Hamilton' });
    const day = classic.locator('button[data-day]:not([aria-disabled="true"])').first();
    await day.click();
    await classic.getByLabel(/Preferred time/).selectOption({ index: 1 });
    await classic.getByLabel(/Reason for booking/).fill('Annual check');
    await expectNoA11yViolations(page, '#classic');
    await classic.getByRole('button', { name: 'Next', exact: true }).click();
    await step(classic, 'Personal info');
    await fillContact(classic, { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz', phone: '021 555 1234' });
    await expectNoA11yViolations(page, '#classic');
    await classic.getByRole('button', { name: 'Book appointment' }).click();
    await step(classic, 'Your request has been sent');
  });
});

test.describe('on a phone, by touch', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('told to slow down (a 429) at the last step, a visitor keeps what they typed and books on the next try', async ({ page }) => {
    // The server's words for a write limit (server/http/writeLimits.ts), answered once; a real
    // limit here would be shared by every test on this machine's address.
    const slowDown = 'Too many requests from your connection. Please try again in 12 minutes.';
    await page.goto('/demo/booking.html');
    const booking = page.locator('#booking');
    const tapOn = (name: RegExp) => booking.getByRole('button', { name }).tap();
    await step(booking, 'Book an appointment');
    await tapOn(/^Continue$/);
    await step(booking, 'Choose a clinic');
    await booking.getByRole('radio', { name: /Tui Vets Hamilton/ }).tap();
    await tapOn(/^Continue$/);
    await step(booking, 'About your pet');
    await booking.getByRole('textbox', { name: /Pet's name/ }).fill('Rex');
    await booking.getByRole('combobox', { name: /Species/ }).selectOption({ label: 'Dog' });
    await tapOn(/^Continue$/);
    await step(booking, 'Appointment details');
    await booking.getByRole('radio', { name: 'Consultation', exact: true }).tap();
    await tapOn(/^Continue$/);
    await step(booking, 'Choose a date and time');
    await chooseFirstTime(booking);
    await tapOn(/^Continue$/);
    await step(booking, 'My details');
    await fillContact(booking, { firstName: 'Mere', lastName: 'Tane', email: 'mere@example.nz', phone: '021 555 0199' });

    await page.route(
      '**/api/v2/appointment/complete',
      (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          headers: { 'retry-after': '720' },
          body: JSON.stringify({ success: false, message: slowDown }),
        }),
      { times: 1 },
    );
    await tapOn(/^Complete booking$/);
    await expect(page.getByText(slowDown)).toBeVisible();
    // Still on My details, everything typed kept, the button ready again.
    await step(booking, 'My details');
    await expect(booking.getByLabel(/First name/)).toHaveValue('Mere');
    await expect(booking.getByLabel(/Email/)).toHaveValue('mere@example.nz');
    await expect(booking.getByRole('button', { name: 'Complete booking' })).toBeEnabled();

    await tapOn(/^Complete booking$/);
    await step(booking, 'Your appointment is booked');
  });
});
