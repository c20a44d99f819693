// What shared/format's New Zealand daylight-saving rule saves a page: the first time-zone-aware
// Intl.DateTimeFormat a page makes, in headless Chromium with the CPU slowed 4x (each run a new
// page), against the rule's day key of the same instant in Node. The rule stands beside the zone
// database only while this gap is large; when it is not, one of the two can go.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { nzDayKey } from '../../shared/format/dates';
import { CHROMIUM, CHROMIUM_FLAGS } from './pages';

const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 5);
const CPU_SLOWDOWN = 4;

export interface DatesCost {
  cpuSlowdown: number;
  /** Each run's first zone-aware format, ms of the page's main thread. */
  zoneRunsMs: number[];
  zoneMedianMs: number;
  /** The rule's day key, µs a call in Node (median of 5 batches of 100,000), not slowed. */
  ruleUs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function ruleMicroseconds(): number {
  const start = Date.UTC(2026, 0, 1);
  const batches: number[] = [];
  for (let b = 0; b < 5; b++) {
    const t0 = performance.now();
    for (let i = 0; i < 100_000; i++) nzDayKey(start + i * 997_000);
    batches.push(((performance.now() - t0) * 1000) / 100_000);
  }
  return median(batches);
}

export async function datesCost(): Promise<DatesCost> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const zoneRunsMs: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.setContent('<!doctype html><title>dates</title><p>dates</p>');
      zoneRunsMs.push(
        await page.evaluate(() => {
          const t0 = performance.now();
          new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now());
          return performance.now() - t0;
        }),
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return { cpuSlowdown: CPU_SLOWDOWN, zoneRunsMs, zoneMedianMs: median(zoneRunsMs), ruleUs: ruleMicroseconds() };
}

export function printDatesCost(cost: DatesCost) {
  console.table([
    {
      'first zone-aware Intl format (page, 4x CPU)': `${Math.round(cost.zoneMedianMs)} ms`,
      runs: cost.zoneRunsMs.map((ms) => Math.round(ms)).join(' '),
      "the rule's day key (Node)": `${cost.ruleUs.toFixed(2)} µs`,
    },
  ]);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`New Zealand dates: the zone database's first use against the daylight-saving rule (${RUNS} runs)`);
  printDatesCost(await datesCost());
}
