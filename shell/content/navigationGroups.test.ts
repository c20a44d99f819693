import { describe, expect, it } from 'vitest';
import type { ContentClient } from '../../shared/content';
import { buildMainNav } from '../navigation/mainNav';
import { navigationGroups } from './queries';

function clientListing(items: unknown[]): ContentClient {
  return { list: async () => ({ items, total: items.length, page: 1, pageSize: items.length }) } as unknown as ContentClient;
}

const menu = {
  id: 'nav-more',
  name: 'More',
  order: 1,
  items: [
    { relationTo: 'ui-page', value: { id: 'p1', slug: 'puppy-classes', title: 'Puppy classes' } },
    { relationTo: 'ui-news', value: { id: 'n7', slug: 'summer-hours', date: '2026-11-01', article: { title: 'Summer hours' } } },
    { relationTo: 'ui-clinic', value: { id: 'c1', slug: 'hamilton', title: 'Hamilton' } },
    { relationTo: 'ui-service', value: { id: 's1', slug: 'dairy', title: 'Dairy' } },
    // A page the reader may not see (a draft, another group's) arrives as a bare id: no entry.
    { relationTo: 'ui-page', value: 'p-hidden' },
  ],
  links: [
    { label: 'Shop', url: '/shop' },
    { label: 'Our app', url: 'https://app.tuivets.nz/' },
    { label: 'Sneaky', url: 'javascript:alert(1)' },
    { label: 'Mail', url: 'mailto:hi@tuivets.nz' },
    { label: '  ', url: '/contact' },
  ],
};

describe('navigation groups from the content service', () => {
  it('takes any page, news or clinic at its current address, then the editor’s own links', async () => {
    const [group] = await navigationGroups(clientListing([menu]));
    const [item] = buildMainNav([group!]).slice(1, 2);
    expect(item?.kind === 'dropdown' && item.items.map((i) => [i.label, i.href])).toEqual([
      ['Puppy classes', '/puppy-classes'],
      ['Summer hours', '/news/n7/summer-hours'],
      ['Hamilton', '/clinic/hamilton'],
      ['Dairy', '/more/item/dairy'],
      ['Shop', '/shop'],
      ['Our app', 'https://app.tuivets.nz/'],
    ]);
  });

  it('links the home page to /', async () => {
    const [group] = await navigationGroups(
      clientListing([{ id: 'g', name: 'Start', items: [{ relationTo: 'ui-page', value: { id: 'h', slug: 'home', title: 'Home' } }] }]),
    );
    expect(buildMainNav([group!])[1]).toEqual({ kind: 'link', label: 'Start', href: '/' });
  });
});
