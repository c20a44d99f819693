// End-to-end tests drive Debian's Chromium (/usr/bin/chromium; `npm test` installs it)
// against the real server, started by each worker the way `npm start` runs it, on its own port
// and a throw-away data directory (tests/e2e/test.ts), so runs never touch ./data and two
// workers never share a server. Run `npm run build` first: the suite builds nothing.
import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumProjects, chromiumUse } from './tests/e2e/chromium';

// The dev mailbox's key (tests/e2e/mailbox.ts reads it): set here once, so the workers, which
// inherit this environment, and the servers they start share it.
process.env.DEV_MAILBOX_KEY ??= randomBytes(24).toString('base64url');
// Each worker's server's whole output (JSON log lines and all) is written here when the worker
// ends; after the run tests/e2e/serverLogCheck.ts reads them for personal data and secrets. Set
// once, like the key, so the workers that load this file again make no directories of their own.
process.env.E2E_SERVER_LOGS ??= mkdtempSync(join(tmpdir(), 'vet-e2e-logs-'));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // A worker per core, each with its own server; a file's tests run in order in one worker.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries: a test that passes only on its second try is a bug to find, not to hide.
  retries: 0,
  reporter: [['list']],
  // Bounds, not pauses (a passing test never waits them out): npm test runs this suite beside
  // vitest on two cores, where a journey that takes 15 s alone has taken over 60 s, and a
  // step's answer over 10 s.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: chromiumUse,
  projects: chromiumProjects,
  globalTeardown: './tests/e2e/serverLogCheck.ts',
});
