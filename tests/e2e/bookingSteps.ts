// The booking flow's steps as the journeys walk them (booking, keyboard, and the CMS editor's
// page in cms/e2e): one way to wait for a step, go on, pick a time and give contact details.
import { expect, type Locator } from '@playwright/test';

/** A step is shown when its heading is. */
export const step = (widget: Locator, name: string | RegExp) => expect(widget.getByRole('heading', { level: 2, name })).toBeVisible();
export const continueButton = (widget: Locator) => widget.getByRole('button', { name: /^(Continue|Complete booking)$/ });
export const next = (widget: Locator) => continueButton(widget).click();

/** Picks the first day with times (this month, else the next) and its first time; returns the time's label. */
export async function chooseFirstTime(widget: Locator): Promise<string> {
  const calendar = widget.getByRole('group', { name: 'Appointment date' });
  await expect(widget.getByText('Loading available times…')).toHaveCount(0);
  for (let month = 0; month < 3; month++) {
    const day = calendar.locator('button[data-day]:not([aria-disabled="true"])').first();
    if ((await day.count()) > 0) {
      await day.click();
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

/** From 'About your pet' to 'Choose a date and time': one dog, Rex, for a desexing consultation. */
export async function oneDogForDesexing(widget: Locator) {
  await step(widget, 'About your pet');
  await widget
    .getByRole('textbox', { name: /Pet's name/ })
    .first()
    .fill('Rex');
  await widget
    .getByRole('combobox', { name: /Species/ })
    .first()
    .selectOption({ label: 'Dog' });
  await next(widget);
  await step(widget, 'Appointment details');
  await widget.getByRole('radio', { name: 'Desexing consultation' }).click();
  await next(widget);
  await step(widget, 'Important information');
  await widget.getByRole('checkbox').check();
  await next(widget);
  await step(widget, 'Choose a date and time');
}

/** Fills the contact fields both booking flows ask for. */
export async function fillContact(widget: Locator, person: { firstName: string; lastName: string; email: string; phone: string }) {
  await widget.getByLabel(/First name/).fill(person.firstName);
  await widget.getByLabel(/Last name/).fill(person.lastName);
  await widget.getByLabel(/Email/).fill(person.email);
  await widget.getByLabel(/Phone/).fill(person.phone);
}
