// `npm test`: everything CI checks, in order of speed: typecheck, unit/component/API tests
// (vitest), then a production build and the Playwright e2e suite in Debian's Chromium.
// Installs what it needs (node_modules, Chromium when root) first.
import { execSync } from 'node:child_process';
import { ensureDeps } from './ensure-deps.mjs';

const run = (label, command) => {
  console.log(`\n› ${label}: ${command}`);
  execSync(command, { stdio: 'inherit' });
};

ensureDeps();
run('Typecheck', 'npx tsc --noEmit -p .');
run('Unit, component and API tests', 'npx vitest run');
run('Browser', 'bash scripts/ensure-chromium.sh');
run('Build', 'npm run build');
run('End-to-end tests', 'npx playwright test');
