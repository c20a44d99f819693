import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';

// A guest on a clinic website: the shop listing, the header basket button and the side cart
// share one basket, which is still there after a reload (its id is kept in localStorage).

const cartButton = (page: Page) => page.locator('vet-cart-button').getByRole('button', { name: /^Basket, / });
const cart = (page: Page) => page.getByRole('dialog', { name: 'Your basket' });

test.describe('shop as a guest', () => {
  test('adds three products, changes a quantity in the side cart, reloads and still has the basket', async ({ page }) => {
    // A long journey on a machine shared by several test runs: more than the default 30 s.
    test.setTimeout(90_000);
    await page.goto('/demo/shop.html');
    const shop = page.locator('vet-shop');
    await expect(shop.getByText('Showing 1 to 9 of 50 results')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Basket, 0 items');
    await expectNoA11yViolations(page);

    const cards = shop.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Add to basket' }) });
    const names: string[] = [];
    for (const index of [0, 1, 2]) {
      const card = cards.nth(index);
      names.push((await card.getByRole('heading').textContent())!.trim());
      await card.getByRole('button', { name: 'Add to basket' }).click();
      await expect(shop.getByText('Product added to your basket').first()).toBeVisible();
      await expect(cartButton(page)).toHaveAccessibleName(`Basket, ${index + 1} ${index === 0 ? 'item' : 'items'}`);
    }

    // Toasts go after 5 s (spec 2 section 8); their close buttons would sit over the cart's.
    await expect(shop.getByText('Product added to your basket')).toHaveCount(0, { timeout: 15_000 });
    await cartButton(page).click();
    await expect(cart(page)).toBeVisible();
    const lines = cart(page).getByRole('list', { name: 'Products in your basket' }).getByRole('listitem');
    await expect(lines).toHaveCount(3);
    await expect(cart(page).getByText('GST included')).toBeVisible();
    await expectNoA11yViolations(page);

    const total = cart(page).locator('dd').last();
    const before = await total.textContent();
    await cart(page).getByRole('button', { name: `Increase quantity of ${names[0]}` }).click();
    await expect(cart(page).getByRole('textbox', { name: `Quantity of ${names[0]}` })).toHaveValue('2');
    // The change is saved after the pause; the server's total follows.
    await expect(total).not.toHaveText(before!);
    await expect(cart(page).getByRole('status').filter({ hasText: 'Updating your basket…' })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(cart(page)).toBeHidden();
    await expect(cartButton(page)).toBeFocused();

    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Basket, 3 items');
    await cartButton(page).click();
    await expect(cart(page).getByRole('textbox', { name: `Quantity of ${names[0]}` })).toHaveValue('2');
    await expect(cart(page).getByRole('textbox', { name: `Quantity of ${names[1]}` })).toHaveValue('1');
  });

  test('filters, sorts and pages the listing, and opens a product with related products', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/demo/shop.html');
    const shop = page.locator('vet-shop');
    await expect(shop.getByText('Showing 1 to 9 of 50 results')).toBeVisible();

    await shop.getByRole('button', { name: 'Page 2' }).click();
    await expect(shop.getByText('Showing 10 to 18 of 50 results')).toBeVisible();

    await shop.getByRole('group', { name: 'Categories' }).getByRole('checkbox', { name: 'Flea & Tick' }).check();
    await expect(shop.getByText(/^Showing 1 to \d+ of \d+ results$/)).toBeVisible();
    await shop.getByRole('combobox', { name: 'Sort by' }).selectOption('priceDesc');
    await expect(shop.getByText(/^Showing 1 to \d+ of \d+ results$/)).toBeVisible();

    const first = shop.getByRole('heading', { level: 3 }).first();
    const name = (await first.textContent())!.trim();
    await first.getByRole('link').click();
    const product = page.locator('vet-product');
    await expect(product.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(product.getByRole('heading', { name: 'You might also like' })).toBeVisible();
    await expectNoA11yViolations(page);
    // By keyboard: the quantity field, then Enter.
    const quantity = product.getByRole('textbox', { name: 'Qty' }).first();
    await quantity.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await expect(product.getByText('Product added to your basket').first()).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Basket, 1 item');
    await cartButton(page).press('Enter');
    await expect(cart(page).getByRole('textbox', { name: `Quantity of ${name}` })).toHaveValue('2');
  });
});
