import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './axe';

test.describe('demo clinic page with the widget loader', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/demo/');
    await expect(page.locator('#first').getByRole('heading', { name: 'Dogs and cats' })).toBeVisible();
  });

  test('two instances of one widget keep their own state', async ({ page }) => {
    const first = page.locator('#first');
    const second = page.locator('#second');
    await expect(first.getByTestId('pet-count')).toHaveText('1 pet');
    await expect(second.getByTestId('pet-count')).toHaveText('2 pets');

    await first.getByRole('button', { name: 'One pet more' }).click();
    await first.getByRole('button', { name: 'One pet more' }).click();

    await expect(first.getByTestId('pet-count')).toHaveText('3 pets');
    await expect(first.getByRole('button', { name: 'One pet more' })).toBeDisabled();
    await expect(second.getByTestId('pet-count')).toHaveText('2 pets');
  });

  test('is operable with the keyboard and announces the result', async ({ page }) => {
    const first = page.locator('#first');
    await first.getByRole('button', { name: 'One pet more' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(first.getByRole('status').filter({ hasText: 'Great' })).toHaveText('Great, we will see your 2 pets soon.');
  });

  test('host page styles do not reach inside a widget, theme variables do', async ({ page }) => {
    const hostButton = page.getByRole('button', { name: 'A host page button' });
    await expect(hostButton).toHaveCSS('color', 'rgb(185, 28, 28)');
    const inner = page.locator('#first').getByRole('button', { name: 'Continue' });
    await expect(inner).not.toHaveCSS('color', 'rgb(185, 28, 28)');
    await expect(inner).not.toHaveCSS('font-family', /Comic Sans/);
    const heading = page.locator('#first').getByRole('heading', { name: 'Dogs and cats' });
    await expect(heading).not.toHaveCSS('font-family', /Georgia/);
    // The second instance is themed by the host through --vet-primary.
    await expect(page.locator('#first').getByRole('button', { name: 'Continue' })).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expect(page.locator('#second').getByRole('button', { name: 'Continue' })).toHaveCSS('background-color', 'rgb(124, 45, 18)');
  });

  test('emits typed, composed events the host can listen to', async ({ page }) => {
    const detail = page.evaluate(
      () =>
        new Promise((resolve) =>
          document.addEventListener('vet-kit-demo:changed', (e) => resolve((e as CustomEvent).detail), { once: true }),
        ),
    );
    await page.locator('#second').getByRole('button', { name: 'One pet fewer' }).click();
    expect(await detail).toEqual({ petCount: 1 });
  });

  test('the booking tag loads its flow and the group\'s start data', async ({ page }) => {
    const booking = page.locator('vet-booking');
    await expect(booking.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
    await expect(booking.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  test('a bad attribute gets a message that says what to fix', async ({ page }) => {
    await expect(page.locator('#broken').getByRole('alert')).toContainText('vet-id must be letters, digits and dashes');
  });

  test('widgets added later are loaded too', async ({ page }) => {
    await page.evaluate(() => {
      const el = document.createElement('vet-kit-demo');
      el.id = 'late';
      el.setAttribute('heading', 'Added later');
      document.querySelector('main')!.append(el);
    });
    await expect(page.locator('#late').getByRole('heading', { name: 'Added later' })).toBeVisible();
  });

  test('has no accessibility violations', async ({ page }) => {
    await expectNoA11yViolations(page);
  });
});
