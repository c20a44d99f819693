// Reads the demo content from demo/seed/*.json (one file per collection, `{ [vetId]: docs[] }`).
// The server seeds its content service from it and the CMS seeds its collections from it, so it
// lives with the data rather than in either of them. Clinic locations have one source,
// demo/seed/clinics.json (the platform seeds its clinics table from the same file): t1-location
// is those clinics plus the group's other places in t1-location.json (for example a market
// used for fundraiser pickups).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTENT_COLLECTIONS, type ContentCollection } from '../../shared/content/collections';

export const DEMO_SEED_DIR = fileURLToPath(new URL('./', import.meta.url));

/** A seed document: Payload-style, with a string id and any JSON fields. */
export interface SeedDoc {
  id: string;
  [field: string]: unknown;
}

export interface ContentRow {
  vetId: string;
  collection: ContentCollection;
  id: string;
  slug: string | null;
  /** Order within the collection as written in the seed (the default list order). */
  position: number;
  data: SeedDoc;
}

type SeedFile = Record<string, SeedDoc[]>;

function readSeedFile(dir: string, name: string): SeedFile {
  const path = `${dir.replace(/\/?$/, '/')}${name}.json`;
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${path}: expected { "<vet id>": [documents] }`);
  for (const [vetId, docs] of Object.entries(parsed)) {
    if (!Array.isArray(docs)) throw new Error(`${path}: "${vetId}" must be an array of documents`);
    docs.forEach((doc: unknown, i) => {
      if (typeof doc !== 'object' || doc === null || typeof (doc as SeedDoc).id !== 'string' || (doc as SeedDoc).id === '') {
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
  for (const collection of CONTENT_COLLECTIONS) {
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
