// Hono's own CORS middleware against the server's (server/app.ts), on the answer every widget
// read gets: a JSON body with Access-Control-Allow-Origin: *. Same process, same route, over
// HTTP with autocannon, each measured twice in turn so drift of this machine shows. Run alone:
// `node --import tsx scripts/bench/middleware.ts`; `npm run bench` calls middlewareCost().
import { serve } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { anyOrigin } from '../../server/http/cors';

const autocannon = createRequire(import.meta.url)('autocannon') as (o: Record<string, unknown>) => Promise<{ requests: { average: number } }>;

const ours = anyOrigin({ methods: 'GET, POST, PUT, DELETE, OPTIONS', headers: 'authorization, content-type, x-vet-id, idempotency-key' });

const honos = cors({
  origin: '*',
  allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  allowHeaders: ['authorization', 'content-type', 'x-vet-id', 'idempotency-key'],
  maxAge: 600,
});

const ANSWER = { success: true, data: { species: [{ 1: 'Dog' }, { 2: 'Cat' }], clinics: [{ id: 'cambridge', name: 'Cambridge' }] } };

function app(middleware: MiddlewareHandler | null) {
  const app = new Hono();
  if (middleware) app.use('/api/*', middleware);
  app.get('/api/read', (c) => c.json(ANSWER));
  return app;
}

export async function middlewareCost(durationMs = Number(process.env.BENCH_API_MS ?? 3000)) {
  const variants = { 'no CORS': app(null), 'ours (server/http/cors.ts)': app(ours), "hono's cors()": app(honos) } as const;
  const rates: Record<string, number[]> = {};
  for (let round = 0; round < 2; round++) {
    for (const [name, handler] of Object.entries(variants)) {
      const server = serve({ fetch: handler.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      const result = await autocannon({ url: `http://127.0.0.1:${port}/api/read`, connections: 16, duration: durationMs / 1000 });
      (rates[name] ??= []).push(result.requests.average);
      await new Promise((resolve) => server.close(resolve));
    }
  }
  const bare = Math.max(...rates['no CORS']!);
  return Object.entries(rates).map(([name, runs]) => ({ name, perSecond: Math.round(Math.max(...runs)), ratio: Math.max(...runs) / bare }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await middlewareCost());
}
