// The portal shell (a React SPA) build, and the vitest set-up for the whole repo.
// The widget bundle has its own config: vite.widgets.config.ts.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { ownKeysOnly } from './scripts/vite-own-keys';
import { twindCss } from './scripts/vite-twind-css';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'shell',
  base: '/',
  plugins: [react(), ownKeysOnly(), twindCss()],
  build: isSsrBuild
    ? // The server renderer (shell/entry-server.tsx), run by the reference server in Node.
      { outDir: '../dist/shell-server', emptyOutDir: true, rolldownOptions: { output: { entryFileNames: '[name].js' } } }
    : {
        outDir: '../dist/shell',
        emptyOutDir: true,
        rolldownOptions: {
          // The portal SPA, and the iframe embed page that holds only the booking flow.
          input: { main: 'shell/index.html', 'embed-booking': 'shell/embed/booking.html' },
        },
      },
  test: {
    root: '.',
    // A per-test budget, not a speed claim: a flow walked through in jsdom on a busy 2-core
    // CI machine can take several seconds. Speed goals live in `npm run bench`.
    testTimeout: 30_000,
    // The same for a suite's set-up: an API suite's beforeAll starts the app on a fresh database
    // (the first in a clone also builds the PGlite template), which passes vitest's 10 s while
    // the browser suite shares the two cores.
    hookTimeout: 60_000,
    // A worker per core: vitest leaves one core to itself by default, which on CI's two is half
    // the machine idle (7 minutes against 5 for the whole run).
    maxWorkers: '100%',
    // The server's JSON log stays out of the test output (a test that reads it passes its own logger).
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    // Two environments: browser-like for React code, plain Node for shared/ and server/.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['widgets/**/*.test.{ts,tsx}', 'shell/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // A worker keeps its modules from file to file instead of loading the server again for
          // each (3:00 against 6:15 for this project). Safe because no node test leaves state
          // behind in a module: each API suite has its own database, the server's caches are
          // kept per database, and no file here mocks a module.
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          isolate: false,
        },
      },
    ],
  },
}));
