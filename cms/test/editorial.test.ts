// What editors meet day to day: news known by its title, New Zealand dates, alt text that says
// something (or an image marked decorative), anchors a button can jump to, and publishing or
// unpublishing at a set time, shown in the lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALT_REQUIRED } from '../src/collections/platform';
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

describe('the editors’ CMS', () => {
  it('lists, searches and names news by its title; dates read the New Zealand way', async () => {
    const news = cms.config.collections.find((c) => c.slug === 'ui-news')!;
    expect(news.admin.useAsTitle).toBe('title');
    expect(news.admin.listSearchableFields).toContain('title');
    const made = await cms.payload.create({
      collection: 'ui-news',
      overrideAccess: true,
      data: { date: '2026-11-20', article: { title: 'Summer hours' }, vetGroup: 'tui-vets', _status: 'published' } as never,
    });
    expect((made as { title?: string }).title).toBe('Summer hours');
    const found = await cms.payload.find({ collection: 'ui-news', where: { title: { like: 'summer' } }, overrideAccess: true, depth: 0 });
    expect(found.docs.map((d) => d.id)).toContain(made.id);
    expect(cms.config.admin.dateFormat).toBe('d MMM yyyy, h:mm a');
    expect(cms.config.admin.timezones.defaultTimezone).toBe('Pacific/Auckland');
    // Choices read as words; the stored value is still what the portal reads.
    const groupList = (cms.config.collections.find((c) => c.slug === 'ui-page')!.fields.find((f) => 'name' in f && f.name === 'layout') as any).blocks.find(
      (b: { slug: string }) => b.slug === 'groupList',
    );
    expect(groupList.fields.find((f: { name: string }) => f.name === 'kind').options).toContainEqual({ label: 'Clinic page', value: 'clinicPage' });
  });

  it('an image needs alt text that says something, unless it is marked decorative', async () => {
    const media = await cms.payload.find({ collection: 'media', limit: 1, overrideAccess: true, depth: 0 });
    const id = media.docs[0]!.id;
    expect(await problem(cms.payload.update({ collection: 'media', id, overrideAccess: true, data: { alt: '   ' } as never }))).toContain(ALT_REQUIRED);
    const decorative = await cms.payload.update({ collection: 'media', id, overrideAccess: true, data: { decorative: true, alt: 'ignored' } as never });
    expect(decorative.alt).toBe('');
  });

  it('a block’s anchor is a name a link can carry', async () => {
    const page = (anchor: string) =>
      cms.payload.create({
        collection: 'ui-page',
        overrideAccess: true,
        data: { title: `Anchors ${anchor}`, vetGroup: 'tui-vets', _status: 'published', layout: [{ blockType: 'article', title: 'Book', anchor }] } as never,
      });
    expect(await problem(page('book now'))).toMatch(/anchor: Start with a letter/);
    expect(await problem(page('booking'))).toBe('saved');
  });

  it('a page scheduled to publish shows so in the list, and is published when its time comes', async () => {
    const editor = (await cms.payload.find({ collection: 'users', where: { email: { equals: 'editor@tuivets.example' } }, overrideAccess: true })).docs[0]!;
    const draft = await cms.payload.create({
      collection: 'ui-page',
      overrideAccess: true,
      draft: true,
      data: { title: 'Christmas hours', vetGroup: 'tui-vets', _status: 'draft', layout: [] } as never,
    });
    const at = new Date(Date.now() + 60_000);
    // What the publish button's "Schedule" queues.
    await cms.payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: at,
      input: { type: 'publish', doc: { relationTo: 'ui-page', value: String(draft.id) }, user: { relationTo: 'users', value: String(editor.id) } } as never,
    });
    const listed = await cms.payload.find({
      collection: 'ui-page',
      where: { id: { equals: draft.id } },
      user: { ...editor, collection: 'users' },
      draft: true,
      depth: 0,
    });
    expect((listed.docs[0] as { scheduled?: string }).scheduled).toMatch(/^Publishes \d{1,2} [A-Z][a-z]{2} 2026, \d{1,2}:\d{2}/);
    // The portal's reads (no user) learn nothing of it.
    const publicRead = await cms.payload.findByID({ collection: 'ui-page', id: draft.id, overrideAccess: true, draft: true, depth: 0 });
    expect((publicRead as { scheduled?: string }).scheduled).toBeUndefined();

    await cms.payload.jobs.run({ queue: 'default' });
    expect((await cms.payload.findByID({ collection: 'ui-page', id: draft.id, overrideAccess: true, depth: 0 }))._status).toBe('draft');
    const job = (await cms.payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } }, overrideAccess: true })).docs[0]!;
    await cms.payload.update({
      collection: 'payload-jobs',
      id: job.id,
      overrideAccess: true,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() } as never,
    });
    await cms.payload.jobs.run({ queue: 'default' });
    expect((await cms.payload.findByID({ collection: 'ui-page', id: draft.id, overrideAccess: true, depth: 0 }))._status).toBe('published');
  });
});
