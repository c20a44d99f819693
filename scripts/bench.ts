// `npm run bench`: measurements that are not pass/fail tests. Prints a table and writes
// bench/results/latest.json. Sections are added as the product grows (server throughput,
// page timings in Chromium, Lighthouse).
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { apiThroughput } from './bench/api';
import { bundleReport, LOADER_BUDGET_GZIP } from './bench/bundle';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

if (!existsSync('dist/widgets/vet-widgets.js') || process.env.REBUILD !== '0') {
  execSync('npx vite build -c vite.widgets.config.ts', { stdio: 'ignore' });
}

const bundle = bundleReport();
console.log('\nWidget bundle (dist/widgets)');
console.table([bundle.loader, ...bundle.chunks].map((s) => ({ file: s.file, raw: kb(s.raw), gzip: kb(s.gzip), brotli: kb(s.brotli) })));
console.log(
  `Loader: ${kb(bundle.loader.gzip)} gzipped (budget ${kb(LOADER_BUDGET_GZIP)}): ${bundle.loaderWithinBudget ? 'within budget' : 'OVER BUDGET'}`,
);
console.log('\nJavaScript a page with only one widget downloads (loader + its chunks)');
console.table(bundle.pages.map((p) => ({ tag: p.tag, files: p.files, gzip: kb(p.gzip), brotli: kb(p.brotli) })));

console.log('\nAPI throughput (one process, PGlite, 16 requests in flight; ratio to a bare Hono route)');
const api = await apiThroughput();
console.table(api.map((r) => ({ endpoint: r.name, path: r.path, 'req/s': r.perSecond, ratio: r.ratioToBare.toFixed(2), failures: r.failures })));

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', JSON.stringify({ date: new Date().toISOString(), bundle, api }, null, 2));
console.log('\nWritten to bench/results/latest.json');
if (!bundle.loaderWithinBudget) process.exitCode = 1;
