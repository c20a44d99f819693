// A slug is a document's address: unique in its vet group's documents of the collection, checked
// on every save (a draft too, which Payload's own validation skips), and made from the title
// when the editor leaves it empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '../src/slugify';
import { slugTakenMessage } from '../src/slugs';
import { startCms, type TestCms } from './cms';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => cms?.close());

const page = (data: Record<string, unknown>, draft = true) =>
  cms.payload.create({ collection: 'ui-page', overrideAccess: true, draft, data: { layout: [], _status: draft ? 'draft' : 'published', ...data } as never });

/** The message the admin shows under the slug field when a save is refused. */
async function slugProblem(save: Promise<unknown>): Promise<string> {
  const error = (await save.then(
    () => null,
    (e: unknown) => e,
  )) as { data?: { errors?: { path: string; message: string }[] } } | null;
  return error?.data?.errors?.find((e) => e.path === 'slug')?.message ?? 'saved';
}

describe('slugs', () => {
  it('are made from the title, in words an address can hold', async () => {
    expect(slugify('Vaccination week – Kōrero & Kai!')).toBe('vaccination-week-korero-and-kai');
    const made = await page({ title: 'Puppy Preschool 2027', vetGroup: 'tui-vets' });
    expect(made.slug).toBe('puppy-preschool-2027');
    const news = await cms.payload.create({
      collection: 'ui-news',
      overrideAccess: true,
      draft: true,
      data: { date: '2026-11-20', article: { title: 'Summer hours' }, vetGroup: 'tui-vets', _status: 'draft' } as never,
    });
    expect(news.slug).toBe('summer-hours');
  });

  it('are unique in the group and the collection, drafts too, with a message that says so', async () => {
    await page({ title: 'Open day', slug: 'open-day', vetGroup: 'tui-vets' });
    expect(await slugProblem(page({ title: 'Another open day', slug: 'open-day', vetGroup: 'tui-vets' }))).toMatch(slugTakenMessage('open-day', 'Open day'));
    expect(await slugProblem(page({ title: 'Another open day', slug: 'open-day', vetGroup: 'tui-vets' }, false))).toMatch(/already used/);
    // A seeded, published page's address is taken too.
    expect(await slugProblem(page({ title: 'About', slug: 'about-us', vetGroup: 'tui-vets' }))).toMatch(/"about-us" is already used/);
    // Another group, another collection: free.
    await expect(page({ title: 'Open day', slug: 'open-day', vetGroup: 'kea-vets' })).resolves.toBeTruthy();
    const service = await cms.payload.create({
      collection: 'ui-service',
      overrideAccess: true,
      data: { title: 'Open day', slug: 'open-day', vetGroup: 'tui-vets' } as never,
    });
    expect(service.slug).toBe('open-day');
    // Saving a page again under its own address is no clash.
    const own = await page({ title: 'Dental month', slug: 'dental-month', vetGroup: 'tui-vets' });
    const saved = await cms.payload.update({ collection: 'ui-page', id: own.id, overrideAccess: true, draft: true, data: { title: 'Dental month!' } as never });
    expect(saved.slug).toBe('dental-month');
  });

  it('a slug taken by a draft of a published page is taken', async () => {
    const published = await page({ title: 'Cat week', slug: 'cat-week', vetGroup: 'tui-vets' }, false);
    await cms.payload.update({ collection: 'ui-page', id: published.id, overrideAccess: true, draft: true, data: { slug: 'cats-and-kittens' } as never });
    expect(await slugProblem(page({ title: 'Kittens', slug: 'cats-and-kittens', vetGroup: 'tui-vets' }))).toMatch(/"cats-and-kittens" is already used/);
  });

  it('a malformed slug is refused on a draft too', async () => {
    expect(await slugProblem(page({ title: 'Bad', slug: 'Not An Address', vetGroup: 'tui-vets' }))).toMatch(/lower case letters, digits and dashes/);
  });
});
