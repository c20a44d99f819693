import { expect, test } from './test';
import { expectNoA11yViolations } from './axe';

test.describe('demo clinic page with the widget loader', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/demo/');
    await expect(page.locator('#first').getByRole('heading', { name: 'Pet care tips' })).toBeVisible();
  });

  test('two instances of one widget keep their own state', async ({ page }) => {
    const first = page.locator('#first');
    const second = page.locator('#second');
    await first.getByRole('textbox', { name: 'Email address' }).fill('not an email');
    await first.getByRole('button', { name: 'Sign up' }).click();
    await expect(first.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('aria-invalid', 'true');
    await expect(second.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    await expect(second.getByRole('textbox', { name: 'Email address' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('is operable with the keyboard and announces the result', async ({ page }) => {
    const first = page.locator('#first');
    await first.getByRole('textbox', { name: 'Email address' }).focus();
    await page.keyboard.type(`keyboard-${Date.now()}@example.nz`);
    await page.keyboard.press('Enter');
    await expect(first.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  });

  test('host page styles do not reach inside a widget, theme variables do', async ({ page }) => {
    const hostButton = page.getByRole('button', { name: 'A host page button' });
    await expect(hostButton).toHaveCSS('color', 'rgb(185, 28, 28)');
    const inner = page.locator('#first').getByRole('button', { name: 'Sign up' });
    await expect(inner).not.toHaveCSS('color', 'rgb(185, 28, 28)');
    await expect(inner).not.toHaveCSS('font-family', /Comic Sans/);
    const heading = page.locator('#first').getByRole('heading', { name: 'Pet care tips' });
    await expect(heading).not.toHaveCSS('font-family', /Georgia/);
    // The second instance is themed by the host through --vet-primary.
    await expect(inner).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expect(page.locator('#second').getByRole('button', { name: 'Sign up' })).toHaveCSS('background-color', 'rgb(124, 45, 18)');
  });

  test('emits typed, composed, cancelable events the host can act on', async ({ page }) => {
    const detail = page.evaluate(
      () =>
        new Promise((resolve) =>
          document.addEventListener(
            'vet-newsletter:submit',
            (e) => {
              // The host signs people up itself: the widget makes no call and says so.
              e.preventDefault();
              resolve((e as CustomEvent).detail);
            },
            { once: true },
          ),
        ),
    );
    const second = page.locator('#second');
    await second.getByRole('textbox', { name: 'Email address' }).fill('host@example.nz');
    await second.getByRole('button', { name: 'Sign up' }).click();
    expect(await detail).toEqual({ email: 'host@example.nz' });
    await expect(second.getByText('Your sign-up for our monthly email has been passed on.')).toBeVisible();
  });

  test("the booking tag loads its flow and the group's start data", async ({ page }) => {
    const booking = page.locator('vet-booking');
    await expect(booking.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
    await expect(booking.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  test('a bad attribute gets a message that says what to fix', async ({ page }) => {
    await expect(page.locator('#broken').getByRole('alert')).toContainText('vet-id must be letters, digits and dashes');
  });

  test('widgets added later are loaded too', async ({ page }) => {
    await page.evaluate(() => {
      const el = document.createElement('vet-newsletter');
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
