// Where Prometheus reads the metrics: never the public without a key. METRICS_PORT serves
// them on a port of their own (127.0.0.1 unless METRICS_HOST says otherwise, for a scraper on
// the same machine or a sidecar); METRICS_TOKEN opens /metrics on the public port to a bearer
// of that token (and is asked on the metrics port too when set). With neither, /metrics on the
// public port is a plain 404.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Handler } from 'hono';
import type { AppEnv } from '../http/env';
import { log } from './log';
import { registry } from './metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header carries the token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

const UNAUTHORIZED = { success: false, message: 'The metrics need their token.' };

/** GET /metrics on the public port. */
export function publicMetrics(token: string | undefined): Handler<AppEnv> {
  return async (c) => {
    if (!token) return c.json({ success: false, message: 'Not found' }, 404);
    if (!bearerMatches(c.req.header('authorization'), token)) return c.json(UNAUTHORIZED, 401, { 'www-authenticate': 'Bearer' });
    return c.body(await registry.metrics(), 200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  };
}

/** The metrics port: GET /metrics and nothing else. Resolves once it listens. */
export function serveMetrics(options: { port: number; host: string; token?: string }): Promise<Server> {
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') return res.writeHead(404).end();
      if (options.token && !bearerMatches(req.headers.authorization, options.token))
        return res.writeHead(401, { 'www-authenticate': 'Bearer', 'content-type': 'application/json' }).end(JSON.stringify(UNAUTHORIZED));
      try {
        const body = await registry.metrics();
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(body);
      } catch (error) {
        log.error({ err: error }, 'Could not collect the metrics');
        res.writeHead(500).end();
      }
    })();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
