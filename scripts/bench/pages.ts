// What a widget costs the clinic page that holds it, measured in Debian's headless Chromium
// with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), a cold cache each run:
//   - bytes as they came over the network (gzipped by the server), all and JS + CSS only;
//   - time until the first step is interactive (the widget's `<flow>:ready` event, or its
//     first enabled control when it has no such event);
//   - Total Blocking Time: long tasks after First Contentful Paint, each beyond 50 ms,
//     until the page is quiet.
// Pages (demo/bench/): one with only <vet-booking>, the same page with no widget, and, when
// the shop is in the build, one with only <vet-shop> and one with five different widgets. The median of BENCH_PAGE_RUNS runs.
import { chromium, type Browser } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const RUNS = Math.max(1, Number(process.env.BENCH_PAGE_RUNS ?? 3));
const CPU_SLOWDOWN = 4;
/** Goal: a booking page under 130 KB gzipped of JavaScript and CSS. */
export const BOOKING_PAGE_BUDGET = 130 * 1024;
/** Goal: a portal content page with no widget runs less than this much JavaScript. */
export const CONTENT_PAGE_JS_BUDGET = 30 * 1024;

export interface PageCost {
  page: string;
  label: string;
  runs: number;
  /** Every response body and header as transferred (gzip where the server compressed). */
  transferred: number;
  /** Scripts and style sheets only. */
  jsCss: number;
  /** Scripts only. */
  js: number;
  requests: number;
  fcpMs: number | null;
  loadMs: number | null;
  /** The first step is interactive; null for the page without a widget. */
  interactiveMs: number | null;
  tbtMs: number;
  /** <vet-shop> only: from the click on the first 'Add to basket' to 'Product added to your basket'. */
  addToBasketMs?: number | null;
}

export interface PagesReport {
  cpuSlowdown: number;
  pages: PageCost[];
  notes: string[];
}

type RunResult = Omit<PageCost, 'page' | 'label' | 'runs'>;

