// `npm test`: everything CI checks, in order of speed: typecheck, lint, format, unit/component/API tests
// (vitest), the reliability suites, then a production build and the Playwright e2e suite in Debian's Chromium.
// Installs what it needs (node_modules, Chromium when root) first.
import { execSync } from 'node:child_process';
import { ensureDeps } from './ensure-deps.mjs';

const run = (label, command) => {
  console.log(`\n› ${label}: ${command}`);
  execSync(command, { stdio: 'inherit' });
};

ensureDeps();
run('Typecheck', 'npx tsc --noEmit -p .');
run('Lint', 'npm run lint');
run('Format', 'npm run format:check');
run('Unit, component and API tests', 'npx vitest run');
// Concurrency, faults (the real server killed and restarted), fuzzed bad input, access and
// headers (tests/reliability/): 1 min 45 s with PostgreSQL on this 2-core machine, ~6 min when
// it is busy with other work. The reverse-proxy suite needs Debian's nginx, and the check of the
// alert rules Debian's promtool: installed first when root, else those skip and say why.
run('Reverse proxy', 'bash scripts/ensure-nginx.sh');
run('Alert rules', 'bash scripts/ensure-promtool.sh');
run('Reliability and security suites', 'npm run test:reliability');
run('Browser', 'bash scripts/ensure-chromium.sh');
run('Build', 'npm run build');
// The CMS (cms/, its own package): its access rules, the portal's parsing of what it serves, and
// the content contract with @payloadcms/sdk against it and the built-in service. After the
// build: its widget block reads the widgets' manifest. ~1 min with its install.
ensureDeps('cms');
run('CMS', 'npm test --prefix cms');
run('End-to-end tests', 'npx playwright test');
// A marketing editor's page, from the CMS's admin to a booking on the portal (both servers).
run('CMS end-to-end', 'npx playwright test -c cms/playwright.config.ts');
