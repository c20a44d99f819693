// One contract, two implementations: the portal's content calls made with the real
// `@payloadcms/sdk`, against the CMS and against the built-in content service of the reference
// server (server/content), both seeded with the same demo content. Ids differ between them
// (the CMS makes its own), so the suite finds them by slug first.
import { PayloadSDK } from '@payloadcms/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsBesideBuiltIn } from './cms';

type Sdk = PayloadSDK<any>;
type Doc = Record<string, any>;

const services = cmsBesideBuiltIn();

const implementations: [string, () => Sdk][] = [
  [
    'the CMS (cms/)',
    () => new PayloadSDK<any>({ baseURL: services.cms.baseUrl, fetch: services.cms.fetch, baseInit: { headers: { 'x-vet-id': 'tui-vets' } } }),
  ],
  [
    'the built-in content service',
    () =>
      new PayloadSDK<any>({
        baseURL: 'http://localhost/content/api',
        fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
          const url = new URL(String(input));
          return services.builtIn.request(url.pathname + url.search, { method: init?.method, headers: Object.fromEntries(new Headers(init?.headers)) });
        }) as typeof fetch,
        baseInit: { headers: { 'x-vet-id': 'tui-vets' } },
      }),
  ],
];

describe.each(implementations)('the portal’s content calls with @payloadcms/sdk: %s', (_name, makeSdk) => {
  let sdk: Sdk;
  let categories: Record<string, string>;
  beforeAll(async () => {
    sdk = makeSdk();
    const found = await sdk.find({ collection: 't2-news-category', limit: 100, depth: 0 });
    categories = Object.fromEntries(found.docs.map((c: Doc) => [c.slug, String(c.id)]));
  });

  it('find: a page of documents in Payload’s paginated shape', async () => {
    const body = await sdk.find({ collection: 'ui-news', limit: 9, page: 2, sort: '-date', depth: 0 });
    expect(body).toMatchObject({ totalDocs: 14, limit: 9, page: 2, totalPages: 2, hasPrevPage: true, hasNextPage: false, prevPage: 1 });
    expect(body.docs).toHaveLength(5);
  });

  it('where: equals, like, in, exists, and/or; a reference by its .value', async () => {
    const bySlug = await sdk.find({ collection: 'ui-page', where: { slug: { equals: 'home' } } });
    expect(bySlug.docs.map((d: Doc) => d.slug)).toEqual(['home']);

    const like = await sdk.find({ collection: 'ui-news', where: { slug: { like: 'rescue' } }, depth: 0 });
    expect(like.totalDocs).toBeGreaterThan(0);
    for (const doc of like.docs) expect(doc.slug).toContain('rescue');

    const farmOrEquine = await sdk.find({
      collection: 'ui-news',
      where: { 'article.categories.value': { in: [categories.farm, categories.equine] } },
      depth: 0,
      limit: 100,
    });
    expect(farmOrEquine.totalDocs).toBe(8);

    const or = await sdk.find({ collection: 'ui-page', where: { or: [{ slug: { equals: 'home' } }, { slug: { equals: 'about-us' } }] }, sort: 'slug' });
    expect(or.docs.map((d: Doc) => d.slug)).toEqual(['about-us', 'home']);

    const and = await sdk.find({ collection: 'ui-page', where: { and: [{ slug: { exists: true } }, { slug: { equals: 'home' } }] } });
    expect(and.totalDocs).toBe(1);
  });

  it('sort as a list, select and depth', async () => {
    const body = await sdk.find({ collection: 'ui-news', sort: ['-date', 'slug'], select: { slug: true, date: true }, limit: 3 });
    expect(body.docs).toHaveLength(3);
    for (const doc of body.docs) expect(Object.keys(doc).sort()).toEqual(['date', 'id', 'slug']);
    const dates = body.docs.map((d: Doc) => d.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const deep = await sdk.find({ collection: 'ui-news', sort: '-date', limit: 1, depth: 2 });
    expect(deep.docs[0].article.categories[0].value).toMatchObject({ name: 'Community' });
    const shallow = await sdk.find({ collection: 'ui-news', sort: '-date', limit: 1, depth: 0 });
    expect(typeof shallow.docs[0].article.categories[0].value).toBe('string');
  });

  it('find without pagination, and count', async () => {
    const all = await sdk.find({ collection: 'ui-news', pagination: false, depth: 0 });
    expect(all.docs).toHaveLength(14);
    expect(all).toMatchObject({ totalDocs: 14, totalPages: 1, hasNextPage: false });
    expect(await sdk.count({ collection: 'ui-news' })).toEqual({ totalDocs: 14 });
    expect(await sdk.count({ collection: 'ui-news', where: { 'article.categories.value': { in: [categories.farm, categories.equine] } } })).toEqual({
      totalDocs: 8,
    });
  });

  it('findByID with select; a missing id is a 404 the SDK throws', async () => {
    const home = (await sdk.find({ collection: 'ui-page', where: { slug: { equals: 'home' } }, depth: 0 })).docs[0];
    const found = await sdk.findByID({ collection: 'ui-page', id: home.id, select: { slug: true } });
    expect(found).toEqual({ id: home.id, slug: 'home' });
    const missing = await sdk.findByID({ collection: 'ui-page', id: '00000000-0000-4000-8000-000000000000' }).then(
      () => null,
      (error: { status?: number }) => error,
    );
    expect(missing?.status).toBe(404);
  });
});
