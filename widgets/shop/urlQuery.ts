// The shop listing's query in the page URL: /shop?search=collar&brands=Hills,Acme
// &categories=Food&sort=priceAsc&page=2. Defaults are left out, so a plain /shop stays plain.
// Whatever a visitor types into the address bar is read leniently: an unknown sort, a page
// that is not a whole number or an over-long list falls back to the default, never an error.
import { DEFAULT_SORT, SHOP_SORTS, type ShopSort } from '../../shared/schemas/shop';
import type { ShopQueryState } from './store';

export const SHOP_URL_KEYS = ['search', 'brands', 'categories', 'sort', 'page'] as const;

const MAX_TAGS = 20;
const MAX_SEARCH = 100;
const MAX_PAGE = 10_000;

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x && x.length <= 100)
    .slice(0, MAX_TAGS);

/** The query the URL asks for, or null when it names none of the shop's keys. */
export function queryFromSearch(search: URLSearchParams): Partial<ShopQueryState> | null {
  if (!SHOP_URL_KEYS.some((k) => search.has(k))) return null;
  const sort = search.get('sort');
  const page = Number(search.get('page') ?? '1');
  return {
    search: (search.get('search') ?? '').trim().slice(0, MAX_SEARCH),
    brands: list(search.get('brands')),
    categories: list(search.get('categories')),
    sort: SHOP_SORTS.some((s) => s.value === sort) ? (sort as ShopSort) : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The URL parameters of a query (null removes one). */
export function searchOfQuery(query: ShopQueryState): Record<(typeof SHOP_URL_KEYS)[number], string | null> {
  return {
    search: query.search || null,
    brands: query.brands.length ? query.brands.join(',') : null,
    categories: query.categories.length ? query.categories.join(',') : null,
    sort: query.sort === DEFAULT_SORT ? null : query.sort,
    page: query.page > 1 ? String(query.page) : null,
  };
}
