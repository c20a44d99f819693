// `npm test`: everything CI checks, in order of speed, one stage after another; it stops at the
// first that fails. Each stage's output streams as it runs; at the end a table gives each stage's
// time and count of tests, and a failure names its stage and the command that runs it alone.
// Installs what it needs (node_modules, Chromium and nginx when root) first. docs/testing.md
// says what each stage is for.
import { spawn } from 'node:child_process';
import { ensureDeps } from './ensure-deps.mjs';
import { summaryTable, testCount } from './test-summary.mjs';

const stages = [
  { name: 'Typecheck', command: 'npx tsc --noEmit -p .' },
  { name: 'Lint', command: 'npm run lint' },
  { name: 'Format', command: 'npm run format:check' },
  // On PGlite, and on PostgreSQL too when DATABASE_URL is set.
  { name: 'Unit, component and API tests', command: 'npx vitest run' },
  // The reverse-proxy suite needs Debian's nginx, and the check of the alert rules Debian's
  // promtool: installed first when root, else those skip and say why.
  { name: 'Reverse proxy', command: 'bash scripts/ensure-nginx.sh' },
  { name: 'Alert rules', command: 'bash scripts/ensure-promtool.sh' },
  // Concurrency, faults (the real server killed and restarted), fuzzed bad input, access and
  // headers (tests/reliability/), one file at a time.
  { name: 'Reliability and security suites', command: 'npm run test:reliability' },
  { name: 'Browser', command: 'bash scripts/ensure-chromium.sh' },
  { name: 'Build', command: 'npm run build' },
  // The CMS (cms/, its own package): after the build, as its widget block reads the widgets' manifest.
  { name: 'CMS', command: 'npm test --prefix cms', before: () => ensureDeps('cms') },
  { name: 'End-to-end tests', command: 'npx playwright test' },
  // A marketing editor's page, from the CMS's admin to a booking on the portal (both servers).
  { name: 'CMS end-to-end', command: 'npx playwright test -c cms/playwright.config.ts' },
];

/** Runs a command, its output shown as it comes and kept to read its summary: its exit code and output. */
function run(command) {
  return new Promise((done) => {
    // Colours as on a terminal, though the output goes through this script.
    const child = spawn(command, { shell: true, stdio: ['inherit', 'pipe', 'pipe'], env: { FORCE_COLOR: '1', ...process.env } });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      output += chunk;
    });
    child.on('close', (code, signal) => done({ code: code ?? (signal ? 1 : 0), output }));
  });
}

ensureDeps();
const results = [];
for (const stage of stages) {
  console.log(`\n› ${stage.name}: ${stage.command}`);
  const started = Date.now();
  stage.before?.();
  const { code, output } = await run(stage.command);
  results.push({ name: stage.name, ms: Date.now() - started, tests: testCount(output), ok: code === 0 });
  if (code !== 0) {
    console.log(`\n${summaryTable(results)}\n\n✘ ${stage.name} failed (above). To run that stage alone: ${stage.command}`);
    process.exit(code);
  }
}
console.log(`\n${summaryTable(results)}\n\n✔ Every stage passed.`);
