// Breadcrumbs from the path's segments, starting with Home. Each crumb
// links to the path up to it; the last is the current page. A crumb reads as the site names
// the page (its own title, the menu's words); only a path nobody names falls back to its slug.
import { slugify } from '../../shared/format/slugify';
import { ACCOUNT_MENU } from './accountMenu';
import { DEFAULT_NAV, entryHref, type NavGroupInput } from './mainNav';
import { normalizePath, segments } from './paths';

export interface Crumb {
  label: string;
  href: string;
  current: boolean;
}

/** 'farm-services' -> 'Farm services'. */
export function segmentLabel(segment: string): string {
  const words = segment.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : segment;
}

/** Segments that are not pages of their own: the 'item' in /{group}/item/{slug}. */
const STRUCTURAL = new Set(['item']);

/**
 * The {id} of a product, /shop/{id}/{slug}, and of an article, /news/{id}/{slug}: no page of
 * its own. The trail is Home / Shop / the product, Home / Blog / the article.
 */
const isItemId = (parts: readonly string[], index: number) => (parts[0] === 'shop' || parts[0] === 'news') && index === 1 && parts.length === 3;

/** The footer's words for the terms page (shell/layout/Footer.tsx). */
const FOOTER_LABELS: Readonly<Record<string, string>> = { '/info/terms-conditions': 'Terms & Conditions' };

/** Pages no menu links to, by their own heading (shell/pages/DeskPage.tsx). */
const PAGE_LABELS: Readonly<Record<string, string>> = { '/desk': 'Clinic desk' };

/**
 * What the menus call each path: the main navigation (its defaults, its groups' entries, and
 * a service group's own segment, /{slugified group name}, by the group's name), the account
 * menu and the footer's links.
 */
export function menuLabels(groups: readonly NavGroupInput[] = []): Record<string, string> {
  const labels: Record<string, string> = { ...FOOTER_LABELS, ...PAGE_LABELS };
  for (const entry of ACCOUNT_MENU) labels[normalizePath(entry.href)] = entry.label;
  for (const group of groups) labels[normalizePath(`/${slugify(group.name)}`)] = group.name;
  for (const group of groups) for (const entry of group.entries) labels[normalizePath(entryHref(group.name, entry))] = entry.title;
  // /clinic/{slug} has no group segment: /clinic reads as the menu group that lists clinics.
  const clinics = groups.find((group) => group.entries.some((entry) => entry.collection === 'ui-clinic'));
  if (clinics) labels['/clinic'] = clinics.name;
  for (const link of DEFAULT_NAV) labels[normalizePath(link.href)] = link.label;
  return labels;
}

export function breadcrumbs(pathname: string, labels: Readonly<Record<string, string>> = {}): Crumb[] {
  const parts = segments(pathname);
  const crumbs: Crumb[] = [{ label: 'Home', href: '/', current: parts.length === 0 }];
  let href = '';
  parts.forEach((part, index) => {
    href += `/${part}`;
    if ((STRUCTURAL.has(part) || isItemId(parts, index)) && index < parts.length - 1) return;
    crumbs.push({ label: labels[href] ?? segmentLabel(part), href, current: index === parts.length - 1 });
  });
  return crumbs;
}
