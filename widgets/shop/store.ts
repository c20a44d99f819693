// The <vet-shop> store, one per widget instance: the listing query (page, sort, search, brand
// and category filters), its answer, and the filter tags. Every change of the query goes
// back to page 1 (a page 3 of another filter may not exist) and loads again; an answer to an
// older query is dropped, so quick clicks never show the wrong page.
import { createStore } from 'zustand/vanilla';
import type { ShopApi } from '../../shared/api/shop';
import { PAGE_SIZE } from '../../shared/domain/limits';
import { pageCount, pageOffset } from '../../shared/domain/paging';
import { DEFAULT_SORT, type Product, type ShopSort, type ShopTags } from '../../shared/schemas/shop';
import { createStoreContext } from '../kit/createStoreContext';

export interface ShopQueryState {
  page: number;
  sort: ShopSort;
  search: string;
  brands: string[];
  categories: string[];
}

type Load = 'loading' | 'ready' | 'error';

export interface ShopState {
  query: ShopQueryState;
  products: Product[];
  total: number;
  status: Load;
  tags: ShopTags | null;
  tagsStatus: Load;
  actions: ShopActions;
}

export interface ShopActions {
  started(): Promise<void>;
  retried(): Promise<void>;
  pageChosen(page: number): Promise<void>;
  sortChosen(sort: ShopSort): Promise<void>;
  searched(search: string): Promise<void>;
  brandToggled(brand: string): Promise<void>;
  categoryToggled(category: string): Promise<void>;
  filtersCleared(): Promise<void>;
  /** The URL asked for this query (Back, Forward): show it, without writing the URL again. */
  queryRestored(query: Partial<ShopQueryState>): Promise<void>;
}

export interface ShopStoreOptions {
  api: ShopApi;
  initial?: Partial<ShopQueryState>;
  /** Products a page: the shop's 9, or a short list's limit. */
  pageSize?: number;
  onLoaded?: (state: { total: number; page: number }) => void;
  /**
   * The visitor changed the query (or a page past the end was corrected: 'replace'); the
   * listing keeps it in the page URL with this.
   */
  onQueryChange?: (query: ShopQueryState, how: 'push' | 'replace') => void;
}

/** 'Flea & Tick', 'flea-tick' and 'FLEA TICK' name one tag (as the server reads them). */
export const tagKey = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((x) => x !== value) : [...list, value]);

export const EMPTY_QUERY: ShopQueryState = { page: 1, sort: DEFAULT_SORT, search: '', brands: [], categories: [] };

export function createShopStore({ api, initial, onLoaded, onQueryChange, pageSize = PAGE_SIZE.shop }: ShopStoreOptions) {
  let request = 0;
  let controller: AbortController | undefined;
  return createStore<ShopState>()((set, get) => {
    const fetchPage = async () => {
      const id = ++request;
      controller?.abort();
      controller = new AbortController();
      const { page, sort, search, brands, categories } = get().query;
      set({ status: 'loading' });
      try {
        const answer = await api.list(
          { filter: sort, limit: pageSize, offset: pageOffset(page, pageSize), search: search || undefined, brands, categories },
          { signal: controller.signal },
        );
        if (id !== request) return;
        // A page past the end (an old link, fewer products now): the last page instead.
        const last = pageCount(answer.total, pageSize);
        if (answer.items.length === 0 && page > last && last >= 1) {
          set({ query: { ...get().query, page: last } });
          onQueryChange?.(get().query, 'replace');
          return fetchPage();
        }
        set({ products: answer.items, total: answer.total, status: 'ready' });
        onLoaded?.({ total: answer.total, page });
      } catch {
        if (id !== request) return;
        set({ status: 'error' });
      }
    };

    const requery = (change: Partial<ShopQueryState>) => {
      set({ query: { ...get().query, page: 1, ...change } });
      onQueryChange?.(get().query, 'push');
      return fetchPage();
    };

    const loadTags = async () => {
      set({ tagsStatus: 'loading' });
      try {
        const tags = await api.tags();
        // A preset category may be a slug ('farm'): show it as the tag it names ('Farm'),
        // so its checkbox is ticked and unticking it removes it.
        const named = (list: string[], names: string[]) => list.map((x) => names.find((n) => tagKey(n) === tagKey(x)) ?? x);
        const { query } = get();
        set({ tags, tagsStatus: 'ready', query: { ...query, categories: named(query.categories, tags.categories), brands: named(query.brands, tags.brands) } });
      } catch {
        set({ tagsStatus: 'error' });
      }
    };

    return {
      query: { ...EMPTY_QUERY, ...initial },
      products: [],
      total: 0,
      status: 'loading',
      tags: null,
      tagsStatus: 'loading',
      actions: {
        started: async () => {
          await Promise.all([fetchPage(), loadTags()]);
        },
        retried: async () => {
          await Promise.all([fetchPage(), get().tagsStatus === 'error' ? loadTags() : undefined]);
        },
        pageChosen: (page) => {
          set({ query: { ...get().query, page } });
          onQueryChange?.(get().query, 'push');
          return fetchPage();
        },
        sortChosen: (sort) => requery({ sort }),
        searched: (search) => requery({ search: search.trim() }),
        brandToggled: (brand) => requery({ brands: toggle(get().query.brands, brand) }),
        categoryToggled: (category) => requery({ categories: toggle(get().query.categories, category) }),
        filtersCleared: () => requery({ brands: [], categories: [], search: '' }),
        queryRestored: (query) => {
          set({ query: { ...EMPTY_QUERY, ...query } });
          return fetchPage();
        },
      },
    };
  });
}

export const ShopStoreContext = createStoreContext<ShopState, ShopStoreOptions>('shop', createShopStore);
export const useShop = ShopStoreContext.useSelector;
export const useShopActions = () => ShopStoreContext.useSelector((s) => s.actions);
