/**
 * <vet-cart-button>: the header basket button: a badge with the number of
 * basket lines; it opens the page's <vet-cart>, adding one (with its own attributes) to the
 * page when there is none, so a header needs only this tag.
 *
 * @attr vet-id, api-base, token, token-url  the common attributes
 * @attr checkout-url  passed to the <vet-cart> it adds (default /checkout)
 * @attr product-url   passed to the <vet-cart> it adds (default /shop/{id}/{slug})
 * @event vet-cart:opened  { lines } (fired by <vet-cart>) when the side cart opens
 * @csspart base    the widget's outer box
 * @csspart button  the button
 * @csspart badge   the line count
 */
import { lineCount, useBasket, useBasketActions } from '../commerce/basket';
import { useWidget } from '../kit/WidgetContext';

export interface CartButtonProps {
  checkoutUrl?: string;
  productUrl?: string;
}

const PASSED_ON = ['vet-id', 'api-base', 'token', 'token-url', 'checkout-url', 'product-url'];

/**
 * The side cart of this page for this button's vet group, added to the end of the body when
 * the page has none (the loader then loads its code). Both share the page basket store, so
 * the new cart opens as soon as it renders.
 */
function ensureCart(host: HTMLElement): void {
  const vetId = host.getAttribute('vet-id') ?? '';
  const exists = Array.from(document.querySelectorAll('vet-cart')).some((cart) => (cart.getAttribute('vet-id') ?? '') === vetId);
  if (exists) return;
  const cart = document.createElement('vet-cart');
  for (const name of PASSED_ON) {
    const value = host.getAttribute(name);
    if (value !== null) cart.setAttribute(name, value);
  }
  document.body.append(cart);
}

export const cartButtonLabel = (count: number) => `Basket, ${count} ${count === 1 ? 'item' : 'items'}`;

export function CartButton(_: CartButtonProps) {
  const { host } = useWidget();
  const count = useBasket(lineCount);
  const open = useBasket((s) => s.cartOpen);
  const { cartOpened } = useBasketActions();
  const onClick = () => {
    ensureCart(host);
    cartOpened();
  };
  return (
    <button
      type="button"
      part="button"
      aria-label={cartButtonLabel(count)}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={onClick}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface text-primary hover:bg-highlight focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.7 12.3a2 2 0 0 0 2 1.7h7.6a2 2 0 0 0 2-1.6L21 8H6" />
      </svg>
      <span
        part="badge"
        aria-hidden="true"
        className={`absolute -right-1 -top-1 h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-white ${count === 0 ? 'hidden' : 'inline-flex'}`}
      >
        {count}
      </span>
    </button>
  );
}
