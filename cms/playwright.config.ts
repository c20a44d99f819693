// The marketing editor's journey across both services: the CMS (cms/, Next.js's production
// build and server on a fresh SQLite file, seeded) and the portal (npm start's server on a
// fresh PGlite, reading its pages from the CMS through CONTENT_API_URL). Run from the
// repository's root: npx playwright test -c cms/playwright.config.ts (npm test does).
import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumProjects, chromiumUse } from '../tests/e2e/chromium';
import { CMS, PORTAL } from './e2e/urls';

const cmsData = mkdtempSync(join(tmpdir(), 'vet-cms-e2e-'));
// The portal's data dir, which the CMS reads too: the content-changed webhook's secret is made
// there by whichever starts first.
const portalData = mkdtempSync(join(tmpdir(), 'vet-e2e-'));
// The portal's whole output is copied here and read after the run for personal data and
// secrets (tests/e2e/serverLogCheck.ts), as the portal's own e2e run does. Set once, so the
// workers that load this file again write no logs of their own. A reused server's log is not ours.
const reuse = process.env.E2E_REUSE === '1';
const SERVER_LOG = (process.env.E2E_SERVER_LOG ??= join(mkdtempSync(join(tmpdir(), 'vet-cms-e2e-log-')), 'server.log'));
// The CMS runs as in production (`next start`), which has every secret given: the webhook's is
// the portal's too. Set once, like the log, so the workers agree with the servers.
const WEBHOOK_SECRET = (process.env.E2E_WEBHOOK_SECRET ??= randomBytes(24).toString('base64url'));
const PAYLOAD_SECRET = (process.env.E2E_PAYLOAD_SECRET ??= randomBytes(24).toString('base64url'));

export default defineConfig({
  testDir: 'e2e',
  outputDir: '../test-results/cms',
  workers: 1,
  // No retries, as the portal's run: a step that passes only on its second try is a bug to find.
  retries: 0,
  // A journey crosses both services and several admin screens; on a loaded 2-core machine it takes a minute or two.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: PORTAL,
    navigationTimeout: 60_000,
    actionTimeout: 45_000,
    ...chromiumUse,
  },
  projects: chromiumProjects,
  ...(reuse ? {} : { globalTeardown: '../tests/e2e/serverLogCheck.ts' }),
  webServer: [
    {
      command: `node scripts/start.mjs 2>&1 | tee '${SERVER_LOG}'`,
      cwd: '..',
      url: `${PORTAL}/widgets/vet-widgets.js`,
      // E2E_REUSE=1: servers already running on these ports are used (a faster loop while writing tests).
      reuseExistingServer: reuse,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        PORT: new URL(PORTAL).port,
        DATA_DIR: portalData,
        PUBLIC_URL: PORTAL,
        DATABASE_URL: '',
        CONTENT_API_URL: `${CMS}/api`,
        CONTENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
        // The log check needs the request lines: info, whatever the shell has set.
        LOG_LEVEL: 'info',
      },
    },
    {
      // The seed has twice exited 13 (a top-level await left unsettled) before writing anything,
      // both times while the portal started beside it on a loaded machine; it is tried once more
      // rather than failing the run. Its second try seeds from scratch or finds content and stops.
      // A production build once (a minute or two), then its server: the development server
      // compiled each admin screen on its first visit, which was most of this suite's time.
      // Idle kept-alive connections are held 65 s, not Node's 5 s: the tests' API client reuses a
      // connection after a pause, and one the server closed at that moment was reset mid-request.
      command: `(npm run seed || npm run seed) && npx next build && npx next start --port ${new URL(CMS).port} --keepAliveTimeout 65000`,
      cwd: '.',
      url: `${CMS}/api/ui-page?limit=1`,
      reuseExistingServer: reuse,
      timeout: 600_000,
      stdout: 'pipe',
      env: {
        CMS_DATA_DIR: cmsData,
        DATA_DIR: portalData,
        CMS_URL: CMS,
        CMS_PORT: new URL(CMS).port,
        PORTAL_URL: PORTAL,
        DATABASE_URL: '',
        PAYLOAD_SECRET,
        CONTENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
        NEXT_TELEMETRY_DISABLED: '1',
        // Scheduled publishing's jobs every five seconds, not once a minute (src/schedule.ts).
        CMS_JOBS_CRON: '*/5 * * * * *',
        // Its own build folder, so a developer's `npm run cms` is not disturbed.
        NEXT_DIST_DIR: '.next-e2e',
      },
    },
  ],
});
