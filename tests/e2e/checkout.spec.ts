import { expect, test, type Page } from './test';
import { expectNoA11yViolations } from './axe';
import { cardFrame, saveCard, typeCard as typeCardInto } from './card';
import { SAM, bearerToken, signIn } from './session';
import { toSubscriptionCheckout } from './subscriptionWizard';

// Checkout and payments on the demo clinic site (/demo/checkout.html), against the real
// server with its offline card gateway and Stripe.js stand-in: the card fields are the
// stand-in's inputs, in the card frame on the server's origin (tests/e2e/card.ts).

const checkout = (page: Page) => page.locator('vet-checkout');
const payOnline = (page: Page) => page.locator('vet-pay-online');

const typeCard = (page: Page, host: 'vet-checkout' | 'vet-pay-online' | 'vet-fundraiser', number: string) => typeCardInto(page.locator(host), number);

async function fillGuest(page: Page) {
  const form = checkout(page);
  await form.getByRole('textbox', { name: 'First name' }).fill('Aroha');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Ngata');
  await form.getByRole('textbox', { name: 'Email' }).fill('aroha@example.nz');
  await form.getByRole('textbox', { name: 'Phone' }).fill('021 555 1234');
  await form.getByRole('radio', { name: /^Delivery/ }).click();
  await form.getByRole('textbox', { name: 'Address' }).fill('1 Main Road');
  await form.getByRole('textbox', { name: 'City' }).fill('Hamilton');
  await form.getByRole('textbox', { name: 'Postcode' }).fill('3204');
  await form.getByRole('combobox', { name: 'Region' }).selectOption({ label: 'Waikato' });
  await form.getByRole('textbox', { name: 'Delivery notes' }).fill('Leave by the garage');
}

/** A guest basket made through the API, as the shop would; its id stored where the widgets look. */
async function guestBasket(page: Page, items: { productId: number; quantity: number }[]) {
  const response = await page.request.post('/api/v1/basket', { headers: { 'X-Vet-Id': 'tui-vets' }, data: { basketItems: items } });
  const id = (await response.json()).data.id as string;
  await page.goto('/demo/');
  await page.evaluate((basketId) => localStorage.setItem('vet-basket:tui-vets', basketId), id);
}

