// The content service: where documents come from (a store per vet group) and the two reads
// the REST routes offer, list and by id. The routes only translate HTTP to these calls.
import type { ContentCollection, ContentDoc } from './collections';
import {
  applySelect,
  parseCountQuery,
  parseDepth,
  parseListQuery,
  parseQueryTree,
  parseSelect,
  populate,
  queryDocs,
  refKey,
  type Narrow,
  type PaginatedDocs,
  type RefKey,
  type Result,
} from './query';

/** Read access to the stored documents of one vet group. */
export interface ContentStore {
  /**
   * The documents of a collection in stored (seed) order. A store may leave out those that
   * fail `narrow` (slug or id equality) and must keep all that pass; the full query runs after.
   */
  list(vetId: string, collection: ContentCollection, narrow?: Narrow): Promise<ContentDoc[]>;
  /** The documents with these keys (any collection); missing ones are left out. */
  getMany(vetId: string, keys: RefKey[]): Promise<Map<string, ContentDoc>>;
}

export type ContentResult<T> = Result<T> & { status?: 400 | 404 };

/** The three reads the REST routes offer, each given the query as sent. */
export interface ContentReader {
  list(vetId: string, collection: ContentCollection, query: Iterable<[string, string]>): Promise<ContentResult<unknown>>;
  count(vetId: string, collection: ContentCollection, query: Iterable<[string, string]>): Promise<ContentResult<unknown>>;
  byId(vetId: string, collection: ContentCollection, id: string, query: Iterable<[string, string]>): Promise<ContentResult<unknown>>;
}

/** The reads over stored documents (this server's own, or any store). */
export const storeReader = (store: ContentStore): ContentReader => ({
  list: (vetId, collection, query) => listContent(store, vetId, collection, query),
  count: (vetId, collection, query) => countContent(store, vetId, collection, query),
  byId: (vetId, collection, id, query) => getContent(store, vetId, collection, id, query),
});

export async function listContent(
  store: ContentStore,
  vetId: string,
  collection: ContentCollection,
  query: Iterable<[string, string]>,
): Promise<ContentResult<PaginatedDocs<ContentDoc>>> {
  const parsed = parseListQuery(query);
  if (!parsed.ok) return { ...parsed, status: 400 };
  const page = queryDocs(await store.list(vetId, collection, parsed.value.narrow), parsed.value);
  const docs = await populate(page.docs, parsed.value.depth, (keys) => store.getMany(vetId, keys));
  return { ok: true, value: { ...page, docs: docs.map((doc) => applySelect(doc, parsed.value.select)) } };
}

/** GET /{collection}/count: how many documents match `where` (Payload's count). */
export async function countContent(
  store: ContentStore,
  vetId: string,
  collection: ContentCollection,
  query: Iterable<[string, string]>,
): Promise<ContentResult<{ totalDocs: number }>> {
  const parsed = parseCountQuery(query);
  if (!parsed.ok) return { ...parsed, status: 400 };
  return { ok: true, value: { totalDocs: (await store.list(vetId, collection, parsed.value.narrow)).filter(parsed.value.where).length } };
}

export async function getContent(
  store: ContentStore,
  vetId: string,
  collection: ContentCollection,
  id: string,
  query: Iterable<[string, string]>,
): Promise<ContentResult<ContentDoc>> {
  const tree = parseQueryTree(query);
  if (!tree.ok) return { ...tree, status: 400 };
  const depth = parseDepth(tree.value.depth);
  if (!depth.ok) return { ...depth, status: 400 };
  const select = parseSelect(tree.value.select);
  if (!select.ok) return { ...select, status: 400 };
  const found = (await store.getMany(vetId, [{ collection, id }])).get(refKey(collection, id));
  if (!found) return { ok: false, status: 404, message: `No ${collection} document with id '${id}'.` };
  const [doc] = await populate([found], depth.value, (keys) => store.getMany(vetId, keys));
  return { ok: true, value: applySelect(doc!, select.value) };
}

/** A store over plain arrays: `{ [vetId]: { [collection]: docs } }`. For tests and tools. */
export function memoryContentStore(data: Record<string, Partial<Record<ContentCollection, ContentDoc[]>>>): ContentStore {
  return {
    async list(vetId, collection) {
      return data[vetId]?.[collection] ?? [];
    },
    async getMany(vetId, keys) {
      const found = new Map<string, ContentDoc>();
      for (const { collection, id } of keys) {
        const doc = (data[vetId]?.[collection as ContentCollection] ?? []).find((d) => d.id === id);
        if (doc) found.set(refKey(collection, id), doc);
      }
      return found;
    },
  };
}
