// Where the page goes after a step, a result or an error: on a clinic's page with a sticky
// header, at 375 px by touch and 1280 px, what the person must read or do next (the first
// field to put right, the next step's heading, the thank-you) has focus and is on screen below
// the header. The page puts each widget far down, so nothing is in view by chance.
import { fillRegistration, fillSheepOrder } from './formSteps';
import { expect, test, type Page } from './test';

const HEADER = 120;
const hostPage = (tag: string) => `<!doctype html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A clinic page</title>
<script type="module" src="/widgets/vet-widgets.js"></script>
<style>
  :root { --vet-scroll-offset: ${HEADER + 16}px; }
  body { margin: 0; font-family: system-ui; }
  header { position: sticky; top: 0; height: ${HEADER}px; background: #0f766e; color: #fff; z-index: 10; }
  .before { height: 900px; } .after { height: 1600px; }
</style></head>
<body><header>Clinic header</header><main><div class="before"></div>${tag}<div class="after"></div></main></body></html>`;

async function openHost(page: Page, tag: string): Promise<void> {
  await page.route('**/reveal-host.html', (route) => route.fulfill({ contentType: 'text/html', body: hostPage(tag) }));
  await page.goto('/reveal-host.html');
}

/** Where the focused element is: 'shown' when below the header and within the view, else why not. */
function focusPlace(page: Page): Promise<string> {
  return page.evaluate((header) => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return 'focus on <body>';
    const { top, bottom } = el.getBoundingClientRect();
    const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40) || el.getAttribute('aria-label') || ''}"`;
    if (top < header) return `${name} under the header (top ${Math.round(top)})`;
    if (top >= innerHeight) return `${name} below the view (top ${Math.round(top)}, view ${innerHeight})`;
    return bottom <= innerHeight || top <= innerHeight / 2 ? 'shown' : `${name} cut off at the foot of the view`;
  }, HEADER);
}

const expectRevealed = (page: Page, what: string) => expect.poll(() => focusPlace(page), { message: what }).toBe('shown');

/** Where the view is: scrolled down to the widget's foot, as a person pressing its last button is. */
async function scrollToFoot(page: Page, selector: string): Promise<void> {
  await page.locator(selector).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 40));
}

for (const viewport of [
  { width: 375, height: 740, touch: true },
  { width: 1280, height: 800, touch: false },
]) {
  test.describe(`after a step at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, hasTouch: viewport.touch });
    const press = (page: Page, name: string, within: string) => {
      const button = page.locator(within).getByRole('button', { name, exact: true });
      return viewport.touch ? button.tap() : button.click();
    };

    test('the contact form: its first error, then the thanks', async ({ page }) => {
      await openHost(page, '<vet-contact-form vet-id="tui-vets"></vet-contact-form>');
      const form = page.locator('vet-contact-form');
      await scrollToFoot(page, 'vet-contact-form');
      await press(page, 'Send message', 'vet-contact-form');
      await expectRevealed(page, 'the first field to put right');
      await form.getByRole('combobox', { name: 'Clinic' }).selectOption({ label: 'Tui Vets Cambridge' });
      await form.getByRole('textbox', { name: 'Full name' }).fill('Aroha Ngata');
      await form.getByRole('textbox', { name: 'Email address' }).fill('aroha@example.nz');
      await form.getByRole('textbox', { name: 'Phone number' }).fill('021 555 1234');
      await form.getByRole('textbox', { name: 'Message' }).fill('Is Rex due for his booster?');
      await scrollToFoot(page, 'vet-contact-form');
      await press(page, 'Send message', 'vet-contact-form');
      await expect(form.getByRole('heading', { name: 'Thanks Aroha Ngata for contacting us!' })).toBeFocused();
      await expectRevealed(page, 'the thanks');
    });

    test('the sheep vaccine order: its first error, then "Check your order"', async ({ page }) => {
      await openHost(page, '<vet-sheep-vaccine-order vet-id="tui-vets"></vet-sheep-vaccine-order>');
      const order = page.locator('vet-sheep-vaccine-order');
      await scrollToFoot(page, 'vet-sheep-vaccine-order');
      await press(page, 'Review order', 'vet-sheep-vaccine-order');
      await expect(order.getByRole('textbox', { name: 'Client name' })).toBeFocused();
      await expectRevealed(page, 'the first field to put right');
      await fillSheepOrder(order);
      await scrollToFoot(page, 'vet-sheep-vaccine-order');
      await press(page, 'Review order', 'vet-sheep-vaccine-order');
      await expect(order.getByRole('heading', { name: 'Check your order' })).toBeFocused();
      await expectRevealed(page, '"Check your order"');
    });

    test('registration: its first error, then "Check your email"', async ({ page }) => {
      await openHost(page, '<vet-registration vet-id="tui-vets"></vet-registration>');
      const registration = page.locator('vet-registration');
      await registration.getByRole('radio', { name: /new customer/ }).click();
      await press(page, 'Continue', 'vet-registration');
      await scrollToFoot(page, 'vet-registration');
      await press(page, 'Register', 'vet-registration');
      await expectRevealed(page, 'the first field to put right');
      await fillRegistration(registration, `mere.${viewport.width}.${Date.now()}@example.nz`);
      await registration.getByRole('button', { name: 'Read the terms and conditions' }).click();
      await registration.getByRole('dialog').getByRole('button', { name: 'I agree' }).click();
      await scrollToFoot(page, 'vet-registration');
      await press(page, 'Register', 'vet-registration');
      await expect(registration.getByRole('heading', { name: 'Check your email' })).toBeFocused();
      await expectRevealed(page, '"Check your email"');
    });

    test('the enquiry: its first error', async ({ page }) => {
      await openHost(page, '<vet-enquiry vet-id="tui-vets"></vet-enquiry>');
      await scrollToFoot(page, 'vet-enquiry');
      await press(page, 'Send enquiry', 'vet-enquiry');
      await expectRevealed(page, 'the first field to put right');
    });
  });
}
