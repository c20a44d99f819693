/**
 * <vet-product>: a product page (/shop/{id}/{slug}): images, details, price
 * with the save-up badge, add to basket with a quantity, and 'You might also like': 4
 * related products (sharing a pet type, brand or category: those sharing more first, then A-Z).
 *
 * @attr {product-id} product-id  the product's id (or slug); required
 * @attr product-url  link template of related products, {id} and {slug} filled in (default /shop/{id}/{slug})
 * @fires vet-product:loaded  { id, name, slug } when the product shows
 * @fires vet-product:added   { productId, quantity } after adding to the basket
 * @csspart base     the widget's outer box
 * @csspart gallery  the images
 * @csspart details  name, price, description and add to basket
 * @csspart related  'You might also like'
 * @csspart product-card  each related product
 */
import { useCallback, useEffect, useId } from 'react';
import * as v from 'valibot';
import { isApiError } from '../../shared/api/errors';
import type { Product as ProductData } from '../../shared/schemas/shop';
import { LoadError } from '../kit/LoadError';
import { Spinner } from '../kit/Spinner';
import { useWidget, useWidgetQuery } from '../kit/WidgetContext';
import { WidgetMessage } from '../kit/WidgetRoot';
import { AddToBasket } from '../commerce/AddToBasket';
import { useBasketStore } from '../commerce/basket';
import { useShopApi } from '../commerce/client';
import { Price, SaveUpBadge } from '../commerce/Price';
import { ProductCard } from '../commerce/ProductCard';
import './events';
import { Gallery } from './Gallery';

export interface ProductProps {
  productId?: string;
  productUrl?: string;
}

export const NOT_FOUND = 'This product is not available. It may have been removed from the shop.';
export const LOAD_ERROR = 'We could not load this product. Please check your connection and try again.';
export const RELATED_TITLE = 'You might also like';

const ProductIdSchema = v.pipe(
  v.string('product-id is required (the product number, for example 12)'),
  v.trim(),
  v.nonEmpty('product-id is required (the product number, for example 12)'),
  v.regex(/^[a-z0-9][a-z0-9-]{0,99}$/i, 'product-id must be a product number or slug (for example 12)'),
);

export function Product({ productId, productUrl }: ProductProps) {
  const parsed = v.safeParse(ProductIdSchema, productId);
  if (!parsed.success) return <WidgetMessage title="<vet-product> is not set up correctly" body={parsed.issues[0].message} />;
  return <ProductPage productId={parsed.output} productUrl={productUrl} />;
}

function ProductPage({ productId, productUrl }: { productId: string; productUrl?: string | undefined }) {
  const shop = useShopApi();
  const { emit } = useWidget();
  useBasketStore();
  const product = useWidgetQuery(`product:${productId}`, (signal) => shop.get(productId, { signal }));
  const shown = product.status === 'ready' ? product.data : null;

  // Once per answer: a reload that brings the product again says so again.
  useEffect(() => {
    if (shown) emit('vet-product:loaded', { id: shown.id, name: shown.name, slug: shown.slug });
  }, [shown, emit]);

  if (product.status === 'loading') return <Spinner label="Loading product…" />;
  if (product.status === 'error') {
    const { error } = product;
    if (isApiError(error) && error.status === 404) return <p className="rounded-lg border border-line p-6 text-ink">{NOT_FOUND}</p>;
    return <LoadError message={LOAD_ERROR} onRetry={product.reload} />;
  }
  // Another product is another page: its gallery and quantity start afresh.
  return <ProductDetails key={product.data.id} product={product.data} productUrl={productUrl} />;
}

function ProductDetails({ product, productUrl }: { product: ProductData; productUrl?: string | undefined }) {
  const { emit } = useWidget();
  const nameId = useId();
  const onAdded = useCallback((productId: string | number, quantity: number) => emit('vet-product:added', { productId, quantity }), [emit]);
  return (
    <div className="flex flex-col gap-10">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 md:gap-10">
        <Gallery images={product.images} name={product.name} />
        <div part="details" className="flex flex-col gap-3">
          {product.brand && <p className="text-sm font-semibold uppercase tracking-wide text-muted">{product.brand}</p>}
          <h2 id={nameId} className="text-2xl font-bold text-ink sm:text-3xl">
            {product.name}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            <Price price={product.price} discountedPrice={product.discountedPrice} size="lg" />
            <SaveUpBadge price={product.price} discountedPrice={product.discountedPrice} />
          </div>
          {product.description && <p className="whitespace-pre-line text-ink">{product.description}</p>}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {product.sku && (
              <>
                <dt className="font-semibold text-muted">SKU</dt>
                <dd className="text-ink">{product.sku}</dd>
              </>
            )}
            {product.categories.length > 0 && (
              <>
                <dt className="font-semibold text-muted">Categories</dt>
                <dd className="text-ink">{product.categories.join(', ')}</dd>
              </>
            )}
            {product.petTypes.length > 0 && (
              <>
                <dt className="font-semibold text-muted">For</dt>
                <dd className="text-ink">{product.petTypes.join(', ')}</dd>
              </>
            )}
          </dl>
          <div className="mt-2 max-w-sm">
            <AddToBasket productId={product.id} nameId={nameId} onAdded={onAdded} />
          </div>
        </div>
      </div>
      <Related product={product} productUrl={productUrl} onAdded={onAdded} />
    </div>
  );
}

/** 'You might also like': left out quietly when there are none or they fail to load. */
function Related({
  product,
  productUrl,
  onAdded,
}: {
  product: ProductData;
  productUrl?: string | undefined;
  onAdded: (id: string | number, q: number) => void;
}) {
  const shop = useShopApi();
  const key = String(product.id);
  // The product object is new on every load; its id names the question.
  const query = useWidgetQuery(`product-related:${key}`, (signal) => shop.related(product, { signal }));
  const related = query.status === 'ready' ? query.data : [];
  if (related.length === 0) return null;
  return (
    <section part="related" aria-labelledby={`${key}-related`}>
      <h3 id={`${key}-related`} className="mb-4 text-xl font-bold text-ink">
        {RELATED_TITLE}
      </h3>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {related.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} productUrl={productUrl} headingLevel={4} onAdded={onAdded} />
          </li>
        ))}
      </ul>
    </section>
  );
}
