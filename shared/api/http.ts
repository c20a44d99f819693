// The API client core: the conventions of both specs' API section in one place, so no
// resource module ever builds headers or reads a Response itself.
//
// Success values: the reference server answers `{ success: true, data }` (lists as
// `data.items` + `data.total`), and the client resolves with `data`: callers get the entity,
// not the envelope. A body that is not that envelope resolves as it is. A 204, or any empty
// 2xx body, resolves as `undefined` (not null), so `Promise<void>` calls type naturally.
import { jsonText } from './jsonText';
import { DEFAULT_VET_ID, VET_ID_HEADER } from './config';
import { ApiError, NetworkError, isAbortError } from './errors';
import { toQueryString, type QueryParams } from './query';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** A fixed token, or a function asked before every call (the token can expire or change). */
export type TokenSource = string | (() => string | null | undefined | Promise<string | null | undefined>);

export interface ApiClientOptions {
  /** Origin plus optional path prefix, e.g. 'https://portal.example.nz'; '/api/v1/...' is appended. */
  apiBase: string;
  vetId?: string | undefined;
  token?: TokenSource | undefined;
  /** Defaults to the global fetch; tests and server-side callers pass their own. */
  fetch?: FetchLike | undefined;
}

/** What any single call can add: cancellation, and a key so a retried POST is not repeated. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** The request outlives the page (sent while it is being left, e.g. on pagehide). */
  keepalive?: boolean | undefined;
  idempotencyKey?: string | undefined;
  headers?: Record<string, string> | undefined;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RequestOptions extends CallOptions {
  method?: HttpMethod;
  query?: QueryParams | undefined;
  /** Sent as JSON; undefined sends no body and no Content-Type. */
  body?: unknown;
}

export interface ApiClient {
  readonly apiBase: string;
  readonly vetId: string;
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, query?: QueryParams, options?: CallOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  delete<T>(path: string, options?: CallOptions): Promise<T>;
}

/** Reads a body that may be empty, JSON, or (from a proxy or crash page) plain text. */
export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The body's `message` when it is a string: the text screens show for a failed call. */
export function bodyMessage(body: unknown): string | undefined {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

function unwrap(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const envelope = body as { success?: unknown; data?: unknown };
    if (envelope.success === true && 'data' in envelope) return envelope.data;
  }
  return body;
}

async function resolveToken(source: TokenSource | undefined): Promise<string | undefined> {
  const token = typeof source === 'function' ? await source() : source;
  return token ? token : undefined;
}

/**
 * Sends one request and turns every outcome into the spec's shapes: a value, an ApiError
 * (non-2xx), a NetworkError (fetch threw) or the platform's AbortError (the caller aborted).
 */
export async function send(doFetch: FetchLike, url: string, init: RequestInit, errorUrl?: string): Promise<{ response: Response; body: unknown }> {
  let response: Response;
  try {
    response = await doFetch(url, init);
  } catch (e) {
    if (isAbortError(e) || init.signal?.aborted) throw e;
    throw new NetworkError(url, e);
  }
  let body: unknown;
  try {
    body = await readBody(response);
  } catch (e) {
    // The connection dropped mid-body: still "we could not reach it", not an HTTP answer.
    if (isAbortError(e) || init.signal?.aborted) throw e;
    throw new NetworkError(url, e);
  }
  if (!response.ok) {
    throw new ApiError({
      data: body,
      status: response.status,
      statusText: response.statusText,
      error: bodyMessage(body),
      url: errorUrl,
    });
  }
  return { response, body };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const apiBase = options.apiBase.replace(/\/+$/, '');
  const vetId = options.vetId?.trim() || DEFAULT_VET_ID;
  // Looked up at call time, not bound once: tests and polyfills may replace the global later.
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(path: string, req: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', [VET_ID_HEADER]: vetId };
    const token = await resolveToken(options.token);
    if (token) headers.Authorization = `Bearer ${token}`;
    if (req.body !== undefined) headers['Content-Type'] = 'application/json';
    if (req.idempotencyKey) headers['Idempotency-Key'] = req.idempotencyKey;
    Object.assign(headers, req.headers);

    const url = `${apiBase}${path.startsWith('/') ? path : `/${path}`}${toQueryString(req.query)}`;
    const init: RequestInit = { method: req.method ?? 'GET', headers };
    if (req.body !== undefined) init.body = jsonText(req.body);
    if (req.signal) init.signal = req.signal;
    if (req.keepalive) init.keepalive = true;

    const { body } = await send(doFetch, url, init);
    return unwrap(body) as T;
  }

  return {
    apiBase,
    vetId,
    request,
    get: (path, query, o) => request(path, { ...o, method: 'GET', query }),
    post: (path, body, o) => request(path, { ...o, method: 'POST', body }),
    put: (path, body, o) => request(path, { ...o, method: 'PUT', body }),
    delete: (path, o) => request(path, { ...o, method: 'DELETE' }),
  };
}

/**
 * A fresh Idempotency-Key. randomUUID needs a secure context, so plain-http pages fall back
 * to getRandomValues (available everywhere the widgets run, and in Node 20).
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
