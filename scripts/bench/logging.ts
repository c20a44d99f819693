// What the request log costs: the kept reads of the API section from two servers started
// alike on the same machine, one writing a JSON line for every request (LOG_LEVEL=info, what
// production runs with) and one writing only problems (warn: no request lines), measured in
// turn, target by target, each with the bare route just before it. The ratios to the bare
// route are compared, not requests per second: this VM's speed drifts by a third within a run.
// The logging server writes to a pipe this process reads and drops, as a container runtime
// or journald reads a server's stdout. Beside the ratios, the server's own CPU time per request
// (Linux: /proc/<pid>/stat): on a machine busy with other work the ratios swing by half from
// round to round, while the CPU a request costs the server moves far less.
// Run alone: `node --import tsx scripts/bench/logging.ts`; `npm run bench` calls loggingCost().
// BENCH_LOG_ROUNDS sets the rounds (default 3); BENCH_API_MS each measurement's duration.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cannon, startChild, targetsFor, type Target } from './api';

const ROUNDS = Number(process.env.BENCH_LOG_ROUNDS ?? 3);
const READS = ['species', 'slots (a month, one clinic)', 'shop listing (9 products)', 'product by slug'];

export interface LogCost {
  name: string;
  /** Median ratio to the bare route with no request lines (LOG_LEVEL=warn), and with them (info). */
  quiet: number;
  logging: number;
  /** The share of throughput the request lines take: 1 - logging / quiet. */
  cost: number;
  /** Every round's ratio, each way: how far to trust the medians on a busy machine. */
  quietRounds: number[];
  loggingRounds: number[];
  /** The server's CPU time per request in µs (median of the rounds), each way; undefined off Linux. */
  quietCpuUs?: number;
  loggingCpuUs?: number;
  /** The highest p99 (ms) of the rounds, each way. */
  quietP99: number;
  loggingP99: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A process's user and system CPU time so far, in ms, or undefined where /proc is not there. */
function cpuMs(pid: number): number | undefined {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return undefined;
  // The fields after the command's closing bracket: utime and stime are the 12th and 13th, in ticks of 10 ms.
  const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function loggingCost(rounds = ROUNDS): Promise<LogCost[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vet-bench-log-'));
  const servers: Awaited<ReturnType<typeof startChild>>[] = [];
  try {
    for (const level of ['warn', 'info'])
      servers.push(await startChild({ DATA_DIR: join(dataDir, level), DATABASE_URL: '', LOG_LEVEL: level, NODE_ENV: 'production' }));
    const [quiet, logging] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const targets = await targetsFor(quiet.base);
    const bare = targets[0]!;
    const reads = targets.filter((t) => READS.includes(t.name));
    for (const server of servers) for (const target of [bare, ...reads]) await cannon(server.base, target, 1000);
    type Round = { ratio: number; p99: number; cpuUs?: number };
    const ratio = async (server: (typeof servers)[0], target: Target): Promise<Round> => {
      const b = await cannon(server.base, bare);
      const before = cpuMs(server.pid);
      const t = await cannon(server.base, target);
      const after = cpuMs(server.pid);
      return { ratio: t.perSecond / b.perSecond, p99: t.p99, cpuUs: before === undefined || after === undefined ? undefined : ((after - before) * 1000) / t.requests };
    };
    const results = reads.map(() => ({ quiet: [] as Round[], logging: [] as Round[] }));
    for (let round = 0; round < rounds; round++)
      for (const [i, target] of reads.entries()) {
        // Which goes first alternates, so a drift within the pair does not favour one side.
        const order = round % 2 === 0 ? (['quiet', 'logging'] as const) : (['logging', 'quiet'] as const);
        for (const side of order) results[i]![side].push(await ratio(side === 'quiet' ? quiet : logging, target));
      }
    return reads.map((target, i) => {
      const q = median(results[i]!.quiet.map((r) => r.ratio));
      const l = median(results[i]!.logging.map((r) => r.ratio));
      const cpu = (rounds: Round[]) => (rounds.every((r) => r.cpuUs !== undefined) ? median(rounds.map((r) => r.cpuUs!)) : undefined);
      return {
        name: target.name,
        quiet: q,
        logging: l,
        cost: 1 - l / q,
        quietCpuUs: cpu(results[i]!.quiet),
        loggingCpuUs: cpu(results[i]!.logging),
        quietRounds: results[i]!.quiet.map((r) => r.ratio),
        loggingRounds: results[i]!.logging.map((r) => r.ratio),
        quietP99: Math.max(...results[i]!.quiet.map((r) => r.p99)),
        loggingP99: Math.max(...results[i]!.logging.map((r) => r.p99)),
      };
    });
  } finally {
    for (const server of servers) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printLoggingCost(rows: LogCost[]) {
  console.table(
    rows.map((r) => ({
      endpoint: r.name,
      'ratio, no request lines': r.quiet.toFixed(3),
      'ratio, request lines': r.logging.toFixed(3),
      'throughput lost': `${(r.cost * 100).toFixed(1)}%`,
      'rounds, no lines': r.quietRounds.map((x) => x.toFixed(2)).join(' '),
      'rounds, lines': r.loggingRounds.map((x) => x.toFixed(2)).join(' '),
      'server CPU µs/request (no lines / lines)': r.quietCpuUs === undefined ? '-' : `${Math.round(r.quietCpuUs)} / ${Math.round(r.loggingCpuUs!)}`,
      'p99 ms (no lines / lines)': `${r.quietP99} / ${r.loggingP99}`,
    })),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`Request log cost: ratio to the bare route with LOG_LEVEL=warn and info, median of ${ROUNDS} rounds`);
  printLoggingCost(await loggingCost());
}
