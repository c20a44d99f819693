// The calls the portal makes, against the demo seed in memory.
import { describe, expect, it } from 'vitest';
import { contentRoutes } from './routes';
import { readContentSeed } from '../../demo/seed/read';
import { groupRows } from './seed';
import { memoryContentStore, storeReader } from './service';

const app = contentRoutes(storeReader(memoryContentStore(groupRows(readContentSeed()))));
const get = async (path: string, vetId?: string) => {
  const res = await app.request(path, vetId ? { headers: { 'X-Vet-Id': vetId } } : {});
  expect(res.status, path).toBe(200);
  return res.json() as Promise<any>;
};

describe('the demo content, as the portal reads it', () => {
  it('news list: sort -date, limit 9, pages of 9, newest first', async () => {
    const first = await get('/ui-news?sort=-date&limit=9&page=1&depth=9');
    expect(first).toMatchObject({ totalDocs: 14, limit: 9, page: 1, totalPages: 2, hasNextPage: true, hasPrevPage: false });
    const dates = first.docs.map((d: { date: string }) => d.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.docs[0].article.categories[0].value).toMatchObject({ id: 'community', name: 'Community' });
    const second = await get('/ui-news?sort=-date&limit=9&page=2');
    expect(second.docs).toHaveLength(5);
  });

  it('news list filtered by category', async () => {
    const farm = await get('/ui-news?sort=-date&limit=9&where[article.categories][in]=farm');
    expect(farm.totalDocs).toBeGreaterThan(3);
    for (const doc of farm.docs) expect(doc.article.categories.map((c: { value: { id: string } }) => c.value.id)).toContain('farm');
  });

  it('news detail by id and by slug', async () => {
    const byId = await get('/ui-news/fireworks');
    const bySlug = await get('/ui-news?where[slug][equals]=fireworks-and-anxious-pets');
    expect(bySlug.docs[0]).toEqual(byId);
    expect(byId.article.actionButtonTargetUrl).toBe('/book-appointment');
  });

  it('home page by slug, with its relations populated at depth 9', async () => {
    const { docs } = await get('/ui-page?where[slug][equals]=home&depth=9');
    const layout = docs[0].layout as { blockType: string; kind?: string; items?: { value: unknown }[]; promo?: { value: unknown } }[];
    const services = layout.find((b) => b.kind === 'service')!;
    expect(services.items![0]!.value).toMatchObject({ slug: 'dogs-and-cats', title: 'Dogs & cats' });
    const locations = layout.find((b) => b.kind === 'location')!;
    expect(locations.items!.map((i) => (i.value as { name: string }).name)).toEqual(['Tui Vets Hamilton', 'Tui Vets Cambridge', 'Tui Vets Te Awamutu']);
    expect(layout.find((b) => b.blockType === 'appPromo')!.promo!.value).toMatchObject({ qrCodeTargetUrl: '/download-app' });
  });

  it('navigation: groups in order, entries resolved to services and clinic pages', async () => {
    const nav = await get('/navigation?sort=order&depth=9');
    // The shop, the blog and contact are menu content too (custom links), after the page groups.
    expect(nav.docs.map((g: { name: string }) => g.name)).toEqual(['Pets', 'Farm', 'Clinics', 'Shop', 'Blog', 'Contact']);
    const clinics = nav.docs[2].items.map((i: { value: { slug: string; location: { value: { name: string } } } }) => [
      i.value.slug,
      i.value.location.value.name,
    ]);
    expect(clinics).toEqual([
      ['hamilton', 'Tui Vets Hamilton'],
      ['cambridge', 'Tui Vets Cambridge'],
      ['te-awamutu', 'Tui Vets Te Awamutu'],
    ]);
  });

  it('content banners by name', async () => {
    const { docs } = await get('/ui-fragment?where[name][equals]=emergency banner');
    expect(docs).toHaveLength(1);
    expect(docs[0].title).toBe('Emergency?');
    const image = await get('/ui-fragment?where[name][equals]=not-found%20image');
    expect(image.docs[0].image.url).toBe('/demo/assets/not-found-dog.svg');
  });

  it('SEO for a route, the active fundraiser, terms by slug, clinic page by slug', async () => {
    expect((await get('/meta-seo?where[route][equals]=/news')).docs[0].title).toBe('Blog: news & advice | Tui Vets');
    const fundraiser = await get('/t1-fundraiser?where[active][equals]=true');
    expect(fundraiser.docs.map((f: { id: string }) => f.id)).toEqual(['paws-for-the-rescue-2026']);
    expect((await get('/ui-terms-and-conditions?where[slug][equals]=terms-conditions')).docs[0].title).toBe('Terms & Conditions');
    expect((await get('/ui-clinic?where[slug][equals]=cambridge&depth=1')).docs[0].location.value.friendlyAddress).toBe('58 Victoria Street, Cambridge 3434');
  });

  it('dates each fundraiser pickup on its own day (a Sunday market on a Sunday, in New Zealand), and names no clinic as where to pay', async () => {
    const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const nzWeekday = (iso: string) => new Intl.DateTimeFormat('en-NZ', { weekday: 'long', timeZone: 'Pacific/Auckland' }).format(new Date(iso));
    for (const group of ['tui-vets', 'kea-vets']) {
      for (const event of (await get('/t1-fundraiser?limit=100', group)).docs) {
        const pickups: { name: string; pickupTime?: string }[] = event.pickupLocations ?? [];
        for (const pickup of pickups) {
          const named = days.find((day) => pickup.name.includes(day));
          if (named && pickup.pickupTime) expect([pickup.name, nzWeekday(pickup.pickupTime)]).toEqual([pickup.name, named]);
        }
        // Not every pickup is a clinic (a market stall): the thank-you must not send people to one.
        expect(JSON.stringify(event.thankYouPageBody ?? '')).not.toMatch(/at the clinic/i);
      }
    }
  });

  it('promises no subscription discount the server does not give (docs/commerce.md)', async () => {
    const banner = (await get('/ui-fragment?where[slug][equals]=subscription-banner')).docs[0];
    expect(JSON.stringify(banner)).not.toMatch(/save \d+%|\d+% off|discount/i);
  });

  it('keeps the groups apart', async () => {
    const kea = await get('/ui-page?where[slug][equals]=home', 'kea-vets');
    expect(kea.docs[0].title).toBe('Home');
    expect(kea.docs[0].layout[0].title).toBe('Vets for the Upper Clutha');
    expect((await get('/t1-location', 'kea-vets')).docs.map((d: { name: string }) => d.name)).toEqual(['Kea Vets Wānaka']);
    expect((await get('/t1-fundraiser?where[active][equals]=true', 'kea-vets')).totalDocs).toBe(0);
    expect((await get('/ui-news?limit=100', 'kea-vets')).docs.every((d: { id: string }) => d.id.startsWith('kea-'))).toBe(true);
  });
});
