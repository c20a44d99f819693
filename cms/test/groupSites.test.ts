// A group's clinic sites are edited in its CMS record and given to the portal before the save
// (src/groupSites.ts): here the "portal" is a listener that records what it is given and can
// refuse, as the real one refuses a list it cannot take.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './cms';

const SECRET = 'the-portal-and-the-cms-agree-on-sites';

describe('a vet group’s clinic sites', () => {
  const given: { method: string; path: string; vetId: string; authorization: string; body: unknown }[] = [];
  let refuse = false;
  let portal: Server;
  let cms: TestCms;
  beforeAll(async () => {
    portal = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        given.push({
          method: req.method ?? '',
          path: req.url ?? '',
          vetId: String(req.headers['x-vet-id']),
          authorization: String(req.headers.authorization),
          body: text ? JSON.parse(text) : undefined,
        });
        if (refuse) res.writeHead(422, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not today' }));
        else res.writeHead(200, { 'content-type': 'application/json' }).end(text);
      });
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

  const sitesOf = async (id: string) =>
    ((await cms.payload.findByID({ collection: 'vet-groups', id, overrideAccess: true })) as { allowedSites?: string[] }).allowedSites;
  const setSites = (id: string, allowedSites: string[]) =>
    cms.payload.update({ collection: 'vet-groups', id, overrideAccess: true, data: { allowedSites } as never });

  it('the demo groups list the demo clinic site, and seeding told the portal nothing', async () => {
    expect(await sitesOf('tui-vets')).toEqual(['http://clinic.example']);
    expect(given.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('a save gives the portal the list, in the form browsers send, before it is kept', async () => {
    await setSites('kea-vets', ['http://clinic.example', 'https://WWW.Wanaka-Vets.example/']);
    expect(given.at(-1)).toEqual({
      method: 'PUT',
      path: '/content/group-sites',
      vetId: 'kea-vets',
      authorization: `Bearer ${SECRET}`,
      body: { origins: ['http://clinic.example', 'https://www.wanaka-vets.example'] },
    });
    expect(await sitesOf('kea-vets')).toEqual(['http://clinic.example', 'https://www.wanaka-vets.example']);
  });

  it('refuses a site with a path, and keeps the list as it was', async () => {
    const calls = given.length;
    await expect(setSites('kea-vets', ['https://clinic.example/book'])).rejects.toThrow(/its address alone/);
    expect(given.length).toBe(calls);
    expect(await sitesOf('kea-vets')).toEqual(['http://clinic.example', 'https://www.wanaka-vets.example']);
  });

  it('when the portal refuses the list, the save fails with its reason and nothing changes', async () => {
    refuse = true;
    try {
      await expect(setSites('tui-vets', ['https://new.example'])).rejects.toThrow(/Not today/);
    } finally {
      refuse = false;
    }
    expect(await sitesOf('tui-vets')).toEqual(['http://clinic.example']);
  });
});