test.describe('checkout as a guest', () => {
  test('shops, redeems a coupon, pays with 4242 4242 4242 4242 and is thanked', async ({ page }) => {
    // The longest journey (shop, checkout, three axe runs) on a shared 2-core machine.
    test.slow();
    await page.goto('/demo/shop.html');
    const shop = page.locator('vet-shop');
    const cards = shop.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Add to basket' }) });
    for (const index of [0, 1]) {
      await cards.nth(index).getByRole('button', { name: 'Add to basket' }).click();
      await expect(shop.getByText('Product added to your basket').first()).toBeVisible();
    }

    await page.goto('/demo/checkout.html');
    await expect(checkout(page).getByRole('heading', { name: 'Checkout' })).toBeVisible();
    const summary = checkout(page).getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(2);
    await expect(cardFrame(checkout(page)).getByLabel('Card number')).toBeVisible();
    await expectNoA11yViolations(page);

    // A refused submit names the first missing thing and marks the fields.
    await checkout(page).getByRole('button', { name: 'Confirm order' }).click();
    await expect(checkout(page).getByText('A delivery method is required').first()).toBeVisible();
    await expect(checkout(page).getByRole('textbox', { name: 'First name' })).toBeFocused();

    await fillGuest(page);
    // WELCOME10 is for a first order by email: an address of this run's own.
    const email = `aroha.${Date.now()}@example.nz`;
    await checkout(page).getByRole('textbox', { name: 'Email' }).fill(email);
    await typeCard(page, 'vet-checkout', '4242 4242 4242 4242');
    await summary.getByRole('textbox', { name: 'Coupon code' }).fill('welcome10');
    await summary.getByRole('button', { name: 'Redeem' }).click();
    await expect(summary.getByText('Coupon WELCOME10')).toBeVisible();
    await expectNoA11yViolations(page);

    await checkout(page).getByRole('button', { name: 'Confirm order' }).click();
    await expect(checkout(page).getByRole('heading', { name: 'Thanks Aroha Ngata for your order!' })).toBeVisible();
    await expect(checkout(page).getByText('A purchase receipt will been sent to')).toContainText(email);
    await expect(checkout(page).getByRole('link', { name: 'Go to my orders' })).toHaveCount(0);
    // A new, empty basket afterwards.
    await expect(page.locator('vet-cart-button').getByRole('button', { name: /^Basket, / })).toHaveAccessibleName('Basket, 0 items');
    await expectNoA11yViolations(page);
  });

  /** A guest basket of one product, checked out with the declined test card. */
  async function declineAtCheckout(page: Page) {
    await guestBasket(page, [{ productId: 3, quantity: 1 }]);
    await page.goto('/demo/checkout.html');
    const summary = checkout(page).getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(1);
    await fillGuest(page);
    await typeCard(page, 'vet-checkout', '4000 0000 0000 0002');
    await checkout(page).getByRole('button', { name: 'Confirm order' }).click();
    await expect(checkout(page).getByText('Your card was declined.').first()).toBeVisible();
    return summary;
  }

  test('a declined card (4000 0000 0000 0002) says so, empties the card field, and another card pays', async ({ page }) => {
    const summary = await declineAtCheckout(page);
    await expect(checkout(page).getByRole('heading', { name: /Thanks/ })).toHaveCount(0);
    // The declined card is gone and the field takes another at once, no reload.
    const number = cardFrame(checkout(page)).getByLabel('Card number');
    await expect(number).toHaveValue('');
    await expect(number).toBeEnabled();
    await typeCard(page, 'vet-checkout', '4242 4242 4242 4242');
    await checkout(page).getByRole('button', { name: 'Confirm order' }).click();
    await expect(checkout(page).getByRole('heading', { name: /Thanks Aroha Ngata/ })).toBeVisible();

    // The thank-you has its own URL: a reload shows it again, and the ordered basket is gone.
    await page.reload();
    await expect(checkout(page).getByRole('heading', { name: /Thanks Aroha Ngata/ })).toBeVisible();
    await expect(summary).toHaveCount(0);
    await expect(page.locator('vet-cart-button').getByRole('button', { name: /^Basket, / })).toHaveAccessibleName('Basket, 0 items');
  });

  test('a returning guest refused WELCOME10 at payment: the coupon comes off, says why, and the order goes through without it', async ({ page }) => {
    const email = `returning.${Date.now()}@example.nz`;
    for (const round of [1, 2]) {
      await guestBasket(page, [{ productId: 3, quantity: 1 }]);
      await page.goto('/demo/checkout.html');
      const summary = checkout(page).getByRole('complementary', { name: 'Order summary' });
      await expect(summary.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(1);
      await fillGuest(page);
      await checkout(page).getByRole('textbox', { name: 'Email' }).fill(email);
      await typeCard(page, 'vet-checkout', '4242 4242 4242 4242');
      await summary.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
      await summary.getByRole('button', { name: 'Redeem' }).click();
      await expect(summary.getByText('Coupon WELCOME10')).toBeVisible();
      await checkout(page).getByRole('button', { name: 'Confirm order' }).click();
      if (round === 1) {
        await expect(checkout(page).getByRole('heading', { name: /Thanks Aroha Ngata/ })).toBeVisible();
        continue;
      }
      // Ordered before with this email: refused, and the coupon is off with the reason beside it.
      const refusal = 'This coupon is for a first order only, and this account or email has ordered before.';
      await expect(summary.getByText(refusal)).toBeVisible();
      await expect(summary.getByText('Coupon WELCOME10')).toHaveCount(0);
      await expect(checkout(page).getByRole('textbox', { name: 'First name' })).toHaveValue('Aroha');
      await typeCard(page, 'vet-checkout', '4242 4242 4242 4242');
      await checkout(page).getByRole('button', { name: 'Confirm order' }).click();
      await expect(checkout(page).getByRole('heading', { name: /Thanks Aroha Ngata/ })).toBeVisible();
    }
  });

  test('after a declined card the basket is kept', async ({ page }) => {
    const summary = await declineAtCheckout(page);
    await page.reload();
    await expect(summary.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(1);
  });
});

test('a guest pays an invoice online, and the form resets', async ({ page }) => {
  await page.goto('/demo/checkout.html#pay-online');
  const form = payOnline(page);
  await expect(form.getByRole('group', { name: 'Payment Details' })).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill('Aroha Ngata');
  await form.getByRole('textbox', { name: 'Email' }).fill('aroha@example.nz');
  await typeCard(page, 'vet-pay-online', '4242 4242 4242 4242');
  await form.getByRole('spinbutton', { name: 'Amount (NZD)' }).fill('84.50');
  await form.getByRole('textbox', { name: 'Reference' }).fill('INV-10234');
  await form.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(form.getByText('Your payment has been processed.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Reference' })).toHaveValue('');
  await expect(cardFrame(payOnline(page)).getByLabel('Card number')).toHaveValue('');
  await expectNoA11yViolations(page, 'vet-pay-online');

  // A second payment in the same form: the card field is enabled for it.
  await expect(cardFrame(payOnline(page)).getByLabel('Card number')).toBeEnabled();
  await form.getByRole('textbox', { name: 'Name' }).fill('Aroha Ngata');
  await form.getByRole('textbox', { name: 'Email' }).fill('aroha@example.nz');
  await typeCard(page, 'vet-pay-online', '4242 4242 4242 4242');
  await form.getByRole('spinbutton', { name: 'Amount (NZD)' }).fill('12.00');
  await form.getByRole('textbox', { name: 'Reference' }).fill('INV-10235');
  await form.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(form.getByText('Your payment has been processed.').first()).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Reference' })).toHaveValue('');
});

test('the card inputs line up on one row where they share it (375, 768 and 1280 px)', async ({ page }) => {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/demo/checkout.html#pay-online');
    const card = cardFrame(payOnline(page));
    await expect(card.getByLabel('Card number')).toBeVisible();
    const { boxes, frameWidth, frameHeight } = await card.locator('body').evaluate((body) => ({
      boxes: [...body.querySelectorAll('input')].map((input) => input.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom, right: r.right })),
      frameWidth: document.documentElement.clientWidth,
      frameHeight: document.documentElement.clientHeight,
    }));
    // Inputs on one row share their top and bottom; none spills past the frame, and the frame
    // is as tall as what it holds (no clipped brand line, no scroll bar).
    const rows = new Map<number, number[]>();
    for (const box of boxes) rows.set(Math.round(box.bottom), [...(rows.get(Math.round(box.bottom)) ?? []), Math.round(box.top)]);
    for (const tops of rows.values()) expect(new Set(tops).size, `width ${width}`).toBe(1);
    for (const box of boxes) expect(box.right, `width ${width}`).toBeLessThanOrEqual(frameWidth + 1);
    expect(Math.max(...boxes.map((b) => b.bottom)), `width ${width}`).toBeLessThanOrEqual(frameHeight);
    if (width >= 768) expect(rows.size, `width ${width}: one row`).toBe(1);
  }
});

