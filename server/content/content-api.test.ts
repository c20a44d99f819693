// /content/api through the real app on the migrated, seeded database (PGlite, and
// PostgreSQL when DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, testApp, type TestApp } from '../test/harness';
import { contentCollections } from './collections';
import { readContentSeed } from '../../demo/seed/read';

describe.each(drivers())('content service on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z' });
  }, 60_000);
  afterAll(() => t?.close());

  const json = async (path: string, vetId?: string) => {
    const res = await t.request(path, vetId ? { vetId } : {});
    return { status: res.status, body: (await res.json()) as any, res };
  };

  it('seeds every demo document into content_docs', async () => {
    const seed = readContentSeed();
    const { rows } = await t.db.query<{ vet_id: string; n: number }>('select vet_id, count(*)::int as n from content_docs group by vet_id order by vet_id');
    expect(rows).toEqual([
      { vet_id: 'kea-vets', n: seed.filter((r) => r.vetId === 'kea-vets').length },
      { vet_id: 'tui-vets', n: seed.filter((r) => r.vetId === 'tui-vets').length },
    ]);
  });

  it.each(contentCollections)('lists %s in the Payload shape', async (collection) => {
    const { status, body } = await json(`/content/api/${collection}?limit=100&depth=9`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([
      'docs',
      'hasNextPage',
      'hasPrevPage',
      'limit',
      'nextPage',
      'page',
      'pagingCounter',
      'prevPage',
      'totalDocs',
      'totalPages',
    ]);
    expect(body.totalDocs).toBeGreaterThan(0);
    expect(body.docs).toHaveLength(body.totalDocs);
  });

  it('news list as the portal asks for it: sort -date, limit 9, category, depth 9', async () => {
    const page1 = await json('/content/api/ui-news?sort=-date&limit=9&page=1&depth=9');
    expect(page1.body).toMatchObject({ totalDocs: 14, totalPages: 2, page: 1, hasNextPage: true, nextPage: 2 });
    expect(page1.body.docs[0].slug).toBe('paws-for-the-rescue-2026');
    expect(page1.body.docs[0].article.categories[0].value.name).toBe('Community');
    const farm = await json('/content/api/ui-news?sort=-date&limit=9&where[article.categories][in]=farm,equine&depth=0');
    expect(farm.body.totalDocs).toBe(8);
    for (const doc of farm.body.docs) {
      const ids = doc.article.categories.map((c: { relationTo: string; value: unknown }) => (expect(typeof c.value).toBe('string'), c.value));
      expect(ids.some((id: string) => id === 'farm' || id === 'equine')).toBe(true);
    }
  });

  it('reads by id and by slug', async () => {
    const byId = await json('/content/api/ui-page/about-us?depth=1');
    expect(byId.status).toBe(200);
    expect(byId.body.layout.map((b: { blockType: string }) => b.blockType)).toContain('video');
    const bySlug = await json('/content/api/ui-clinic?where[slug][equals]=te-awamutu&depth=2');
    expect(bySlug.body.docs[0].location.value).toMatchObject({ name: 'Tui Vets Te Awamutu', address: { coordinates: [175.3241, -38.0102] } });
  });

  it('keeps each vet group to its own content', async () => {
    const kea = await json('/content/api/ui-news?limit=100', 'kea-vets');
    expect(kea.body.totalDocs).toBe(3);
    expect(kea.body.docs.every((d: { id: string }) => d.id.startsWith('kea-'))).toBe(true);
    // A tui-vets document asked for as kea-vets, and the other way round.
    expect((await json('/content/api/ui-news/fireworks', 'kea-vets')).status).toBe(404);
    expect((await json('/content/api/ui-news/kea-shearing')).status).toBe(404);
    // A kea-vets page never resolves a reference into tui-vets documents.
    const keaNav = await json('/content/api/navigation?depth=9', 'kea-vets');
    expect(keaNav.body.docs.flatMap((g: { items: { value: { id: string } }[] }) => g.items.map((i) => i.value.id))).toEqual([
      'kea-pets',
      'kea-high-country',
      'wanaka',
    ]);
  });

  it.each([
    ['/content/api/ui-nothing', 404, "Unknown collection 'ui-nothing'"],
    ['/content/api/ui-news/no-such-news', 404, "No ui-news document with id 'no-such-news'."],
    ['/content/api/ui-news?page=0', 400, "'page' must be 1 or more."],
    ['/content/api/ui-news?page=x', 400, "'page' must be a whole number."],
    ['/content/api/ui-news?limit=-5', 400, "'limit' must be a whole number."],
    ['/content/api/ui-news?depth=a', 400, "'depth' must be a whole number from 0."],
    ['/content/api/ui-news?sort=date)', 400, 'is not a valid sort field'],
    ['/content/api/ui-news?where[slug][nope]=1', 400, "'nope' is not a supported operator"],
    ['/content/api/ui-news?where[slug]=1', 400, 'needs an operator'],
    ['/content/api/ui-news?where[a][b][c][d][e][f][g][h]=1', 400, 'nested too deeply'],
    ["/content/api/ui-news?where[slug][equals]=x'%20or%201=1--", 200, ''],
    ['/content/api/ui-news/%27%3B%20drop%20table%20content_docs', 404, 'No ui-news document'],
    ['/content/api/ui-news/%00', 404, 'No ui-news document'],
    ['/content/api/ui-page?where[slug][equals]=%00', 200, ''],
  ])('GET %s -> %i, never a 500', async (path, status, message) => {
    const { status: got, body } = await json(path);
    expect(got).toBe(status);
    if (status !== 200) expect(body).toMatchObject({ success: false, message: expect.stringContaining(message) });
    else expect(body.docs).toEqual([]);
  });

  it('refuses an unknown vet group like the rest of the API', async () => {
    const { status, body } = await json('/content/api/ui-page', 'nobody-vets');
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: 'Unknown vet group' });
  });

  it('caps limit at 100', async () => {
    expect((await json('/content/api/ui-news?limit=500')).body.limit).toBe(100);
  });

  it('is read-only, and answers cross-origin reads', async () => {
    const post = await t.request('/content/api/ui-page', { body: { id: 'x' } });
    expect(post.status).toBe(405);
    const { rows } = await t.db.query<{ n: number }>("select count(*)::int as n from content_docs where id = 'x'");
    expect(rows[0]!.n).toBe(0);
    const preflight = await t.request('/content/api/ui-page', { method: 'OPTIONS', headers: { origin: 'https://clinic.example.nz' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-vet-id');
    const get = await json('/content/api/ui-page?limit=1');
    expect(get.res.headers.get('access-control-allow-origin')).toBe('*');
    expect(get.res.headers.get('vary')).toContain('X-Vet-Id');
  });
});
