// A dropped answer on a paying step or a booking: the request reaches the server and is carried out, and the
// browser never hears back (a phone between cells). The page says the connection dropped and
// keeps the card; pressing again is answered with the first result: one charge (one booking),
// one receipt, the success view. Each test drops the first answer of its route and lets the retry through.
import { expect, test, type Page } from './test';
import { chooseFirstTime, fillContact, next, oneDogForDesexing, step } from './bookingSteps';
import { cardFrame, saveCard, typeCard } from './card';
import { mailboxPath } from './mailbox';
import { bearerToken, newClient, signIn } from './session';
import { toSubscriptionCheckout } from './subscriptionWizard';

const CONNECTION_LOST = 'The connection dropped before we heard back. It is safe to try again: nothing will be charged or saved twice.';

/** Lets the server answer the first request to `url`, then drops that answer; later ones pass. */
async function dropFirstAnswer(page: Page, url: string | RegExp): Promise<{ dropped: () => Promise<unknown> }> {
  let first: ((body: unknown) => void) | undefined;
  const dropped = new Promise((resolve) => (first = resolve));
  await page.route(url, async (route) => {
    if (!first || route.request().method() !== 'POST') return route.continue();
    const answer = first;
    first = undefined;
    const response = await route.fetch();
    answer(await response.json());
    await route.abort('connectionreset');
  });
  return { dropped: () => dropped };
}

async function mailTo(page: Page, address: string) {
  const { data } = (await (await page.request.get(mailboxPath())).json()) as { data: { items: { to: string; subject: string }[] } };
  return data.items.filter((m) => m.to.includes(address));
}

