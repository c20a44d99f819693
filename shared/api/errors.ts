// The three ways a call can fail, kept apart so a screen can tell "the server said no"
// (show its message) from "we never reached it" (offer a retry) from "we never asked".

/**
 * A non-2xx response: `{ data, status, statusText, success: false, error }`,
 * where `data` is the parsed body and `error` the body's `message` (undefined when the body
 * has none, so screens fall back to their own wording: "server message or '...'").
 */
export class ApiError<D = unknown> extends Error {
  readonly kind = 'http' as const;
  readonly success = false as const;
  readonly data: D;
  readonly status: number;
  readonly statusText: string;
  readonly error: string | undefined;
  /** Present on content-service errors (the spec: "includes the url"). */
  readonly url: string | undefined;

  constructor(init: { data: D; status: number; statusText: string; error?: string | undefined; url?: string | undefined }) {
    super(init.error ?? `${init.status} ${init.statusText}`.trim());
    this.name = 'ApiError';
    this.data = init.data;
    this.status = init.status;
    this.statusText = init.statusText;
    this.error = init.error;
    this.url = init.url;
  }
}

/** fetch itself threw (offline, DNS, CORS, connection reset): no status, no body. */
export class NetworkError extends Error {
  readonly kind = 'network' as const;
  readonly success = false as const;
  readonly url: string;

  constructor(url: string, cause: unknown) {
    super(`Could not reach ${url}`, { cause });
    this.name = 'NetworkError';
    this.url = url;
  }
}

export type ClientErrorCode = 'undefined-id' | 'past-month';

/**
 * Refused before any request was made. `error` mirrors ApiError so one `errorMessage()` call
 * covers both; the past-month slot refusal carries no message at all.
 */
export class ClientError extends Error {
  readonly kind = 'client' as const;
  readonly success = false as const;
  readonly code: ClientErrorCode;
  readonly error: string | undefined;

  constructor(code: ClientErrorCode, message?: string) {
    super(message ?? '');
    this.name = 'ClientError';
    this.code = code;
    this.error = message;
  }
}

export const UNDEFINED_ITEM_MESSAGE = 'Could not delete an undefined item';

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
export const isNetworkError = (e: unknown): e is NetworkError => e instanceof NetworkError;
export const isClientError = (e: unknown): e is ClientError => e instanceof ClientError;

/** An aborted call (AbortSignal) is rethrown as the platform's AbortError, never wrapped. */
export const isAbortError = (e: unknown): boolean => typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError';

/**
 * The text a toast shows for a failed call: the server's (or client check's) message when
 * there is one, else the screen's own fallback. Network failures always use the fallback.
 */
export function errorMessage(e: unknown, fallback: string): string {
  if ((isApiError(e) || isClientError(e)) && e.error) return e.error;
  return fallback;
}

/** The server's answer to a vet-id it does not know (server/http/tenancy.ts). */
export const UNKNOWN_VET_GROUP = 'Unknown vet group';
export const unknownGroupMessage = (vetId: string) =>
  `This page asks for the vet group "${vetId}", which we do not know. Please check the link, or the vet-id on the page.`;

/**
 * What a flow says when its first data could not be loaded: an unknown vet group, or the
 * server's own words for anything else it refused (a token of another group, a 429), rather
 * than "check your connection", which is only true when the server was never reached.
 */
export function loadErrorMessage(e: unknown, vetId: string, fallback: string): string {
  if (!isApiError(e) || e.status >= 500 || !e.error) return fallback;
  return e.error === UNKNOWN_VET_GROUP ? unknownGroupMessage(vetId) : e.error;
}
