// A recording fetch for tests (here and in widgets): answers from a queue or a function and
// keeps every request, with its body parsed, so a test can assert method, URL, headers, body.
import type { FetchLike } from './http';

export interface RecordedRequest {
  method: string;
  url: string;
  /** Path plus query, without the origin: what the route tables in the specs name. */
  path: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
  /** Sent with fetch's keepalive (it may outlive the page). */
  keepalive: boolean;
}

export type FakeReply =
  { status?: number; statusText?: string; json?: unknown; text?: string } | Error | ((request: RecordedRequest) => FakeReply | Promise<FakeReply>);

export interface FakeFetch extends FetchLike {
  requests: RecordedRequest[];
  /** The last request made; throws when there was none, so a test fails loudly. */
  last(): RecordedRequest;
  /** Queue replies for the next calls; when the queue is empty, calls get 200 `{ success: true, data: null }`. */
  reply(...replies: FakeReply[]): FakeFetch;
}

const lowerHeaders = (headers: HeadersInit | undefined): Record<string, string> => {
  const out: Record<string, string> = {};
  new Headers(headers).forEach((value, key) => (out[key] = value));
  return out;
};

async function toResponse(reply: FakeReply, request: RecordedRequest): Promise<Response> {
  if (typeof reply === 'function') return toResponse(await reply(request), request);
  if (reply instanceof Error) throw reply;
  const status = reply.status ?? 200;
  const body = status === 204 ? null : (reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json)));
  return new Response(body, { status, statusText: reply.statusText ?? '' });
}

export function fakeFetch(...initial: FakeReply[]): FakeFetch {
  const queue = [...initial];
  const requests: RecordedRequest[] = [];
  const fn = (async (input: string, init: RequestInit) => {
    const url = new URL(input);
    const raw = init.body;
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url: input,
      path: input.slice(url.origin.length),
      headers: lowerHeaders(init.headers),
      body: typeof raw === 'string' ? JSON.parse(raw) : (raw ?? undefined),
      signal: init.signal ?? undefined,
      keepalive: init.keepalive === true,
    };
    requests.push(request);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return toResponse(queue.shift() ?? { json: { success: true, data: null } }, request);
  }) as FakeFetch;
  fn.requests = requests;
  fn.last = () => {
    const last = requests[requests.length - 1];
    if (!last) throw new Error('No request was made');
    return last;
  };
  fn.reply = (...replies) => {
    queue.push(...replies);
    return fn;
  };
  return fn;
}
