// The portal reads what the CMS serves: the shell's own content queries (shell/content/queries.ts)
// and block schemas run against the seeded CMS through the portal's content client, so a field
// or block shape that drifts from what the portal parses fails here, not on a page.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient, type ContentClient } from '../../shared/content/client';
import { BlockSchema, DataItemSchema, FaqItemSchema, InfoItemSchema, ItemSchema, TestimonyItemSchema } from '../../shared/content/blocks';
import { ClinicPageDocSchema, LocationDocSchema, NewsDocSchema, RefSchema, ServiceDocSchema, TeamMemberSchema } from '../../shared/content/docs';
import * as queries from '../../shell/content/queries';
import { FundraiserSchema } from '../../widgets/fundraiser/types';
import { startCms, type TestCms } from './cms';

const ITEM_SCHEMAS: Record<string, v.GenericSchema> = {
  data: DataItemSchema,
  faq: FaqItemSchema,
  info: InfoItemSchema,
  testimony: TestimonyItemSchema,
  item: ItemSchema,
  people: TeamMemberSchema,
};
const REF_TARGETS: Record<string, v.GenericSchema> = {
  location: LocationDocSchema,
  clinicPage: ClinicPageDocSchema,
  news: NewsDocSchema,
  service: ServiceDocSchema,
};

let cms: TestCms;
const clients: Record<string, ContentClient> = {};
beforeAll(async () => {
  cms = await startCms();
  for (const vetId of ['tui-vets', 'kea-vets']) clients[vetId] = createContentClient({ baseUrl: cms.baseUrl, vetId, fetch: cms.fetch });
});
afterAll(async () => cms?.close());

describe.each(['tui-vets', 'kea-vets'])('the portal reads the CMS (%s)', (vetId) => {
  it('every block of every page and clinic page parses as the portal parses it, list items too', async () => {
    const client = clients[vetId]!;
    let blocks = 0;
    for (const collection of ['ui-page', 'ui-clinic'] as const) {
      const { items } = await client.list<{ slug: string; layout: unknown[] }>(collection, { limit: 100 });
      expect(items.length).toBeGreaterThan(0);
      for (const doc of items) {
        for (const raw of doc.layout) {
          const parsed = v.safeParse(BlockSchema, raw);
          expect(parsed.success, `${collection}/${doc.slug}: ${JSON.stringify(parsed.issues?.map((i) => v.getDotPath(i)))}`).toBe(true);
          blocks += 1;
          const block = parsed.output as { blockType: string; kind?: string; items?: unknown[] };
          if (block.blockType !== 'groupList') continue;
          for (const item of block.items ?? []) {
            if (block.kind! in REF_TARGETS) {
              const ref = v.parse(RefSchema, item);
              expect(v.safeParse(REF_TARGETS[block.kind!]!, ref.value).success, `${doc.slug} ${block.kind} ref`).toBe(true);
            } else {
              expect(v.safeParse(ITEM_SCHEMAS[block.kind!]!, item).success, `${doc.slug} ${block.kind} item ${JSON.stringify(item).slice(0, 200)}`).toBe(true);
            }
          }
        }
      }
    }
    expect(blocks).toBeGreaterThan(5);
  });

  it('the site’s parts: fragments, navigation, locations, SEO, app promotion, terms', async () => {
    const client = clients[vetId]!;
    const fragments = await queries.fragments(client);
    expect([...fragments.keys()].sort()).toEqual(Object.values(queries.FRAGMENT_NAMES).sort());
    const nav = await queries.navigationGroups(client);
    expect(nav.length).toBeGreaterThan(0);
    expect(nav.flatMap((g) => g.entries).length).toBeGreaterThan(0);
    // Shop, Blog and Contact are the seeded menu's own links, published with the rest.
    expect(nav.flatMap((g) => g.entries.filter((e) => e.collection === 'link').map((e) => [e.title, 'href' in e && e.href]))).toEqual([
      ['Shop', '/shop'],
      ['Blog', '/news'],
      ['Contact', '/contact'],
    ]);
    const locations = await queries.locations(client);
    expect(locations.filter((l) => l.mainLocation)).toHaveLength(1);
    for (const l of locations) expect(l.address?.coordinates).toHaveLength(2);
    expect(await queries.seoFor(client, '/')).toMatchObject({ route: '/' });
    expect(await queries.appPromo(client)).not.toBeNull();
    expect((await queries.termsBySlug(client, 'terms-conditions'))?.body?.length).toBeGreaterThan(0);
  });

  it('news: newest first, by category (a reference’s .value), with its neighbours', async () => {
    const client = clients[vetId]!;
    const categories = await queries.newsCategories(client);
    expect(categories.length).toBeGreaterThan(0);
    const all = await queries.newsPage(client, { offset: 0 });
    expect(all.items.length).toBeGreaterThan(0);
    const dates = all.items.map((n) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    let matched = 0;
    for (const category of categories) {
      const page = await queries.newsPage(client, { offset: 0, category: category.id });
      matched += page.total;
      for (const news of page.items) {
        const ids = (news.article.categories ?? []).map((c) => (v.parse(RefSchema, c).value as { id: string }).id);
        expect(ids).toContain(category.id);
      }
    }
    expect(matched).toBeGreaterThan(0);
    const latest = await queries.latestNews(client, { limit: 3, categories: categories.map((c) => c.id) });
    expect(latest.length).toBeGreaterThan(0);
    const article = await queries.newsArticle(client, all.items[1]!.id);
    expect(article?.article.id).toBe(all.items[1]!.id);
    expect(article?.next?.id).toBe(all.items[0]!.id);
  });

  it('fundraisers parse as the fundraiser widget reads them, items keeping their ids', async () => {
    const { items } = await clients[vetId]!.list('t1-fundraiser', { limit: 10 });
    expect(items.length).toBeGreaterThan(0);
    for (const doc of items) {
      const fundraiser = v.parse(FundraiserSchema, doc);
      expect(fundraiser.items.length).toBeGreaterThan(0);
      expect(fundraiser.body.length).toBeGreaterThan(0);
    }
  });
});

describe('each vet group reads its own content', () => {
  it('the same slug is a different page per group, and an unknown group reads nothing', async () => {
    const tui = await clients['tui-vets']!.bySlug<{ id: string; title: string }>('ui-page', 'home');
    const kea = await clients['kea-vets']!.bySlug<{ id: string; title: string }>('ui-page', 'home');
    expect(tui && kea && tui.id !== kea.id).toBe(true);
    const stranger = createContentClient({ baseUrl: cms.baseUrl, vetId: 'no-such-group', fetch: cms.fetch });
    expect(await stranger.bySlug('ui-page', 'home')).toBeNull();
    await expect(stranger.byId('ui-page', tui!.id)).rejects.toMatchObject({ status: 404 });
    // A made-up id is a 404 on either database (PostgreSQL's ids are uuids), never a 500.
    await expect(clients['tui-vets']!.byId('ui-page', 'no-such-page')).rejects.toMatchObject({ status: 404 });
    // By id across groups: Kea's reader cannot open Tui's page either.
    await expect(clients['kea-vets']!.byId('ui-page', tui!.id)).rejects.toMatchObject({ status: 404 });
  });
});
