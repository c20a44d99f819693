// The CMS tells the portal's server when a group's published content changes (src/
// contentChanged.ts → server/content/changed.ts): here the "portal" is a listener that
// records what it is told.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './cms';

const SECRET = 'the-portal-and-the-cms-agree';

describe('the CMS tells the portal what changed', () => {
  const told: { path: string; vetId: string; authorization: string }[] = [];
  let portal: Server;
  let cms: TestCms;
  beforeAll(async () => {
    portal = createServer((req, res) => {
      told.push({ path: req.url ?? '', vetId: String(req.headers['x-vet-id']), authorization: String(req.headers.authorization) });
      res.writeHead(204).end();
    });
    await new Promise<void>((listening) => portal.listen(0, '127.0.0.1', listening));
    const { port } = portal.address() as { port: number };
    process.env.PORTAL_URL = `http://127.0.0.1:${port}`;
    process.env.CONTENT_WEBHOOK_SECRET = SECRET;
    cms = await startCms();
  });
  afterAll(async () => {
    await cms?.close();
    await new Promise((closed) => portal.close(closed));
  });

  /** What the portal has been told since `from`, once the CMS's calls have landed. */
  const toldSince = async (from: number, expected: number) => {
    await expect.poll(() => told.length - from, { timeout: 5000 }).toBe(expected);
    await new Promise((settle) => setTimeout(settle, 200));
    return told.slice(from);
  };

  it('says nothing while the demo content is seeded', () => {
    expect(told).toHaveLength(0);
  });

  it('a publish, an unpublish and a delete each tell the page’s group; saving a draft tells nobody', async () => {
    const page = await cms.payload.create({
      collection: 'ui-page',
      overrideAccess: true,
      draft: true,
      data: { title: 'Lambing season', slug: 'lambing-season', vetGroup: 'kea-vets', _status: 'draft', layout: [] } as never,
    });
    let from = told.length;
    await cms.payload.update({ collection: 'ui-page', id: page.id, draft: true, overrideAccess: true, data: { title: 'Lambing season 2027' } as never });
    expect(await toldSince(from, 0)).toEqual([]);

    from = told.length;
    await cms.payload.update({ collection: 'ui-page', id: page.id, overrideAccess: true, data: { _status: 'published' } as never });
    expect(await toldSince(from, 1)).toEqual([{ path: '/content/changed', vetId: 'kea-vets', authorization: `Bearer ${SECRET}` }]);

    from = told.length;
    await cms.payload.update({ collection: 'ui-page', id: page.id, overrideAccess: true, data: { _status: 'draft' } as never });
    expect((await toldSince(from, 1))[0]!.vetId).toBe('kea-vets');

    from = told.length;
    await cms.payload.delete({ collection: 'ui-page', id: page.id, overrideAccess: true });
    expect((await toldSince(from, 1))[0]!.vetId).toBe('kea-vets');
  });

  it('a collection without drafts tells on every save', async () => {
    const [location] = (await cms.payload.find({ collection: 't1-location', where: { vetGroup: { equals: 'tui-vets' } }, limit: 1, overrideAccess: true }))
      .docs;
    const from = told.length;
    await cms.payload.update({ collection: 't1-location', id: location!.id, overrideAccess: true, data: { name: 'Tui Vets Hamilton East' } as never });
    expect((await toldSince(from, 1))[0]!.vetId).toBe('tui-vets');
  });
});