test('checkout: after a lost answer the page asks what its key made and thanks for that order, charged once', async ({ page }) => {
  const email = `lost.order.${Date.now()}@example.nz`;
  const basket = await page.request.post('/api/v1/basket', { headers: { 'X-Vet-Id': 'tui-vets' }, data: { basketItems: [{ productId: 3, quantity: 1 }] } });
  const basketId = (await basket.json()).data.id as string;
  await page.goto('/demo/');
  await page.evaluate((id) => localStorage.setItem('vet-basket:tui-vets', id), basketId);
  const { dropped } = await dropFirstAnswer(page, /\/api\/v1\/basket\/[^/]+\/order$/);

  await page.goto('/demo/checkout.html');
  const form = page.locator('vet-checkout');
  await expect(form.getByRole('complementary', { name: 'Order summary' }).getByRole('listitem')).toHaveCount(1);
  await form.getByRole('textbox', { name: 'First name' }).fill('Aroha');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Ngata');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('021 555 1234');
  await form.getByRole('radio', { name: /^Click and collect/ }).click();
  await form.getByRole('radio', { name: /Tui Vets Cambridge/ }).click();
  await typeCard(form, '4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Confirm order' }).click();

  // The answer never came: the page asks the server what its kept key made for the basket, and
  // thanks for that order (its basket is gone, so pressing again could not have).
  const first = (await dropped()) as { data: { number: number } };
  await expect(form.getByRole('heading', { name: 'Thanks Aroha Ngata for your order!' })).toBeVisible();
  await expect(form.getByText(`#${first.data.number}`)).toBeVisible();
  await page.reload();
  await expect(form.getByRole('heading', { name: 'Thanks Aroha Ngata for your order!' })).toBeVisible();
  expect((await mailTo(page, email)).filter((m) => /order #/.test(m.subject))).toHaveLength(1);
});

test('pay online: a lost answer is answered on the retry with the same payment, charged once', async ({ page }) => {
  const email = `lost.payment.${Date.now()}@example.nz`;
  const { dropped } = await dropFirstAnswer(page, '**/api/v1/profile/anonymous/oneoffpayment');
  await page.goto('/demo/checkout.html#pay-online');
  const form = page.locator('vet-pay-online');
  await form.getByRole('textbox', { name: 'Name' }).fill('Aroha Ngata');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await typeCard(form, '4242 4242 4242 4242');
  await form.getByRole('spinbutton', { name: 'Amount (NZD)' }).fill('65.50');
  await form.getByRole('textbox', { name: 'Reference' }).fill('INV-20001');
  await form.getByRole('button', { name: 'Confirm payment' }).click();

  await dropped();
  await expect(form.getByText(CONNECTION_LOST).first()).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Reference' })).toHaveValue('INV-20001');
  await expect(cardFrame(form).getByLabel('Card number')).not.toHaveValue('');
  await form.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(form.getByText('Your payment has been processed.').first()).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Reference' })).toHaveValue('');
  expect(await mailTo(page, email)).toHaveLength(1);
});

test('fundraiser: a lost answer is answered on the retry with the same donation, charged once', async ({ page }) => {
  const email = `lost.donation.${Date.now()}@example.nz`;
  const { dropped } = await dropFirstAnswer(page, '**/api/v1/admin/donation');
  await page.goto('/demo/checkout.html#fundraiser');
  const fundraiser = page.locator('vet-fundraiser');
  await fundraiser.getByRole('combobox', { name: 'Quantity of Christmas pet hamper' }).selectOption('1');
  await fundraiser.getByRole('radio', { name: /Tui Vets Cambridge/ }).click();
  await fundraiser.getByRole('button', { name: 'COMPLETE ORDER' }).click();
  await fundraiser.getByRole('textbox', { name: 'First name' }).fill('Aroha');
  await fundraiser.getByRole('textbox', { name: 'Last name' }).fill('Ngata');
  await fundraiser.getByRole('textbox', { name: 'Email' }).fill(email);
  await fundraiser.getByRole('textbox', { name: 'Phone' }).fill('021 555 1234');
  await typeCard(fundraiser, '4242 4242 4242 4242');
  await fundraiser.getByRole('button', { name: 'PLACE ORDER' }).click();

  await dropped();
  await expect(fundraiser.getByText(CONNECTION_LOST).first()).toBeVisible();
  await expect(cardFrame(fundraiser).getByLabel('Card number')).not.toHaveValue('');
  await fundraiser.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(fundraiser.getByRole('heading', { name: 'Thank you for supporting Waikato Animal Rescue!' })).toBeVisible();
  expect(await mailTo(page, email)).toHaveLength(1);
});

test('booking: a lost answer is answered on the retry with the same booking, not a taken time', async ({ page }) => {
  const email = `lost.booking.${Date.now()}@example.nz`;
  const { dropped } = await dropFirstAnswer(page, '**/api/v2/appointment/complete');
  await page.goto('/demo/booking.html');
  const booking = page.locator('#booking');
  await step(booking, 'Book an appointment');
  await next(booking);
  await step(booking, 'Choose a clinic');
  await booking.getByRole('radio', { name: /Tui Vets Te Awamutu/ }).click();
  await next(booking);
  await oneDogForDesexing(booking);
  await chooseFirstTime(booking);
  await next(booking);
  await step(booking, 'My details');
  await fillContact(booking, { firstName: 'Aroha', lastName: 'Ngata', email, phone: '021 555 1234' });
  await next(booking);

  await dropped();
  await expect(booking.getByText('The connection dropped before we heard back. It is safe to try again: you will not be booked twice.').first()).toBeVisible();
  await next(booking);
  await step(booking, 'Your appointment is booked');
  expect(await mailTo(page, email)).toHaveLength(1);
});

test('adding a card: a lost answer is answered on the retry with the card it saved, not a second one', async ({ page }) => {
  const client = await newClient(page);
  await signIn(page, client, '/account/payment-methods');
  const { dropped } = await dropFirstAnswer(page, '**/api/v1/profile/paymentmethod');
  const cards = page.locator('vet-account');
  // A new client is asked once whether to link the practice account.
  await page.getByRole('dialog', { name: 'Link your practice account?' }).getByRole('button', { name: 'No' }).click();
  await cards.getByRole('button', { name: 'Add card' }).click();
  await typeCard(cards, '4242 4242 4242 4242');
  await cards.getByRole('button', { name: 'Save card' }).click();

  await dropped();
  await expect(page.getByText(CONNECTION_LOST).first()).toBeVisible();
  await expect(cardFrame(cards).getByLabel('Card number')).not.toHaveValue('');
  await cards.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Your payment method have been created.').last()).toBeVisible();
  await page.reload();
  await expect(cards.getByRole('listitem').filter({ hasText: '4242' })).toHaveCount(1);
});

test('subscription: a lost answer is answered on the retry with the subscription it made', async ({ page }) => {
  test.slow(); // the wizard's four steps
  const client = await newClient(page);
  await signIn(page, client, '/demo/');
  const headers = { 'X-Vet-Id': 'tui-vets', Authorization: `Bearer ${await bearerToken(page)}` };
  expect(await saveCard(page.request, headers, '4242424242424242')).toBe(201);
  const { dropped } = await dropFirstAnswer(page, /\/api\/v1\/basket\/[^/]+\/subscription$/);

  const wizard = await toSubscriptionCheckout(page, 'Lost answer food');
  await wizard.getByRole('radio', { name: /1 Test Road/ }).click();
  await wizard.getByRole('button', { name: 'Activate subscription' }).click();

  await dropped();
  await wizard.getByRole('button', { name: 'Activate subscription' }).click();
  await expect(wizard.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  const list = await (await page.request.get('/api/v1/profile/subscription', { headers })).json();
  expect(list.data.items.map((s: { name: string }) => s.name)).toEqual(['Lost answer food']);
});
