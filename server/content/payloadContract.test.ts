// The content API's contract with Payload's REST SDK: the portal's calls, made the
// way `@payloadcms/sdk` makes them, against the built-in content service on the seeded
// database. The SDK itself depends on `payload` (hundreds of MB), so it is not in the root
// install: `sdkFind`/`sdkCount`/`sdkFindByID` below build requests exactly as its
// `request()` and `buildSearchParams()` do (SDK 3.90, dist/utilities/buildSearchParams.js:
// qs-esm with addQueryPrefix and allowEmptyArrays, sort arrays joined with commas). The same
// suite is to run against the Payload CMS in cms/ with the real SDK.
import { stringify } from 'qs-esm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, testApp, type TestApp } from '../test/harness';

type Where = Record<string, unknown>;
interface FindArgs {
  collection: string;
  depth?: number;
  page?: number;
  limit?: number;
  pagination?: boolean;
  sort?: string | string[];
  select?: Record<string, unknown>;
  where?: Where;
  draft?: boolean;
  locale?: string;
}

/** The SDK's buildSearchParams, parameter for parameter. */
function buildSearchParams(args: Omit<FindArgs, 'collection'>): string {
  const search: Record<string, unknown> = {};
  if (typeof args.depth === 'number') search.depth = String(args.depth);
  if (typeof args.page === 'number') search.page = String(args.page);
  if (typeof args.limit === 'number') search.limit = String(args.limit);
  if (typeof args.draft === 'boolean') search.draft = String(args.draft);
  if (typeof args.pagination === 'boolean') search.pagination = String(args.pagination);
  if (args.locale) search.locale = args.locale;
  if (args.sort) search.sort = Array.isArray(args.sort) ? args.sort.join(',') : args.sort;
  if (args.select) search.select = args.select;
  if (args.where) search.where = args.where;
  return Object.keys(search).length > 0 ? stringify(search, { addQueryPrefix: true, allowEmptyArrays: true } as Parameters<typeof stringify>[1]) : '';
}

describe.each(drivers())("Payload's REST SDK calls on the built-in content service (%s)", (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z' });
  }, 60_000);
  afterAll(() => t?.close());

  // The SDK: fetch(`${baseURL}${path}${buildSearchParams(args)}`), then response.json().
  const request = async (path: string, args: Omit<FindArgs, 'collection'> = {}) => {
    const res = await t.request(`/content/api${path}${buildSearchParams(args)}`);
    return { status: res.status, body: (await res.json()) as any };
  };
  const sdkFind = ({ collection, ...args }: FindArgs) => request(`/${collection}`, args);
  const sdkCount = ({ collection, ...args }: FindArgs) => request(`/${collection}/count`, args);
  const sdkFindByID = ({ collection, id, ...args }: FindArgs & { id: string }) => request(`/${collection}/${id}`, args);

  it('find: a page of documents in Payload’s paginated shape', async () => {
    const { status, body } = await sdkFind({ collection: 'ui-news', limit: 9, page: 2, sort: '-date', depth: 0 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalDocs: 14, limit: 9, page: 2, totalPages: 2, hasPrevPage: true, hasNextPage: false, prevPage: 1 });
    expect(body.docs).toHaveLength(5);
  });

  it('find with where: equals, like, in, exists, and/or', async () => {
    const bySlug = await sdkFind({ collection: 'ui-page', where: { slug: { equals: 'home' } } });
    expect(bySlug.body.docs.map((d: { slug: string }) => d.slug)).toEqual(['home']);

    const like = await sdkFind({ collection: 'ui-news', where: { slug: { like: 'rescue' } }, depth: 0 });
    expect(like.body.totalDocs).toBeGreaterThan(0);
    for (const doc of like.body.docs) expect(doc.slug).toContain('rescue');

    const inFarm = await sdkFind({ collection: 'ui-news', where: { 'article.categories': { in: ['farm', 'equine'] } }, depth: 0, limit: 100 });
    expect(inFarm.body.totalDocs).toBe(8);

    const or = await sdkFind({ collection: 'ui-page', where: { or: [{ slug: { equals: 'home' } }, { slug: { equals: 'about-us' } }] }, sort: 'slug' });
    expect(or.body.docs.map((d: { slug: string }) => d.slug)).toEqual(['about-us', 'home']);

    const and = await sdkFind({ collection: 'ui-page', where: { and: [{ slug: { exists: true } }, { slug: { equals: 'home' } }] } });
    expect(and.body.totalDocs).toBe(1);
  });

  it('find with sort as a list, select and depth', async () => {
    const { body } = await sdkFind({ collection: 'ui-news', sort: ['-date', 'slug'], select: { slug: true, date: true }, limit: 3 });
    expect(body.docs).toHaveLength(3);
    for (const doc of body.docs) expect(Object.keys(doc).sort()).toEqual(['date', 'id', 'slug']);
    const dates = body.docs.map((d: { date: string }) => d.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const deep = await sdkFind({ collection: 'ui-news', sort: '-date', limit: 1, depth: 2 });
    expect(deep.body.docs[0].article.categories[0].value).toMatchObject({ name: 'Community' });
    const shallow = await sdkFind({ collection: 'ui-news', sort: '-date', limit: 1, depth: 0 });
    expect(typeof shallow.body.docs[0].article.categories[0].value).toBe('string');
  });

  it('find without pagination: every match in one page', async () => {
    const { body } = await sdkFind({ collection: 'ui-news', pagination: false, depth: 0 });
    expect(body.docs).toHaveLength(14);
    expect(body).toMatchObject({ totalDocs: 14, totalPages: 1, hasNextPage: false });
  });

  it('count: the documents a where matches', async () => {
    expect((await sdkCount({ collection: 'ui-news' })).body).toEqual({ totalDocs: 14 });
    expect((await sdkCount({ collection: 'ui-news', where: { 'article.categories': { in: ['farm', 'equine'] } } })).body).toEqual({ totalDocs: 8 });
  });

  it('findByID with depth and select; a missing id is a 404 with errors[]', async () => {
    const home = (await sdkFind({ collection: 'ui-page', where: { slug: { equals: 'home' } }, depth: 0 })).body.docs[0];
    const { status, body } = await sdkFindByID({ collection: 'ui-page', id: home.id, select: { slug: true } });
    expect(status).toBe(200);
    expect(body).toEqual({ id: home.id, slug: 'home' });
    const missing = await sdkFindByID({ collection: 'ui-page', id: 'no-such-page' });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].message).toContain('no-such-page');
  });

  it('what Payload refuses is a 400 with a message, and the draft and locale parameters are read as Payload reads them when there are none', async () => {
    const bad = await sdkFind({ collection: 'ui-page', where: { slug: { regex: 'h.*' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toContain("'regex' is not a supported operator");
    // No drafts and one locale here: the published documents in the one language.
    const draft = await sdkFind({ collection: 'ui-page', where: { slug: { equals: 'home' } }, draft: true, locale: 'en' });
    expect(draft.body.totalDocs).toBe(1);
  });
});
