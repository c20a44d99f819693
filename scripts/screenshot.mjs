// Looks at a page the way the team reviews UI: `node scripts/screenshot.mjs <url> <out.png> [width] [waitMs]`
// opens it in Debian's headless Chromium, prints console errors and page errors, and saves
// a full-page screenshot.
import { chromium } from '@playwright/test';

const [, , url, out, width = '1280', wait = '1500'] = process.argv;
if (!url || !out) {
  console.error('Usage: node scripts/screenshot.mjs <url> <out.png> [width] [waitMs]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
page.on('pageerror', (e) => console.log('page error:', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(Number(wait));
await page.screenshot({ path: out, fullPage: true });
await browser.close();
