// Errors that are the caller's fault carry their status and a message for people.
// Anything else is ours: logged, and answered as a plain 500 with no internals.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429,
    message: string,
    readonly details?: Record<string, unknown>,
    /** Headers the answer carries (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new HttpError(400, message, details);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this.') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string, details?: Record<string, unknown>) => new HttpError(422, message, details);

export const UNAVAILABLE = 'The service is unavailable for a moment. Please try again shortly.';

// Node socket codes, PostgreSQL's connection classes (08: connection exception; 57P01-03: the
// server is shutting down or starting) and node-postgres's own messages for a dropped link.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', '57P01', '57P02', '57P03']);
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  const message = error instanceof Error ? error.message : '';
  return /^Connection terminated|^timeout exceeded when trying to connect|^Client has encountered a connection error/.test(message);
}

export function handleError(error: unknown, c: Context) {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json({ success: false, message: error.message, ...error.details }, error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const message = status === 413 ? 'The request is too large.' : error.message || 'The request could not be handled.';
    return c.json({ success: false, message }, status);
  }
  if (isDatabaseUnavailable(error)) {
    console.error(`Database unavailable for ${c.req.method} ${c.req.path}: ${(error as Error).message}`);
    c.header('retry-after', '5');
    return c.json({ success: false, message: UNAVAILABLE }, 503);
  }
  // c.req.parseBody() on a form body that does not parse (a multipart body without its
  // boundary, a cut-off upload) throws undici's TypeError: the caller's input, not our bug.
  if (error instanceof TypeError && /^Failed to parse body as FormData/.test(error.message))
    return c.json({ success: false, message: 'The form could not be read. Please try again.' }, 400);
  // PostgreSQL said the input breaks a rule (bad cast, too long, constraint): still the caller's input.
  const code = (error as { code?: string } | null)?.code;
  if (code === '23505') return c.json({ success: false, message: 'That already exists.' }, 409);
  // 22021/22P05: text PostgreSQL cannot store (a NUL byte, an invalid sequence); PGlite lets it pass.
  if (code === '23503' || code === '22P02' || code === '22001' || code === '22003' || code === '22007' || code === '22008' || code === '22021' || code === '22P05')
    return c.json({ success: false, message: 'The request contains a value that is not valid.' }, 400);
  console.error('Unhandled error', c.req.method, c.req.path, error);
  return c.json({ success: false, message: 'Something went wrong on our side. Please try again.' }, 500);
}
