import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The admin's pages import the config as Next.js does (tsconfig.json's paths).
  resolve: { alias: { '@payload-config': fileURLToPath(new URL('./src/payload.config.ts', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Payload starts once per file (schema push into a fresh SQLite file, the seed): seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Files at once, a worker per core: each file's Payload has its own data folder (or
    // PostgreSQL schema) in its own process.
    maxWorkers: '100%',
  },
});
