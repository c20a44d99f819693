// The demo seed is product data: these tests keep it complete and consistent (every
// collection, every block kind, references that resolve, images that exist, valid Slate).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ClinicBookingSettings } from '../../shared/content/webhook';
import { contentCollections, isContentCollection, type ContentDoc } from './collections';
import { readContentSeed, readDemoClinics } from '../../demo/seed/read';
import { groupRows } from './seed';
import { menuHref } from '../../shared/format/link';

const rows = readContentSeed();
const seed = groupRows(rows);
const clinics = readDemoClinics();
const ASSETS = fileURLToPath(new URL('../../demo/assets/', import.meta.url));
const docs = (vetId: string, collection: (typeof contentCollections)[number]) => seed[vetId]?.[collection] ?? [];

/** Every value in a tree, with the object that holds it. */
function* walk(node: unknown): Generator<unknown> {
  yield node;
  if (Array.isArray(node)) for (const item of node) yield* walk(item);
  else if (typeof node === 'object' && node !== null) for (const value of Object.values(node)) yield* walk(value);
}
const blocksOf = (list: ContentDoc[]) =>
  list.flatMap((doc) => ((doc.layout as { blockType: string; kind?: string }[] | undefined) ?? []).map((b) => ({ page: doc.slug as string, ...b })));

const SLATE_ELEMENTS = new Set(['paragraph', 'heading-one', 'heading-two', 'heading-three', 'ul', 'ol', 'li', 'link']);
function slateProblems(nodes: unknown[], path: string): string[] {
  const problems: string[] = [];
  for (const [i, node] of nodes.entries()) {
    const at = `${path}[${i}]`;
    if (typeof node !== 'object' || node === null) problems.push(`${at} is not a node`);
    else if ('text' in node) {
      if (typeof node.text !== 'string') problems.push(`${at}.text is not a string`);
      const extra = Object.keys(node).filter((k) => !['text', 'bold', 'italic'].includes(k));
      if (extra.length) problems.push(`${at} has unknown marks ${extra.join(', ')}`);
    } else {
      const el = node as { type?: unknown; children?: unknown; url?: unknown };
      if (typeof el.type !== 'string' || !SLATE_ELEMENTS.has(el.type)) problems.push(`${at} has unknown type ${String(el.type)}`);
      if (el.type === 'link' && typeof el.url !== 'string') problems.push(`${at} link without url`);
      if (!Array.isArray(el.children) || el.children.length === 0) problems.push(`${at} has no children`);
      else problems.push(...slateProblems(el.children, `${at}.children`));
    }
  }
  return problems;
}
const isSlate = (value: unknown): value is unknown[] =>
  Array.isArray(value) && value.length > 0 && value.every((n) => typeof n === 'object' && n !== null && 'type' in n && 'children' in n);

