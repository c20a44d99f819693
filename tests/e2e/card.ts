// The card inputs of a card form: they live in the card frame (/pay/card-frame on the API's
// origin) inside the widget's shadow root, not in the page.
import type { APIRequestContext, FrameLocator, Locator } from '@playwright/test';

/** The card frame of the widget `host` (a locator of the tag). */
export const cardFrame = (host: Locator): FrameLocator => host.locator('iframe[data-card-frame]').contentFrame();

/** Types a test card into the widget's card frame. */
export async function typeCard(host: Locator, number: string, expiry = '12 / 34') {
  const card = cardFrame(host);
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiration date (MM / YY)').fill(expiry);
  await card.getByLabel('Security code (CVC)').fill('123');
}

/** Saves a test card for the signed-in client whose API headers are given, as the card form would (a stand-in token). */
export async function saveCard(request: APIRequestContext, headers: Record<string, string>, number: string): Promise<number> {
  const token = await request.post('/stripe-standin/tokens', {
    data: { key: 'pk_test_standin', type: 'token', card: { number, exp_month: 12, exp_year: 2034, cvc: '123' } },
  });
  const saved = await request.post('/api/v1/profile/paymentmethod', { headers, data: { token: (await token.json()).id, isDefault: true } });
  return saved.status();
}
