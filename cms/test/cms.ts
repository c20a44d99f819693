// A seeded CMS for a test file: Payload on a fresh SQLite file (or PostgreSQL when
// DATABASE_URL names one, in a schema of its own), its REST API called in-process through
// Payload's own handler (what the Next.js route calls), no socket.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Payload, SanitizedConfig } from 'payload';
import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from '../../server/test/harness';

export interface TestCms {
  payload: Payload;
  config: SanitizedConfig;
  /** fetch against the CMS's REST API (http://cms.test/api/...). */
  fetch: typeof fetch;
  baseUrl: string;
  /** Stops Payload and removes what the test made (its SQLite file and media, or its PostgreSQL schema). */
  close(): Promise<void>;
}

export async function startCms(): Promise<TestCms> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vet-cms-test-'));
  // Its SQLite file, media and generated secret.
  process.env.CMS_DATA_DIR = dir;
  process.env.CMS_URL = 'http://cms.test';
  // No "content changed" calls to a portal that is not there (test/contentChanged sets its own).
  process.env.CONTENT_WEBHOOK_SECRET ??= '';
  const schema = process.env.DATABASE_URL ? `cms_test_${process.pid}_${Date.now()}` : undefined;
  if (schema) process.env.CMS_DB_SCHEMA = schema;
  const { default: configPromise } = await import('../src/payload.config');
  const { getPayload, handleEndpoints } = await import('payload');
  const { seedDemo } = await import('../src/seed/demo');
  const config = await configPromise;
  const payload = await getPayload({ config });
  await seedDemo(payload);
  const cmsFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    return handleEndpoints({ config, path: new URL(request.url).pathname, request });
  }) as typeof fetch;
  const close = async () => {
    if (schema) await payload.db.execute({ drizzle: payload.db.drizzle, raw: `drop schema if exists "${schema}" cascade` } as never);
    await payload.destroy();
    rmSync(dir, { recursive: true, force: true });
  };
  return { payload, config, fetch: cmsFetch, baseUrl: 'http://cms.test/api', close };
}

/**
 * The seeded CMS beside the reference server's built-in content service (PGlite), started
 * before and stopped after the calling suite, for suites that compare the two.
 */
export function cmsBesideBuiltIn(): { cms: TestCms; builtIn: TestApp } {
  const both = {} as { cms: TestCms; builtIn: TestApp };
  beforeAll(async () => {
    const { testApp } = await import('../../server/test/harness');
    [both.cms, both.builtIn] = await Promise.all([startCms(), testApp({ driver: 'pglite', now: '2026-11-23T01:00:00Z' })]);
  });
  afterAll(async () => {
    await Promise.all([both.cms?.close(), both.builtIn?.close()]);
  });
  return both;
}

/** The CMS on a real port of this machine, for what reads it over HTTP (the API server's CONTENT_API_URL). */
export async function listen(cms: TestCms): Promise<{ url: string; close(): Promise<void> }> {
  const { serve } = await import('@hono/node-server');
  return new Promise((resolve) => {
    const server = serve({ fetch: (request: Request) => cms.fetch(request), port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => new Promise<void>((done) => server.close(() => done())) }),
    );
  });
}
