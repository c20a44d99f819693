// Request throughput of read endpoints next to a bare Hono route, in one process run, so the
// numbers are read as a ratio (what our middleware, validation and database cost) rather than
// as absolutes that depend on the machine. The app runs on a fresh seeded PGlite, over real
// HTTP on an ephemeral port; the client keeps CONCURRENCY requests in flight for DURATION_MS.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDb } from '../../server/db/index';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed';
import { outboxMailer } from '../../server/mail/mailer';

const DURATION_MS = Number(process.env.BENCH_API_MS ?? 3000);
const CONCURRENCY = 16;

export interface Throughput {
  name: string;
  path: string;
  requests: number;
  perSecond: number;
  ratioToBare: number;
  failures: number;
}

async function hammer(base: string, path: string): Promise<{ requests: number; failures: number; ms: number }> {
  const headers = { 'x-vet-id': 'tui-vets' };
  const end = performance.now() + DURATION_MS;
  let requests = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const res = await fetch(base + path, { headers });
        await res.arrayBuffer();
        if (res.ok) requests++;
        else failures++;
      }
    }),
  );
  return { requests, failures, ms: performance.now() - started };
}

export async function apiThroughput(): Promise<Throughput[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vet-bench-'));
  const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }), root: resolve('.') };
  const db = await openDb(config);
  await migrate(db);
  await seedIfEmpty(db, config.root);
  const app = createApp({ db, config, mailer: outboxMailer(db), now: () => new Date() });
  const bare = new Hono().get('/bare', (c) => c.json({ success: true, data: { ok: true } }));
  const root = new Hono().route('/', bare).route('/', app);
  const server = serve({ fetch: root.fetch, port: 0 });
  await new Promise((done) => server.once('listening', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const targets = [
    ['bare Hono route', '/bare'],
    ['species', '/api/v2/species'],
    ['content page by slug', '/content/api/ui-page?where[slug][equals]=home&depth=9'],
  ] as const;
  const results: Throughput[] = [];
  try {
    await hammer(base, '/bare'); // warm-up: JIT and connection pool
    let bareRate = 0;
    for (const [name, path] of targets) {
      const { requests, failures, ms } = await hammer(base, path);
      const perSecond = Math.round((requests / ms) * 1000);
      if (path === '/bare') bareRate = perSecond;
      results.push({ name, path, requests, perSecond, ratioToBare: bareRate ? perSecond / bareRate : 0, failures });
    }
  } finally {
    server.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
