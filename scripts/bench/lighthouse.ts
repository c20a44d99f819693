// Lighthouse, mobile profile (its default: a mid-range phone, simulated slow 4G and 4x CPU),
// performance only, on the portal's home page, a content page, /shop, /book-appointment and
// a news article (the sitemap's first).
// Debian's Chromium through chrome-launcher's chromePath; one Chromium per page so no run
// inherits another's cache. The median of BENCH_LIGHTHOUSE_RUNS runs by performance score.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from './pages';

const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
export const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'content page', path: '/about-us' },
  { name: 'shop', path: '/shop' },
  { name: 'booking', path: '/book-appointment' },
  { name: 'news article', path: 'the sitemap\'s first /news/ page' },
] as const;

/** A page's path; the news article is looked up, so the bench follows the demo content. */
async function pathOf(base: string, path: string): Promise<string> {
  if (path.startsWith('/')) return path;
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const news = /<loc>[^<]*?(\/news\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!news) throw new Error('The sitemap lists no news article.');
  return news;
}

export interface LighthouseResult {
  name: string;
  path: string;
  /** 0-100 */
  performance: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  /** Why a run gave no score (Lighthouse's runtime error), when it did not. */
  error?: string;
}

async function runOnce(url: string): Promise<Omit<LighthouseResult, 'name' | 'path'>> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) return { performance: null, lcpMs: null, tbtMs: null, cls: null, fcpMs: null, error: 'no report' };
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      return typeof value === 'number' ? value : null;
    };
    const score = lhr.categories.performance?.score;
    return {
      performance: typeof score === 'number' ? Math.round(score * 100) : null,
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcpMs: metric('first-contentful-paint'),
      ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
    };
  } finally {
    await chrome.kill();
  }
}

export async function lighthouseReport(base: string): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const path = await pathOf(base, page.path);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await runOnce(base + path));
    runs.sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
    results.push({ ...page, path, ...runs[Math.floor(runs.length / 2)]! });
  }
  return results;
}
