// A database that stops answering, as behind a network partition: packets dropped, nothing
// refused, so no error ever arrives and every wait ends only by the server's own timers. The
// real server runs on PostgreSQL through a relay that black-holes the link while requests hold
// pool connections with their queries sent. It must answer them 503 within seconds, say it is
// not ready (logged once, not at every probe), keep its outbox gauges numbers, and stop on
// SIGTERM within its grace period.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startSmtpSink } from '../../server/test/smtpSink';
import { relay } from './relay';
import { freePort, ready, scratchDatabase, startServer } from './server';

const url = process.env.DATABASE_URL;
const UNAVAILABLE = 'The service is unavailable for a moment. Please try again shortly.';
const GRACE_MS = 1_000;
/** Node's own exit and the last log lines, after the grace period. */
const EXIT_MARGIN_MS = 1_000;
const METRICS_TOKEN = 'db-blackhole-metrics-token';

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const fn of cleanups.reverse()) await fn();
});

/** Waits for `check` to hold, polling, for at most `ms`. */
async function until(check: () => Promise<boolean> | boolean, ms: number, what: string): Promise<void> {
  await vi.waitFor(async () => expect(await check(), `gave up waiting for ${what}`).toBe(true), { timeout: ms, interval: 50 });
}

describe.skipIf(!url)('a database that stops answering (PostgreSQL; needs DATABASE_URL)', () => {
  it('answers 503 within 5 s, is not ready, keeps its gauges, and stops within the grace period', async () => {
    const scratch = await scratchDatabase(url!, 'hole');
    cleanups.push(scratch.drop);
    const direct = new URL(scratch.url);

    const relayPort = await freePort();
    const link = await relay({ host: direct.hostname, port: Number(direct.port || 5432) }, relayPort);
    cleanups.push(() => link.cut());
    const through = new URL(direct.href);
    through.port = String(relayPort);
    // With SMTP_URL the outbox sender runs too, and must stop with the rest.
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const dataDir = mkdtempSync(join(tmpdir(), 'vet-rel-hole-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = startServer(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: through.href,
        DATABASE_POOL_SIZE: '4',
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
        METRICS_TOKEN,
        SMTP_URL: sink.url,
        LOG_LEVEL: 'info',
      },
      await freePort(),
    );
    cleanups.push(() => server.kill('SIGKILL'));
    await ready(server, 120_000);

    // Bounded, so the old hang fails an assertion instead of the test's time limit.
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const started = Date.now();
      try {
        const res = await fetch(server.base + path, { headers: { 'x-vet-id': 'tui-vets', ...headers }, signal: AbortSignal.timeout(15_000) });
        const text = await res.text();
        return { status: res.status, text, ms: Date.now() - started, end: Date.now() };
      } catch (error) {
        return { status: 0, text: String(error), ms: Date.now() - started, end: Date.now() };
      }
    };
    const outboxGauges = async () => {
      const { text } = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
      return ['outbox_backlog', 'outbox_oldest_age_seconds'].map((metric) => text.match(new RegExp(`^${metric} (\\S+)$`, 'm'))?.[1]);
    };
    expect((await get('/api/ready')).status).toBe(200);
    // A basket: read from the database at every call (the species and the shop are kept in memory).
    const created = await fetch(`${server.base}/api/v1/basket`, { method: 'POST', headers: { 'x-vet-id': 'tui-vets' } });
    expect(created.status).toBe(201);
    const basket = `/api/v1/basket/${((await created.json()) as { data: { id: string } }).data.id}`;
    expect((await get(basket)).status).toBe(200);
    const numbers = (values: (string | undefined)[]) => values.every((v) => v !== undefined && !Number.isNaN(Number(v)));
    expect(numbers(await outboxGauges())).toBe(true);

    // Requests holding pool connections, their queries sent and waiting in PostgreSQL on a lock,
    // then the black hole: when the lock goes, their answers are on its far side.
    // Two sessions: one inside the transaction would see pg_stat_activity as it was at its start.
    const [locker, watcher] = [new pg.Client({ connectionString: direct.href }), new pg.Client({ connectionString: direct.href })];
    for (const client of [locker, watcher]) {
      await client.connect();
      cleanups.push(() => client.end().catch(() => {}));
    }
    const holdConnectionsThenBlackHole = async () => {
      await locker.query('begin');
      await locker.query('lock table baskets in access exclusive mode');
      const underWay = Array.from({ length: 3 }, () => get(basket));
      await until(
        async () =>
          (await watcher.query(`select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`, [direct.pathname.slice(1)]))
            .rows[0].n >= 3,
        10_000,
        'three requests waiting on the lock',
      );
      link.blackHole();
      await locker.query('commit');
      return underWay;
    };

    const underWay = await holdConnectionsThenBlackHole();
    const holed = Date.now();
    const answers = await Promise.all(underWay);
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(503);
      expect(JSON.parse(answer.text)).toEqual({ success: false, message: UNAVAILABLE });
      expect(answer.end - holed).toBeLessThanOrEqual(5_000);
    }
    const fresh = await get(basket);
    expect(fresh.status, fresh.text).toBe(503);
    expect(fresh.ms).toBeLessThanOrEqual(5_000);
    for (let i = 0; i < 3; i++) {
      const probe = await get('/api/ready');
      expect(probe.status).toBe(503);
      expect(JSON.parse(probe.text)).toMatchObject({ success: false, failed: 'database' });
    }
    const gauges = await outboxGauges();
    expect(numbers(gauges), `outbox gauges ${gauges}`).toBe(true);

    // The link back: ready again, and the whole outage was one line each way.
    link.mend();
    await until(async () => (await get('/api/ready')).status === 200, 15_000, 'ready again');
    expect((await get(basket)).status).toBe(200);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; req?: { route?: string } });
    const aboutReadiness = lines.filter((line) => (line.level >= 50 && line.req?.route === '/api/ready') || /ready/i.test(line.msg));
    expect(aboutReadiness.map((line) => [line.level, line.msg])).toEqual([
      [50, expect.stringMatching(/^Not ready/)],
      [30, 'Ready again'],
    ]);

    // SIGTERM while requests hold connections whose answers will not come. The grace is shorter
    // than the pool's own wait for them, so it is the grace that must end the process.
    const hanging = await holdConnectionsThenBlackHole();
    const signalled = Date.now();
    server.kill('SIGTERM');
    const exit = await Promise.race([server.exited, new Promise<undefined>((done) => setTimeout(done, 30_000))]);
    expect(exit, 'the process still runs 30 s after SIGTERM').toBeDefined();
    const stoppedMs = Date.now() - signalled;
    await Promise.all(hanging);
    console.log(
      `black hole: under way answered 503 after ${answers.map((a) => a.end - holed).join(', ')} ms, a new request after ${fresh.ms} ms; ` +
        `SIGTERM to exit ${stoppedMs} ms (grace ${GRACE_MS} ms), exit code ${exit?.code}`,
    );
    expect(stoppedMs).toBeLessThanOrEqual(GRACE_MS + EXIT_MARGIN_MS);
    expect(exit!.code, 'requests cut off at the grace deadline').toBe(1);
  }, 180_000);
});
