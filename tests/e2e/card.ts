// The card inputs of a card form: they live in the card frame (/pay/card-frame on the API's
// origin) inside the widget's shadow root, not in the page.
import type { FrameLocator, Locator } from '@playwright/test';

/** The card frame of the widget `host` (a locator of the tag). */
export const cardFrame = (host: Locator): FrameLocator => host.locator('iframe[data-card-frame]').contentFrame();

/** Types a test card into the widget's card frame. */
export async function typeCard(host: Locator, number: string, expiry = '12 / 34') {
  const card = cardFrame(host);
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiration date (MM / YY)').fill(expiry);
  await card.getByLabel('Security code (CVC)').fill('123');
}
