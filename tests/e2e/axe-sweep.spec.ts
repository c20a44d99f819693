// axe over every tag in the manifest at once, in the states a visitor meets before doing
// anything: signed out, signed in (as the demo client), and with the API unreachable (each
// flow's error state). Each flow's own suite runs axe on its later steps.
import { expect, test, type Page } from './test';
import { expectNoA11yViolations } from './axe';
import { SAM, bearerToken, signIn } from './session';
import { flowsSettled } from './settled';

/** Attributes a tag needs to show its real first state rather than a set-up message. */
const NEEDS: Record<string, string> = { 'vet-product': 'product-id="1"' };

async function everyTag(page: Page): Promise<string[]> {
  const manifest = (await (await page.request.get('/widgets/custom-elements.json')).json()) as {
    modules: { declarations: { tagName?: string }[] }[];
  };
  const tags = manifest.modules.flatMap((m) => m.declarations.flatMap((d) => (d.tagName ? [d.tagName] : [])));
  expect(tags.length).toBeGreaterThan(20);
  return tags;
}

/** A clinic page (same origin, so the browser lets it reach the local server) holding every tag. */
async function openSweepPage(page: Page, tags: string[], token?: string) {
  const body = tags
    .map((tag) => `<section aria-label="${tag}"><h2>${tag}</h2><${tag} ${NEEDS[tag] ?? ''} ${token ? `token="${token}"` : ''}></${tag}></section>`)
    .join('\n');
  await page.route('**/axe-sweep.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Every widget</title></head><body><main><h1>Every widget</h1>${body}</main><script type="module" src="/widgets/vet-widgets.js"></script></body></html>`,
    }),
  );
  await page.goto('/axe-sweep.html');
  await flowsSettled(page);
}

test.describe('axe over every widget', () => {
  test('signed out', async ({ page }) => {
    await openSweepPage(page, await everyTag(page));
    await expectNoA11yViolations(page);
  });

  test('signed in as the demo client', async ({ page }) => {
    await signIn(page, SAM, '/');
    const token = await bearerToken(page);
    await openSweepPage(page, await everyTag(page), token);
    await expect(page.locator('vet-account-pets').getByText('Bella')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('with the API unreachable', async ({ page }) => {
    const tags = await everyTag(page);
    await page.route(/\/(api|content)\//, (route) => route.abort('connectionrefused'));
    await openSweepPage(page, tags);
    await expect(
      page
        .locator('vet-booking')
        .getByRole('alert')
        .or(page.locator('vet-booking').getByText(/could not/i))
        .first(),
    ).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
