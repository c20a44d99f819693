// Client for the content service, Payload CMS REST semantics (the spec: "GET,
// depth 9"): GET {baseUrl}/{collection}?page&limit&sort&where&depth and
// GET {baseUrl}/{collection}/{id}?depth. The reference server mounts it at /content/api, so
// baseUrl is e.g. 'https://portal.example.nz/content/api'; a real Payload's '/api' works too.
//
// Failures match the API client (ApiError, NetworkError from shared/api) and ApiError.url
// names the request (the spec: "includes the url").
import { DEFAULT_VET_ID, VET_ID_HEADER } from '../api/config';
import { send, type FetchLike } from '../api/http';
import type { CallOptions } from '../api/http';
import type { ContentCollection } from './collections';
import { whereParams, type Where } from './where';

/** The spec: every content call resolves relationships nine levels deep. */
export const CONTENT_DEPTH = 9;
/** Payload's own default page size, used to turn an offset into a page when no limit is given. */
export const PAYLOAD_DEFAULT_LIMIT = 10;

export interface ContentDoc {
  id: string;
  [field: string]: unknown;
}

export interface ContentListOptions {
  /** 1-based page; ignored when `offset` is given. */
  page?: number | undefined;
  /** Item offset, turned into Payload's page (offsets between pages round down to the page). */
  offset?: number | undefined;
  limit?: number | undefined;
  /** Field name, '-' for descending; several are joined with commas. */
  sort?: string | readonly string[] | undefined;
  where?: Where | undefined;
  depth?: number | undefined;
}

/** A page in the shape the UI's pagers use (offset/limit), not Payload's page numbers. */
export interface ContentList<T> {
  items: T[];
  limit: number;
  offset: number;
  total: number;
}

/** The fields of a Payload list response that the mapping reads. */
interface PayloadList<T> {
  docs: T[];
  page?: number;
  limit: number;
  totalDocs: number;
}

export interface ContentClientOptions {
  baseUrl: string;
  /** Content belongs to a vet group like everything else; defaults as the API client does. */
  vetId?: string | undefined;
  fetch?: FetchLike | undefined;
}

export interface ContentClient {
  list<T = ContentDoc>(collection: ContentCollection, options?: ContentListOptions, call?: CallOptions): Promise<ContentList<T>>;
  /**
   * `draft`: the latest draft rather than the published document (a preview; its reader must be
   * allowed). `data`: the document as these unsaved values read, references resolved (Payload's
   * live preview asks this way: a POST that Payload answers as this GET with a body).
   */
  byId<T = ContentDoc>(collection: ContentCollection, id: string, call?: CallOptions, options?: ByIdOptions): Promise<T>;
  /** The first document whose slug equals `slug`, or null when there is none. */
  bySlug<T = ContentDoc>(collection: ContentCollection, slug: string, call?: CallOptions): Promise<T | null>;
  /**
   * How this client reaches the network (the server's in-process fetch while it renders a
   * page): the portal's few reads of the API itself go the same way.
   */
  readonly fetch: FetchLike;
}

export interface ByIdOptions {
  draft?: boolean;
  data?: Record<string, unknown>;
}

export function toContentList<T>(response: PayloadList<T>): ContentList<T> {
  const limit = response.limit;
  const page = response.page ?? 1;
  return { items: response.docs, limit, offset: Math.max(0, page - 1) * limit, total: response.totalDocs };
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const vetId = options.vetId?.trim() || DEFAULT_VET_ID;
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function get<T>(path: string, params: string[], call: CallOptions = {}, postBody?: unknown): Promise<T> {
    const url = `${baseUrl}${path}?${params.join('&')}`;
    const headers: Record<string, string> = { Accept: 'application/json', [VET_ID_HEADER]: vetId, ...call.headers };
    const init: RequestInit = { method: 'GET', headers };
    if (postBody !== undefined) {
      // Payload reads a POST with this header as a GET whose parameters are the JSON body.
      Object.assign(init, { method: 'POST', body: JSON.stringify(postBody) });
      Object.assign(headers, { 'Content-Type': 'application/json', 'X-Payload-HTTP-Method-Override': 'GET' });
    }
    if (call.signal) init.signal = call.signal;
    const { body } = await send(doFetch, url, init, url);
    return body as T;
  }

  async function list<T>(collection: ContentCollection, o: ContentListOptions = {}, call?: CallOptions) {
    const params: string[] = [];
    const limit = o.limit ?? (o.offset !== undefined ? PAYLOAD_DEFAULT_LIMIT : undefined);
    const page = o.offset !== undefined && limit ? Math.floor(Math.max(0, o.offset) / limit) + 1 : o.page;
    if (page !== undefined) params.push(`page=${page}`);
    if (limit !== undefined) params.push(`limit=${limit}`);
    const sort = typeof o.sort === 'string' ? o.sort : o.sort?.join(',');
    if (sort) params.push(`sort=${encodeURIComponent(sort)}`);
    params.push(...whereParams(o.where), `depth=${o.depth ?? CONTENT_DEPTH}`);
    return toContentList(await get<PayloadList<T>>(`/${encodeURIComponent(collection)}`, params, call));
  }

  return {
    fetch: doFetch,
    list,
    byId: (collection, id, call, options) =>
      get(
        `/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`,
        [`depth=${CONTENT_DEPTH}`, ...(options?.draft ? ['draft=true'] : [])],
        call,
        options?.data ? { data: options.data } : undefined,
      ),
    bySlug: async <T>(collection: ContentCollection, slug: string, call?: CallOptions) => {
      const page = await list<T>(collection, { where: { slug: { equals: slug } }, limit: 1 }, call);
      return page.items[0] ?? null;
    },
  };
}
