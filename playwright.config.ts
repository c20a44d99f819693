// End-to-end tests drive Debian's Chromium (/usr/bin/chromium; `npm test` installs it)
// against the real server started the way users start it (`npm start`), on its own port
// and a throw-away data directory so runs never touch ./data.
import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumProjects, chromiumUse } from './tests/e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4319);
// E2E_BASE_URL points the suite at a server you already run (skips starting one).
const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
// The dev mailbox's key (tests/e2e/mailbox.ts reads it): set here once, so the workers, which
// inherit this environment, and the started server share it.
const DEV_MAILBOX_KEY = (process.env.DEV_MAILBOX_KEY ??= randomBytes(24).toString('base64url'));
// The started server's whole output (stdout and stderr, JSON log lines and all) is copied here;
// after the run tests/e2e/serverLogCheck.ts reads it for personal data and secrets. Set once,
// like the key, so the workers that load this file again do not make directories of their own.
const SERVER_LOG = (process.env.E2E_SERVER_LOG ??= join(mkdtempSync(join(tmpdir(), 'vet-e2e-log-')), 'server.log'));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  // No retries: a test that passes only on its second try is a bug to find, not to hide.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    ...chromiumUse,
  },
  projects: chromiumProjects,
  globalTeardown: './tests/e2e/serverLogCheck.ts',
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node scripts/start.mjs 2>&1 | tee '${SERVER_LOG}'`,
        url: `${BASE_URL}/widgets/vet-widgets.js`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'pipe',
        env: {
          PORT: String(PORT),
          DATA_DIR: mkdtempSync(join(tmpdir(), 'vet-e2e-')),
          // Absolute links (mail, the card script, og:url) are made from PUBLIC_URL: the address the browser uses.
          PUBLIC_URL: BASE_URL,
          DEV_MAILBOX_KEY,
          // The e2e suite exercises the embedded default database, whatever the shell has set.
          DATABASE_URL: '',
          // The log check after the run needs the request lines: info, whatever the shell has set.
          LOG_LEVEL: 'info',
        },
      },
});
