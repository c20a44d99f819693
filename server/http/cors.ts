// Cross-origin reads and writes from any site (widgets on clinic sites): a fixed answer to the
// preflight, and Access-Control-Allow-Origin: * on every answer. Callers send a bearer token,
// never cookies, so no origin list is needed. Not Hono's cors(): it sets its header on the
// placeholder answer before the route runs, and Hono then copies it onto each real answer; on
// a JSON read that halved the rate, where this costs a tenth to a fifth
// (scripts/bench/middleware.ts, docs/benchmarks.md).
import type { MiddlewareHandler } from 'hono';
import { setAnswerHeader } from './answerHeaders';

export function anyOrigin({ methods, headers }: { methods: string; headers: string }): MiddlewareHandler {
  const preflight = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': methods,
    'access-control-allow-headers': headers,
    'access-control-max-age': '600',
  };
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return c.body(null, 204, preflight);
    await next();
    setAnswerHeader(c, 'access-control-allow-origin', '*');
  };
}
