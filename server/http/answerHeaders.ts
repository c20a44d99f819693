// Headers a middleware adds to an answer already made (after `await next()`). Hono's
// c.header() rebuilds the whole Response once an answer exists (and @hono/node-server then
// makes a full web Response with a stream for it): measured, that costs about a third of
// a read answered from memory. The answer's own headers are set instead;
// only a Response whose headers cannot change (one passed through from fetch) takes the
// rebuild.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

export function setAnswerHeader(c: Context, name: string, value: string, options?: { append?: boolean }): void {
  try {
    if (options?.append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, options);
  }
}

/** For answers that belong to one person or one basket: no browser or shared cache keeps them. */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  setAnswerHeader(c, 'cache-control', 'no-store');
});
