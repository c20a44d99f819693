import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, testApp, type TestApp } from '../test/harness';
import { createLogger, REDACT_PATHS } from './log';
import { registry, watchDatabase } from './metrics';
import { bearerMatches } from './metricsEndpoint';
import { requestIdOf } from './requests';

const TOKEN = 'a-metrics-token-long-enough';

describe.each(drivers())('operations endpoints on %s', (driver) => {
  const lines: string[] = [];
  let draining = false;
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({
      driver,
      config: { metricsToken: TOKEN },
      draining: () => draining,
      log: createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(line) }),
    });
  }, 60_000);
  afterAll(() => t.close());
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, any>);

  describe('GET /api/ready', () => {
    it('is ready with the database up to date, whatever the vet group header says', async () => {
      const res = await t.request('/api/ready', { vetId: 'no-such-vets' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, data: { status: 'ready' } });
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('is not ready while draining, and says so without internals', async () => {
      draining = true;
      try {
        const res = await t.request('/api/ready');
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ success: false, message: 'The server is shutting down.', failed: 'draining' });
        // Answers from a draining process end their connection.
        expect((await t.request('/api/v1/shop?limit=1')).headers.get('connection')).toBe('close');
      } finally {
        draining = false;
      }
      expect((await t.request('/api/v1/shop?limit=1')).headers.get('connection')).toBeNull();
    });

    it('is not ready when a migration this code knows is not applied', async () => {
      const last = (await t.db.one<{ id: string }>('select max(id) as id from schema_migrations'))!.id;
      await t.db.query('delete from schema_migrations where id = $1', [last]);
      try {
        const res = await t.request('/api/ready');
        expect(res.status).toBe(503);
        expect(await res.json()).toMatchObject({ success: false, failed: 'migrations' });
      } finally {
        await t.db.query('insert into schema_migrations (id) values ($1)', [last]);
      }
      expect((await t.request('/api/ready')).status).toBe(200);
    });

    it('logs a change of readiness once, not every failed probe', async () => {
      const last = (await t.db.one<{ id: string }>('select max(id) as id from schema_migrations'))!.id;
      await t.db.query('delete from schema_migrations where id = $1', [last]);
      lines.length = 0;
      try {
        for (let i = 0; i < 3; i++) expect((await t.request('/api/ready')).status).toBe(503);
      } finally {
        await t.db.query('insert into schema_migrations (id) values ($1)', [last]);
      }
      for (let i = 0; i < 2; i++) expect((await t.request('/api/ready')).status).toBe(200);
      expect(entries().filter((entry) => entry.level >= 50)).toEqual([
        expect.objectContaining({ failed: 'migrations', msg: 'Not ready: The database is not up to date with this version.' }),
      ]);
      expect(entries().filter((entry) => entry.msg === 'Ready again')).toHaveLength(1);
    });

    it('keeps /api/health as it was', async () => {
      expect(await (await t.request('/api/health')).json()).toEqual({ success: true, data: { status: 'ok', database: driver } });
    });
  });

  describe('request ids and lines', () => {
    it('echoes a sane X-Request-Id and logs the route pattern, not the path', async () => {
      lines.length = 0;
      const res = await t.request('/api/v1/shop/not-a-product-slug', { headers: { 'x-request-id': 'lb-7f3a.42' } });
      expect(res.headers.get('x-request-id')).toBe('lb-7f3a.42');
      const [line] = entries().filter((entry) => entry.reqId === 'lb-7f3a.42');
      expect(line).toMatchObject({ msg: 'request completed', req: { method: 'GET', route: '/api/v1/shop/:idOrSlug' }, res: { statusCode: res.status } });
      expect(JSON.stringify(line)).not.toContain('not-a-product-slug');
    });

    it('follows the root logger’s level, set after start as LOG_LEVEL is', async () => {
      const log = createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(line) });
      const quiet = await testApp({ driver, log });
      try {
        lines.length = 0;
        await quiet.request('/api/v1/shop?limit=1', { headers: { 'x-request-id': 'loud-1' } });
        log.level = 'warn';
        await quiet.request('/api/v1/shop?limit=1', { headers: { 'x-request-id': 'quiet-1' } });
        expect(entries().map((entry) => entry.reqId)).toEqual(['loud-1']);
      } finally {
        await quiet.close();
      }
    });

    it.each([['two words'], ['x'.repeat(129)], ['<script>'], ['']])('replaces %j with an id of its own', (given) => {
      const id = requestIdOf(given);
      expect(id).not.toBe(given);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    });

    it('names the route a limit or a guard answered for, and the unmatched as such', async () => {
      lines.length = 0;
      await t.request('/api/v1/profile/order');
      await t.request('/api/v1/no-such-thing/42');
      const routes = entries().map((entry) => [entry.req.route, entry.res.statusCode]);
      expect(routes).toContainEqual(['/api/v1/profile/order', 401]);
      expect(routes.find(([, status]) => status === 404)?.[0]).not.toContain('42');
    });
  });

  describe('GET /metrics on the public port', () => {
    it('refuses without the token, or with another', async () => {
      for (const authorization of [undefined, 'Bearer not-the-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
        const res = await t.request('/metrics', { headers: authorization ? { authorization } : {} });
        expect(res.status).toBe(401);
        expect(await res.text()).not.toContain('http_request_duration_seconds');
      }
    });

    it('serves the registry to the bearer of the token', async () => {
      const res = await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(registry.contentType);
      expect(await res.text()).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/ready",status_code="200"\} \d+$/m);
    });

    it('keeps the outbox gauges at their last reading while the database cannot be read', async () => {
      const outbox = async () => {
        const text = await (await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text();
        return ['outbox_backlog', 'outbox_oldest_age_seconds', 'outbox_last_read_timestamp_seconds'].map((name) =>
          Number(text.match(new RegExp(`^${name} (\\S+)$`, 'm'))?.[1]),
        );
      };
      await t.db.query(
        `insert into outbox (vet_id, to_address, subject, text_body, created_at) values ('tui-vets', 'a@example.nz', 's', 'b', now() - interval '90 seconds')`,
      );
      watchDatabase(t.db);
      const read = await outbox();
      expect(read[0]).toBeGreaterThanOrEqual(1);
      expect(read[1]).toBeGreaterThanOrEqual(90);
      expect(read[2]).toBeGreaterThan(Date.now() / 1000 - 60);
      watchDatabase({ ...t.db, one: () => Promise.reject(new Error('Connection terminated unexpectedly')) });
      try {
        expect(await outbox()).toEqual(read);
      } finally {
        watchDatabase(t.db);
      }
    });
  });
});

describe('the public /metrics without METRICS_TOKEN', () => {
  it('is not there at all', async () => {
    const t = await testApp({});
    try {
      const res = await t.request('/metrics', { headers: { authorization: 'Bearer anything-at-all-here' } });
      expect(res.status).toBe(404);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('the logger', () => {
  it('redacts personal and secret fields wherever a caller puts them', () => {
    const lines: string[] = [];
    const log = createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(line) });
    log.info(
      {
        email: 'aroha@example.nz',
        user: { email: 'aroha@example.nz', firstName: 'Aroha', password: 'hunter22' },
        headers: { authorization: 'Bearer abc', cookie: 'vw_session=s3cret' },
      },
      'something',
    );
    expect(lines.join('')).not.toMatch(/aroha|Aroha|hunter22|Bearer abc|s3cret/);
    expect(REDACT_PATHS).toContain('*.cookie');
  });

  it('takes LOG_LEVEL, and falls back to info on a value it does not know', () => {
    expect(createLogger({ LOG_LEVEL: 'warn' }, { write: () => {} }).level).toBe('warn');
    expect(createLogger({ LOG_LEVEL: 'loud' }, { write: () => {} }).level).toBe('info');
  });

  it('compares metrics tokens whole', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});
