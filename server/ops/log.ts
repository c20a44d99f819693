// The process's one logger: JSON lines through pino on stdout, for a log shipper to read.
// A person at a terminal in development gets pino-pretty's lines instead, when it is installed
// (a devDependency: production never needs it). What may never reach the log: emails, names,
// phone numbers, passwords, tokens, cookies, authorisation headers and card details. Nothing
// logs a request's body or query string; the `redact` paths are the net under that rule, for
// an object someone logs whole one day.
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Field names whose values are personal or secret, wherever they sit (top level or one object down). */
const SECRET_FIELDS = [
  'email',
  'to',
  'firstName',
  'lastName',
  'name',
  'phone',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'cookie',
  'authorization',
  'card',
  'cardNumber',
  'cvc',
  'paymentMethod',
  'address',
  'secret',
];
/** The paths at fixed places: a top-level field, a request's or answer's headers. */
const FIXED_PATHS = [...SECRET_FIELDS, 'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]', 'res.headers["set-cookie"]'];
export const REDACT_PATHS = [...FIXED_PATHS, ...SECRET_FIELDS.map((field) => `*.${field}`)];

/**
 * An error as the log may hold it: its kind, code and message with quoted values, emails and
 * long numbers taken out (a PostgreSQL message can quote the input: names, emails, message
 * text), and the stack's frames. Never the error's other fields: pg's `detail` holds values.
 */
export function safeError(error: unknown): { type: string; code?: string; message: string; stack?: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: `non-error thrown (${typeof error})` };
  const code = (error as { code?: unknown }).code;
  const message = error.message
    .replace(/"[^"]*"|'[^']*'|\([^()]*\)=\([^()]*\)/g, '[value]')
    .replace(/[^\s@]+@[^\s@]+/g, '[email]')
    .replace(/\d{5,}/g, '[number]');
  const stack = (error.stack ?? '').split('\n').slice(1, 8).join('\n');
  return { type: error.name, ...(typeof code === 'string' ? { code } : {}), message, ...(stack ? { stack } : {}) };
}

const levelOf = (value: string | undefined): LogLevel => ((LOG_LEVELS as readonly string[]).includes(value ?? '') ? (value as LogLevel) : 'info');

/** pino-pretty's stream when this is a developer's terminal and it is installed; else undefined (JSON). */
function prettyStream(env: NodeJS.ProcessEnv): DestinationStream | undefined {
  if (env.NODE_ENV === 'production' || !process.stdout.isTTY) return undefined;
  try {
    const pretty = createRequire(import.meta.url)('pino-pretty') as (options: object) => DestinationStream;
    return pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return undefined;
  }
}

export function createLogger(env: NodeJS.ProcessEnv = process.env, destination?: DestinationStream): Logger {
  const options = {
    level: levelOf(env.LOG_LEVEL),
    base: { pid: process.pid },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // Fastify's and pino-http's name, err, with its type, message and stack: values taken out.
    serializers: { err: safeError },
  };
  // Written at once, not buffered: the lines before a crash or an exit are the ones that matter,
  // and they stay in the order they were logged. pino's asynchronous destination was measured
  // (docs/benchmarks.md): it saved a few µs a line; a line's cost is in redacting it, not in
  // writing it.
  const stream = destination ?? prettyStream(env) ?? pino.destination({ dest: 1, sync: true });
  return pino(options, stream);
}

/**
 * The logger of the request lines alone (server/ops/requests.ts): the root's stream, with only
 * the fixed redact paths. Those lines are built from the method, the route's pattern, the
 * status, the duration, the vet group and the request id, never from a request's data, so the
 * wildcard paths have nothing to find there, and they are most of a line's cost
 * (docs/benchmarks.md). It writes every level: the caller asks the root's level first, which
 * LOG_LEVEL may change after start.
 */
export function requestLineLogger(root: Logger): Logger {
  const stream = (root as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym]!;
  return pino({ level: 'trace', base: { pid: process.pid }, redact: { paths: FIXED_PATHS, censor: '[redacted]' } }, stream);
}

/** The root logger. `LOG_LEVEL` sets its level (server/index.ts applies the checked setting). */
export const log: Logger = createLogger();
