// The content store on the content_docs table (migration 003_content.sql): the same SQL on
// PGlite and PostgreSQL, every query scoped to one vet group.
import type { Queryable } from '../db/index';
import type { ContentDoc } from './collections';
import { refKey } from './query';
import type { ContentStore } from './service';

/** jsonb arrives parsed from both drivers; a driver that returns text still works. */
const asDoc = (data: unknown): ContentDoc => (typeof data === 'string' ? JSON.parse(data) : data) as ContentDoc;

/** PostgreSQL text cannot hold NUL, and no stored id or slug has one: such a key matches nothing. */
const hasNul = (value: string | undefined) => value !== undefined && value.includes('\u0000');

export function sqlContentStore(db: Queryable): ContentStore {
  return {
    async list(vetId, collection, narrow = {}) {
      if (hasNul(narrow.slug) || hasNul(narrow.id)) return [];
      // The slug/id narrowing uses the indexes; null parameters leave it off.
      const { rows } = await db.query<{ data: unknown }>(
        `select data from content_docs
          where vet_id = $1 and collection = $2 and ($3::text is null or slug = $3) and ($4::text is null or id = $4)
          order by position, id`,
        [vetId, collection, narrow.slug ?? null, narrow.id ?? null],
      );
      return rows.map((r) => asDoc(r.data));
    },
    async getMany(vetId, keys) {
      const found = new Map<string, ContentDoc>();
      keys = keys.filter((k) => !hasNul(k.id));
      if (keys.length === 0) return found;
      const { rows } = await db.query<{ collection: string; id: string; data: unknown }>(
        `select d.collection, d.id, d.data from content_docs d
           join unnest($2::text[], $3::text[]) as k(collection, id) on d.collection = k.collection and d.id = k.id
          where d.vet_id = $1`,
        [vetId, keys.map((k) => k.collection), keys.map((k) => k.id)],
      );
      for (const row of rows) found.set(refKey(row.collection, row.id), asDoc(row.data));
      return found;
    },
  };
}
