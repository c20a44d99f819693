// What lies over the portal's pages, measured in the browser at a phone's and a desktop's
// width: a widget's dialogs dim the whole screen (in the page and inside the booking iframe),
// the basket's toast leaves the header usable on a phone, a carousel's pause button covers
// no card, and the gallery's picture fills the screen.
import { expect, test, type FrameLocator, type Locator } from './test';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The booking flow's returning-client prompt (a kit dialog), opened from its first steps. */
async function openReturningPrompt(booking: Locator | FrameLocator): Promise<Locator> {
  await booking.getByRole('button', { name: 'Continue' }).click();
  await booking.getByRole('radio', { name: /Tui Vets Hamilton/ }).click();
  await booking.getByRole('button', { name: 'Continue' }).click();
  await booking.getByRole('radio', { name: /Returning/ }).click();
  const prompt = booking.getByRole('dialog', { name: 'Log in to continue as a returning client' });
  await expect(prompt).toBeVisible();
  return prompt;
}

/** The dialog's box in its own window (the page's, or the frame's), and that window's size. */
const dialogAndViewport = (dialog: Locator) =>
  dialog.evaluate((element) => {
    const { top, left, width, height } = element.getBoundingClientRect();
    return { top, left, width, height, viewport: { width: window.innerWidth, height: window.innerHeight } };
  });

test.describe('overlays', () => {
  for (const size of [PHONE, DESKTOP])
    test(`a widget dialog covers the whole screen from its top edge (${size.width} px)`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/book-appointment');
      const box = await dialogAndViewport(await openReturningPrompt(page.locator('vet-booking')));
      // The dialog element is the full-screen overlay that holds the dimmed backdrop and the panel.
      expect(box).toEqual({ top: 0, left: 0, width: box.viewport.width, height: box.viewport.height, viewport: box.viewport });
    });

  for (const size of [PHONE, DESKTOP])
    test(`the registration's terms dialog covers the whole screen too (${size.width} px)`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/register');
      const registration = page.locator('vet-registration');
      await registration.getByRole('radio', { name: 'I am a new customer' }).click();
      await registration.getByRole('button', { name: 'Continue' }).click();
      await registration.getByRole('button', { name: 'Read the terms and conditions' }).click();
      const terms = registration.getByRole('dialog');
      await expect(terms).toBeVisible();
      const box = await dialogAndViewport(terms);
      expect(box).toEqual({ top: 0, left: 0, width: box.viewport.width, height: box.viewport.height, viewport: box.viewport });
    });

  test('a widget dialog inside the booking iframe covers the whole frame', async ({ page }) => {
    await page.goto('/demo/booking.html');
    const box = await dialogAndViewport(await openReturningPrompt(page.frameLocator('#vet-booking-frame')));
    expect(box).toEqual({ top: 0, left: 0, width: box.viewport.width, height: box.viewport.height, viewport: box.viewport });
  });

  test("on a phone the basket's toast leaves the header usable", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/shop');
    await page.locator('vet-shop').getByRole('button', { name: 'Add to basket' }).first().click();
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'Product added to your basket' });
    await expect(toast).toBeVisible();
    const header = (await page.locator('[data-sticky-header]').boundingBox())!;
    const shown = (await toast.boundingBox())!;
    expect(overlaps(shown, header), `toast ${JSON.stringify(shown)} over header ${JSON.stringify(header)}`).toBe(false);
    // A card on the screen, not a bar across it.
    expect(shown.y + shown.height).toBeLessThanOrEqual(PHONE.height);
    expect(shown.width).toBeLessThan(PHONE.width);
  });

  for (const size of [PHONE, DESKTOP])
    test(`a carousel's pause button covers no card (${size.width} px)`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/about-us');
      const carousel = page.locator('[data-carousel][aria-label="Meet the vets"]');
      const pause = carousel.getByRole('button', { name: 'Stop automatic slide show' });
      await pause.scrollIntoViewIfNeeded();
      await expect(pause).toBeVisible();
      // Page coordinates, for the slides out of view too (they move in under the button).
      const button = await pause.evaluate((el) => {
        const { x, y, width, height } = el.getBoundingClientRect();
        return { x: x + window.scrollX, y: y + window.scrollY, width, height };
      });
      const slides = await carousel.locator('[aria-roledescription="slide"]').evaluateAll((all) =>
        all.map((el) => {
          const { x, y, width, height } = el.getBoundingClientRect();
          return { x: x + window.scrollX, y: y + window.scrollY, width, height };
        }),
      );
      expect(slides.length).toBeGreaterThan(1);
      // Any horizontal position a slide may take: only the vertical band matters.
      const band = { x: -1e6, width: 2e6 };
      expect(slides.filter((slide) => overlaps(button, { ...slide, ...band }))).toEqual([]);
    });

  test("the gallery's picture fills the screen at 1280 px", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/community');
    await page.locator('[data-dialog-open^="lightbox"]').first().click();
    const picture = page.locator('[data-lightbox] figure:not([hidden]) img');
    await expect(picture).toBeVisible();
    await expect(picture).toHaveJSProperty('complete', true);
    // The picture as drawn: its own shape scaled into the element's box (object-fit: contain).
    const drawn = await picture.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
      return { width: img.naturalWidth * scale, height: img.naturalHeight * scale, bottom: box.bottom };
    });
    // Most of the screen's width or height, whichever the picture's shape reaches first.
    expect(Math.max(drawn.width / DESKTOP.width, drawn.height / DESKTOP.height)).toBeGreaterThan(0.7);
    expect(drawn.bottom).toBeLessThanOrEqual(DESKTOP.height);
  });
});
