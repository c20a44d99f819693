// Test helper: a content client over demo/seed (read straight from the JSON files), with
// the service's semantics the shell relies on: references resolved to depth, where
// equals / in / less_than / greater_than, sort, page and limit.
import { ApiError } from '../../shared/api/errors';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentClient, ContentCollection, ContentListOptions } from '../../shared/content';
import type { Where } from '../../shared/content';
import type { FetchLike } from '../../shared/api/http';

const SEED = join(__dirname, '../../demo/seed');
type Doc = Record<string, unknown> & { id: string };

export function seedFile(name: string, vetId = 'tui-vets'): Doc[] {
  const data = JSON.parse(readFileSync(join(SEED, `${name}.json`), 'utf8')) as Record<string, Doc[]>;
  return data[vetId] ?? [];
}

export function seedCollection(collection: ContentCollection, vetId = 'tui-vets'): Doc[] {
  // The service's t1-location holds the clinics too (demo/seed/README.md).
  if (collection === 't1-location') return [...seedFile('clinics', vetId), ...seedFile('t1-location', vetId)];
  return seedFile(collection, vetId);
}

function isRef(node: unknown): node is { relationTo: ContentCollection; value: unknown } {
  return typeof node === 'object' && node !== null && 'relationTo' in node && 'value' in node;
}

/** A copy of `node` with references replaced by their documents, `depth` levels deep. */
export function resolveRefs<T>(node: T, depth = 9, vetId = 'tui-vets'): T {
  const walk = (value: unknown, level: number): unknown => {
    if (Array.isArray(value)) return value.map((v) => walk(v, level));
    if (isRef(value)) {
      if (level >= depth || typeof value.value !== 'string') return { ...value };
      const doc = seedCollection(value.relationTo, vetId).find((d) => d.id === value.value);
      return doc ? { relationTo: value.relationTo, value: walk(doc, level + 1) } : { ...value };
    }
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, level)]));
    return value;
  };
  return walk(node, 0) as T;
}

function field(doc: unknown, path: string): unknown[] {
  let values: unknown[] = [doc];
  for (const key of path.split('.')) {
    values = values.flatMap((v) => {
      const next = typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined;
      return Array.isArray(next) ? next : [next];
    });
  }
  // A reference compares by its id, resolved or not.
  return values.map((v) => (isRef(v) ? (typeof v.value === 'object' && v.value ? (v.value as Doc).id : v.value) : v));
}

function matches(doc: Doc, where: Where | undefined): boolean {
  if (!where) return true;
  return Object.entries(where).every(([path, condition]) => {
    const values = field(doc, path);
    return Object.entries(condition as Record<string, unknown>).every(([op, q]) => {
      const list = Array.isArray(q) ? q.map(String) : String(q).split(',');
      switch (op) {
        case 'equals':
          return values.some((v) => String(v) === String(q));
        case 'in':
          return values.some((v) => list.includes(String(v)));
        case 'not_in':
          return !values.some((v) => list.includes(String(v)));
        case 'less_than':
          return values.some((v) => String(v) < String(q));
        case 'greater_than':
          return values.some((v) => String(v) > String(q));
        default:
          throw new Error(`The test content client does not know '${op}'`);
      }
    });
  });
}

export interface SeedClient extends ContentClient {
  calls: string[];
}

/**
 * `fetch`: the API's answers for the portal's own API reads (the booking page's start); by
 * default there is no API, and such reads fail as an unreachable one would.
 */
export function seedContentClient(vetId = 'tui-vets', fetch: FetchLike = () => Promise.reject(new TypeError('No API in this test'))): SeedClient {
  const calls: string[] = [];
  const list = async <T>(collection: ContentCollection, o: ContentListOptions = {}) => {
    calls.push(`list ${collection}`);
    let docs = seedCollection(collection, vetId).filter((d) => matches(d, o.where));
    const sort = typeof o.sort === 'string' ? o.sort : o.sort?.[0];
    if (sort) {
      const key = sort.replace(/^-/, '');
      const dir = sort.startsWith('-') ? -1 : 1;
      docs = [...docs].sort((a, b) =>
        String(field(a, key)[0]) < String(field(b, key)[0]) ? -dir : String(field(a, key)[0]) > String(field(b, key)[0]) ? dir : 0,
      );
    }
    const limit = o.limit ?? 10;
    const offset = o.offset ?? ((o.page ?? 1) - 1) * limit;
    const items = docs.slice(offset, offset + limit).map((d) => resolveRefs(d, o.depth ?? 9, vetId));
    return { items: items as T[], limit, offset, total: docs.length };
  };
  return {
    calls,
    fetch,
    list,
    byId: async <T>(collection: ContentCollection, id: string) => {
      calls.push(`byId ${collection} ${id}`);
      const doc = seedCollection(collection, vetId).find((d) => d.id === id);
      if (!doc) throw new ApiError({ data: { message: 'Not found' }, status: 404, statusText: 'Not Found', error: 'Not found' });
      return resolveRefs(doc, 9, vetId) as T;
    },
    bySlug: async <T>(collection: ContentCollection, slug: string) => {
      calls.push(`bySlug ${collection} ${slug}`);
      const page = await list<T>(collection, { where: { slug: { equals: slug } }, limit: 1 });
      return page.items[0] ?? null;
    },
  };
}

/** A page's (or clinic page's) layout with references resolved, as the service sends it. */
export function seedLayout(collection: 'ui-page' | 'ui-clinic', slug: string, vetId = 'tui-vets'): unknown[] {
  const doc = seedCollection(collection, vetId).find((d) => d.slug === slug);
  if (!doc) throw new Error(`No ${collection} '${slug}' in the seed`);
  return resolveRefs(doc.layout as unknown[], 9, vetId);
}

/** The first block of a kind anywhere in the seed's pages and clinic pages (resolved). */
export function seedBlock(blockType: string, kind?: string): Record<string, unknown> {
  for (const collection of ['ui-page', 'ui-clinic'] as const) {
    for (const doc of seedCollection(collection)) {
      const block = (doc.layout as Array<Record<string, unknown>>).find((b) => b.blockType === blockType && (kind === undefined || b.kind === kind));
      if (block) return resolveRefs(block);
    }
  }
  throw new Error(`No ${blockType} ${kind ?? ''} block in the seed`);
}
