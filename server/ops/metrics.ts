// Prometheus metrics through prom-client, on one registry for the process. Counters and the
// request histogram are bumped where things happen; the database pool and the outbox are read
// when Prometheus scrapes (a gauge's collect), so nothing polls between scrapes. Never served
// to the public: a port of their own on 127.0.0.1 (METRICS_PORT) or the bearer METRICS_TOKEN
// (server/ops/metricsRoutes.ts).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/index';
import { MAX_ATTEMPTS } from '../mail/delivery';
import { log } from './log';

export const registry = new Registry();

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to its answer, by route pattern, method and status.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const rateLimitRefusals = new Counter({
  name: 'rate_limit_refusals_total',
  help: 'Requests refused with 429, by the limit that refused them.',
  labelNames: ['limit'] as const,
  registers: [registry],
});

export const bookingConflicts = new Counter({
  name: 'booking_conflicts_total',
  help: 'Holds and bookings refused with 409 (the time was taken, had passed or was not offered), by step.',
  labelNames: ['step'] as const,
  registers: [registry],
});

export const answerCacheLookups = new Counter({
  name: 'answer_cache_lookups_total',
  help: 'Answers asked of the in-memory caches (cache="slots" is the month of slots), by whether memory had them.',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
});

/** The database the scrape-time gauges read: the process's own (server/index.ts). */
let watched: Db | undefined;

/** Scrape-time readings give up after this long: a stuck database must not hang the scrape. */
const READ_TIMEOUT_MS = 2_000;
const within = <T>(work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_, fail) => setTimeout(() => fail(new Error('timed out')), READ_TIMEOUT_MS).unref())]);

const poolGauge = (name: string, help: string, read: (stats: NonNullable<ReturnType<NonNullable<Db['poolStats']>>>) => number) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      const stats = watched?.poolStats?.();
      this.set(stats ? read(stats) : Number.NaN);
    },
  });

poolGauge('db_pool_connections_max', 'Connections the pool opens at most (PGlite: its one connection).', (s) => s.max);
poolGauge('db_pool_connections_in_use', 'Connections running a query or a transaction now.', (s) => s.inUse);
poolGauge('db_pool_connections_idle', 'Open connections waiting for work.', (s) => s.idle);
poolGauge('db_pool_waiting', 'Queries and transactions waiting for a connection.', (s) => s.waiting);

/**
 * The outbox as last read. A failed reading (the database is out of reach) keeps the last
 * values, so an alert on the age does not go quiet with NaN; outbox_last_read_timestamp_seconds
 * says how old they are.
 */
const outbox = { backlog: 0, age: 0, readAt: 0, failing: false };
let outboxReading: Promise<typeof outbox> | undefined;
/** One query per scrape for the outbox gauges. */
function readOutbox(): Promise<typeof outbox> {
  const db = watched;
  if (!db) return Promise.resolve(outbox);
  outboxReading ??= (async () => {
    try {
      const row = await within(
        db.one<{ backlog: number; age: number | null }>(
          `select count(*)::int as backlog, coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as age
             from outbox where sent_at is null and attempts < $1`,
          [MAX_ATTEMPTS],
        ),
      );
      Object.assign(outbox, { backlog: row?.backlog ?? 0, age: row?.age ?? 0, readAt: Date.now() / 1000 });
      if (outbox.failing) log.info('The outbox can be read for the metrics again');
      outbox.failing = false;
    } catch (error) {
      // Once per outage: Prometheus scrapes every few seconds.
      if (!outbox.failing) log.warn({ err: error }, 'Could not read the outbox for the metrics: its gauges keep their last values');
      outbox.failing = true;
    } finally {
      outboxReading = undefined;
    }
    return outbox;
  })();
  return outboxReading;
}

new Gauge({
  name: 'outbox_backlog',
  help: 'Mail waiting in the outbox to be sent (not given up on).',
  registers: [registry],
  async collect() {
    this.set((await readOutbox()).backlog);
  },
});

new Gauge({
  name: 'outbox_oldest_age_seconds',
  help: 'Age of the oldest mail waiting in the outbox; 0 when none waits.',
  registers: [registry],
  async collect() {
    this.set((await readOutbox()).age);
  },
});

new Gauge({
  name: 'outbox_last_read_timestamp_seconds',
  help: 'When the outbox gauges were last read from the database (Unix time); 0 before the first reading.',
  registers: [registry],
  async collect() {
    this.set((await readOutbox()).readAt);
  },
});

/** The gauges read this database from now on. */
export function watchDatabase(db: Db): void {
  watched = db;
}

let processMetrics = false;
/** Node's own metrics (CPU, memory, event loop lag, GC, handles); once per process. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry });
}