/** Starts the server the way users do (`npm start`) on a throw-away data dir. */
export async function startServer(port = Number(process.env.BENCH_PORT ?? 4790)): Promise<{ base: string; stop: () => void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vet-bench-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 120_000; waited += 500) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}.`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('The server did not start within two minutes.');
}

/** Tags whose flow is in the build, and each one's ready event, from the generated manifest. */
function manifestInfo(): Map<string, { available: boolean; readyEvent: string | undefined }> {
  const file = 'dist/widgets/custom-elements.json';
  const info = new Map<string, { available: boolean; readyEvent: string | undefined }>();
  if (!existsSync(file)) return info;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    modules: { declarations: { tagName?: string; description?: string; events?: { name: string }[] }[] }[];
  };
  for (const d of manifest.modules.flatMap((m) => m.declarations)) {
    if (!d.tagName) continue;
    info.set(d.tagName, {
      available: !/not available in this build/i.test(d.description ?? ''),
      readyEvent: d.events?.find((e) => e.name === `${d.tagName}:ready`)?.name,
    });
  }
  return info;
}

// Runs in the page before its own scripts: records paints, long tasks and the ready moment.
const RECORDER = `
  window.__bench = { longTasks: [], fcp: null, ready: null };
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__bench.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  } catch {}
`;

async function measure(browser: Browser, url: string, tag: string | null, readyEvent: string | undefined): Promise<RunResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const types = new Map<string, string>();
  let transferred = 0;
  let jsCss = 0;
  let js = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    requests++;
    transferred += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script' || types.get(e.requestId) === 'Stylesheet') jsCss += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') js += e.encodedDataLength;
  });
  await page.addInitScript(RECORDER);
  if (readyEvent) {
    await page.addInitScript((name: string) => {
      document.addEventListener(name, () => ((window as unknown as { __bench: { ready: number | null } }).__bench.ready ??= performance.now()), { capture: true });
    }, readyEvent);
  }
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  if (tag) {
    // The ready event when the widget has one, else its first enabled control in the shadow root.
    await page.waitForFunction(
      ({ tag, byEvent }) => {
        const bench = (window as unknown as { __bench: { ready: number | null } }).__bench;
        if (byEvent) return bench.ready !== null;
        const control = document.querySelector(tag)?.shadowRoot?.querySelector('button:not([disabled]), a[href], input:not([disabled]), select:not([disabled])');
        if (control) bench.ready ??= performance.now();
        return bench.ready !== null;
      },
      { tag, byEvent: Boolean(readyEvent) },
      { timeout: 120_000, polling: 'raf' },
    );
  }
  // Quiet: no request in flight for 500 ms; the long tasks of the first render are all in.
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const added = tag === 'vet-shop' ? await timeAddToBasket(page) : undefined;
  const result = await page.evaluate(() => {
    const bench = (window as unknown as { __bench: { longTasks: [number, number][]; fcp: number | null; ready: number | null } }).__bench;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return { ...bench, load: navigation ? navigation.loadEventEnd : null };
  });
  await context.close();
  const from = result.fcp ?? 0;
  const tbt = result.longTasks.filter(([start, duration]) => start + duration > from).reduce((sum, [start, duration]) => {
    // A task that began before FCP counts only for its part after it, as Lighthouse does.
    const after = Math.min(duration, start + duration - from);
    return sum + Math.max(0, after - 50);
  }, 0);
  return { transferred, jsCss, js, requests, fcpMs: result.fcp, loadMs: result.load, interactiveMs: result.ready, tbtMs: tbt, addToBasketMs: added };
}

/**
 * The shop's main action, timed in the page: click the first 'Add to basket' and wait for the
 * confirmation the shopper sees (the toast). Includes creating the anonymous basket.
 */
async function timeAddToBasket(page: import('@playwright/test').Page): Promise<number | null> {
  // A string, not a function: tsx's transform would wrap named helpers in a __name() call
  // that does not exist in the page.
  return page.evaluate(`new Promise((resolve) => {
    const root = document.querySelector('vet-shop')?.shadowRoot;
    const button = [...(root?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === 'Add to basket' && !b.disabled);
    if (!root || !button) return resolve(null);
    const start = performance.now();
    const timeout = setTimeout(() => resolve(null), 60000);
    const check = () => {
      if (root.textContent?.includes('Product added to your basket')) {
        clearTimeout(timeout);
        resolve(performance.now() - start);
      } else requestAnimationFrame(check);
    };
    button.click();
    requestAnimationFrame(check);
  })`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const medianOrNull = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? Math.round(median(known)) : null;
};

export async function pageCosts(base: string): Promise<PagesReport> {
  const info = manifestInfo();
  const notes: string[] = [];
  const targets: { page: string; label: string; tag: string | null }[] = [
    { page: '/demo/bench/empty.html', label: 'no widget (same page)', tag: null },
    { page: '/demo/bench/booking-only.html', label: '<vet-booking> only', tag: 'vet-booking' },
    // The portal's own pages, server-rendered: content with no widget runs only the islands.
    { page: '/about-us', label: 'portal /about-us (no widget)', tag: null },
    { page: '/emergencies', label: 'portal /emergencies (no widget)', tag: null },
  ];
  if (info.get('vet-shop')?.available) {
    targets.push({ page: '/demo/bench/shop-only.html', label: '<vet-shop> only', tag: 'vet-shop' });
    // What sharing costs: booking, shop, basket button, checkout and contact form on one page
    // (interactive = the booking's first step).
    targets.push({ page: '/demo/bench/five-widgets.html', label: 'five different widgets', tag: 'vet-booking' });
  } else notes.push('<vet-shop> shows "not available" in this build: its pages were skipped.');

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const pages: PageCost[] = [];
  try {
    for (const target of targets) {
      const readyEvent = target.tag ? info.get(target.tag)?.readyEvent : undefined;
      if (target.tag && !readyEvent) notes.push(`<${target.tag}> has no ${target.tag}:ready event: interactive = its first enabled control.`);
      const runs: RunResult[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, base + target.page, target.tag, readyEvent));
      pages.push({
        page: target.page,
        label: target.label,
        runs: RUNS,
        transferred: Math.round(median(runs.map((r) => r.transferred))),
        jsCss: Math.round(median(runs.map((r) => r.jsCss))),
        js: Math.round(median(runs.map((r) => r.js))),
        requests: Math.round(median(runs.map((r) => r.requests))),
        fcpMs: medianOrNull(runs.map((r) => r.fcpMs)),
        loadMs: medianOrNull(runs.map((r) => r.loadMs)),
        interactiveMs: medianOrNull(runs.map((r) => r.interactiveMs)),
        tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
        ...(target.tag === 'vet-shop' ? { addToBasketMs: medianOrNull(runs.map((r) => r.addToBasketMs ?? null)) } : {}),
      });
    }
  } finally {
    await browser.close();
  }
  return { cpuSlowdown: CPU_SLOWDOWN, pages, notes };
}
