// `npm test`: everything CI checks. The tools it needs are installed first (node_modules, and
// Chromium, nginx and promtool when root); then two lanes run at once: the build with the
// browser suites after it, and, at a lower priority, the checks and Node suites. Each lane
// stops at its first failure and a failure stops the other lane. A stage's output is kept in
// test-results/stages/<stage>.log (follow it with `tail -f`) and printed when the stage ends;
// at the end a table gives each stage's time and count of tests, and a failure names its stage
// and the command that runs it alone. docs/testing.md says what each stage is for.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { ensureDeps } from './ensure-deps.mjs';
import { duration, summaryTable, testCount } from './test-summary.mjs';

const LOGS = 'test-results/stages';

// Seconds each, one after another: what the lanes' suites need on this machine.
const setup = [
  // The reverse-proxy suite needs Debian's nginx, the check of the alert rules Debian's promtool,
  // the browser suites Debian's Chromium: installed when root, else those skip and say why.
  { name: 'Reverse proxy', command: 'bash scripts/ensure-nginx.sh' },
  { name: 'Alert rules', command: 'bash scripts/ensure-promtool.sh' },
  { name: 'Browser', command: 'bash scripts/ensure-chromium.sh' },
  { name: 'CMS packages', command: 'node scripts/ensure-deps.mjs cms' },
];

// The checks lane runs at a lower priority (nice 10): it takes the CPU the browser lane leaves
// (the browser suite alone keeps about 0.7 of the two cores busy, waiting on pages the rest of
// the time). At equal priority the two fought for the cores and each ran 2 to 7 times slower
// than alone: journeys passed their bounds, and vitest took 27 minutes against 6:38 alone.
const lanes = [
  {
    nice: 10,
    stages: [
      { name: 'Typecheck', command: 'npx tsc --noEmit -p .' },
      { name: 'Lint', command: 'npm run lint' },
      { name: 'Format', command: 'npm run format:check' },
      // On PGlite, and on PostgreSQL too when DATABASE_URL is set.
      { name: 'Unit, component and API tests', command: 'npx vitest run' },
      // Concurrency, faults (the real server killed and restarted), fuzzed bad input, access and
      // headers (tests/reliability/), one file at a time.
      { name: 'Reliability and security suites', command: 'npm run test:reliability' },
    ],
  },
  {
    stages: [
      { name: 'Build', command: 'npm run build' },
      // The CMS (cms/, its own package): after the build, as its widget block reads the widgets' manifest.
      { name: 'CMS', command: 'npm test --prefix cms' },
      // A worker per core, each with its own server (tests/e2e/test.ts).
      { name: 'End-to-end tests', command: 'npx playwright test' },
      // A marketing editor's page, from the CMS's admin to a booking on the portal (both servers).
      { name: 'CMS end-to-end', command: 'npx playwright test -c cms/playwright.config.ts' },
    ],
  },
];

const running = new Set();
let stopping = false;

/** Runs a stage's command in its own process group, its output kept in its log file: its exit code and output. */
function run(stage, nice = 0) {
  const file = `${LOGS}/${stage.name.replace(/\W+/g, '-').toLowerCase()}.log`;
  const log = createWriteStream(file);
  return new Promise((done) => {
    // Colours as on a terminal, though the output goes through this script.
    const command = nice ? `nice -n ${nice} ${stage.command}` : stage.command;
    const child = spawn(command, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { FORCE_COLOR: '1', ...process.env } });
    running.add(child);
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        output += chunk;
        log.write(chunk);
      });
    }
    child.on('close', (code, signal) => {
      running.delete(child);
      log.end();
      done({ code: code ?? (signal ? 1 : 0), output, file });
    });
  });
}

/** Runs stages one after another until one fails (or the other lane's did): their results. */
async function runLane({ stages, nice }, results) {
  for (const stage of stages) {
    if (stopping) return;
    console.log(`› ${stage.name} started: ${stage.command}`);
    const started = Date.now();
    const { code, output, file } = await run(stage, nice);
    const result = { name: stage.name, command: stage.command, ms: Date.now() - started, tests: testCount(output), ok: code === 0, file };
    // Stopped by the other lane's failure: not a failure of its own.
    if (stopping && !result.ok) return void results.push({ ...result, ok: true, tests: 'stopped: another stage failed' });
    results.push(result);
    console.log(`\n━━ ${stage.name} (${file}) ━━\n${output.trimEnd()}\n━━ ${stage.name}: ${result.ok ? 'passed' : 'FAILED'} in ${duration(result.ms)} ━━\n`);
    if (!result.ok) {
      stopping = true;
      for (const child of running) process.kill(-child.pid, 'SIGTERM');
      return;
    }
  }
}

ensureDeps();
mkdirSync(LOGS, { recursive: true });
const results = [];
for (const stage of setup) {
  const { code, output } = await run(stage);
  if (output.trim()) console.log(output.trimEnd());
  if (code !== 0) {
    console.log(`\n✘ ${stage.name} failed (above). To run it alone: ${stage.command}`);
    process.exit(code);
  }
}
const started = Date.now();
await Promise.all(lanes.map((lane) => runLane(lane, results)));
const table = summaryTable(results, Date.now() - started);
const failed = results.find((result) => !result.ok);
if (failed) {
  console.log(`\n${table}\n\n✘ ${failed.name} failed (its output above, and in ${failed.file}). To run that stage alone: ${failed.command}`);
  process.exit(1);
}
console.log(`\n${table}\n\n✔ Every stage passed.`);
