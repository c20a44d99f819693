// `npm run bench`: measurements that are not pass/fail tests. Prints a table and writes
// bench/results/latest.json. Sections: bundle sizes, API throughput, what the request log costs
// it, the CORS middleware against Hono's, 1, 2 and 4 processes behind nginx, the host-page cost of
// a widget in throttled Chromium, Lighthouse on portal pages, what the NZ daylight-saving rule saves.
// BENCH_ONLY=pages,lighthouse (a comma list of bundle, api, log, middleware, proxy, pages, lighthouse, dates) runs some; REBUILD=0 uses the current build
// (otherwise it rebuilds: the widget bundle only when neither pages nor lighthouse runs).
import { execSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { apiThroughput, printThroughput } from './bench/api';
import { bundleReport, chunkNames, LOADER_BUDGET_GZIP } from './bench/bundle';
import { datesCost, printDatesCost } from './bench/dates';
import { lighthouseReport } from './bench/lighthouse';
import { loggingCost, printLoggingCost } from './bench/logging';
import { middlewareCost } from './bench/middleware';
import { printProxy, proxyBenchMissing, proxyThroughput } from './bench/proxy';
import { BOOKING_PAGE_BUDGET, CONTENT_PAGE_JS_BUDGET, pageCosts, startServer } from './bench/pages';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number | null) => (n === null ? '-' : `${Math.round(n)} ms`);
const only = new Set((process.env.BENCH_ONLY ?? 'bundle,api,log,middleware,proxy,pages,lighthouse,dates').split(',').map((s) => s.trim()));

