// Reads the demo content from demo/seed/*.json (one file per collection, `{ [vetId]: docs[] }`)
// into rows for content_docs. Clinic locations have one source, demo/seed/clinics.json (the
// platform seeds its clinics table from the same file): t1-location is those clinics plus
// the group's other places in t1-location.json (for example a market used for fundraiser pickups).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Queryable } from '../db/index';
import type { SeedStep } from '../db/seed';
import { contentCollections, type ContentCollection, type ContentDoc } from './collections';

export const DEMO_SEED_DIR = fileURLToPath(new URL('../../demo/seed/', import.meta.url));

export interface ContentRow {
  vetId: string;
  collection: ContentCollection;
  id: string;
  slug: string | null;
  /** Order within the collection as written in the seed (the default list order). */
  position: number;
  data: ContentDoc;
}

type SeedFile = Record<string, ContentDoc[]>;

function readSeedFile(dir: string, name: string): SeedFile {
  const path = `${dir.replace(/\/?$/, '/')}${name}.json`;
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${path}: expected { "<vet id>": [documents] }`);
  for (const [vetId, docs] of Object.entries(parsed)) {
    if (!Array.isArray(docs)) throw new Error(`${path}: "${vetId}" must be an array of documents`);
    docs.forEach((doc: unknown, i) => {
      if (typeof doc !== 'object' || doc === null || typeof (doc as ContentDoc).id !== 'string' || (doc as ContentDoc).id === '') {
        throw new Error(`${path}: "${vetId}"[${i}] needs a string id`);
      }
    });
  }
  return parsed as SeedFile;
}

/** The demo clinics, per vet group, as written in demo/seed/clinics.json. */
export function readDemoClinics(dir = DEMO_SEED_DIR): SeedFile {
  return readSeedFile(dir, 'clinics');
}

/** Every content row of the demo seed; throws on a malformed file or a duplicate id. */
export function readContentSeed(dir = DEMO_SEED_DIR): ContentRow[] {
  const rows: ContentRow[] = [];
  const seen = new Set<string>();
  for (const collection of contentCollections) {
    const file = readSeedFile(dir, collection);
    if (collection === 't1-location') {
      const clinics = readDemoClinics(dir);
      for (const vetId of Object.keys(clinics)) file[vetId] = [...clinics[vetId]!, ...(file[vetId] ?? [])];
    }
    for (const [vetId, docs] of Object.entries(file)) {
      docs.forEach((data, position) => {
        const key = `${vetId}/${collection}/${data.id}`;
        if (seen.has(key)) throw new Error(`demo seed: duplicate id ${key}`);
        seen.add(key);
        rows.push({ vetId, collection, id: data.id, slug: typeof data.slug === 'string' ? data.slug : null, position, data });
      });
    }
  }
  return rows;
}

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