describe('demo seed', () => {
  it('has every content collection for both vet groups', () => {
    for (const vetId of ['tui-vets', 'kea-vets']) {
      for (const collection of contentCollections) expect(docs(vetId, collection).length, `${vetId} ${collection}`).toBeGreaterThan(0);
    }
  });

  it('keeps the clinics.json shape the platform seeds its clinics from', () => {
    expect(clinics['tui-vets']!.map((c) => c.name)).toEqual(['Tui Vets Hamilton', 'Tui Vets Cambridge', 'Tui Vets Te Awamutu']);
    expect(clinics['kea-vets']).toHaveLength(1);
    for (const clinic of Object.values(clinics).flat()) {
      expect(Object.keys(clinic)).toEqual([
        'id',
        'slug',
        'vetdeskClinicId',
        'name',
        'friendlyAddress',
        'mainLocation',
        'address',
        'contacts',
        'openingHours',
        'images',
        'body',
        'bookingSettings',
      ]);
      expect(v.safeParse(ClinicBookingSettings, clinic.bookingSettings).success).toBe(true);
      const [lng, lat] = (clinic.address as { coordinates: [number, number] }).coordinates;
      expect(lng).toBeGreaterThan(166); // New Zealand: longitude first, then latitude
      expect(lat).toBeLessThan(-34);
      for (const contact of clinic.contacts as { type: string }[]) {
        expect(['Phone', 'Email', 'Facebook', 'Instagram', 'LinkedIn', 'PO Box', 'Twitter']).toContain(contact.type);
      }
      const hours = clinic.openingHours as { day: string; from: string; to: string }[];
      expect(hours.map((h) => `${h.day} ${h.from}-${h.to}`)).toEqual([
        'Monday 08:00-16:30',
        'Tuesday 08:00-16:30',
        'Wednesday 08:00-16:30',
        'Thursday 08:00-16:30',
        'Friday 08:00-16:30',
        'Saturday 09:00-11:30',
      ]);
    }
    for (const group of Object.values(clinics)) expect(group.filter((c) => c.mainLocation)).toHaveLength(1);
  });

  it('serves the clinics as t1-location documents', () => {
    expect(docs('tui-vets', 't1-location').map((d) => d.id)).toEqual(expect.arrayContaining(['tui-hamilton', 'tui-cambridge', 'tui-te-awamutu']));
  });

  it('uses every block kind of the spec on the tui-vets pages', () => {
    const blocks = blocksOf([...docs('tui-vets', 'ui-page'), ...docs('tui-vets', 'ui-clinic')]);
    const types = new Set(blocks.map((b) => b.blockType));
    for (const kind of [
      'appPromo',
      'article',
      'contactForm',
      'gallery',
      'groupList',
      'hero',
      'heroCarousel',
      'imageSeparator',
      'latestNews',
      'newsletter',
      'service',
      'location',
      'shop',
      'simpleHeader',
      'twoColumnWithImage',
      'video',
      'teamList',
      'widget',
    ]) {
      expect(types, kind).toContain(kind);
    }
    const groupKinds = new Set(blocks.filter((b) => b.blockType === 'groupList').map((b) => b.kind));
    expect([...groupKinds].sort()).toEqual(['clinicPage', 'data', 'faq', 'info', 'item', 'location', 'news', 'people', 'service', 'testimony']);
    const tags = blocks.filter((b) => b.blockType === 'widget').map((b) => (b as unknown as { tag: string }).tag);
    expect(tags).toEqual(expect.arrayContaining(['vet-sheep-vaccine-order', 'vet-registration']));
  });

  it('gives every block an id unique within its page', () => {
    for (const page of [...Object.values(seed).flatMap((s) => [...(s['ui-page'] ?? []), ...(s['ui-clinic'] ?? [])])]) {
      const ids = (page.layout as { id: string }[]).map((b) => b.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('has a video block with a provider and id', () => {
    const video = blocksOf(docs('tui-vets', 'ui-page')).find((b) => b.blockType === 'video') as unknown as { videoProvider: string; videoId: string };
    expect(video.videoProvider).toBe('YouTube');
    expect(video.videoId).toMatch(/^[\w-]{11}$/);
  });

  it('has the content banners by name, and the not-found image, for each group', () => {
    for (const vetId of ['tui-vets', 'kea-vets']) {
      expect(
        docs(vetId, 'ui-fragment')
          .map((f) => f.name)
          .sort(),
      ).toEqual(['blog header', 'contact header', 'emergency banner', 'not-found banner', 'not-found image', 'shop header', 'subscription banner']);
    }
  });

  it('has news with categories, images, galleries and action buttons', () => {
    const news = docs('tui-vets', 'ui-news') as unknown as {
      date: string;
      slug: string;
      article: { image: unknown; categories: unknown[]; actionButtonLabel: string | null };
      gallery: unknown[];
    }[];
    expect(news.length).toBeGreaterThanOrEqual(12);
    for (const item of news) {
      expect(new Date(item.date).toISOString()).toBe(item.date);
      expect(item.article.image).toBeTruthy();
      expect(item.article.categories.length).toBeGreaterThan(0);
    }
    expect(news.filter((n) => n.gallery.length > 0).length).toBeGreaterThanOrEqual(3);
    expect(news.filter((n) => n.article.actionButtonLabel).length).toBeGreaterThanOrEqual(3);
  });

  it('has one active fundraiser with 4-6 items and timed pickups for tui-vets, none active for kea-vets', () => {
    const active = docs('tui-vets', 't1-fundraiser').filter((f) => f.active === true);
    expect(active).toHaveLength(1);
    const event = active[0] as unknown as {
      items: { id: string; price: number }[];
      pickupLocations: { pickupTime: string; address: { coordinates: number[] } }[];
      payOnPickup: boolean;
      thankYouPageTitle: string;
      thankYouPageImage: unknown;
      thankYouPageBody: unknown;
    };
    expect(event.items.length).toBeGreaterThanOrEqual(4);
    expect(event.items.length).toBeLessThanOrEqual(6);
    for (const item of event.items) expect(Number.isInteger(Math.round(item.price * 100))).toBe(true);
    for (const pickup of event.pickupLocations) {
      expect(Number.isNaN(Date.parse(pickup.pickupTime))).toBe(false);
      expect(pickup.address.coordinates).toHaveLength(2);
    }
    expect(typeof event.payOnPickup).toBe('boolean');
    expect(event.thankYouPageTitle && event.thankYouPageImage && event.thankYouPageBody).toBeTruthy();
    expect(docs('kea-vets', 't1-fundraiser').filter((f) => f.active === true)).toHaveLength(0);
  });

  it('gives each navigation group at least one entry, and the menu its Shop, Blog and Contact', () => {
    for (const vetId of ['tui-vets', 'kea-vets']) {
      const groups = docs(vetId, 'navigation') as unknown as { name: string; items: { relationTo: string }[]; links?: { label: string; url: string }[] }[];
      for (const group of groups) {
        expect(group.items.length + (group.links?.length ?? 0)).toBeGreaterThan(0);
        for (const item of group.items) expect(['ui-page', 'ui-clinic', 'ui-news', 'ui-service']).toContain(item.relationTo);
        for (const link of group.links ?? []) expect(menuHref(link.url)).toBe(link.url);
      }
      const links = groups.flatMap((g) => g.links ?? []).map((l) => [l.label, l.url]);
      expect(links).toEqual([
        ['Shop', '/shop'],
        ['Blog', '/news'],
        ['Contact', '/contact'],
      ]);
    }
  });

  it('only references documents of the same vet group that exist', () => {
    const problems: string[] = [];
    for (const row of rows) {
      for (const node of walk(row.data)) {
        if (typeof node !== 'object' || node === null || !('relationTo' in node)) continue;
        const { relationTo, value } = node as { relationTo: string; value: string };
        if (!isContentCollection(relationTo)) problems.push(`${row.vetId}/${row.collection}/${row.id}: unknown collection ${relationTo}`);
        else if (!docs(row.vetId, relationTo).some((d) => d.id === value)) problems.push(`${row.vetId}/${row.collection}/${row.id} -> ${relationTo}/${value}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has unique slugs per collection and group', () => {
    for (const [vetId, collections] of Object.entries(seed)) {
      for (const [collection, list] of Object.entries(collections)) {
        const slugs = list.map((d) => d.slug).filter((s) => s != null);
        expect(new Set(slugs).size, `${vetId} ${collection}`).toBe(slugs.length);
      }
    }
  });

  it('writes all rich text as valid Slate JSON', () => {
    const problems: string[] = [];
    let count = 0;
    for (const row of rows) {
      for (const node of walk(row.data)) {
        if (typeof node !== 'object' || node === null || Array.isArray(node)) continue;
        for (const [key, value] of Object.entries(node)) {
          if (isSlate(value)) {
            count++;
            problems.push(...slateProblems(value, `${row.collection}/${row.id}.${key}`));
          }
        }
      }
    }
    expect(count).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });

  it('only points at local images that exist, with alt text', () => {
    const missing: string[] = [];
    for (const row of rows) {
      for (const node of walk(row.data)) {
        if (typeof node !== 'object' || node === null || typeof (node as { url?: unknown }).url !== 'string') continue;
        const { url, alt, type } = node as { url: string; alt?: unknown; type?: string };
        if (type === 'link') continue; // a Slate link, not an image
        if (row.collection === 'navigation') continue; // a menu's own link, not an image
        if (!url.startsWith('/demo/assets/') || !existsSync(`${ASSETS}${url.slice('/demo/assets/'.length)}`)) missing.push(`${row.id}: ${url}`);
        if (typeof alt !== 'string' || alt === '') missing.push(`${row.id}: ${url} has no alt`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('ships small SVG images with a viewBox and a title', () => {
    for (const file of readdirSync(ASSETS).filter((f) => f.endsWith('.svg'))) {
      const text = readFileSync(`${ASSETS}${file}`, 'utf8');
      expect(statSync(`${ASSETS}${file}`).size, file).toBeLessThan(8 * 1024);
      expect(text, file).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(text, file).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(text, file).not.toMatch(/<script|on\w+=|href="(?!#)/i);
    }
  });
});
