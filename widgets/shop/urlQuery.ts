// The shop listing's query in the page URL: /shop?vet-search=collar&vet-brands=Hills,Acme
// &vet-categories=Food&vet-sort=priceAsc&vet-page=2. Defaults are left out, so a plain /shop
// stays plain. The keys carry our prefix because the URL is the host's: a clinic's own
// `?page=` or `?search=` is none of the shop's business, and the shop must not overwrite it.
// Whatever a visitor types into the address bar is read leniently: an unknown sort, a page
// that is not a whole number or an over-long list falls back to the default, never an error.
import { DEFAULT_SORT, SHOP_SORTS, type ShopSort } from '../../shared/schemas/shop';
import type { ShopQueryState } from './store';

type Field = 'search' | 'brands' | 'categories' | 'sort' | 'page';
const FIELDS: readonly Field[] = ['search', 'brands', 'categories', 'sort', 'page'];

export const SHOP_URL_KEYS = FIELDS.map((field) => `vet-${field}`);

// Links made before the prefix (bookmarks, the portal's own shop links) used the bare names.
// They are honoured when one of the shop's own words is there: `sort`, `brands` or
// `categories`. A bare `page` or `search` alone is more likely the host's than ours.
const LEGACY_MARKERS = ['brands', 'categories', 'sort'];

const MAX_TAGS = 20;
const MAX_SEARCH = 100;
const MAX_PAGE = 10_000;

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x && x.length <= 100)
    .slice(0, MAX_TAGS);

/** Which spelling of the keys this URL uses: ours, the bare one of an old link, or none. */
function prefixOf(search: URLSearchParams): string | null {
  if (SHOP_URL_KEYS.some((k) => search.has(k))) return 'vet-';
  if (LEGACY_MARKERS.some((k) => search.has(k))) return '';
  return null;
}

/** True when the URL is an old link in the bare spelling (to be rewritten in ours). */
export const isLegacySearch = (search: URLSearchParams): boolean => prefixOf(search) === '';

/** The bare keys of an old link, removed (null) when the URL is rewritten in our spelling. */
export const LEGACY_REMOVED: Record<string, null> = Object.fromEntries(FIELDS.map((field) => [field, null]));

/** The query the URL asks for, or null when it names none of the shop's keys. */
export function queryFromSearch(search: URLSearchParams): Partial<ShopQueryState> | null {
  const prefix = prefixOf(search);
  if (prefix === null) return null;
  const get = (field: Field) => search.get(prefix + field);
  const sort = get('sort');
  const page = Number(get('page') ?? '1');
  return {
    search: (get('search') ?? '').trim().slice(0, MAX_SEARCH),
    brands: list(get('brands')),
    categories: list(get('categories')),
    sort: SHOP_SORTS.some((s) => s.value === sort) ? (sort as ShopSort) : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The URL parameters of a query (null removes one). */
export function searchOfQuery(query: ShopQueryState): Record<string, string | null> {
  return {
    'vet-search': query.search || null,
    'vet-brands': query.brands.length ? query.brands.join(',') : null,
    'vet-categories': query.categories.length ? query.categories.join(',') : null,
    'vet-sort': query.sort === DEFAULT_SORT ? null : query.sort,
    'vet-page': query.page > 1 ? String(query.page) : null,
  };
}
