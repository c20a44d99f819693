// Seeds the content service (content_docs) from the demo content that demo/seed/read.ts reads.
import { join } from 'node:path';
import { readContentSeed, type ContentRow } from '../../demo/seed/read';
import type { Queryable } from '../db/index';
import type { SeedStep } from '../db/seedStep';
import type { ContentCollection, ContentDoc } from './collections';

export { readContentSeed, readDemoClinics, type ContentRow } from '../../demo/seed/read';

/** The seed as `{ [vetId]: { [collection]: docs } }`, the shape memoryContentStore takes. */
export function groupRows(rows: readonly ContentRow[]): Record<string, Partial<Record<ContentCollection, ContentDoc[]>>> {
  const out: Record<string, Partial<Record<ContentCollection, ContentDoc[]>>> = {};
  for (const row of rows) ((out[row.vetId] ??= {})[row.collection] ??= []).push(row.data);
  return out;
}

/** Writes rows into content_docs (replacing a document with the same key), in batches. */
export async function insertContentRows(db: Queryable, rows: readonly ContentRow[]): Promise<void> {
  const BATCH = 200;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const params: unknown[] = [];
    const values = batch.map((row) => {
      params.push(row.vetId, row.collection, row.id, row.slug, row.position, JSON.stringify(row.data));
      const n = params.length;
      return `($${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n}::jsonb)`;
    });
    await db.query(
      `insert into content_docs (vet_id, collection, id, slug, position, data) values ${values.join(', ')}
       on conflict (vet_id, collection, id) do update set slug = excluded.slug, position = excluded.position, data = excluded.data, updated_at = now()`,
      params,
    );
  }
}

/** The seed step (server/db/seed.ts): the demo content of both vet groups, on a fresh database. */
export const contentSeedStep: SeedStep = {
  name: 'content',
  async run(db, { root }) {
    await insertContentRows(db, readContentSeed(join(root, 'demo/seed')));
  },
};
