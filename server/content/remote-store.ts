// The content store of a vet group's CMS elsewhere (CONTENT_API_URL: Payload's REST API, the
// CMS in cms/): what the server itself reads of the content (a page's SEO tags, the sitemap)
// comes from where the portal's pages come from. Documents come at depth 1, so an image is
// its upload (with its url) and a reference keeps its { relationTo, value } shape.
import type { ContentCollection, ContentDoc } from './collections';
import { getFromCms, type FetchLike } from './cms-fetch';
import { refKey, type Narrow, type RefKey } from './query';
import type { ContentStore } from './service';

export function remoteContentStore(baseUrl: string, doFetch: FetchLike = (url, init) => fetch(url, init)): ContentStore {
  const base = baseUrl.replace(/\/+$/, '');

  async function find(vetId: string, collection: string, where: [string, string][]): Promise<ContentDoc[]> {
    const params = new URLSearchParams([['pagination', 'false'], ['depth', '1'], ...where]);
    const answer = await getFromCms(doFetch, base, `/${encodeURIComponent(collection)}`, params, vetId);
    // The CMS refused the narrowing (an id not of its kind, say): nothing matches it.
    if (!answer.ok) return [];
    return ((answer.body as { docs?: ContentDoc[] }).docs ?? []).map((doc) => ({ ...doc, id: String(doc.id) }));
  }

  return {
    list(vetId: string, collection: ContentCollection, narrow: Narrow = {}) {
      const where: [string, string][] = [];
      if (narrow.slug !== undefined) where.push(['where[slug][equals]', narrow.slug]);
      if (narrow.id !== undefined) where.push(['where[id][equals]', narrow.id]);
      return find(vetId, collection, where);
    },
    async getMany(vetId: string, keys: RefKey[]) {
      const found = new Map<string, ContentDoc>();
      const byCollection = new Map<string, string[]>();
      for (const key of keys) byCollection.set(key.collection, [...(byCollection.get(key.collection) ?? []), key.id]);
      await Promise.all(
        [...byCollection].map(async ([collection, ids]) => {
          const docs = await find(
            vetId,
            collection,
            ids.map((id, i) => [`where[id][in][${i}]`, id]),
          );
          for (const doc of docs) found.set(refKey(collection, doc.id), doc);
        }),
      );
      return found;
    },
  };
}
