// `npm run test:reliability`: the reliability proof suites (concurrency, faults, bad input,
// access, headers) in tests/reliability/. Kept out of the default `vitest run` (vite.config.ts
// only includes code folders) because they spawn the real server and hammer the database;
// scripts/test.mjs runs them as their own CI step. Node environment, one file at a time: the
// fault suite kills processes and the concurrency suite wants the two cores to itself.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: '.',
    name: 'reliability',
    environment: 'node',
    include: ['tests/reliability/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // In-process apps stay quiet; a spawned server logs at the level tests/reliability/server.ts gives it.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
  },
});
