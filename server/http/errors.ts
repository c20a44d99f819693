// Errors that are the caller's fault carry their status and a message for people.
// Anything else is ours: logged, and answered as a plain 500 with no internals.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429,
    message: string,
    readonly details?: Record<string, unknown>,
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

export function handleError(error: unknown, c: Context) {
  if (error instanceof HttpError) return c.json({ success: false, message: error.message, ...error.details }, error.status);
  if (error instanceof HTTPException) {
    const status = error.status;
    const message = status === 413 ? 'The request is too large.' : error.message || 'The request could not be handled.';
    return c.json({ success: false, message }, status);
  }
  // PostgreSQL said the input breaks a rule (bad cast, too long, constraint): still the caller's input.
  const code = (error as { code?: string } | null)?.code;
  if (code === '23505') return c.json({ success: false, message: 'That already exists.' }, 409);
  if (code === '23503' || code === '22P02' || code === '22001' || code === '22003' || code === '22007' || code === '22008')
    return c.json({ success: false, message: 'The request contains a value that is not valid.' }, 400);
  console.error('Unhandled error', c.req.method, c.req.path, error);
  return c.json({ success: false, message: 'Something went wrong on our side. Please try again.' }, 500);
}
