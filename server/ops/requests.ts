// Every request, observed once: its id (the caller's X-Request-Id when it is a sane token,
// else a new one, sent back either way), a logger whose lines carry that id, then one log line
// and one histogram sample when it is answered. The route is Hono's pattern
// (/api/v1/pet/:id), never the path: paths hold ids and the manage links' tokens, and a
// metric labelled by path would grow without end. No query string, no body, no header but the
// id is ever logged.
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from 'pino';
import { setAnswerHeader } from '../http/answerHeaders';
import type { AppEnv } from '../http/env';
import { READY_PATH } from './health';
import { requestLineLogger } from './log';
import { httpRequestDuration } from './metrics';

/** A request id we take from the caller: short, and only characters safe in a log and a header. */
const SANE_ID = /^[\w.:@-]{1,128}$/;

export const requestIdOf = (given: string | undefined) => (given !== undefined && SANE_ID.test(given) ? given : randomUUID());

/**
 * The pattern of the route that answered, or of the handler a middleware answered for (a 429
 * before the booking route is the booking route's). 'unmatched' when no route took the path.
 */
export function routeOf(c: Context): string {
  const routes = matchedRoutes(c);
  for (let i = c.req.routeIndex; i < routes.length; i++) if (routes[i]!.method !== 'ALL') return routes[i]!.path;
  return c.res.status === 404 ? 'unmatched' : (routes[c.req.routeIndex]?.path ?? 'unmatched');
}

export function observeRequests(root: Logger, draining: () => boolean): MiddlewareHandler<AppEnv> {
  const lines = requestLineLogger(root);
  return async (c, next) => {
    const started = performance.now();
    const reqId = requestIdOf(c.req.header('x-request-id'));
    const log = root.child({ reqId });
    c.set('log', log);
    await next();
    const status = c.res.status;
    const seconds = (performance.now() - started) / 1000;
    const route = routeOf(c);
    setAnswerHeader(c, 'x-request-id', reqId);
    // Draining: the caller's next request goes to a new connection (another process, or this
    // one's successor), not to a socket about to close.
    if (draining()) setAnswerHeader(c, 'connection', 'close');
    httpRequestDuration.observe({ method: c.req.method, route, status_code: status }, seconds);
    const line = {
      reqId,
      req: { method: c.req.method, route },
      res: { statusCode: status },
      responseTime: Math.round(seconds * 1e4) / 10,
      vetId: c.get('vetId'),
    };
    if (status >= 500 && route !== READY_PATH) {
      if (root.isLevelEnabled('error')) lines.error(line, 'request failed');
    } else if (root.isLevelEnabled('info')) lines.info(line, 'request completed');
  };
}
