// The marketing editor's journey across both services: the CMS (cms/, Next.js's
// development server on a fresh SQLite file, seeded) and the portal (npm start's server on a
// fresh PGlite, reading its pages from the CMS through CONTENT_API_URL). Run from the
// repository's root: npx playwright test -c cms/playwright.config.ts (npm test does).
import { defineConfig } from '@playwright/test';
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

export default defineConfig({
  testDir: 'e2e',
  outputDir: '../test-results/cms',
  workers: 1,
  // No retries, as the portal's run: a step that passes only on its second try is a bug to find.
  retries: 0,
  // Next.js compiles each admin screen on its first visit (tens of seconds on two cores).
  timeout: 240_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: PORTAL,
    // A page's first visit waits for Next.js to compile it; a click waits for no compiler.
    navigationTimeout: 180_000,
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
        // The log check needs the request lines: info, whatever the shell has set.
        LOG_LEVEL: 'info',
      },
    },
    {
      // The seed has twice exited 13 (a top-level await left unsettled) before writing anything,
      // both times while the portal started beside it on a loaded machine; it is tried once more
      // rather than failing the run. Its second try seeds from scratch or finds content and stops.
      command: `(npm run seed || npm run seed) && npx next dev --port ${new URL(CMS).port}`,
      cwd: '.',
      url: `${CMS}/api/ui-page?limit=1`,
      reuseExistingServer: reuse,
      timeout: 240_000,
      stdout: 'pipe',
      env: {
        CMS_DATA_DIR: cmsData,
        DATA_DIR: portalData,
        CMS_URL: CMS,
        CMS_PORT: new URL(CMS).port,
        PORTAL_URL: PORTAL,
        DATABASE_URL: '',
        NEXT_TELEMETRY_DISABLED: '1',
        // Scheduled publishing's jobs every five seconds, not once a minute (src/schedule.ts).
        CMS_JOBS_CRON: '*/5 * * * * *',
        // Its own build folder, so a developer's `npm run cms` is not disturbed.
        NEXT_DIST_DIR: '.next-e2e',
      },
    },
  ],
});