const needsShell = only.has('pages') || only.has('lighthouse');
// The proxy, middleware and dates sections need no build: their servers answer only the API, or none runs.
const needsBuild = [...only].some((section) => section !== 'proxy' && section !== 'middleware' && section !== 'dates');
if (needsBuild && (!existsSync('dist/widgets/vet-widgets.js') || (needsShell && !existsSync('dist/shell/index.html')) || process.env.REBUILD !== '0')) {
  // The pages and Lighthouse sections load the portal and the manifest too: the whole build.
  // The bundle and API sections need only the widget bundle (and its manifest, which the
  // widget build's emptyOutDir removes); dist/shell is left alone.
  execSync(needsShell ? 'npm run build' : 'npx vite build -c vite.widgets.config.ts && node --import tsx scripts/manifest.ts', {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

let bundle: ReturnType<typeof bundleReport> | undefined;
if (only.has('bundle')) {
  bundle = bundleReport();
  console.log('\nWidget bundle (dist/widgets)');
  console.table([bundle.loader, ...bundle.chunks].map((s) => ({ file: s.file, raw: kb(s.raw), gzip: kb(s.gzip), brotli: kb(s.brotli) })));
  console.log(`Loader: ${kb(bundle.loader.gzip)} gzipped (budget ${kb(LOADER_BUDGET_GZIP)}): ${bundle.loaderWithinBudget ? 'within budget' : 'OVER BUDGET'}`);
  // vet-widgets.js alone is what the budget has always measured; the registry and preload
  // map now sit in a chunk it imports statically, which every page fetches with it.
  console.log(
    `Loader with its static imports (${chunkNames(bundle.loaderTotal.files)}), fetched by every page before any flow: ${kb(bundle.loaderTotal.gzip)} gzipped (${bundle.loaderTotal.gzip} bytes; ${bundle.loaderTotal.withinBudget ? 'within' : 'OVER'} the ${kb(LOADER_BUDGET_GZIP)} budget)`,
  );
  console.log("\nJavaScript a page with only one widget downloads (loader + its static imports + the flow's chunks)");
  console.log(`Every flow fetches ${chunkNames(bundle.shared.files)} (${kb(bundle.shared.gzip)} gzipped); the last column lists the rest.`);
  console.table(
    bundle.pages.map((p) => ({
      tag: p.tag,
      files: p.files,
      gzip: kb(p.gzip),
      brotli: kb(p.brotli),
      'its own chunks': chunkNames(p.own),
    })),
  );
}

let api: Awaited<ReturnType<typeof apiThroughput>> | undefined;
if (only.has('api')) {
  console.log(
    `\nAPI throughput (server in its own process, ${process.env.BENCH_CONNECTIONS ?? 16} connections; ratio to a bare Hono route measured just before each target; requests carry a browser's Accept-Encoding)`,
  );
  api = await apiThroughput();
  printThroughput(api);
}

let log: Awaited<ReturnType<typeof loggingCost>> | undefined;
if (only.has('log')) {
  console.log(
    `\nThe request log's cost: kept reads from a server writing a line per request (LOG_LEVEL=info) and one writing none (warn), ratio to the bare route, median of ${process.env.BENCH_LOG_ROUNDS ?? 3} rounds`,
  );
  log = await loggingCost();
  printLoggingCost(log);
}

let middleware: Awaited<ReturnType<typeof middlewareCost>> | undefined;
if (only.has('middleware')) {
  console.log("\nCORS on a JSON read: the server's middleware against Hono's cors() (same route, same process; best of two runs each)");
  middleware = await middlewareCost();
  console.table(middleware.map((m) => ({ variant: m.name, 'req/s': m.perSecond, 'ratio to no CORS': m.ratio.toFixed(2) })));
}

let proxy: Awaited<ReturnType<typeof proxyThroughput>> | undefined;
if (only.has('proxy')) {
  const missing = proxyBenchMissing();
  if (missing) console.log(`\nProcesses behind nginx: skipped (${missing})`);
  else {
    console.log(
      `\nProcesses behind nginx on one PostgreSQL (${process.env.BENCH_CONNECTIONS ?? 16} connections to nginx, round-robin to the processes; ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} at the start)`,
    );
    proxy = await proxyThroughput();
    printProxy(proxy);
  }
}

let dates: Awaited<ReturnType<typeof datesCost>> | undefined;
if (only.has('dates')) {
  console.log("\nNew Zealand dates: a page's first zone-aware Intl format (headless Chromium, CPU 4x slower) against the daylight-saving rule");
  dates = await datesCost();
  printDatesCost(dates);
}

// Host-page cost and Lighthouse share one server, started as `npm start` starts it.
let pages: Awaited<ReturnType<typeof pageCosts>> | undefined;
let lighthouse: Awaited<ReturnType<typeof lighthouseReport>> | undefined;
if (only.has('pages') || only.has('lighthouse')) {
  const server = await startServer();
  try {
    if (only.has('pages')) {
      pages = await pageCosts(server.base);
      console.log(`\nHost-page cost in headless Chromium, CPU ${pages.cpuSlowdown}x slower, cold cache (median of ${pages.pages[0]?.runs ?? 0} runs)`);
      console.table(
        pages.pages.map((p) => ({
          page: p.label,
          transferred: kb(p.transferred),
          'JS + CSS': kb(p.jsCss),
          JS: kb(p.js),
          requests: p.requests,
          FCP: ms(p.fcpMs),
          'first step interactive': ms(p.interactiveMs),
          TBT: ms(p.tbtMs),
          'add to basket': p.addToBasketMs === undefined ? '' : ms(p.addToBasketMs),
        })),
      );
      const booking = pages.pages.find((p) => p.page.includes('booking-only'));
      if (booking)
        console.log(
          `Booking page JS + CSS: ${kb(booking.jsCss)} over the network (goal under ${kb(BOOKING_PAGE_BUDGET)}): ${booking.jsCss < BOOKING_PAGE_BUDGET ? 'within the goal' : 'OVER THE GOAL'}`,
        );
      for (const portal of pages.pages.filter((p) => p.page.startsWith('/') && !p.page.startsWith('/demo/')))
        console.log(
          `${portal.page} runs ${kb(portal.js)} of JavaScript over the network (goal under ${kb(CONTENT_PAGE_JS_BUDGET)}): ${portal.js < CONTENT_PAGE_JS_BUDGET ? 'within the goal' : 'OVER THE GOAL'}`,
        );
      for (const note of pages.notes) console.log(`Note: ${note}`);
    }
    if (only.has('lighthouse')) {
      lighthouse = await lighthouseReport(server.base);
      console.log('\nLighthouse, mobile profile (simulated slow 4G, 4x CPU), performance');
      console.table(
        lighthouse.map((r) => ({
          page: `${r.name} (${r.path})`,
          score: r.performance ?? '-',
          LCP: ms(r.lcpMs),
          TBT: ms(r.tbtMs),
          CLS: r.cls === null ? '-' : r.cls.toFixed(3),
          ...(r.error ? { error: r.error } : {}),
        })),
      );
    }
  } finally {
    server.stop();
  }
}

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/latest.json',
  JSON.stringify({ date: new Date().toISOString(), bundle, api, log, middleware, proxy, pages, lighthouse, dates }, null, 2),
);
console.log('\nWritten to bench/results/latest.json');
if (bundle && !bundle.loaderWithinBudget) process.exitCode = 1;
