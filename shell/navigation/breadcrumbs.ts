// Breadcrumbs from the path's segments, starting with Home. Each crumb
// links to the path up to it; the last is the current page. A page may name its own crumb
// (a news title reads better than its slug).
import { segments } from './paths';

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

/** The {id} of a product page, /shop/{id}/{slug}: the trail is Home / Shop / the product. */
const isProductId = (parts: readonly string[], index: number) => parts[0] === 'shop' && index === 1 && parts.length === 3;

export function breadcrumbs(pathname: string, labels: Readonly<Record<string, string>> = {}): Crumb[] {
  const parts = segments(pathname);
  const crumbs: Crumb[] = [{ label: 'Home', href: '/', current: parts.length === 0 }];
  let href = '';
  parts.forEach((part, index) => {
    href += `/${part}`;
    if ((STRUCTURAL.has(part) || isProductId(parts, index)) && index < parts.length - 1) return;
    crumbs.push({ label: labels[href] ?? segmentLabel(part), href, current: index === parts.length - 1 });
  });
  return crumbs;
}