/** Signs in as Sam, saves a card through the stand-in (as the payment methods page would) and returns API headers. */
async function signInWithCard(page: Page, number: string) {
  await signIn(page, SAM, '/demo/');
  const token = await bearerToken(page);
  const headers = { 'X-Vet-Id': 'tui-vets', Authorization: `Bearer ${token}` };
  expect([201, 409]).toContain(await saveCard(page.request, headers, number));
  return headers;
}

test('a guest basket is carried through "Log in" at checkout into Sam\'s basket, and logging out empties the badge at once', async ({ page }) => {
  test.slow();
  // The guest shops in the portal: one line of Cat Treats (product 3), quantity 2.
  await page.goto('/shop');
  const headerBadge = page.locator('vet-cart-button').getByRole('button', { name: /^Basket, / });
  await guestBasket(page, [{ productId: 3, quantity: 2 }]);
  await page.goto('/checkout');
  const summary = checkout(page).getByRole('complementary', { name: 'Order summary' });
  const lines = summary.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  const guestLine = await lines.first().innerText();

  await checkout(page).getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(SAM.email);
  await page.getByLabel('Password').fill(SAM.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(checkout(page).getByRole('textbox', { name: 'First name' })).toHaveValue('Sam');
  // The guest's product is in Sam's basket now (with whatever Sam had), and the guest id is gone.
  await expect(lines.filter({ hasText: guestLine.split('\n')[0]! })).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('vet-basket:tui-vets'))).toBeNull();
  const headers = { 'X-Vet-Id': 'tui-vets', Authorization: `Bearer ${await bearerToken(page)}` };
  const samBasket = (await (await page.request.get('/api/v1/basket', { headers })).json()).data;
  expect(samBasket.basketItems.find((i: { productId: number }) => i.productId === 3)?.quantity).toBeGreaterThanOrEqual(2);
  await expect(headerBadge).not.toHaveAccessibleName('Basket, 0 items');

  // Log out through the portal (no page load): the badge shows the new guest basket at once.
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'My account' }).click();
  await header.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(headerBadge).toHaveAccessibleName('Basket, 0 items');
  await page.request.delete(`/api/v1/basket/${samBasket.id}/clear`, { headers });
});

