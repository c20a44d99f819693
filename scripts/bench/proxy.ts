// Throughput with 1, 2 and 4 server processes on one PostgreSQL behind Debian's nginx
// (scripts/nginx.ts), as docs/operations.md deploys them: the API section's load generator
// (autocannon, its targets and warm-up) sends everything to nginx, which spreads it over the
// processes round-robin. Targets: nginx in front of the bare route (what the proxy and Node's
// HTTP cost), a month of slots (a kept answer) and a booking (a write). Each process count
// gets a database of its own, created and dropped, so the bookings of one run leave the next
// its slots. Needs DATABASE_URL and nginx. BENCH_PROXY_MS sets each target's duration
// (default 3000), BENCH_PROXY_ROUNDS how often each is measured (default 3, the median
// shown); BENCH_CONNECTIONS the connections kept busy (default 16).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, nginxMissing, startNginx } from '../nginx';
import { cannon, freshDatabase, startChild, targetsFor, type Target } from './api';

const DURATION_MS = Number(process.env.BENCH_PROXY_MS ?? 3000);
const ROUNDS = Number(process.env.BENCH_PROXY_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
export const PROCESS_COUNTS = [1, 2, 4] as const;

export interface ProxyRow {
  processes: number;
  target: string;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
  serverErrors: number;
}

/** Why this section cannot run here, or undefined. */
export const proxyBenchMissing = () => (!process.env.DATABASE_URL ? 'DATABASE_URL is not set' : nginxMissing());

interface Setup {
  processes: number;
  base: string;
  targets: Target[];
}

/** n processes on a new database behind their own nginx; the cleanup goes on `cleanup`. */
async function setUp(processes: number, cleanup: (() => Promise<void> | void)[]): Promise<Setup> {
  const database = await freshDatabase(`bench_proxy_${processes}`);
  cleanup.unshift(database.drop);
  const dataDir = mkdtempSync(join(tmpdir(), 'vet-bench-proxy-'));
  cleanup.unshift(() => rmSync(dataDir, { recursive: true, force: true }));
  const servers: Awaited<ReturnType<typeof startChild>>[] = [];
  // One after another: the first migrates and seeds, the rest find it done.
  for (let i = 0; i < processes; i++) {
    const server = await startChild({ DATA_DIR: join(dataDir, String(i)), DATABASE_URL: database.url, TRUST_PROXY: '1' });
    cleanup.unshift(server.stop);
    servers.push(server);
  }
  const port = await freePort();
  const nginx = await startNginx({ upstreams: servers.map((s) => new URL(s.base).host), port });
  cleanup.unshift(nginx.stop);
  const base = `http://127.0.0.1:${port}`;
  const all = await targetsFor(servers[0]!.base);
  const pick = (prefix: string) => all.find((t) => t.name.startsWith(prefix))!;
  const targets: Target[] = [pick('bare'), pick('slots (a month'), pick('booking (POST')];
  // Every process warmed up (JIT, pools) through nginx, as in the API section.
  for (const target of targets) await cannon(base, target.warmUp ? { ...target, body: target.warmUp } : target, 1000 * processes, CONNECTIONS);
  return { processes, base, targets };
}

/**
 * Every process count is set up first and then measured in turn, target by target, ROUNDS
 * times: this machine's speed drifts within minutes, and counts measured minutes apart would
 * compare the drift. Each row is the median of its rounds.
 */
export async function proxyThroughput(): Promise<ProxyRow[]> {
  const cleanup: (() => Promise<void> | void)[] = [];
  try {
    const setups: Setup[] = [];
    for (const processes of PROCESS_COUNTS) setups.push(await setUp(processes, cleanup));
    const runs = new Map<string, ProxyRow[]>();
    for (let round = 0; round < ROUNDS; round++)
      for (let t = 0; t < setups[0]!.targets.length; t++)
        for (const setup of setups) {
          const target = setup.targets[t]!;
          const r = await cannon(setup.base, target, DURATION_MS, CONNECTIONS);
          const key = `${setup.processes}|${target.name}`;
          runs.set(key, [
            ...(runs.get(key) ?? []),
            { processes: setup.processes, target: target.name, perSecond: r.perSecond, p50: r.p50, p99: r.p99, failures: r.failures, serverErrors: r.serverErrors },
          ]);
        }
    return [...runs.values()].map((rows) => [...rows].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(rows.length / 2)]!);
  } finally {
    for (const fn of cleanup) await fn();
  }
}

export function printProxy(rows: ProxyRow[]) {
  const one = (target: string) => rows.find((r) => r.processes === 1 && r.target === target)?.perSecond ?? 0;
  console.table(
    rows.map((r) => ({
      processes: r.processes,
      target: r.target,
      'req/s': r.perSecond,
      'vs 1 process': one(r.target) ? (r.perSecond / one(r.target)).toFixed(2) : '-',
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'non-2xx': r.failures,
      '5xx': r.serverErrors,
    })),
  );
}
