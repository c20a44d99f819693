// A published page whose slug changes keeps its old address: the CMS records a redirect (per
// vet group) and the portal answers the old path with the page's new one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsRedirect } from '../../server/portal/redirects';
import { startCms, type TestCms } from './cms';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => cms?.close());

const redirectFor = (path: string, vetId = 'tui-vets') => cmsRedirect(cms.baseUrl, vetId, path, (url, init) => cms.fetch(url, init));

describe('redirects when a slug changes', () => {
  it('the old address of a published page leads to its new one, for its group only', async () => {
    const page = await cms.payload.create({
      collection: 'ui-page',
      overrideAccess: true,
      data: { title: 'Open day', slug: 'open-day', vetGroup: 'tui-vets', _status: 'published', layout: [] } as never,
    });
    // A draft's new slug is not an address yet.
    await cms.payload.update({ collection: 'ui-page', id: page.id, overrideAccess: true, draft: true, data: { slug: 'open-days' } as never });
    expect(await redirectFor('/open-day')).toBeNull();

    await cms.payload.update({ collection: 'ui-page', id: page.id, overrideAccess: true, data: { slug: 'open-days', _status: 'published' } as never });
    expect(await redirectFor('/open-day')).toBe('/open-days');
    expect(await redirectFor('/open-day/')).toBe('/open-days');
    expect(await redirectFor('/open-day', 'kea-vets')).toBeNull();
    expect(await redirectFor('/never-was')).toBeNull();

    // Moved back: no loop, the newer old address leads back.
    await cms.payload.update({ collection: 'ui-page', id: page.id, overrideAccess: true, data: { slug: 'open-day', _status: 'published' } as never });
    expect(await redirectFor('/open-day')).toBeNull();
    expect(await redirectFor('/open-days')).toBe('/open-day');
  });

  it('a clinic page moves to its new /clinic/ address', async () => {
    const clinic = (await cms.payload.find({ collection: 'ui-clinic', where: { vetGroup: { equals: 'tui-vets' } }, limit: 1, overrideAccess: true, depth: 0 }))
      .docs[0]!;
    await cms.payload.update({ collection: 'ui-clinic', id: clinic.id, overrideAccess: true, data: { slug: 'new-home', _status: 'published' } as never });
    expect(await redirectFor(`/clinic/${clinic.slug}`)).toBe('/clinic/new-home');
  });

  it('a CMS that cannot say is no redirect', async () => {
    expect(await cmsRedirect('http://127.0.0.1:9/api', 'tui-vets', '/open-day')).toBeNull();
  });
});
