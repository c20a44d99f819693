// The content service's reads answered by the group's CMS (CONTENT_API_URL: Payload's REST
// API, the CMS in cms/): the query goes as sent, with the caller's vet group and no
// credentials, so a caller reads there exactly what a visitor of the portal may (published
// documents of that group). Only the content collections are asked for (the routes check the
// name): the CMS's users and admin stay out of reach.
import type { ContentCollection } from './collections';
import { getFromCms, type FetchLike } from './cms-fetch';
import type { ContentReader, ContentResult } from './service';

/** Payload's error body: `{ errors: [{ message }] }`. */
const messageOf = (body: unknown, status: number) =>
  ((body as { errors?: { message?: unknown }[] } | null)?.errors?.find((e) => typeof e.message === 'string')?.message as string | undefined) ??
  (status === 404 ? 'Not found.' : 'The content query could not be read.');

export function cmsContentReader(baseUrl: string, doFetch: FetchLike = (url, init) => fetch(url, init)): ContentReader {
  const base = baseUrl.replace(/\/+$/, '');

  async function read(vetId: string, path: string, query: Iterable<[string, string]>): Promise<ContentResult<unknown>> {
    const answer = await getFromCms(doFetch, base, path, new URLSearchParams([...query]), vetId);
    if (answer.ok) return { ok: true, value: answer.body };
    // A draft or another group's document is, to this caller, not there.
    const status = answer.status === 400 ? 400 : 404;
    return { ok: false, status, message: messageOf(answer.body, status) };
  }

  const at = (collection: ContentCollection, ...rest: string[]) => ['', collection, ...rest].map(encodeURIComponent).join('/');
  return {
    list: (vetId, collection, query) => read(vetId, at(collection), query),
    count: (vetId, collection, query) => read(vetId, at(collection, 'count'), query),
    byId: (vetId, collection, id, query) => read(vetId, at(collection, id), query),
  };
}
