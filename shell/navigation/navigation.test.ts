import { describe, expect, it } from 'vitest';
import { buildMainNav, isActiveHref, isActiveItem, navRoutes, type NavGroupInput } from './mainNav';
import { breadcrumbs, menuLabels, segmentLabel } from './breadcrumbs';
import { ACCOUNT_MENU, accountMenu, accountSectionWidget } from './accountMenu';
import { ACCOUNT_ENTRIES, accountEntries } from '../../widgets/account/menu';
import { slugify } from '../../shared/format/slugify';
import { safeCallback } from './callback';

const service = (slug: string, title: string) => ({ collection: 'ui-service' as const, slug, title });
const clinic = (slug: string, title: string) => ({ collection: 'ui-clinic' as const, slug, title });

const pets: NavGroupInput = { id: 'nav-pets', name: 'Pets', order: 1, entries: [service('dogs-and-cats', 'Dogs & cats'), service('rabbits', 'Rabbits')] };
const farm: NavGroupInput = { id: 'nav-farm', name: 'Farm & Lifestyle', order: 2, entries: [service('dairy', 'Dairy'), service('equine', 'Equine')] };
const clinics: NavGroupInput = { id: 'nav-clinics', name: 'Clinics', order: 3, entries: [clinic('hamilton', 'Hamilton'), clinic('cambridge', 'Cambridge')] };
const single: NavGroupInput = { id: 'nav-one', name: 'Our clinic', order: 4, entries: [clinic('wanaka', 'Wānaka')] };

describe('main navigation', () => {
  it('has the defaults Home, Shop, Blog, Contact without navigation data', () => {
    expect(buildMainNav([]).map((i) => [i.label, i.kind === 'link' ? i.href : null])).toEqual([
      ['Home', '/'],
      ['Shop', '/shop'],
      ['Blog', '/news'],
      ['Contact', '/contact'],
    ]);
  });

  it('puts the groups after Home in their order, Shop, Blog and Contact among them as the content has them', () => {
    const link = (id: string, name: string, order: number, href: string): NavGroupInput => ({
      id,
      name,
      order,
      entries: [{ collection: 'link', slug: href, title: name, href }],
    });
    const nav = buildMainNav([link('c', 'Contact us', 6, '/contact'), single, clinics, link('s', 'Shop', 4, '/shop'), farm, pets]);
    expect(nav.map((i) => i.label)).toEqual(['Home', 'Pets', 'Farm & Lifestyle', 'Clinics', 'Our clinic', 'Shop', 'Contact us']);
    expect(nav.at(-1)).toEqual({ kind: 'link', label: 'Contact us', href: '/contact' });
  });

  it('keeps to six groups, the header’s room', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ ...single, id: `g${i}`, name: `G${i}`, order: i }));
    expect(buildMainNav(many).map((i) => i.label)).toEqual(['Home', 'G0', 'G1', 'G2', 'G3', 'G4', 'G5']);
  });

  it.each([
    ['service entries', farm, ['/farm-lifestyle/item/dairy', '/farm-lifestyle/item/equine']],
    ['clinic entries', clinics, ['/clinic/hamilton', '/clinic/cambridge']],
  ])('links %s to their pages', (_, group, hrefs) => {
    const item = buildMainNav([group])[1]!;
    expect(item.kind).toBe('dropdown');
    expect(item.kind === 'dropdown' && item.items.map((i) => i.href)).toEqual(hrefs);
  });

  it('turns a group with one entry into a plain link to it', () => {
    expect(buildMainNav([single])[1]).toEqual({ kind: 'link', label: 'Our clinic', href: '/clinic/wanaka' });
  });

  it('drops a group with no entries', () => {
    expect(buildMainNav([{ id: 'x', name: 'Empty', entries: [] }]).map((i) => i.label)).toEqual(['Home', 'Shop', 'Blog', 'Contact']);
  });

  it('lists the nested routes the entries make reachable', () => {
    expect(navRoutes([pets, single])).toEqual(['/pets/item/dogs-and-cats', '/pets/item/rabbits', '/clinic/wanaka']);
  });

  it.each([
    ['/', '/', true],
    ['/shop', '/', false],
    ['/shop', '/shop', true],
    ['/shop/12/dog-food', '/shop', true],
    ['/SHOP/', '/shop', true],
    ['/news/abc/title', '/news', true],
    ['/newsletter', '/news', false],
    ['/contact?clinic=1', '/contact', true],
    ['/pets/item/dogs-and-cats', '/pets/item/dogs-and-cats', true],
    ['/about-us', '/contact', false],
  ])('path %s makes %s active: %s', (path, href, active) => {
    expect(isActiveHref(path, href)).toBe(active);
  });

  it('marks a drop-down active when one of its entries is', () => {
    const item = buildMainNav([clinics])[1]!;
    expect(isActiveItem('/clinic/cambridge', item)).toBe(true);
    expect(isActiveItem('/clinic', item)).toBe(false);
  });

  it.each([
    ['Farm', 'farm'],
    ['Farm & Lifestyle', 'farm-lifestyle'],
    ['  Dogs, cats  ', 'dogs-cats'],
    ['Ōtorohanga', 'otorohanga'],
  ])('slugifies %j as %j', (name, slug) => expect(slugify(name)).toBe(slug));
});

