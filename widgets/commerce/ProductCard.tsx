// One product in a grid or carousel: image, save-up badge, brand, name (a link to the
// product page), price and add to basket.
import { useId } from 'react';
import type { Product } from '../../shared/schemas/shop';
import { useWidget } from '../kit/WidgetContext';
import { AddToBasket } from './AddToBasket';
import { imageSrc, productHref } from './links';
import { Price, SaveUpBadge } from './Price';

export interface ProductCardProps {
  product: Product;
  productUrl?: string | undefined;
  headingLevel?: 2 | 3 | 4;
  compact?: boolean;
  onAdded?: (productId: string | number, quantity: number) => void;
}

export function ProductCard({ product, productUrl, headingLevel = 3, compact = false, onAdded }: ProductCardProps) {
  const { config } = useWidget();
  const nameId = useId();
  const href = productHref(productUrl, product);
  const src = imageSrc(config.apiBase, product.images[0]);
  const Heading = `h${headingLevel}` as const;
  return (
    <article part="product-card" className="flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-sm">
      <div className="relative bg-gray-50">
        {/* A second link to the same page: out of the tab order and hidden, the name is the link. */}
        <a href={href} tabIndex={-1} aria-hidden="true" className="block">
          {src ? (
            <img src={src} alt="" loading="lazy" className={`w-full object-contain ${compact ? 'h-28' : 'h-44'} p-2`} />
          ) : (
            <span className={`block ${compact ? 'h-28' : 'h-44'}`} />
          )}
        </a>
        <SaveUpBadge price={product.price} discountedPrice={product.discountedPrice} className="absolute left-2 top-2" />
      </div>
      <div className={`flex flex-1 flex-col gap-1 ${compact ? 'p-1.5' : 'p-4'}`}>
        {product.brand && !compact && <p className="text-xs font-semibold uppercase tracking-wide text-muted">{product.brand}</p>}
        <Heading id={nameId} className={`${compact ? 'text-sm' : 'text-base'} font-semibold leading-snug text-ink`}>
          <a href={href} className="hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-primary">
            {product.name}
          </a>
        </Heading>
        <Price price={product.price} discountedPrice={product.discountedPrice} />
        <div className="mt-auto pt-2">
          <AddToBasket productId={product.id} nameId={nameId} compact={compact} onAdded={onAdded} />
        </div>
      </div>
    </article>
  );
}
