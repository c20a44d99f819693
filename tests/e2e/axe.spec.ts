// The suite's axe check itself: it must see into open shadow roots and into frames, where the
// widgets and the card fields live, or every axe check in the suite would pass unseen.
import { expect, test } from './test';
import { a11yViolations } from './axe';

test('the axe check finds a fault inside a shadow root and inside a frame, and leaves out what it is told to', async ({ page }) => {
  await page.route('**/axe-check.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>axe check</title></head><body><main>
        <h1>axe check</h1><div id="host"></div>
        <iframe title="A frame" srcdoc="<!doctype html><html lang=en><title>Inner</title><main><button></button></main></html>"></iframe>
        <script>document.getElementById('host').attachShadow({ mode: 'open' }).innerHTML = '<img src="data:,">';</script>
      </main></body></html>`,
    }),
  );
  await page.goto('/axe-check.html');
  await expect(page.frameLocator('iframe').getByRole('button')).toBeAttached();
  const all = await a11yViolations(page);
  expect(all.some((line) => line.startsWith('image-alt:') && line.includes('#host'))).toBe(true);
  expect(all.some((line) => line.startsWith('button-name:'))).toBe(true);
  // Checked again on the same page (axe already there), leaving out the shadow host.
  const rest = await a11yViolations(page, { exclude: '#host' });
  expect(rest.some((line) => line.startsWith('image-alt:'))).toBe(false);
  expect(rest.some((line) => line.startsWith('button-name:'))).toBe(true);
});