describe('breadcrumbs', () => {
  it('start with Home, which is current on the home page', () => {
    expect(breadcrumbs('/')).toEqual([{ label: 'Home', href: '/', current: true }]);
  });

  it.each([
    [
      '/about-us',
      [
        ['Home', '/'],
        ['About us', '/about-us'],
      ],
    ],
    [
      '/news/fireworks/fireworks-and-anxious-pets',
      [
        ['Home', '/'],
        ['News', '/news'],
        ['Fireworks and anxious pets', '/news/fireworks/fireworks-and-anxious-pets'],
      ],
    ],
    [
      '/farm/item/dairy?x=1',
      [
        ['Home', '/'],
        ['Farm', '/farm'],
        ['Dairy', '/farm/item/dairy'],
      ],
    ],
    [
      '/Account/Details/',
      [
        ['Home', '/'],
        ['Account', '/account'],
        ['Details', '/account/details'],
      ],
    ],
    // A product: Home / Shop / the product (its name once it loads), never its id.
    [
      '/shop/31/kong-classic-large',
      [
        ['Home', '/'],
        ['Shop', '/shop'],
        ['Kong classic large', '/shop/31/kong-classic-large'],
      ],
    ],
  ])('for %s', (path, expected) => {
    const crumbs = breadcrumbs(path);
    expect(crumbs.map((c) => [c.label, c.href])).toEqual(expected);
    expect(crumbs.map((c) => c.current)).toEqual(expected.map((_, i) => i === expected.length - 1));
  });

  it('takes a label a page gives for a crumb', () => {
    expect(breadcrumbs('/news/x/y', { '/news/x/y': 'Puppy preschool' }).at(-1)?.label).toBe('Puppy preschool');
  });

  it("names crumbs with the menus' words: Blog, a service group, its entries, account sections, the terms", () => {
    const groups = [
      {
        id: 'g1',
        name: 'Farm & lifestyle',
        entries: [
          { collection: 'ui-service' as const, slug: 'dairy', title: 'Dairy herds' },
          { collection: 'ui-clinic' as const, slug: 'hamilton', title: 'Tui Vets Hamilton' },
        ],
      },
    ];
    const trail = (path: string) => breadcrumbs(path, menuLabels(groups)).map((c) => c.label);
    expect(trail('/news/app-launch/the-tui-vets-app-is-here')).toEqual(['Home', 'Blog', 'The tui vets app is here']);
    expect(trail('/farm-lifestyle/item/dairy')).toEqual(['Home', 'Farm & lifestyle', 'Dairy herds']);
    expect(trail('/clinic/hamilton')).toEqual(['Home', 'Farm & lifestyle', 'Tui Vets Hamilton']);
    expect(breadcrumbs('/clinic/hamilton', menuLabels()).map((c) => c.label)).toEqual(['Home', 'Clinic', 'Hamilton']);
    expect(trail('/account/pay-invoices')).toEqual(['Home', 'Account', 'Pay Online']);
    expect(trail('/info/terms-conditions')).toEqual(['Home', 'Info', 'Terms & Conditions']);
    expect(trail('/desk')).toEqual(['Home', 'Clinic desk']);
    // A page's own title wins over every other name.
    expect(breadcrumbs('/news/a/b', { ...menuLabels(), '/news/a/b': 'The Tui Vets app is here' }).map((c) => c.label)).toEqual([
      'Home',
      'Blog',
      'The Tui Vets app is here',
    ]);
  });

  it('labels segments in sentence case', () => expect(segmentLabel('terms-conditions')).toBe('Terms conditions'));
});

describe('account menu', () => {
  // The entries, their order, omit and the current entry are the widget's (widgets/account/menu.test.ts).
  it("is the <vet-account> widget's own menu, entry for entry", () => {
    expect(ACCOUNT_MENU).toBe(ACCOUNT_ENTRIES);
    expect(accountMenu(['Feedback']).map((e) => e.label)).toEqual(accountEntries(['Feedback']).map((e) => e.label));
  });

  it.each([
    ['details', 'vet-account', { section: 'details' }],
    ['appointments', 'vet-account-appointments', {}],
    ['linked-accounts', 'vet-linked-accounts', {}],
    ['feedback', 'vet-feedback', {}],
    ['pay-invoices', 'vet-account', { section: 'pay-invoices' }],
  ])('renders section %s with <%s>', (section, tag, attributes) => {
    expect(accountSectionWidget(section)).toEqual({ tag, attributes });
  });

  it('knows no section outside the menu', () => expect(accountSectionWidget('admin')).toBeNull());
});

describe('sign-in callback', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/account/pets', '/account/pets'],
    ['/shop?x=1', '/shop?x=1'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
  ])('%j goes to %j', (value, expected) => expect(safeCallback(value)).toBe(expected));
});
