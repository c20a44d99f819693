// Errors that are the caller's fault carry their status and a message for people.
// Anything else is ours: logged, and answered as a plain 500 with no internals.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import { log, safeError } from '../ops/log';

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503,
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
export const gone = (message: string) => new HttpError(410, message);
export const unprocessable = (message: string, details?: Record<string, unknown>) => new HttpError(422, message, details);

export const UNAVAILABLE = 'The service is unavailable for a moment. Please try again shortly.';

export const CONTENT_UNAVAILABLE = 'The clinic’s content is not available for a moment. Please try again shortly.';
/** The group's CMS (CONTENT_API_URL) did not answer, or not in time: nothing was done. */
export const contentUnavailable = () => new HttpError(503, CONTENT_UNAVAILABLE, undefined, { 'retry-after': '30' });

// Node socket codes, PostgreSQL's connection classes (08: connection exception; 57P01-03: the
// server is shutting down or starting; 57014: a statement past its statement_timeout) and
// node-postgres's own messages for a dropped link or an answer that did not come in time.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', '57P01', '57P02', '57P03', '57014']);
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  const message = error instanceof Error ? error.message : '';
  return /^Connection terminated|^timeout exceeded when trying to connect|^Client has encountered a connection error|^Query read timeout/.test(message);
}

export const NO_SPACE = 'We cannot save anything right now. Please try again in a few minutes.';

// A full disk or a database that cannot be written (PostgreSQL class 53 "insufficient
// resources": 53100 disk_full, 53200 out_of_memory, 53300 too_many_connections; 25006 a
// read-only transaction, as on a standby) and the file-system errors PGlite passes up.
const CANNOT_WRITE_CODES = new Set(['53000', '53100', '53200', '53300', '53400', '25006', 'ENOSPC', 'EROFS', 'EDQUOT', 'EACCES', 'EPERM', 'EIO']);
function isCannotWrite(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && CANNOT_WRITE_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /No space left on device|read-only file system|could not extend file|could not write to file|disk quota exceeded/i.test(message);
}

/** What the log may say of an error, as one string (server/ops/log.ts: `safeError`). */
export function redactedError(error: unknown): string {
  if (!(error instanceof Error)) return safeError(error).message;
  const { type, code, message, stack } = safeError(error);
  return `${type}${code ? ` ${code}` : ''}: ${message}${stack ? `\n${stack}` : ''}`;
}

/** The request's logger (its lines carry the request id), or the process's outside a request. */
// Typed here by the one variable it reads: the app's full env names the payment gateway, whose
// errors are these, and importing it would tie the two modules in a loop.
const logOf = (c: Context) => (c as Context<{ Variables: { log?: Logger } }>).get('log') ?? log;
/** Which route failed: its pattern (/api/v1/pet/:id), never the path with its ids and tokens. */
const where = (c: Context) => ({ req: { method: c.req.method, route: routePath(c) } });

export function handleError(error: unknown, c: Context) {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    if (error.status === 413) c.header('connection', 'close');
    return c.json({ success: false, message: error.message, ...error.details }, error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const message = status === 413 ? 'The request is too large.' : error.message || 'The request could not be handled.';
    // The unread rest of a refused body must not be read as the next request.
    if (status === 413) c.header('connection', 'close');
    return c.json({ success: false, message }, status);
  }
  if (isCannotWrite(error)) {
    logOf(c).error({ err: error, ...where(c) }, 'Cannot write to the database');
    c.header('retry-after', '60');
    return c.json({ success: false, message: NO_SPACE }, 503);
  }
  if (isDatabaseUnavailable(error)) {
    logOf(c).error({ err: error, ...where(c) }, 'Database unavailable');
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
  if (
    code === '23503' ||
    code === '22P02' ||
    code === '22001' ||
    code === '22003' ||
    code === '22007' ||
    code === '22008' ||
    code === '22021' ||
    code === '22P05'
  )
    return c.json({ success: false, message: 'The request contains a value that is not valid.' }, 400);
  // The request's line says which route; no query string, no body: the log never holds what people typed.
  logOf(c).error({ err: error, ...where(c) }, 'Unhandled error');
  return c.json({ success: false, message: 'Something went wrong on our side. Please try again.' }, 500);
}
