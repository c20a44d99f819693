// The subscription wizard as the journeys walk it: from the demo page to its checkout step,
// with one product chosen.
import { expect, type Locator, type Page } from '@playwright/test';

export async function toSubscriptionCheckout(page: Page, name: string): Promise<Locator> {
  await page.goto('/demo/checkout.html#subscriptions');
  const wizard = page.locator('vet-subscriptions');
  await wizard.getByRole('button', { name: 'Start now' }).click();
  await wizard.getByRole('textbox', { name: 'Subscription name' }).fill(name);
  await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
  await wizard
    .getByRole('button', { name: /^View / })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add to subscription' }).click();
  await expect(wizard.getByRole('list', { name: 'Chosen products' }).getByRole('listitem')).toHaveCount(1);
  await wizard.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(wizard.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(1);
  return wizard;
}
