// Managing a booking from its email, as a client does it: a guest books on a clinic's site,
// opens the link in the confirmation from the dev mailbox, moves the booking, then cancels
// it; a signed-in client's move shows in their account's appointments list.
import { expect, test, type Locator, type Page } from './test';
import { expectNoA11yViolations } from './axe';
import { fillContact, next, step } from './bookingSteps';
import { mailboxPath } from './mailbox';
import { SAM, signIn } from './session';

type Mail = { to: string; subject: string; text: string };

async function mailsTo(page: Page, to: string): Promise<Mail[]> {
  const { data } = (await (await page.request.get(mailboxPath())).json()) as { data: { items: Mail[] } };
  return data.items.filter((m) => m.to === to);
}

async function manageLink(page: Page, to: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const mail = (await mailsTo(page, to)).find((m) => m.subject.endsWith('is booked'));
    link = /(https?:\/\/\S+\/manage-booking\?\S+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeTruthy();
  }).toPass();
  return link!;
}

/** A day with times after the first one (so not within the clinic's notice today), and its first time. */
async function chooseLaterTime(widget: Locator, calendarName: string, skip = 1): Promise<string> {
  const calendar = widget.getByRole('group', { name: calendarName });
  await expect(widget.getByText('Loading available times…')).toHaveCount(0);
  for (let month = 0; month < 3; month++) {
    const days = calendar.locator('button[data-day]:not([aria-disabled="true"])');
    if ((await days.count()) > skip) {
      await days.nth(skip).click();
      const time = widget.getByRole('group', { name: 'Available times' }).getByRole('button').first();
      const label = (await time.textContent())!.trim();
      await time.click();
      return label;
    }
    await widget.getByRole('button', { name: 'Next month' }).click();
    await expect(widget.getByText('Loading available times…')).toHaveCount(0);
  }
  throw new Error('No free time in the next three months');
}

async function bookOnClinicSite(page: Page, person: { firstName: string; lastName: string; email: string; phone: string }, signedIn = false) {
  const booking = page.locator('#booking');
  await step(booking, 'Book an appointment');
  await next(booking);
  await step(booking, 'Choose a clinic');
  await booking.getByRole('radio', { name: /Tui Vets Hamilton/ }).click();
  await next(booking);
  await step(booking, 'About your pet');
  if (signedIn) await booking.getByLabel('Choose a pet').selectOption({ index: 1 });
  else {
    await booking.getByRole('textbox', { name: /Pet's name/ }).fill('Moana');
    await booking.getByRole('combobox', { name: /Species/ }).selectOption({ label: 'Dog' });
  }
  await next(booking);
  await step(booking, 'Appointment details');
  await booking.getByRole('radio', { name: 'Consultation', exact: true }).click();
  await next(booking);
  await step(booking, 'Choose a date and time');
  await chooseLaterTime(booking, 'Appointment date');
  await next(booking);
  await step(booking, 'My details');
  await fillContact(booking, person);
  await next(booking);
  await step(booking, 'Your appointment is booked');
}

async function moveBooking(page: Page): Promise<string> {
  const manage = page.locator('vet-manage-booking');
  await manage.getByRole('button', { name: 'Move to another time' }).click();
  await chooseLaterTime(manage, 'New appointment date', 2);
  await manage.getByRole('button', { name: 'Confirm new time' }).click();
  await expect(manage.getByRole('heading', { name: 'Your booking has moved' })).toBeVisible();
  return (await manage.getByText(/^It is now on /).textContent())!.replace(/^It is now on /, '').replace(/\.$/, '');
}

test.describe('managing a booking from its email', () => {
  test('a guest opens the link from the mailbox, moves the booking, then cancels it', async ({ page }) => {
    const email = `guest-${Date.now()}@example.nz`;
    await page.goto('/demo/booking.html');
    await bookOnClinicSite(page, { firstName: 'Tama', lastName: 'Rangi', email, phone: '021 555 4321' });
    const confirmation = (await mailsTo(page, email))[0]!;
    expect(confirmation.text).not.toMatch(/sign in/i);

    await page.goto(await manageLink(page, email));
    const manage = page.locator('vet-manage-booking');
    await expect(manage.getByRole('heading', { name: 'Your booking' })).toBeVisible();
    await expect(manage.getByText(/Moana: Consultation/)).toBeVisible();
    await expectNoA11yViolations(page, 'vet-manage-booking');

    const when = await moveBooking(page);
    await expect(async () => expect((await mailsTo(page, email)).map((m) => m.subject)).toContain('Your appointment at Tui Vets Hamilton has moved')).toPass();

    // The same link opens the moved booking.
    await page.reload();
    await expect(manage.getByText(new RegExp(`Moana: Consultation, ${when}`))).toBeVisible();
    await manage.getByRole('button', { name: 'Cancel booking' }).click();
    await manage.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(manage.getByText('Reason for cancel is required')).toBeVisible();
    await manage.getByLabel(/Reason for cancel/).fill('Moana is better');
    await manage.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(manage.getByRole('heading', { name: 'Your booking is cancelled' })).toBeVisible();
    await expect(async () =>
      expect((await mailsTo(page, email)).map((m) => m.subject)).toContain('Your appointment at Tui Vets Hamilton is cancelled'),
    ).toPass();

    // Cancelled: the link has ended.
    await page.reload();
    await expect(manage.getByText(/can no longer be changed online/)).toBeVisible();
  });

  test('a signed-in client’s move from the email shows in their account', async ({ page }) => {
    await signIn(page, SAM, '/demo/booking.html');
    await bookOnClinicSite(page, { firstName: 'Sam', lastName: 'Taylor', email: 'sam@example.nz', phone: '021 555 0101' }, true);
    await page.goto(await manageLink(page, 'sam@example.nz'));
    const when = await moveBooking(page);

    await page.goto('/demo/booking.html');
    const mine = page.locator('#appointments');
    await expect(mine.getByRole('button', { name: `View details of the appointment on ${when}` })).toBeVisible();
  });
});
