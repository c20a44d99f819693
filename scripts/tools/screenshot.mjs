// Dev helper: screenshot a page in Debian's Chromium. node scripts/tools/screenshot.mjs URL OUT.png [width]
import { chromium } from 'playwright-core';
const [url, out, width='1280'] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const p = await b.newPage({ viewport: { width: Number(width), height: 900 } });
p.on('console', m => console.log('console:', m.type(), m.text()));
p.on('pageerror', e => console.log('pageerror:', e.message));
await p.goto(url, { waitUntil: 'networkidle' });
await p.waitForTimeout(500);
await p.screenshot({ path: out, fullPage: true });
await b.close();
