// GET answers kept in memory under a scope's version: a route that only reads
// rows a scope covers (the content service, the shop, the booking flow's start) is served
// from memory until those rows change. Only anonymous calls: an answer for a signed-in
// caller may be their own. Only 200 JSON answers are kept; anything else is sent as made.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/env';
import { answerCacheFor, answerFor } from './answers';

/** Thrown out of a computation whose answer is not to be kept; its caller sends its own c.res. */
class NotKept extends Error {}

export const keptAnswers = (scopeOf: (c: Context<AppEnv>) => string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET' || c.req.header('authorization')) return next();
    const url = new URL(c.req.url);
    let ranHere = false;
    try {
      const kept = await answerCacheFor(c.get('deps').db).answer({
        scope: scopeOf(c),
        key: `${c.get('vetId')} ${url.pathname}${url.search}`,
        now: c.get('deps').now().getTime(),
        make: async () => {
          ranHere = true;
          await next();
          if (c.res.status !== 200 || !c.res.headers.get('content-type')?.startsWith('application/json')) throw new NotKept();
          const headers = [...c.res.headers].filter(([name]) => name !== 'etag' && name !== 'content-length');
          return { body: await c.res.clone().text(), headers };
        },
      });
      // Sent as kept, made here or not: compressed once, with the ETag worked out once
      // (hono/etag uses one already set rather than hashing again), or a 304 to a caller that
      // has it. A route's own Cache-Control (the content service's) wins over no-cache.
      const { status, body, headers } = answerFor(kept, c.req);
      const answer = new Response(body, {
        status,
        headers: { ...headers, ...Object.fromEntries(kept.headers), vary: varyWith(kept.headers, headers.vary!) },
      });
      // Cleared first: Hono copies a finished answer's headers over a new one (an old Vary would win).
      c.res = undefined;
      c.res = answer;
    } catch (error) {
      if (!(error instanceof NotKept)) throw error;
      // The call that made it has its answer; one that shared the computation makes its own.
      if (!ranHere) await next();
    }
  });

/** The answer's own Vary (X-Vet-Id on content) and ours, each name once. */
function varyWith(headers: [string, string][], ours: string): string {
  const own = headers.find(([name]) => name === 'vary')?.[1] ?? '';
  const names: string[] = [];
  for (const name of `${own},${ours}`.split(',').map((n) => n.trim()))
    if (name && !names.some((seen) => seen.toLowerCase() === name.toLowerCase())) names.push(name);
  return names.join(', ');
}
