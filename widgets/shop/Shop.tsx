/**
 * <vet-shop>: the shop listing: Brands and Categories filters
 * (multi-select), search, the four sorts, 9 products a page with pagination and 'Showing X
 * to Y of Z results'; each card shows the save-up badge when the rule allows and adds to
 * the page basket with a quantity.
 *
 * @attr product-url  product link template, {id} and {slug} filled in (default /shop/{id}/{slug})
 * @attr {shop-category} category  categories chosen at first, comma-separated names or slugs (e.g. farm)
 * @attr {integer 1-100} limit  a short list (the content 'shop' block): at most this many products
 *                    (1-100), without filters, search, sort or pages, and a link to the shop
 * @attr shop-url     the 'See all products' link of a short list (default /shop)
 *
 * The full listing keeps its search, filters, sort and page in the page URL (?search=,
 * brands=, categories=, sort=, page=): reload keeps them and Back returns to the previous
 * listing. The URL wins over the category attribute when it names any of them.
 * @fires vet-shop:results  { total, page } after each page of results shows
 * @fires vet-shop:added    { productId, quantity } after a product was added to the basket
 * @csspart base          the widget's outer box
 * @csspart filters       the filter column
 * @csspart toolbar       search and sort
 * @csspart product-card  each product card
 */
import { useCallback, useEffect, useRef } from 'react';
import { PAGE_SIZE } from '../../shared/domain/limits';
import { pageCount, showingResultsText } from '../../shared/domain/paging';
import { LIMIT_INVALID } from '../../shared/schemas/fields';
import * as v from 'valibot';
import { buttonClass } from '../kit/Button';
import { LoadError } from '../kit/LoadError';
import { Pagination } from '../kit/Pagination';
import { Spinner } from '../kit/Spinner';
import { useWidget } from '../kit/WidgetContext';
import { reveal } from '../kit/scroll';
import { WidgetMessage } from '../kit/WidgetRoot';
import { DEFAULT_SHOP_URL, safeHref } from '../commerce/links';
import { useBasketStore } from '../commerce/basket';
import { useShopApi } from '../commerce/client';
import { ProductCard } from '../commerce/ProductCard';
import './events';
import { Filters } from './Filters';
import { EMPTY_QUERY, ShopStoreContext, useShop, useShopActions } from './store';
import { LEGACY_REMOVED, isLegacySearch, queryFromSearch, searchOfQuery } from './urlQuery';
import { currentSearch, onSearchChange, writeSearch } from '../kit/urlState';
import { Toolbar } from './Toolbar';

export interface ShopProps {
  productUrl?: string;
  category?: string;
  limit?: string;
  shopUrl?: string;
}

const SettingsSchema = v.object({
  category: v.pipe(
    v.optional(v.string(), ''),
    v.transform((x) =>
      x
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
    v.maxLength(20, 'category can name at most 20 categories'),
  ),
  limit: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((x) => x === '' || /^\d{1,3}$/.test(x), LIMIT_INVALID),
    v.transform((x) => (x === '' ? null : Number(x))),
    v.check((x) => x === null || (x >= 1 && x <= 100), LIMIT_INVALID),
  ),
});

export const NO_RESULTS = 'No products match your search. Try other words or fewer filters.';
export const LOAD_ERROR = 'We could not load the shop. Please check your connection and try again.';

export function Shop({ productUrl, category, limit, shopUrl }: ShopProps) {
  const api = useShopApi();
  const { emit } = useWidget();
  // The page basket loads as soon as the shop shows, so the first add is quick.
  useBasketStore();
  const settings = v.safeParse(SettingsSchema, { category, limit });
  if (!settings.success) return <WidgetMessage title="<vet-shop> is not set up correctly" body={settings.issues[0].message} />;
  const { category: categories, limit: short } = settings.output;
  // A short list is a teaser on another page: only the full listing owns the URL.
  const fromUrl = short ? null : queryFromSearch(currentSearch());
  return (
    <ShopStoreContext.Provider
      key={`${categories.join(',')}|${short}`}
      init={{
        api,
        pageSize: short ?? PAGE_SIZE.shop,
        initial: fromUrl ?? { categories },
        onLoaded: (detail) => emit('vet-shop:results', detail),
        // An old link's bare keys go once the shop writes its own: they were ours, not the host's.
        onQueryChange: short
          ? undefined
          : (query, how) =>
              writeSearch({ ...(isLegacySearch(currentSearch()) ? LEGACY_REMOVED : {}), ...searchOfQuery(query) }, { replace: how === 'replace' }),
      }}
    >
      {short ? <ShortList productUrl={productUrl} shopUrl={shopUrl} /> : <ShopView productUrl={productUrl} categories={categories} />}
    </ShopStoreContext.Provider>
  );
}

