// Scheduled publishing, as an editor does it: a draft page is given a time a minute or so ahead
// from the publish button's "Schedule Publish"; the pages list says when it publishes, the portal
// does not show it before then, and shows it at its address once the time has come (the e2e
// run's CMS runs its jobs every five seconds: playwright.config.ts, src/schedule.ts).
import { expect, test } from '@playwright/test';
import { draftPage, signInToCms } from './asEditor';
import { CMS } from './urls';

const NZ = 'Pacific/Auckland';

/** The next whole minute at least 30 seconds away (the picker takes minutes, not seconds). */
function soon(now = Date.now()): Date {
  const at = new Date(now + 30_000);
  at.setUTCSeconds(0, 0);
  return new Date(at.getTime() + 60_000);
}

/** As Payload's date picker reads a typed time: "Nov 28, 2026 7:45 PM", in New Zealand's time. */
const typed = (at: Date) => {
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: NZ, ...options }).format(at);
  return `${part({ month: 'short' })} ${part({ day: 'numeric' })}, ${part({ year: 'numeric' })} ${part({ hour: 'numeric', minute: '2-digit', hour12: true })}`;
};

/** As the pages list says it: "28 Nov 2026, 7:45 pm" (src/schedule.ts). */
const listed = (at: Date) =>
  new Intl.DateTimeFormat('en-NZ', { timeZone: NZ, day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(at);

test('an editor schedules a draft page a minute ahead; the list says so and the portal shows it at its time', async ({ page, request }, testInfo) => {
  const slug = `open-day-${Date.now().toString(36)}${testInfo.retry ? `-${testInfo.retry}` : ''}`;
  const id = await draftPage(request, { title: 'Open day', slug, layout: [{ blockType: 'article', title: 'Come and meet the team on Saturday' }] });

  await signInToCms(page);
  await page.goto(`${CMS}/admin/collections/ui-page/${id}`);
  await expect(page.locator('#field-title')).toHaveValue('Open day');
  // The publish button's menu: "Schedule Publish" opens Payload's scheduling drawer.
  await page.locator('#action-save').locator('xpath=ancestor::*[contains(@class,"btn--withPopup")][1]').locator('.popup-button').click();
  await page.getByRole('button', { name: 'Schedule Publish' }).click();
  const drawer = page.locator('.schedule-publish');
  await expect(drawer).toBeVisible();

  // Payload's drawer offers "Unpublish" first for a page never published: the editor picks "Publish".
  await drawer.getByText('Publish', { exact: true }).click();
  const at = soon();
  const time = drawer.locator('#time input');
  await time.fill(typed(at));
  await time.press('Enter');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Scheduled successfully.')).toBeVisible();

  // Before its time: scheduled in the list, and nowhere on the portal.
  await page.goto(`${CMS}/admin/collections/ui-page?search=${slug}`);
  const row = page.getByRole('row', { name: /Open day/ });
  await expect(row).toContainText('Draft');
  await expect(row).toContainText(`Publishes ${listed(at)}`);
  await page.screenshot({ path: testInfo.outputPath('scheduled-in-list.png') });
  expect(Date.now()).toBeLessThan(at.getTime());
  const before = await request.get(`/${slug}`);
  expect(before.status()).toBe(404);

  // At its time (and a job run after it): on the portal, and not before it.
  const due = Math.max(0, at.getTime() - Date.now());
  await expect.poll(async () => (await request.get(`/${slug}`)).status(), { timeout: due + 60_000, intervals: [2_000] }).toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  await page.goto(`/${slug}`);
  await expect(page.getByRole('heading', { name: 'Come and meet the team on Saturday' })).toBeVisible();

  // The list now says published, with nothing scheduled.
  await page.goto(`${CMS}/admin/collections/ui-page?search=${slug}`);
  await expect(page.getByRole('row', { name: /Open day/ })).toContainText('Published');
  await expect(page.getByRole('row', { name: /Open day/ })).not.toContainText('Publishes');
});
