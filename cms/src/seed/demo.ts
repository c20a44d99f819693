// Seeds the CMS from the demo content the reference content service serves (demo/seed/*.json,
// read by the server's own reader), so the portal shows the same site from either. Runs on an
// empty database only; documents get the CMS's ids and references are re-pointed at them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Payload } from 'payload';
import { QUIET } from '../contentChanged';
import { readContentSeed, readDemoClinics, type ContentRow } from '../../../demo/seed/read';
import type { ContentCollectionSlug } from '../fields';
import { isSlate, slateToLexical } from './slateToLexical';

const here = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(here, '../../..');

/** Demo sign-ins (README): a platform admin and one marketing editor per group. */
export const DEMO_USERS = [
  { email: 'admin@vets.example', password: 'demo-admin-2026', name: 'Platform admin', roles: ['admin'], vetGroup: null },
  { email: 'editor@tuivets.example', password: 'demo-editor-2026', name: 'Tui marketing', roles: ['editor'], vetGroup: 'tui-vets' },
  { email: 'editor@keavets.example', password: 'demo-editor-2026', name: 'Kea marketing', roles: ['editor'], vetGroup: 'kea-vets' },
] as const;

export const DEMO_GROUPS = [
  // The demo clinic site (demo/, served as http://clinic.example in the e2e suite), as the
  // server's own seed allows it.
  { id: 'tui-vets', name: 'Tui Vets', allowedSites: ['http://clinic.example'] },
  { id: 'kea-vets', name: 'Kea Vets', allowedSites: ['http://clinic.example'] },
];

/** Referenced collections first, so every reference points at a document that exists. */
const ORDER: ContentCollectionSlug[] = [
  't2-news-category',
  't1-location',
  'ui-service',
  'block-app-promo',
  'block-payment-information',
  'ui-fragment',
  'ui-terms-and-conditions',
  'meta-seo',
  't1-fundraiser',
  'ui-news',
  'ui-clinic',
  'navigation',
  'ui-page',
];
/** No "content changed" per seeded document (src/contentChanged.ts): nothing is served from it yet. */
const SEEDING = { [QUIET]: true };

/** Row ids orders refer to (a fundraiser's items and pickup places). */
const KEEP_ROW_IDS = new Set(['items', 'pickupLocations']);
const DRAFTS = new Set<ContentCollectionSlug>(['ui-page', 'ui-clinic', 'ui-news', 'navigation']);
/** groupList kinds whose items are references, and the item block each becomes. */
const REF_ITEM: Record<string, string> = { location: 'locationRef', clinicPage: 'clinicPageRef', news: 'newsRef', service: 'serviceRef' };
const OBJECT_ITEM: Record<string, string> = { data: 'dataItem', faq: 'faqItem', info: 'infoItem', testimony: 'testimonyItem', item: 'item', people: 'person' };

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isImage = (v: unknown): v is { url: string; alt?: string; caption?: string } =>
  isObject(v) && typeof v.url === 'string' && v.url.startsWith('/demo/assets/') && Object.keys(v).every((k) => ['id', 'url', 'alt', 'caption'].includes(k));
const isRef = (v: unknown): v is { relationTo: ContentCollectionSlug; value: string } =>
  isObject(v) && typeof v.relationTo === 'string' && typeof v.value === 'string' && Object.keys(v).length === 2;

