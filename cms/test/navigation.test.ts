// Menus in the CMS: any page of the site or an address of the editor's own (checked as the portal
// reads it), drafted and previewed before the public menu changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient } from '../../shared/content/client';
import { navigationGroups } from '../../shell/content/queries';
import { MENU_LINK_MESSAGE } from '../src/richText';
import { startCms, type TestCms } from './cms';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => cms?.close());

const problem = (save: Promise<unknown>) =>
  save.then(
    () => 'saved',
    (e: { data?: { errors?: { path: string; message: string }[] } }) => e.data?.errors?.map((x) => `${x.path}: ${x.message}`).join('\n') ?? String(e),
  );

describe('menus in the CMS', () => {
  it('refuses a menu link that is neither a site path nor a web address, and changes nothing', async () => {
    const save = (url: string) =>
      cms.payload.create({
        collection: 'navigation',
        overrideAccess: true,
        data: { name: `Links ${url}`, vetGroup: 'tui-vets', _status: 'published', links: [{ label: 'Go', url }] } as never,
      });
    for (const bad of ['javascript:alert(1)', 'mailto:hi@tuivets.nz', '//evil.example', 'not a link'])
      expect(await problem(save(bad))).toContain(MENU_LINK_MESSAGE);
    const none = await cms.payload.find({ collection: 'navigation', where: { name: { like: 'Links' } }, overrideAccess: true, depth: 0 });
    expect(none.totalDocs).toBe(0);
    const made = await save('www.tuivets.nz/hours');
    expect((made as { links: { url: string }[] }).links[0]!.url).toBe('https://www.tuivets.nz/hours');
    await cms.payload.delete({ collection: 'navigation', id: made.id, overrideAccess: true });
  });

  it('a drafted entry to a new page reaches the public menu only once published, at the page’s address', async () => {
    const reader = createContentClient({ baseUrl: cms.baseUrl, vetId: 'tui-vets', fetch: cms.fetch });
    const page = await cms.payload.create({
      collection: 'ui-page',
      overrideAccess: true,
      data: { title: 'Puppy preschool', vetGroup: 'tui-vets', _status: 'published', layout: [] } as never,
    });
    const pets = (
      await cms.payload.find({
        collection: 'navigation',
        where: { slug: { equals: 'pets' }, vetGroup: { equals: 'tui-vets' } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs[0]!;
    const items = [...((pets as { items: { relationTo: string; value: unknown }[] }).items ?? []), { relationTo: 'ui-page', value: page.id }];
    await cms.payload.update({ collection: 'navigation', id: pets.id, overrideAccess: true, draft: true, data: { items, _status: 'draft' } as never });
    const entries = async () => (await navigationGroups(reader)).find((g) => g.name === 'Pets')!.entries.map((e) => e.title);
    expect(await entries()).not.toContain('Puppy preschool');
    await cms.payload.update({ collection: 'navigation', id: pets.id, overrideAccess: true, data: { items, _status: 'published' } as never });
    const group = (await navigationGroups(reader)).find((g) => g.name === 'Pets')!;
    expect(group.entries.at(-1)).toEqual({ collection: 'ui-page', slug: 'puppy-preschool', title: 'Puppy preschool', href: '/puppy-preschool' });
  });
});
