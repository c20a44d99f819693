// The browser suite's `test`: Playwright's, with a server per worker. Each worker starts the
// real server the way `npm start` runs it (after `npm run build`), on its own port and a
// throw-away data directory, so workers run at once and no test meets another worker's
// bookings, baskets or rate limits; tests within a worker share its server, one at a time.
// When the worker ends, the server's whole output goes to E2E_SERVER_LOGS for the log check
// after the run (serverLogCheck.ts). E2E_BASE_URL instead points every worker at a server you
// already run.
import { test as base } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ready, startServer } from '../reliability/server';

export { expect } from '@playwright/test';
export type { APIRequestContext, FrameLocator, Locator, Page, TestInfo } from '@playwright/test';

const given = process.env.E2E_BASE_URL ? new URL(process.env.E2E_BASE_URL).origin : '';
let origin = given;

/** This worker's server, as the browser reaches it (http://127.0.0.1:<port>). */
export function serverOrigin(): string {
  if (!origin) throw new Error('No server yet: serverOrigin() is for tests and their hooks.');
  return origin;
}

// A fixture's second argument is named `provide` here (Playwright's docs say `use`), so React's
// hook rules do not take it for React's `use`.
export const test = base.extend<object, { server: string }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, provide, workerInfo) => {
      if (given) return provide(given);
      // One port per parallel slot (a worker started again after a failure takes its slot's),
      // ten apart: the CMS's browser suite uses 4320.
      const port = Number(process.env.E2E_PORT ?? 4319) + 10 * workerInfo.parallelIndex;
      const data = mkdtempSync(join(tmpdir(), 'vet-e2e-'));
      origin = `http://127.0.0.1:${port}`;
      const server = startServer(
        {
          NODE_ENV: 'development',
          DATA_DIR: data,
          // Absolute links (mail, the card script, og:url) are made from PUBLIC_URL: the address the browser uses.
          PUBLIC_URL: origin,
          DEV_MAILBOX_KEY: process.env.DEV_MAILBOX_KEY ?? '',
          // The suite exercises the embedded default database, whatever the shell has set.
          DATABASE_URL: '',
          // The log check after the run needs the request lines.
          LOG_LEVEL: 'info',
        },
        port,
      );
      try {
        await ready(server, 120_000);
        await provide(origin);
      } finally {
        server.kill('SIGTERM');
        await server.exited;
        const logs = process.env.E2E_SERVER_LOGS;
        if (logs) {
          mkdirSync(logs, { recursive: true });
          writeFileSync(join(logs, `server-${workerInfo.workerIndex}.log`), server.output());
        }
        rmSync(data, { recursive: true, force: true });
      }
    },
    // auto: a test that reaches the server only through serverOrigin() gets one too.
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ server }, provide) => provide(server),
});
