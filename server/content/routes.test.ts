// The content routes over an in-memory store: HTTP shape, tenancy and errors.
import { describe, expect, it } from 'vitest';
import { contentRoutes } from './routes';
import { memoryContentStore, storeReader } from './service';

const store = memoryContentStore({
  'tui-vets': {
    't2-news-category': [{ id: 'farm', slug: 'farm', name: 'Farm' }],
    'ui-news': [
      {
        id: 'n1',
        slug: 'facial-eczema',
        date: '2026-02-10',
        article: { title: 'Facial eczema', categories: [{ relationTo: 't2-news-category', value: 'farm' }] },
      },
      { id: 'n2', slug: 'fireworks', date: '2026-10-28', article: { title: 'Fireworks', categories: [] } },
    ],
    'ui-page': [{ id: 'home', slug: 'home', title: 'Tui Vets' }],
  },
  'kea-vets': {
    'ui-page': [{ id: 'kea-home', slug: 'home', title: 'Kea Vets' }],
  },
});
const app = contentRoutes(storeReader(store));
const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.request(path, { headers });
  return { status: res.status, body: await res.json(), res };
};

describe('/content/api', () => {
  it('lists a collection in the Payload shape, relations populated by default (depth 2)', async () => {
    const { status, body } = await get('/ui-news?sort=-date');
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalDocs: 2, limit: 10, page: 1, totalPages: 1, hasNextPage: false, hasPrevPage: false });
    expect(body.docs.map((d: { id: string }) => d.id)).toEqual(['n2', 'n1']);
    expect(body.docs[1].article.categories[0]).toEqual({ relationTo: 't2-news-category', value: { id: 'farm', slug: 'farm', name: 'Farm' } });
  });

  it('filters with where (category in, slug equals) and leaves ids at depth 0', async () => {
    const { body } = await get('/ui-news?where[article.categories][in]=farm,pets&depth=0');
    expect(body.docs).toHaveLength(1);
    expect(body.docs[0].article.categories[0]).toEqual({ relationTo: 't2-news-category', value: 'farm' });
    const bySlug = await get('/ui-news?where%5Bslug%5D%5Bequals%5D=fireworks');
    expect(bySlug.body.docs.map((d: { id: string }) => d.id)).toEqual(['n2']);
  });

  it('reads one document by id, with depth', async () => {
    const { status, body } = await get('/ui-news/n1?depth=1');
    expect(status).toBe(200);
    expect(body.article.categories[0].value.name).toBe('Farm');
  });

  it('serves each vet group its own content (X-Vet-Id, default tui-vets)', async () => {
    expect((await get('/ui-page')).body.docs[0].title).toBe('Tui Vets');
    expect((await get('/ui-page', { 'X-Vet-Id': 'kea-vets' })).body.docs[0].title).toBe('Kea Vets');
    expect((await get('/ui-news', { 'X-Vet-Id': 'kea-vets' })).body.totalDocs).toBe(0);
    expect((await get('/ui-page/home', { 'X-Vet-Id': 'kea-vets' })).status).toBe(404);
    expect((await get('/ui-page', { 'X-Vet-Id': 'nobody-vets' })).body.totalDocs).toBe(0);
  });

  it('says Vary: X-Vet-Id', async () => {
    expect((await get('/ui-page')).res.headers.get('vary')).toContain('X-Vet-Id');
  });

  it.each([
    ['/ui-nope', 404, "Unknown collection 'ui-nope'."],
    ['/ui-news/nope', 404, "No ui-news document with id 'nope'."],
    ['/ui-news/n1/extra', 404, 'Not found'],
    ['/', 404, 'Not found'],
    ['/ui-news?page=0', 400, "'page' must be 1 or more."],
    ['/ui-news?limit=x', 400, "'limit' must be a whole number."],
    ['/ui-news?sort=%27%3B', 400, 'is not a valid sort field'],
    ['/ui-news?where[slug][regex]=x', 400, "'regex' is not a supported operator"],
    ['/ui-news/n1?depth=deep', 400, "'depth' must be a whole number from 0."],
    ['/ui-news/%E0%A4%A', 404, 'No ui-news document'],
    [`/ui-news/${'x'.repeat(500)}`, 404, 'No ui-news document'],
  ])('GET %s -> %i', async (path, status, message) => {
    const r = await get(path);
    expect(r.status).toBe(status);
    expect(r.body.success).toBe(false);
    expect(r.body.message).toContain(message);
  });

  it('rejects a malformed X-Vet-Id with 400', async () => {
    const r = await get('/ui-page', { 'X-Vet-Id': 'tui vets!' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false });
  });

  it('is read-only', async () => {
    const res = await app.request('/ui-page', { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ success: false, message: 'The content service is read-only: use GET.' });
  });

  it('caps limit at 100', async () => {
    expect((await get('/ui-news?limit=1000')).body.limit).toBe(100);
  });

  describe("the rest of Payload's REST reads", () => {
    it('counts what a where matches (GET /{collection}/count)', async () => {
      expect((await get('/ui-news/count')).body).toEqual({ totalDocs: 2 });
      expect((await get('/ui-news/count?where[or][0][slug][like]=fire&where[or][1][slug][equals]=none')).body).toEqual({ totalDocs: 1 });
      expect((await get('/ui-news/count?where[article.categories][exists]=false')).body).toEqual({ totalDocs: 1 });
      expect((await get('/ui-page/count', { 'X-Vet-Id': 'kea-vets' })).body).toEqual({ totalDocs: 1 });
      expect((await get('/ui-news/count?where[slug][regex]=x')).status).toBe(400);
    });

    it('keeps only the selected fields and the id, into groups, in lists and by id', async () => {
      const list = (await get('/ui-news?sort=date&select[slug]=true&select[article][title]=true')).body;
      expect(list.docs).toEqual([
        { id: 'n1', slug: 'facial-eczema', article: { title: 'Facial eczema' } },
        { id: 'n2', slug: 'fireworks', article: { title: 'Fireworks' } },
      ]);
      expect((await get('/ui-page/home?select[title]=true')).body).toEqual({ id: 'home', title: 'Tui Vets' });
    });

    it('leaves out fields selected with false', async () => {
      const { body } = await get('/ui-news/n2?select[article]=false&select[date]=false');
      expect(body).toEqual({ id: 'n2', slug: 'fireworks' });
    });

    it('refuses a select that mixes keeping and leaving out, or is not a field', async () => {
      for (const query of ['select[slug]=true&select[date]=false', 'select[slug]=maybe', 'select=slug']) {
        const r = await get(`/ui-news?${query}`);
        expect(r.status, query).toBe(400);
        expect(r.body.success).toBe(false);
      }
    });

    it('answers every matching document in one page with pagination=false', async () => {
      const { body } = await get('/ui-news?pagination=false&limit=1');
      expect(body).toMatchObject({ totalDocs: 2, page: 1, totalPages: 1, hasNextPage: false });
      expect(body.docs).toHaveLength(2);
      expect((await get('/ui-news?pagination=maybe')).status).toBe(400);
    });
  });
});
