// Where commerce widgets link to. On the portal a product lives at /shop/{id}/{slug}
// and the checkout at /checkout; a clinic site may put them elsewhere, so the
// widgets take URL templates as attributes ({id} and {slug} are filled in, encoded).

import { safeHref } from '../../shared/format/link';

export const DEFAULT_PRODUCT_URL = '/shop/{id}/{slug}';
export const DEFAULT_CHECKOUT_URL = '/checkout';
export const DEFAULT_SHOP_URL = '/shop';

export function productHref(template: string | undefined, product: { id: string | number; slug?: string | null }): string {
  const fill = (url: string) =>
    url.replace(/\{id\}/g, encodeURIComponent(String(product.id))).replace(/\{slug\}/g, encodeURIComponent(product.slug || 'product'));
  // A template is a host's attribute: it gets the same link rule as every other href we render.
  return safeHref(fill(template?.trim() || DEFAULT_PRODUCT_URL)) ?? fill(DEFAULT_PRODUCT_URL);
}

/** Product images are server paths: resolved against the API, see kit/apiUrl.ts. */
export { apiUrl as imageSrc } from '../kit/apiUrl';

export { safeHref };
