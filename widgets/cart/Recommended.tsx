// The side cart's recommended products: the shop's specials, minus what
// is already in the basket, in the kit Carousel at 4 per slide from a window 800 px wide,
// 2 from 640 to 799, else 1 (shared/domain/limits). No autoplay: it sits in a dialog
// someone is reading. A failed load just leaves it out; it is an extra, not the basket
// (the next opening asks again).
import type { Product } from '../../shared/schemas/shop';
import { Carousel } from '../kit/Carousel';
import { useWidgetQuery } from '../kit/WidgetContext';
import { useShopApi } from '../commerce/client';
import { ProductCard } from '../commerce/ProductCard';

export const RECOMMENDED_COUNT = 8;

export function Recommended({
  exclude,
  productUrl,
  onAdded,
}: {
  exclude: ReadonlySet<string>;
  productUrl?: string | undefined;
  onAdded?: (id: string | number, q: number) => void;
}) {
  const shop = useShopApi();
  // Asked once per widget: the cart opening again shows the same specials at once.
  const specials = useWidgetQuery(`specials:${RECOMMENDED_COUNT}`, (signal) => shop.specials(RECOMMENDED_COUNT, { signal }));
  const products: Product[] = specials.status === 'ready' ? specials.data : [];
  const shown = products.filter((p) => !exclude.has(String(p.id)));
  if (shown.length === 0) return null;
  return (
    <section part="recommended" aria-labelledby="vet-cart-recommended" className="mt-6">
      <h3 id="vet-cart-recommended" className="mb-3 text-lg font-bold text-ink">
        Recommended for you
      </h3>
      {/* Arrows in gutters of their own: over 4 narrow cards they would hide the names. */}
      <Carousel label="Recommended products" slidesPerView="recommended" autoplay={false} controls="outside">
        {shown.map((product) => (
          <div key={product.id} className="h-full px-0.5">
            <ProductCard product={product} productUrl={productUrl} headingLevel={4} compact onAdded={onAdded} />
          </div>
        ))}
      </Carousel>
    </section>
  );
}
