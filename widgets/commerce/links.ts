// Where commerce widgets link to. On the portal a product lives at /shop/{id}/{slug}
// and the checkout at /checkout; a clinic site may put them elsewhere, so the
// widgets take URL templates as attributes ({id} and {slug} are filled in, encoded).

export const DEFAULT_PRODUCT_URL = '/shop/{id}/{slug}';
export const DEFAULT_CHECKOUT_URL = '/checkout';
export const DEFAULT_SHOP_URL = '/shop';

export function productHref(template: string | undefined, product: { id: string | number; slug?: string | null }): string {
  return (template?.trim() || DEFAULT_PRODUCT_URL)
    .replace(/\{id\}/g, encodeURIComponent(String(product.id)))
    .replace(/\{slug\}/g, encodeURIComponent(product.slug || 'product'));
}

/** Product images are server paths: resolved against the API, see kit/apiUrl.ts. */
export { apiUrl as imageSrc } from '../kit/apiUrl';

export { safeHref } from '../kit/links';
