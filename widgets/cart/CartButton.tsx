/**
 * <vet-cart-button>: the header basket button: a badge with the number of
 * basket lines; it opens the page's <vet-cart>, adding one (with its own attributes) to the
 * page when there is none, so a header needs only this tag.
 *
 * @attr checkout-url  passed to the <vet-cart> it adds (default /checkout)
 * @attr loading  "interaction": the code loads when the button is first pointed at, touched or
 *                focused (show a plain button inside the tag until then); a click before
 *                that opens the side cart once it has loaded
 * @attr product-url   passed to the <vet-cart> it adds (default /shop/{id}/{slug})
 * @fires vet-cart:opened  { lines } (fired by <vet-cart>) when the side cart opens
 * @csspart base    the widget's outer box
 * @csspart button  the button
 * @csspart badge   the line count
 */
import { lineCount, useBasket, useBasketActions } from '../commerce/basket';
import { useEffect } from 'react';
import { useWidget } from '../kit/WidgetContext';
import { CartIcon, cartButtonLabel } from './CartIcon';

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

export function CartButton(_: CartButtonProps) {
  const { host } = useWidget();
  const count = useBasket(lineCount);
  const open = useBasket((s) => s.cartOpen);
  const { cartOpened } = useBasketActions();
  const onClick = () => {
    ensureCart(host);
    cartOpened();
  };
  // Clicked before this code arrived (loading="interaction", marked by the loader): open now.
  useEffect(() => {
    if (!host.hasAttribute('activated')) return;
    host.removeAttribute('activated');
    ensureCart(host);
    cartOpened();
  }, [host, cartOpened]);
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
      <CartIcon />
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
