// /shop/{id}/{slug}: the <vet-product> flow, named after its product once it loads:
// the document title and the last breadcrumb read the product's name (the trail is Home /
// Shop / name), and a slug that is not the product's own is replaced by the right one. The
// server does the same for full page loads (server/seo/index.ts: title and a 301).
import { useEffect, useState } from 'react';
import { navigate } from '../router/history';
import { useCrumbLabel } from '../layout/crumbLabels';
import { FlowPage } from './FlowPage';
import { needsHydration } from '../router/serverRender';

type Loaded = { id: string | number; name: string; slug: string };

// What each <vet-product> said it loaded, heard from the start of the page: the widget upgrades
// and loads on its own, and can be done before the portal has hydrated the page that shows its
// name, whose listener would then come too late.
const loadedProducts = new Map<string, Loaded>();
const waiting = new Set<(product: Loaded) => void>();
if (typeof document !== 'undefined')
  document.addEventListener('vet-product:loaded', (event) => {
    const detail = (event as CustomEvent<Loaded>).detail;
    if (!detail) return;
    loadedProducts.set(String(detail.id), detail);
    for (const listener of waiting) listener(detail);
  });

/** Calls `listener` with product `id` once <vet-product> has loaded it, at once if it already has. */
function whenProductLoaded(id: string, listener: (product: Loaded) => void): () => void {
  const heard = (product: Loaded) => {
    if (String(product.id) === id) listener(product);
  };
  waiting.add(heard);
  const already = loadedProducts.get(id);
  if (already) listener(already);
  return () => waiting.delete(heard);
}

export const productPath = (product: Pick<Loaded, 'id' | 'slug'>) => `/shop/${product.id}/${product.slug}`;

export function ProductPage({ id, slug, pathname }: { id: string; slug: string; pathname: string }) {
  // The product is read from the API in the browser.
  needsHydration();
  const [product, setProduct] = useState<Loaded | null>(null);
  useEffect(
    () =>
      whenProductLoaded(id, (detail) => {
        setProduct(detail);
        if (detail.slug && detail.slug !== slug) navigate(productPath(detail) + location.search, { replace: true });
      }),
    [id, slug],
  );
  useCrumbLabel(pathname, product?.name);
  return <FlowPage route={pathname} title="Product details" headTitle={product?.name} tag="vet-product" attributes={{ 'product-id': id, slug }} />;
}