export async function seedDemo(payload: Payload, { log = (_: string) => {} } = {}): Promise<{ documents: number; media: number }> {
  const existing = await payload.count({ collection: 'vet-groups', overrideAccess: true });
  if (existing.totalDocs > 0) return { documents: 0, media: 0 };

  for (const group of DEMO_GROUPS) await payload.create({ collection: 'vet-groups', data: group, overrideAccess: true, context: { [QUIET]: true } });
  for (const user of DEMO_USERS) await payload.create({ collection: 'users', data: { ...user, roles: [...user.roles] } as never, overrideAccess: true });

  const ids = new Map<string, string>(); // `${vet}/${collection}/${seed id}` -> CMS id
  const media = new Map<string, string>(); // `${vet}|${url}|${alt}|${caption}` -> media id

  async function mediaId(vetId: string, image: { url: string; alt?: string; caption?: string }): Promise<string> {
    const key = `${vetId}|${image.url}|${image.alt ?? ''}|${image.caption ?? ''}`;
    const known = media.get(key);
    if (known) return known;
    const file = path.join(REPO, image.url.replace(/^\//, ''));
    const data = readFileSync(file);
    const doc = await payload.create({
      collection: 'media',
      data: { alt: image.alt || path.basename(file, path.extname(file)), caption: image.caption ?? null, vetGroup: vetId },
      file: { data, mimetype: 'image/svg+xml', name: path.basename(file), size: data.length },
      overrideAccess: true,
      context: SEEDING,
    });
    media.set(key, String(doc.id));
    return String(doc.id);
  }

  /** The seed's value as the CMS stores it: images become media, references CMS ids, Slate Lexical. */
  async function convert(vetId: string, value: unknown, field = ''): Promise<unknown> {
    if (isImage(value)) return mediaId(vetId, value);
    if (isRef(value)) {
      const id = ids.get(`${vetId}/${value.relationTo}/${value.value}`);
      if (!id) throw new Error(`demo seed: ${vetId} ${field} refers to ${value.relationTo}/${value.value}, which is not seeded yet`);
      return { relationTo: value.relationTo, value: id };
    }
    if (isSlate(value)) return slateToLexical(value);
    if (Array.isArray(value)) {
      // One at a time: two uploads of one file at once would race for its file name.
      const out: unknown[] = [];
      for (const v of value)
        out.push(KEEP_ROW_IDS.has(field) && isObject(v) && !isRef(v) && !isImage(v) ? await convertFields(vetId, v, true) : await convert(vetId, v, field));
      return out;
    }
    if (!isObject(value)) return value;
    if (value.blockType === 'groupList') return groupList(vetId, value);
    return convertFields(vetId, value);
  }

  /**
   * A nested object's fields. The seed's row ids are dropped: Payload keys array and block rows
   * by id across every document of a collection, and the demo repeats them between pages (the
   * same team member on two). A fundraiser's items and pickup places keep theirs: orders name them.
   */
  async function convertFields(vetId: string, value: Json, keepId = false): Promise<Json> {
    const out: Json = {};
    for (const [key, v] of Object.entries(value)) {
      if (key === 'id' && !keepId) continue;
      out[key] = await convert(vetId, v, key);
    }
    return out;
  }

  async function groupList(vetId: string, block: Json): Promise<Json> {
    const kind = String(block.kind);
    const items = Array.isArray(block.items) ? block.items : [];
    const converted: Json[] = [];
    for (const item of items) {
      if (REF_ITEM[kind]) {
        const ref = (await convert(vetId, item)) as { relationTo: string; value: string };
        converted.push({ blockType: REF_ITEM[kind], relationTo: ref.relationTo, value: ref.value });
      } else {
        converted.push({ ...((await convert(vetId, item)) as Json), blockType: OBJECT_ITEM[kind] });
      }
    }
    const { items: _items, ...rest } = block;
    return { ...(await convertFields(vetId, rest)), items: converted };
  }

  const rows = readContentSeed(path.join(REPO, 'demo/seed'));
  // Locations that are the platform's clinics carry the API's id for them (forms and bookings send it).
  const clinics = readDemoClinics(path.join(REPO, 'demo/seed'));
  const isClinic = (vetId: string, id: string) => (clinics[vetId] ?? []).some((clinic) => clinic.id === id);
  const byCollection = new Map<string, ContentRow[]>();
  for (const row of rows) byCollection.set(row.collection, [...(byCollection.get(row.collection) ?? []), row]);

  let documents = 0;
  for (const collection of ORDER) {
    for (const row of byCollection.get(collection) ?? []) {
      const { id: _seedId, ...fields } = row.data;
      const data = (await convert(row.vetId, fields)) as Json;
      data.vetGroup = row.vetId;
      if (collection === 't1-location') data.clinicId = isClinic(row.vetId, row.id) ? row.id : null;
      if (DRAFTS.has(collection)) data._status = 'published';
      // Payload's generated types are not used here: the seed is checked against the portal's schemas in the tests.
      const doc = await payload.create({ collection, data: data as never, overrideAccess: true, depth: 0, context: SEEDING });
      ids.set(`${row.vetId}/${collection}/${row.id}`, String(doc.id));
      documents += 1;
    }
    log(`${collection}: ${byCollection.get(collection)?.length ?? 0}`);
  }
  return { documents, media: media.size };
}
