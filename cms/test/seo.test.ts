// A page's own SEO fields (the SEO plugin's title, description and image, with its length
// guidance and search preview in the admin) are what the portal writes into the page's head.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteContentStore } from '../../server/content/remote-store';
import { contentHead } from '../../server/seo/content';
import { SEO_COLLECTIONS, suggestDescription, suggestTitle } from '../src/seo';
import { startCms, type TestCms } from './cms';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => cms?.close());

describe('SEO fields', () => {
  it('every page, clinic page and news article has them, with the plugin’s guidance and preview', () => {
    for (const slug of SEO_COLLECTIONS) {
      const collection = cms.config.collections.find((c) => c.slug === slug)!;
      const meta = collection.fields.find((f) => 'name' in f && f.name === 'meta') as { fields: { name?: string; type: string }[] } | undefined;
      expect(meta, slug).toBeTruthy();
      expect(meta!.fields.map((f) => f.name ?? f.type)).toEqual(expect.arrayContaining(['title', 'description', 'image', 'preview']));
    }
    expect(suggestTitle({ article: { title: 'Summer hours' } })).toBe('Summer hours');
    expect(suggestDescription({ layout: [{ blockType: 'hero', summary: 'Half-price boosters all week.' }] })).toBe('Half-price boosters all week.');
  });

  it('the portal’s head for the page is the page’s own SEO fields', async () => {
    const media = await cms.payload.find({ collection: 'media', where: { vetGroup: { equals: 'tui-vets' } }, limit: 1, overrideAccess: true, depth: 0 });
    await cms.payload.create({
      collection: 'ui-page',
      overrideAccess: true,
      data: {
        title: 'Vaccination week',
        slug: 'vaccination-week',
        vetGroup: 'tui-vets',
        _status: 'published',
        layout: [],
        meta: { title: 'Half-price vaccinations this week | Tui Vets', description: 'Boosters for dogs and cats at half price.', image: media.docs[0]!.id },
      } as never,
    });
    const store = remoteContentStore(cms.baseUrl, (url, init) => cms.fetch(url, init));
    const head = await contentHead(store, 'tui-vets', '/vaccination-week', 'Tui Vets');
    expect(head).toMatchObject({ title: 'Half-price vaccinations this week | Tui Vets', description: 'Boosters for dogs and cats at half price.' });
    expect(head!.image).toMatch(/\/api\/media\/file\//);
  });
});