/** Back and Forward (or another widget writing the URL) show the listing the URL names. */
function useQueryFromUrl(categories: string[]) {
  const store = ShopStoreContext.useStoreApi();
  useEffect(
    () =>
      onSearchChange(() => {
        const wanted = { ...EMPTY_QUERY, ...(queryFromSearch(currentSearch()) ?? { categories }) };
        const shown = store.getState().query;
        if (JSON.stringify(searchOfQuery(wanted)) !== JSON.stringify(searchOfQuery(shown))) void store.getState().actions.queryRestored(wanted);
      }),
    [store, categories],
  );
}

/** The content 'shop' block: a few products of a category and a way to the whole shop. */
function ShortList({ productUrl, shopUrl }: Pick<ShopProps, 'productUrl' | 'shopUrl'>) {
  const actions = useShopActions();
  const { emit } = useWidget();
  const products = useShop((s) => s.products);
  const status = useShop((s) => s.status);
  const total = useShop((s) => s.total);
  const onAdded = useCallback((productId: string | number, quantity: number) => emit('vet-shop:added', { productId, quantity }), [emit]);
  useEffect(() => {
    void actions.started();
  }, [actions]);
  if (status === 'error') return <LoadError message={LOAD_ERROR} onRetry={() => void actions.retried()} />;
  if (status === 'loading' && products.length === 0) return <Spinner label="Loading products…" />;
  if (products.length === 0) return <p className="text-ink">{NO_RESULTS}</p>;
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Products">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} productUrl={productUrl} onAdded={onAdded} />
          </li>
        ))}
      </ul>
      {total > products.length && (
        <a href={safeHref(shopUrl) ?? DEFAULT_SHOP_URL} className={`${buttonClass('secondary')} self-start`}>
          See all products
        </a>
      )}
    </div>
  );
}

function ShopView({ productUrl, categories }: Pick<ShopProps, 'productUrl'> & { categories: string[] }) {
  const actions = useShopActions();
  useEffect(() => {
    void actions.started();
  }, [actions]);
  useQueryFromUrl(categories);

  return (
    <div className="flex flex-col gap-6 lg:flex-row">
      <Filters />
      <div className="min-w-0 flex-1">
        <Toolbar />
        <Results productUrl={productUrl} />
      </div>
    </div>
  );
}

function Results({ productUrl }: Pick<ShopProps, 'productUrl'>) {
  const { emit } = useWidget();
  const products = useShop((s) => s.products);
  const total = useShop((s) => s.total);
  const status = useShop((s) => s.status);
  const page = useShop((s) => s.query.page);
  const actions = useShopActions();
  const summary = useRef<HTMLParagraphElement>(null);
  const onAdded = useCallback((productId: string | number, quantity: number) => emit('vet-shop:added', { productId, quantity }), [emit]);

  const goTo = async (target: number) => {
    await actions.pageChosen(target);
    // Keyboard and screen-reader users land on the new results, not the pagination bar, and
    // everyone sees the top of the list (below a sticky host header: --vet-scroll-offset).
    const top = summary.current;
    if (!top) return;
    reveal(top, { behavior: 'auto' });
  };

  if (status === 'error') return <LoadError message={LOAD_ERROR} onRetry={() => void actions.retried()} />;

  const first = status === 'loading' && products.length === 0;
  return (
    <div aria-busy={status === 'loading' || undefined}>
      <div className="mb-3 flex min-h-6 items-center gap-3">
        <p
          ref={summary}
          tabIndex={-1}
          role="status"
          className="text-sm text-muted focus:outline-none"
          style={{ scrollMarginTop: 'var(--vet-scroll-offset, 16px)' }}
        >
          {first ? '' : showingResultsText(page, PAGE_SIZE.shop, total)}
        </p>
        {status === 'loading' && <Spinner size="sm" label="Loading products…" labelHidden={!first} />}
      </div>
      {!first && products.length === 0 ? (
        <p className="rounded-lg border border-line p-6 text-center text-ink">{NO_RESULTS}</p>
      ) : (
        <ul className={`grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 ${status === 'loading' ? 'opacity-60' : ''}`} aria-label="Products">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} productUrl={productUrl} onAdded={onAdded} />
            </li>
          ))}
        </ul>
      )}
      <Pagination className="mt-6" label="Shop pages" page={page} totalPages={pageCount(total, PAGE_SIZE.shop)} onPageChange={(p) => void goTo(p)} />
    </div>
  );
}
