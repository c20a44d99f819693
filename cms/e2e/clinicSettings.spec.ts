// A clinic's closed day as the practice manager sets it: on the clinic's location in the CMS,
// under Booking settings, a day the booking system still offers is added to Closed days and
// saved; from then on the portal offers no time that day.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { authorization, signInToCms } from './asEditor';
import { CMS } from './urls';

/** The days of a month Hamilton offers in the older flow's date picker, from the portal's API. */
async function daysOffered(request: APIRequestContext, month: string): Promise<string[]> {
  const res = await request.get(`/api/v1/appointment/days?clinicId=tui-hamilton&month=${month}`, { headers: { 'X-Vet-Id': 'tui-vets' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: string[] }).data;
}

test('a closed day saved on a clinic’s location in the CMS takes that day off the portal’s booking', async ({ page, request }, testInfo) => {
  const next = new Date();
  next.setUTCMonth(next.getUTCMonth() + 1, 1);
  const month = next.toISOString().slice(0, 7);
  const day = (await daysOffered(request, month)).at(-1)!;
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToCms(page);
  // Opened by its address: the first visit to a document waits for Next.js to compile the view.
  const found = await request.get(`${CMS}/api/t1-location?where[clinicId][equals]=tui-hamilton&depth=0`, { headers: await authorization(request) });
  const { id } = ((await found.json()) as { docs: { id: string }[] }).docs[0]!;
  await page.goto(`${CMS}/admin/collections/t1-location/${id}`);
  await expect(page.getByText('Booking settings', { exact: true })).toBeVisible();
  const closedDays = page
    .locator('.field-type.text')
    .filter({ has: page.getByText('Closed days', { exact: true }) })
    .getByRole('combobox');
  await closedDays.scrollIntoViewIfNeeded();
  await closedDays.click();
  await page.keyboard.type(day);
  await page.keyboard.press('Enter');
  await page.screenshot({ path: testInfo.outputPath('booking-settings.png'), fullPage: false });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/successfully/i).first()).toBeVisible();

  await expect.poll(() => daysOffered(request, month)).not.toContain(day);
});
