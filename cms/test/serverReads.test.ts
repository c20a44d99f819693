// With CONTENT_API_URL the reference server reads what it needs of the content (a page's SEO
// tags for crawlers, the sitemap, a fundraiser's prices) from the CMS too
// (server/content/remote-store.ts), and its /content/api, which widgets on clinic sites read,
// answers from the CMS (server/content/cms-reader.ts): here against the seeded CMS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_UNAVAILABLE } from '../../server/http/errors';
import type { TestApp } from '../../server/test/harness';
import { remoteContentStore } from '../../server/content/remote-store';
import { sqlContentStore } from '../../server/content/sql-store';
import { contentHead, contentRoutes } from '../../server/seo/content';
import { cmsBesideBuiltIn, listen } from './cms';

const services = cmsBesideBuiltIn();

describe('the server reads the CMS as it reads its own content', () => {
  const remote = () => remoteContentStore(services.cms.baseUrl, (url, init) => services.cms.fetch(url, init));
  const local = () => sqlContentStore(services.builtIn.db);

  it('a page’s title, description and picture for crawlers', async () => {
    for (const path of ['/', '/about-us', '/farm-services', '/news']) {
      const [fromCms, own] = await Promise.all([contentHead(remote(), 'tui-vets', path, 'Tui Vets'), contentHead(local(), 'tui-vets', path, 'Tui Vets')]);
      expect(fromCms?.title, path).toBe(own?.title);
      expect(fromCms?.title, path).toBeTruthy();
      expect(fromCms?.description, path).toBe(own?.description);
      // The CMS's pictures are its uploads (its own address), the built-in's the demo's files.
      expect(Boolean(fromCms?.image), path).toBe(Boolean(own?.image));
    }
  });

  it('the sitemap’s routes (news under the CMS’s ids)', async () => {
    const [fromCms, own] = await Promise.all([contentRoutes(remote(), 'tui-vets'), contentRoutes(local(), 'tui-vets')]);
    const pages = (routes: { path: string }[]) =>
      routes
        .map((r) => r.path)
        .filter((p) => !p.startsWith('/news/'))
        .sort();
    expect(pages(fromCms)).toEqual(pages(own));
    expect(fromCms.filter((r) => r.path.startsWith('/news/'))).toHaveLength(own.filter((r) => r.path.startsWith('/news/')).length);
  });

  it('a CMS that does not answer is an error the caller handles, not a hang', async () => {
    const down = remoteContentStore('http://127.0.0.1:9/api');
    await expect(down.list('tui-vets', 'ui-page')).rejects.toThrow();
  });
});

