// The main navigation: Home, then the navigation collection's groups in their order (the seeded
// content holds Shop, Blog and Contact as groups the editors can rename, move or drop); without
// any group (no content, or the content service down) the defaults Home, Shop, Blog, Contact. Services link to
// /{slugified group name}/item/{slug}, clinics to /clinic/{slug}, pages and news to their
// own address, an editor's own link to its address; a group with one entry is a plain link,
// a group with several a drop-down.
import { slugify } from '../../shared/format/slugify';
import { normalizePath } from './paths';

export interface NavLink {
  kind: 'link';
  label: string;
  href: string;
}

export interface NavDropdown {
  kind: 'dropdown';
  label: string;
  /** Stable id for the menu (the group's id). */
  id: string;
  items: NavLink[];
}

export type NavItem = NavLink | NavDropdown;

/** A navigation group with its entries already resolved to services or clinic pages. */
export interface NavGroupInput {
  id: string;
  name: string;
  order?: number | null | undefined;
  entries: NavEntryInput[];
}

/**
 * One entry of a group. Services and clinics are placed by their slug; pages, news and the
 * editor's own links ('link') come with the address they were resolved to.
 */
export type NavEntryInput =
  | { collection: 'ui-service' | 'ui-clinic'; slug: string; title: string }
  | { collection: 'ui-page' | 'ui-news' | 'link'; slug: string; title: string; href: string };

/** Room in the header at 1280 px for Home and this many groups. */
export const MAX_NAV_GROUPS = 6;

export const DEFAULT_NAV: readonly NavLink[] = [
  { kind: 'link', label: 'Home', href: '/' },
  { kind: 'link', label: 'Shop', href: '/shop' },
  { kind: 'link', label: 'Blog', href: '/news' },
  { kind: 'link', label: 'Contact', href: '/contact' },
];

export function entryHref(groupName: string, entry: NavEntryInput): string {
  if ('href' in entry) return entry.href;
  return entry.collection === 'ui-clinic' ? `/clinic/${entry.slug}` : `/${slugify(groupName)}/item/${entry.slug}`;
}

export function groupToNavItem(group: NavGroupInput): NavItem | null {
  const items: NavLink[] = group.entries.map((entry) => ({ kind: 'link', label: entry.title, href: entryHref(group.name, entry) }));
  if (items.length === 0) return null;
  if (items.length === 1) return { kind: 'link', label: group.name, href: items[0]!.href };
  return { kind: 'dropdown', id: group.id, label: group.name, items };
}

export function buildMainNav(groups: readonly NavGroupInput[] = []): NavItem[] {
  const items = [...groups]
    .map((group, index) => ({ group, index }))
    .sort((a, b) => (a.group.order ?? Infinity) - (b.group.order ?? Infinity) || a.index - b.index)
    .map(({ group }) => groupToNavItem(group))
    .filter((item): item is NavItem => item !== null)
    .slice(0, MAX_NAV_GROUPS);
  if (items.length === 0) return [...DEFAULT_NAV];
  return [DEFAULT_NAV[0]!, ...items];
}

/**
 * 'A nav item is active when the current path contains its href.' Home ('/') is in every
 * path, so it is active on the home page only; otherwise the href must match whole
 * segments, so /shop is active on /shop/12/food but /news is not on /newsletter.
 */
export function isActiveHref(pathname: string, href: string): boolean {
  const path = normalizePath(pathname);
  const target = normalizePath(href);
  if (target === '/') return path === '/';
  return path === target || path.includes(`${target}/`);
}

export function isActiveItem(pathname: string, item: NavItem): boolean {
  return item.kind === 'link' ? isActiveHref(pathname, item.href) : item.items.some((entry) => isActiveHref(pathname, entry.href));
}

/** The routes the nav makes reachable (the 'hidden nested routes' per entry). */
export function navRoutes(groups: readonly NavGroupInput[]): string[] {
  return groups.flatMap((group) => group.entries.map((entry) => entryHref(group.name, entry)));
}