test('a signed-in client collects at a clinic with a saved card and finds the order', async ({ page }) => {
  const headers = await signInWithCard(page, '5555555555554444');
  expect((await page.request.post('/api/v1/basket', { headers, data: { basketItems: [{ productId: 2, quantity: 1 }] } })).ok()).toBe(true);

  await page.goto('/demo/checkout.html');
  const form = checkout(page);
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Sam');
  await expect(form.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await form.getByRole('radio', { name: /Click and collect/ }).click();
  await form.getByRole('radio', { name: /Tui Vets Cambridge/ }).click();
  // The default card is preselected (other suites may have saved a second Mastercard 4444).
  await expect(form.getByRole('radio', { name: /Mastercard ending 4444/, checked: true })).toHaveCount(1);
  await expectNoA11yViolations(page, 'vet-checkout');
  await form.getByRole('button', { name: 'Confirm order' }).click();
  await expect(form.getByRole('heading', { name: 'Thanks Sam Taylor for your order!' })).toBeVisible();
  await expect(form.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute('href', '/account/orders');

  const orders = await (await page.request.get('/api/v1/profile/order', { headers })).json();
  expect(orders.data.items[0]).toMatchObject({ isClickAndCollect: true, clinic: { id: 'tui-cambridge' } });
});

test('a guest orders from the fundraiser for pickup and gets directions', async ({ page }) => {
  await page.goto('/demo/checkout.html#fundraiser');
  const fundraiser = page.locator('vet-fundraiser');
  await expect(fundraiser.getByRole('heading', { name: 'Paws for the Rescue 2026' })).toBeVisible();
  await fundraiser.getByRole('combobox', { name: 'Quantity of Christmas pet hamper' }).selectOption('2');
  await fundraiser.getByRole('radio', { name: /Tui Vets Cambridge/ }).click();
  await expectNoA11yViolations(page, 'vet-fundraiser');
  await fundraiser.getByRole('button', { name: 'COMPLETE ORDER' }).click();

  await fundraiser.getByRole('textbox', { name: 'First name' }).fill('Aroha');
  await fundraiser.getByRole('textbox', { name: 'Last name' }).fill('Ngata');
  await fundraiser.getByRole('textbox', { name: 'Email' }).fill('aroha@example.nz');
  await fundraiser.getByRole('textbox', { name: 'Phone' }).fill('021 555 1234');
  await typeCard(page, 'vet-fundraiser', '4242 4242 4242 4242');
  await expectNoA11yViolations(page, 'vet-fundraiser');
  await fundraiser.getByRole('button', { name: 'PLACE ORDER' }).click();

  await expect(fundraiser.getByRole('heading', { name: 'Thank you for supporting Waikato Animal Rescue!' })).toBeVisible();
  await expect(fundraiser.getByText('Christmas pet hamper × 2')).toBeVisible();
  await expect(fundraiser.getByRole('link', { name: /Get directions/ })).toHaveAttribute('href', /destination=-37\.8887,175\.4712/);
});

test('a signed-in client creates a subscription', async ({ page }) => {
  test.slow();
  const headers = await signInWithCard(page, '4000056655665556');
  // Something already in the shop basket stays there through the wizard.
  const shopBasket = (await (await page.request.post('/api/v1/basket', { headers, data: { basketItems: [{ productId: 3, quantity: 1 }] } })).json()).data;
  const shopLines = () =>
    page.request
      .get('/api/v1/basket', { headers })
      .then(async (r) => (await r.json()).data.basketItems.map((i: { productId: number; quantity: number }) => [i.productId, i.quantity]));
  const before = await shopLines();
  const wizard = await toSubscriptionCheckout(page, "Rex's monthly food");
  await wizard.getByRole('radio', { name: /12 Victoria Street/ }).click();
  await expectNoA11yViolations(page, 'vet-subscriptions');
  await wizard.getByRole('button', { name: 'Activate subscription' }).click();
  await expect(wizard.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(wizard.getByText('Delivered to your door!')).toBeVisible();

  const list = await (await page.request.get('/api/v1/profile/subscription', { headers })).json();
  expect(list.data.items.map((s: { name: string }) => s.name)).toContain("Rex's monthly food");
  expect(await shopLines()).toEqual(before);
  await expect(page.locator('vet-cart-button').getByRole('button', { name: /^Basket, / })).not.toHaveAccessibleName('Basket, 0 items');
  await page.request.delete(`/api/v1/basket/${shopBasket.id}/clear`, { headers });
});
