// /api/v1/shop on the real app and database.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveUpPercent } from '../../../shared/domain/saveUp';
import { drivers, testApp, type TestApp } from '../../test/harness';
import { UNKNOWN_SORT } from './routes';
import { readDemoShop } from './catalogue';

const ROOT = resolve(import.meta.dirname, '../../..');
const { catalogues } = readDemoShop(join(ROOT, 'demo/seed'));
const TUI_CATALOGUE = catalogues['tui-vets']!;
const KEA_CATALOGUE = catalogues['kea-vets']!;
type Json = { success: boolean; message?: string; data?: any; issues?: Record<string, string> };
const read = async (res: Response) => (await res.json()) as Json;
type P = {
  id: number;
  name: string;
  price: number;
  discountedPrice: number | null;
  brand: string;
  categories: string[];
  petTypes: string[];
  isSpecial: boolean;
};

describe.each(drivers())('shop on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z' });
  }, 60_000);
  afterAll(() => t.close());

  const get = async (path: string, vetId?: string) => read(await t.request(path, { vetId }));
  const all = async (query = '', vetId?: string) => (await get(`/api/v1/shop?limit=100${query}`, vetId)).data as { items: P[]; total: number };

  describe('the demo catalogue', () => {
    it('has at least 40 products for tui-vets and fewer for kea-vets, each with an image file', async () => {
      expect(TUI_CATALOGUE.length).toBeGreaterThanOrEqual(40);
      expect(KEA_CATALOGUE.length).toBeLessThan(TUI_CATALOGUE.length);
      expect((await all()).total).toBe(TUI_CATALOGUE.length);
      expect((await all('', 'kea-vets')).total).toBe(KEA_CATALOGUE.length);
      for (const item of [...TUI_CATALOGUE, ...KEA_CATALOGUE]) expect(existsSync(join(ROOT, `demo/assets/products/${item.slug}.svg`)), item.slug).toBe(true);
    });

    it('sends the fields of the spec, with some products discounted', async () => {
      const { items } = await all();
      expect(items[0]).toMatchObject({
        id: expect.any(Number),
        slug: expect.any(String),
        name: expect.any(String),
        brand: expect.any(String),
        brands: expect.any(Array),
        sku: expect.any(String),
        description: expect.any(String),
        categories: expect.any(Array),
        price: expect.any(Number),
        images: [expect.stringMatching(/^\/demo\/assets\/products\/[a-z0-9-]+\.svg$/)],
        petTypes: expect.any(Array),
        vetId: 'tui-vets',
        vetName: 'Tui Vets',
        isFavourited: false,
        shippingCost: expect.any(Number),
      });
      const discounted = items.filter((p) => p.discountedPrice !== null);
      expect(discounted.length).toBeGreaterThanOrEqual(5);
      for (const p of discounted) expect(saveUpPercent(p.price, p.discountedPrice)).toBeGreaterThan(0);
    });
  });

  describe('listing', () => {
    it('pages with limit and offset (default page size 9) and reports the total', async () => {
      const first = (await get('/api/v1/shop')).data;
      expect(first.items).toHaveLength(9);
      expect(first.total).toBe(TUI_CATALOGUE.length);
      const second = (await get('/api/v1/shop?limit=9&offset=9')).data;
      expect(second.items.map((p: P) => p.id)).not.toContain(first.items[0].id);
      const beyond = (await get('/api/v1/shop?offset=1000')).data;
      expect(beyond).toEqual({ items: [], total: TUI_CATALOGUE.length });
    });

    const effective = (p: P) => p.discountedPrice ?? p.price;
    it.each([
      ['alphabeticalAsc', (a: P, b: P) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) <= 0 || a.name.toLowerCase() <= b.name.toLowerCase()],
      ['alphabeticalDesc', (a: P, b: P) => a.name.toLowerCase() >= b.name.toLowerCase()],
      ['priceAsc', (a: P, b: P) => effective(a) <= effective(b)],
      ['priceDesc', (a: P, b: P) => effective(a) >= effective(b)],
    ])('sorts by %s (sale price when there is one)', async (filter, inOrder) => {
      const { items } = await all(`&filter=${filter}`);
      for (let i = 1; i < items.length; i++) expect(inOrder(items[i - 1]!, items[i]!), `${items[i - 1]!.name} then ${items[i]!.name}`).toBe(true);
    });

    it('defaults to name A-Z', async () => {
      expect((await all()).items.map((p) => p.id)).toEqual((await all('&filter=alphabeticalAsc')).items.map((p) => p.id));
    });

    it('searches name, brand, sku and description, case-insensitively, with % and _ taken literally', async () => {
      const { items } = await all('&search=BRAVECTO');
      expect(items.length).toBe(3);
      expect((await all('&search=TV-ZWP')).items.length).toBe(2);
      expect((await all('&search=green-lipped')).total).toBeGreaterThanOrEqual(2);
      expect((await all(`&search=${encodeURIComponent('%')}`)).total).toBe(0);
      expect((await all(`&search=${encodeURIComponent('_')}`)).total).toBe(0);
    });

    it('filters by brands and categories (any value within a group, every group), by name or slug', async () => {
      const hills = await all('&brands=Hill%27s');
      expect(hills.total).toBe(4);
      const twoBrands = await all('&brands=Hill%27s,Royal%20Canin');
      expect(twoBrands.items.every((p) => ["Hill's", 'Royal Canin'].includes(p.brand))).toBe(true);
      expect(twoBrands.total).toBe(4 + 4);
      const repeated = await all('&brands=Hill%27s&brands=Royal%20Canin');
      expect(repeated.total).toBe(twoBrands.total);
      const bySlug = await all('&categories=flea-tick');
      const byName = await all(`&categories=${encodeURIComponent('Flea & Tick')}`);
      expect(bySlug.total).toBe(byName.total);
      expect(bySlug.items.every((p) => p.categories.includes('Flea & Tick'))).toBe(true);
      const both = await all('&categories=prescription-diets&brands=royal-canin');
      expect(both.items.map((p) => p.brand)).toEqual(['Royal Canin', 'Royal Canin']);
      const farm = await all('&categories=farm');
      expect(farm.total).toBeGreaterThanOrEqual(7);
    });

    it('excludes specials with excludeSpecial=true', async () => {
      const { items, total } = await all('&excludeSpecial=true');
      expect(items.some((p) => p.isSpecial)).toBe(false);
      expect(total).toBe(TUI_CATALOGUE.filter((p) => !p.specialRank).length);
    });

    it('gives related products: filter alphabeticalAsc, limit 4, petTypes, brands, categories', async () => {
      const product = (await get('/api/v1/shop/bravecto-chew-dog-10-20kg')).data as P;
      const q = `filter=alphabeticalAsc&limit=4&petTypes=${product.petTypes.join(',')}&categories=${encodeURIComponent(product.categories.join(','))}&brands=${product.brand}`;
      const related = (await get(`/api/v1/shop?${q}`)).data;
      expect(related.items.length).toBeLessThanOrEqual(4);
      expect(related.items.length).toBeGreaterThanOrEqual(2);
      for (const p of related.items as P[]) {
        expect(p.petTypes).toContain('Dog');
        expect(p.brand).toBe('Bravecto');
      }
      const petOnly = (await get('/api/v1/shop?filter=alphabeticalAsc&limit=4&petTypes=Rabbit')).data;
      expect(petOnly.items.every((p: P) => p.petTypes.includes('Rabbit'))).toBe(true);
    });

    it('with match=any, ranks products by how many groups they share, leaving the one excluded out', async () => {
      const { items: shop } = await all();
      const lower = (values: string[]) => values.map((value) => value.toLowerCase());
      const shared = (a: P, b: P) =>
        Number(a.brand.toLowerCase() === b.brand.toLowerCase()) +
        Number(lower(a.categories).some((c) => lower(b.categories).includes(c))) +
        Number(lower(a.petTypes).some((c) => lower(b.petTypes).includes(c)));
      let withRelated = 0;
      for (const product of shop) {
        const q = new URLSearchParams({
          filter: 'alphabeticalAsc',
          limit: '4',
          petTypes: product.petTypes.join(','),
          categories: product.categories.join(','),
          brands: product.brand,
          match: 'any',
          exclude: String(product.id),
        });
        const related = ((await get(`/api/v1/shop?${q}`)).data as { items: P[] }).items;
        // What the shop holds: every other product sharing a group, most shared first, then A-Z.
        const expected = shop
          .filter((other) => other.id !== product.id && shared(product, other) > 0)
          .sort((a, b) => shared(product, b) - shared(product, a) || a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id)
          .slice(0, 4);
        expect(
          related.map((p) => p.name),
          product.name,
        ).toEqual(expected.map((p) => p.name));
        if (related.length > 0) withRelated++;
      }
      // Requiring every group to match left 36 of 50 products with nothing to show.
      expect(withRelated).toBe(shop.filter((p) => shop.some((other) => other.id !== p.id && shared(p, other) > 0)).length);
      expect(withRelated).toBeGreaterThan(shop.length * 0.9);
    });

    it('refuses a match other than all or any, and an exclude that is not an id', async () => {
      for (const query of ['match=some', 'exclude=abc', 'exclude=-1']) {
        const res = await t.request(`/api/v1/shop?${query}`);
        expect(res.status, query).toBe(422);
      }
    });
  });

  it('lists the filter tags: brands and categories A-Z, no duplicates', async () => {
    const { data } = await get('/api/v1/shop/tag');
    expect(data.brands).toContain("Hill's");
    expect(data.categories).toEqual(expect.arrayContaining(['Farm', 'Flea & Tick', 'Food', 'Prescription Diets', 'Worming']));
    expect(new Set(data.brands).size).toBe(data.brands.length);
    expect([...data.categories].sort((a: string, b: string) => a.localeCompare(b, 'en-NZ'))).toEqual(data.categories);
    const kea = (await get('/api/v1/shop/tag', 'kea-vets')).data;
    expect(kea.brands).not.toContain("Hill's");
  });

  it('lists specials best first, top n (default 4)', async () => {
    const top3 = (await get('/api/v1/shop/special?top=3')).data as P[];
    expect(top3.map((p) => p.name)).toEqual([
      'Bravecto Chew for Dogs 10-20 kg (3 months)',
      'NexGard Spectra for Dogs 7.6-15 kg, 3 pack',
      'Seresto Flea and Tick Collar, Large Dogs over 8 kg',
    ]);
    expect((await get('/api/v1/shop/special')).data).toHaveLength(4);
  });

  it('finds a product by id and by slug, only in its own group', async () => {
    const bySlug = (await get('/api/v1/shop/kong-classic-large')).data as P;
    const byId = (await get(`/api/v1/shop/${bySlug.id}`)).data;
    expect(byId).toEqual(bySlug);
    expect(byId).toMatchObject({ name: 'KONG Classic, Large', price: 29.99, discountedPrice: null, shippingCost: 8.95 });
    const other = await t.request(`/api/v1/shop/${bySlug.id}`, { vetId: 'kea-vets' });
    expect(other.status).toBe(404);
    expect((await read(other)).message).toBe('That product was not found.');
  });

  describe('bad input never answers 500', () => {
    it.each([
      ['/api/v1/shop?filter=cheapest', 422, UNKNOWN_SORT],
      ['/api/v1/shop?limit=0', 422, 'Must be at least 1'],
      ['/api/v1/shop?limit=101', 422, 'Must be at most 100'],
      ['/api/v1/shop?limit=abc', 422, 'Must be a whole number'],
      ['/api/v1/shop?offset=-1', 422, 'Must be a whole number'],
      ['/api/v1/shop?excludeSpecial=maybe', 422, 'excludeSpecial must be true or false'],
      [`/api/v1/shop?search=${'x'.repeat(101)}`, 422, 'Must be at most 100 characters'],
      ['/api/v1/shop/special?top=0', 422, 'Must be at least 1'],
      ['/api/v1/shop/special?top=x', 422, 'Must be a whole number'],
      ['/api/v1/shop/99999999999', 404, 'That product was not found.'],
      ['/api/v1/shop/Not%20A%20Slug', 404, 'That product was not found.'],
      ['/api/v1/shop/999999', 404, 'That product was not found.'],
      [`/api/v1/shop?brands=${encodeURIComponent("'; drop table products; --")}`, 200, undefined],
    ])('%s -> %i', async (path, status, message) => {
      const res = await t.request(path);
      expect(res.status).toBe(status);
      const body = await read(res);
      if (message) expect(body.message).toBe(message);
      expect((await all()).total).toBe(TUI_CATALOGUE.length);
    });
  });
});
