import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api/errors';
import { fakeFetch } from '../api/fakeFetch';
import { createContentClient } from './client';
import { CONTENT_COLLECTIONS, Collections } from './collections';
import { newsList } from './news';

const baseUrl = 'https://portal.test/content/api';
const payloadPage = (docs: unknown[], page = 1, limit = 10, totalDocs = docs.length) => ({
  json: { docs, page, limit, totalDocs, totalPages: Math.ceil(totalDocs / limit), hasNextPage: false },
});

describe('content client', () => {
  describe('list', () => {
    it('maps { docs, page, limit, totalDocs } to { items, limit, offset, total }', async () => {
      const fetch = fakeFetch(payloadPage([{ id: 'a' }], 3, 9, 25));
      const page = await createContentClient({ baseUrl, fetch }).list('ui-page', { page: 3, limit: 9 });
      expect(page).toEqual({ items: [{ id: 'a' }], limit: 9, offset: 18, total: 25 });
      expect(fetch.last().path).toBe('/content/api/ui-page?page=3&limit=9&depth=9');
    });

    it('turns an offset into the page that holds it', async () => {
      const fetch = fakeFetch(payloadPage([], 2, 9, 12));
      await createContentClient({ baseUrl, fetch }).list('ui-news', { offset: 9, limit: 9 });
      expect(fetch.last().path).toBe('/content/api/ui-news?page=2&limit=9&depth=9');
    });

    it('sends sort and where in Payload query form, always with depth 9', async () => {
      const fetch = fakeFetch(payloadPage([]));
      await createContentClient({ baseUrl, fetch }).list('t1-location', {
        sort: ['-date', 'name'],
        where: { or: [{ slug: { equals: 'a b' } }, { 'article.categories': { in: ['farm', 'pets'] } }] },
      });
      expect(fetch.last().path).toBe(
        '/content/api/t1-location?sort=-date%2Cname&where[or][0][slug][equals]=a%20b&where[or][1][article.categories][in][0]=farm&where[or][1][article.categories][in][1]=pets&depth=9',
      );
    });

    it('sends the vet group header, default and given', async () => {
      const fetch = fakeFetch(payloadPage([]), payloadPage([]));
      await createContentClient({ baseUrl, fetch }).list('ui-page');
      await createContentClient({ baseUrl, vetId: 'kea-vets', fetch }).list('ui-page');
      expect(fetch.requests.map((r) => r.headers['x-vet-id'])).toEqual(['tui-vets', 'kea-vets']);
    });
  });

  it('gets a document by id with depth 9', async () => {
    const fetch = fakeFetch({ json: { id: 'p1', title: 'Home' } });
    await expect(createContentClient({ baseUrl: `${baseUrl}/`, fetch }).byId('ui-page', 'p1')).resolves.toEqual({ id: 'p1', title: 'Home' });
    expect(fetch.last()).toMatchObject({ method: 'GET', path: '/content/api/ui-page/p1?depth=9' });
  });

  describe('bySlug', () => {
    it('lists with where[slug][equals] and resolves the first document', async () => {
      const fetch = fakeFetch(payloadPage([{ id: 'n1', slug: 'fireworks' }]));
      await expect(createContentClient({ baseUrl, fetch }).bySlug('ui-news', 'fireworks')).resolves.toEqual({ id: 'n1', slug: 'fireworks' });
      expect(fetch.last().path).toBe('/content/api/ui-news?limit=1&where[slug][equals]=fireworks&depth=9');
    });

    it('resolves null when nothing matches', async () => {
      const fetch = fakeFetch(payloadPage([]));
      await expect(createContentClient({ baseUrl, fetch }).bySlug('ui-news', 'nope')).resolves.toBeNull();
    });
  });

  describe('failures', () => {
    it('rejects a non-2xx like the API client, with the url', async () => {
      const body = { errors: [{ message: 'Not Found' }], message: 'No ui-page document with that id.' };
      const fetch = fakeFetch({ status: 404, statusText: 'Not Found', json: body });
      const error = await createContentClient({ baseUrl, fetch })
        .byId('ui-page', 'x')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        data: body,
        status: 404,
        statusText: 'Not Found',
        success: false,
        error: 'No ui-page document with that id.',
        url: `${baseUrl}/ui-page/x?depth=9`,
      });
    });

    it('rejects a network failure with a NetworkError', async () => {
      const fetch = fakeFetch(new TypeError('fetch failed'));
      const error = await createContentClient({ baseUrl, fetch })
        .list('ui-page')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NetworkError);
      expect(error).toMatchObject({ kind: 'network', url: `${baseUrl}/ui-page?depth=9` });
    });
  });

  describe('newsList', () => {
    it('asks for the newest nine from an offset', async () => {
      const fetch = fakeFetch(payloadPage([], 2, 9, 10));
      const page = await newsList(createContentClient({ baseUrl, fetch }), { offset: 9 });
      expect(fetch.last().path).toBe('/content/api/ui-news?page=2&limit=9&sort=-date&depth=9');
      expect(page).toMatchObject({ offset: 9, limit: 9, total: 10 });
    });

    it('filters by a category', async () => {
      const fetch = fakeFetch(payloadPage([], 1, 9));
      await newsList(createContentClient({ baseUrl, fetch }), { category: 'farm' });
      expect(fetch.last().path).toBe('/content/api/ui-news?page=1&limit=9&sort=-date&where[article.categories.value][equals]=farm&depth=9');
    });
  });

  it('names the thirteen collections of the spec', () => {
    expect(CONTENT_COLLECTIONS).toHaveLength(13);
    expect(new Set(Object.values(Collections))).toEqual(new Set(CONTENT_COLLECTIONS));
  });
});