describe('the API’s /content/api and fundraiser orders read the CMS when it is configured', () => {
  let cmsHttp: Awaited<ReturnType<typeof listen>>;
  let api: TestApp;
  let down: TestApp;
  let fundraiserId: string;
  beforeAll(async () => {
    const { testApp } = await import('../../server/test/harness');
    cmsHttp = await listen(services.cms);
    [api, down] = await Promise.all([
      testApp({ now: '2026-11-23T01:00:00Z', config: { contentApiUrl: `${cmsHttp.url}/api` } }),
      testApp({ now: '2026-11-23T01:00:00Z', config: { contentApiUrl: 'http://127.0.0.1:9/api' } }),
    ]);
    const found = await services.cms.payload.find({
      collection: 't1-fundraiser',
      where: { and: [{ slug: { equals: 'paws-for-the-rescue-2026' } }, { vetGroup: { equals: 'tui-vets' } }] },
      overrideAccess: true,
      depth: 0,
    });
    fundraiserId = String(found.docs[0]!.id);
  });
  afterAll(async () => {
    await Promise.all([api?.close(), down?.close()]);
    await cmsHttp?.close();
  });

  const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as any });
  /** Two hampers of a fundraiser for pickup at Hamilton, paid by card; the price sent is the old one. */
  const order = (fundraiser: string) => ({
    fundraiserContentfulId: fundraiser,
    user: { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz', phone: '021 555 0147' },
    selectedItems: [{ fundraiserProductContentfulId: 'christmas-hamper', quantity: 2, price: 45 }],
    pickupLocation: { id: 'pickup-hamilton', name: 'Tui Vets Hamilton' },
    pickupTime: '2026-12-19T20:00:00.000Z',
    paymentMethod: { token: 'tok_visa' },
  });

  it('answers what the CMS publishes for the caller’s group, and nothing else of the CMS', async () => {
    const about = await json(await api.request('/content/api/ui-page?where[slug][equals]=about-us&depth=1'));
    expect(about.status).toBe(200);
    const inCms = await services.cms.payload.find({
      collection: 'ui-page',
      where: { and: [{ slug: { equals: 'about-us' } }, { vetGroup: { equals: 'tui-vets' } }] },
      overrideAccess: true,
      depth: 0,
    });
    expect(about.body.docs.map((d: { id: string }) => d.id)).toEqual([inCms.docs[0]!.id]);
    const count = await json(await api.request('/content/api/t1-fundraiser/count', { vetId: 'kea-vets' }));
    expect(count.body.totalDocs).toBe(1);
    const byId = await json(await api.request(`/content/api/t1-fundraiser/${fundraiserId}`));
    expect(byId.body.items.map((i: { id: string }) => i.id)).toContain('christmas-hamper');
    // Another group's document, a draft, the CMS's own collections: not there for this caller.
    expect((await api.request(`/content/api/t1-fundraiser/${fundraiserId}`, { vetId: 'kea-vets' })).status).toBe(404);
    const draft = await services.cms.payload.create({
      collection: 'ui-page',
      overrideAccess: true,
      draft: true,
      data: { title: 'Secret sale', slug: 'secret-sale', vetGroup: 'tui-vets', _status: 'draft', layout: [] } as never,
    });
    expect((await api.request(`/content/api/ui-page/${draft.id}`)).status).toBe(404);
    expect((await json(await api.request('/content/api/ui-page?where[slug][equals]=secret-sale'))).body.totalDocs).toBe(0);
    const users = await json(await api.request('/content/api/users'));
    expect(users.status).toBe(404);
    expect(JSON.stringify(users.body)).not.toContain('@');
    expect((await api.request('/content/api/ui-page', { method: 'POST', body: { title: 'x' } })).status).toBe(405);
    // A query the CMS cannot read is the caller's to fix, not a failure of ours.
    expect((await api.request('/content/api/ui-page?where[no_such_field][equals]=x')).status).toBe(400);
  });

  it('prices a fundraiser order from the CMS’s fundraiser, as the editor set it', async () => {
    const doc = await services.cms.payload.findByID({ collection: 't1-fundraiser', id: fundraiserId, overrideAccess: true, depth: 0 });
    const items = (doc.items as { id: string; price: number }[]).map((i) => (i.id === 'christmas-hamper' ? { ...i, price: 50 } : i));
    await services.cms.payload.update({ collection: 't1-fundraiser', id: fundraiserId, data: { items } as never, overrideAccess: true });
    const placed = await json(await api.request('/api/v1/admin/donation', { body: order(fundraiserId) }));
    expect(placed.status).toBe(201);
    expect(placed.body.data.total).toBe(100);
    // The built-in service's id names no fundraiser of the CMS.
    expect((await api.request('/api/v1/admin/donation', { body: order('paws-for-the-rescue-2026') })).status).toBe(422);
  });

  it('a CMS that does not answer: the content calls and a fundraiser order say so, and nothing is written', async () => {
    const content = await down.request('/content/api/ui-page');
    expect(content.status).toBe(503);
    expect(content.headers.get('retry-after')).toBeTruthy();
    expect(((await content.json()) as { message: string }).message).toBe(CONTENT_UNAVAILABLE);
    expect((await down.request('/api/v1/admin/donation', { body: order(fundraiserId) })).status).toBe(503);
    expect((await down.db.one<{ n: number }>('select count(*)::int as n from donations'))!.n).toBe(0);
  });
});
