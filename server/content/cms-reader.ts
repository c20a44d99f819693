// The content service's reads answered by the group's CMS (CONTENT_API_URL: Payload's REST
// API, the CMS in cms/): the query goes as sent, with the caller's vet group and no
// credentials, so a caller reads there exactly what a visitor of the portal may (published
// documents of that group). Only the content collections are asked for (the routes check the
// name): the CMS's users and admin stay out of reach.
import { contentUnavailable } from '../http/errors';
import type { ContentCollection } from './collections';
import { REMOTE_TIMEOUT_MS } from './remote-store';
import type { ContentReader, ContentResult } from './service';

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Payload's error body: `{ errors: [{ message }] }`. */
const messageOf = (body: unknown, status: number) =>
  ((body as { errors?: { message?: unknown }[] } | null)?.errors?.find((e) => typeof e.message === 'string')?.message as string | undefined) ??
  (status === 404 ? 'Not found.' : 'The content query could not be read.');

export function cmsContentReader(baseUrl: string, doFetch: FetchLike = (url, init) => fetch(url, init)): ContentReader {
  const base = baseUrl.replace(/\/+$/, '');

  async function read(vetId: string, path: string, query: Iterable<[string, string]>): Promise<ContentResult<unknown>> {
    const search = new URLSearchParams([...query]).toString();
    let res: Response;
    let body: unknown;
    try {
      res = await doFetch(`${base}${path}${search ? `?${search}` : ''}`, {
        headers: { Accept: 'application/json', 'X-Vet-Id': vetId },
        signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
      });
      body = await res.json();
    } catch (error) {
      console.error(`The CMS at ${base} did not answer ${path}: ${error instanceof Error ? error.message : String(error)}`);
      throw contentUnavailable();
    }
    if (res.ok) return { ok: true, value: body };
    if (res.status >= 500) {
      console.error(`The CMS at ${base} answered ${res.status} for ${path}`);
      throw contentUnavailable();
    }
    // A draft or another group's document is, to this caller, not there.
    const status = res.status === 400 ? 400 : 404;
    return { ok: false, status, message: messageOf(body, status) };
  }

  const at = (collection: ContentCollection, ...rest: string[]) => ['', collection, ...rest].map(encodeURIComponent).join('/');
  return {
    list: (vetId, collection, query) => read(vetId, at(collection), query),
    count: (vetId, collection, query) => read(vetId, at(collection, 'count'), query),
    byId: (vetId, collection, id, query) => read(vetId, at(collection, id), query),
  };
}
