// Payload's admin form, driven as an editor would: each step waits until the admin has sent the
// change before it and has no request under way. The admin asks the server for the form's state
// 250 ms after a change (a Next.js server action: a POST to /admin); a block added while an
// earlier change's request is still under way can stay a grey placeholder for good. Waiting for
// that request, not for a fixed time, makes each step start from a settled form.
import { expect, type Page, type Request } from '@playwright/test';

interface FormRequests {
  started: number;
  inFlight: number;
  /** The body of the newest request settled (the form's state as sent), answered or dropped. */
  lastSettled: string;
}

const tracked = new WeakMap<Page, FormRequests>();

/** Counts the admin form's round trips on this page; call once, before the first change. */
export function trackFormRequests(page: Page) {
  const state: FormRequests = { started: 0, inFlight: 0, lastSettled: '' };
  const isForm = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/admin');
  page.on('request', (r) => {
    if (!isForm(r)) return;
    state.started++;
    state.inFlight++;
  });
  // The admin drops a form-state request of its own at times (aborted, never sent again): that
  // one is settled too, as the admin waits for it no more.
  const settled = (r: Request) => {
    if (!isForm(r)) return;
    state.inFlight--;
    state.lastSettled = r.postData() ?? '';
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  tracked.set(page, state);
}

/**
 * Makes a change and waits until the admin has sent it and is waiting for nothing: a round trip
 * begun after the change started, none under way, and (for typing, which can send several) the
 * last one holding `sent`.
 */
export async function answered(page: Page, change: () => Promise<unknown>, sent?: string) {
  const state = tracked.get(page);
  if (!state) throw new Error('trackFormRequests(page) first');
  const before = state.started;
  await change();
  await expect
    .poll(() => state.started > before && state.inFlight === 0 && (sent === undefined || state.lastSettled.includes(sent)), { timeout: 60_000 })
    .toBe(true);
}

/**
 * Waits until the admin has no request for the form's state under way, for a change it may not
 * send at all (after a refused save it leaves a typed address to the save).
 */
export async function formIdle(page: Page) {
  const state = tracked.get(page);
  if (!state) throw new Error('trackFormRequests(page) first');
  await expect.poll(() => state.inFlight, { timeout: 60_000 }).toBe(0);
}

/** Payload's add-a-block drawer: the layout's "Add" button, then the block by its label; done when the block shows its fields. */
export async function addBlock(page: Page, label: string) {
  const count = await page.locator('[id^="layout-row-"]').count();
  await answered(page, async () => {
    await page
      .getByRole('button', { name: /^Add (Layout|Block)/ })
      .last()
      .click();
    // A block's button reads its picture's sentence, then its name.
    await page.getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) }).click();
  });
  const row = page.locator(`#layout-row-${count}`);
  await expect(row).toBeVisible();
  await expect(row.locator('.shimmer-effect')).toHaveCount(0);
}
