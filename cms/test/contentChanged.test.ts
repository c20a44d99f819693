// The CMS tells the portal's server when a group's published content changes (src/
// contentChanged.ts → server/content/changed.ts): here the "portal" is a listener that
// records what it is told.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCms, type TestCms } from './cms';

const SECRET = 'the-portal-and-the-cms-agree';

describe('the CMS tells the portal what changed', () => {
  const told: { path: string; vetId: string; authorization: string }[] = [];
  /** The calls the CMS has begun to the portal: counted as its hooks run, before the write returns. */
  let begun = 0;
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
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input instanceof Request ? input.url : input).startsWith(process.env.PORTAL_URL!)) begun++;
      return realFetch(input, init);
    });
    cms = await startCms();
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await cms?.close();
    await new Promise((closed) => portal.close(closed));
  });

  /** Where the calls stand before a write. */
  const mark = () => ({ begun, told: told.length });
  /**
   * What the portal has been told since `from`. The CMS does not wait for its calls, but begins
   * them before the write returns: their number is known at once, and only their landing is waited for.
   */
  const toldSince = async (from: ReturnType<typeof mark>, expected: number) => {
    expect(begun - from.begun).toBe(expected);
    await expect.poll(() => told.length - from.told, { timeout: 5000 }).toBe(expected);
    return told.slice(from.told);
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
    let from = mark();
    await cms.payload.update({ collection: 'ui-page', id: page.id, draft: true, overrideAccess: true, data: { title: 'Lambing season 2027' } as never });
    expect(await toldSince(from, 0)).toEqual([]);

    from = mark();
    await cms.payload.update({ collection: 'ui-page', id: page.id, overrideAccess: true, data: { _status: 'published' } as never });
    expect(await toldSince(from, 1)).toEqual([{ path: '/content/changed', vetId: 'kea-vets', authorization: `Bearer ${SECRET}` }]);

    from = mark();
    await cms.payload.update({ collection: 'ui-page', id: page.id, overrideAccess: true, data: { _status: 'draft' } as never });
    expect((await toldSince(from, 1))[0]!.vetId).toBe('kea-vets');

    from = mark();
    await cms.payload.delete({ collection: 'ui-page', id: page.id, overrideAccess: true });
    expect((await toldSince(from, 1))[0]!.vetId).toBe('kea-vets');
  });

  it('a collection without drafts tells on every save', async () => {
    const [location] = (await cms.payload.find({ collection: 't1-location', where: { vetGroup: { equals: 'tui-vets' } }, limit: 1, overrideAccess: true }))
      .docs;
    const from = mark();
    await cms.payload.update({ collection: 't1-location', id: location!.id, overrideAccess: true, data: { name: 'Tui Vets Hamilton East' } as never });
    expect((await toldSince(from, 1))[0]!.vetId).toBe('tui-vets');
  });
});
