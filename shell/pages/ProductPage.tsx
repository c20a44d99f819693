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

export const productPath = (product: Pick<Loaded, 'id' | 'slug'>) => `/shop/${product.id}/${product.slug}`;

export function ProductPage({ id, slug, pathname }: { id: string; slug: string; pathname: string }) {
  // The product is read from the API in the browser.
  needsHydration();
  const [product, setProduct] = useState<Loaded | null>(null);
  useEffect(() => {
    const loaded = (event: Event) => {
      const detail = (event as CustomEvent<Loaded>).detail;
      if (!detail || String(detail.id) !== id) return;
      setProduct(detail);
      if (detail.slug && detail.slug !== slug) navigate(productPath(detail) + location.search, { replace: true });
    };
    document.addEventListener('vet-product:loaded', loaded);
    return () => document.removeEventListener('vet-product:loaded', loaded);
  }, [id, slug]);
  useCrumbLabel(pathname, product?.name);
  return <FlowPage route={pathname} title="Product details" headTitle={product?.name} tag="vet-product" attributes={{ 'product-id': id, slug }} />;
}
