/**
 * <vet-cart>: the side cart: a dialog from the right edge, at most
 * 602 px wide, listing the page basket's lines with a 0-minimum stepper, the server's
 * subtotal, shipping and total (GST included), recommended products, and 'Continue to
 * checkout'. Opened by <vet-cart-button> (or `element.open()`); lines set to 0 are removed
 * when it closes.
 *
 * @attr checkout-url  where 'Continue to checkout' goes (default /checkout)
 * @attr product-url   product link template, {id} and {slug} filled in (default /shop/{id}/{slug})
 * @attr shop-url      the 'Continue shopping' link of an empty basket (default /shop)
 * @fires vet-cart:opened    { lines } when the dialog opens
 * @fires vet-cart:closed    { lines } when it closes
 * @fires vet-cart:checkout  { basketId, lines, total, url } before going to the checkout; cancelable
 * @fires vet-cart:added     { productId, quantity } after adding a recommended product
 * @csspart base          the widget's outer box
 * @csspart dialog        the side panel
 * @csspart summary       the totals
 * @csspart recommended   the recommended products
 */
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { formatMoney, GST_INCLUDED_LABEL } from '../../shared/format/money';
import { EMPTY_BASKET } from '../../shared/schemas/shop';
import { buttonClass } from '../kit/Button';
import { LoadError } from '../kit/LoadError';
import { Spinner } from '../kit/Spinner';
import { useWidget } from '../kit/WidgetContext';
import { lineCount, useBasket, useBasketActions, useBasketErrorToasts, useBasketStore } from '../commerce/basket';
import { DEFAULT_CHECKOUT_URL, DEFAULT_SHOP_URL, safeHref } from '../commerce/links';
import { CartLine } from './CartLine';
import './events';
import { Recommended } from './Recommended';
import { SideDialog } from './SideDialog';

export interface CartProps {
  checkoutUrl?: string;
  productUrl?: string;
  shopUrl?: string;
  /** Tests and hosts without a router: how to go to the checkout. */
  navigate?: (url: string) => void;
}

export const CART_TITLE = 'Your basket';

export function Cart({ checkoutUrl, productUrl, shopUrl, navigate = (url) => window.location.assign(url) }: CartProps) {
  const { emit, host } = useWidget();
  const store = useBasketStore();
  const open = useBasket((s) => s.cartOpen);
  const actions = useBasketActions();
  useBasketErrorToasts();

  // `element.open()` / `element.close()` for hosts that open the cart from their own button.
  useEffect(() => {
    const el = host as HTMLElement & { open?: () => void; close?: () => void };
    el.open = () => actions.cartOpened();
    el.close = () => actions.cartClosed();
    return () => {
      delete el.open;
      delete el.close;
    };
  }, [host, actions]);

  // Events and the 0-line rule follow the open state, whoever changed it.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    const lines = lineCount(store.getState());
    if (open) emit('vet-cart:opened', { lines });
    else {
      emit('vet-cart:closed', { lines });
      void actions.zeroLinesDropped();
    }
  }, [open, emit, actions, store]);

  return (
    <SideDialog open={open} onClose={actions.cartClosed} title={CART_TITLE} footer={<CartFooter checkoutUrl={checkoutUrl} navigate={navigate} />}>
      <CartBody productUrl={productUrl} shopUrl={shopUrl} />
    </SideDialog>
  );
}

function CartBody({ productUrl, shopUrl }: Pick<CartProps, 'productUrl' | 'shopUrl'>) {
  const { emit } = useWidget();
  const lines = useBasket((s) => s.lines);
  const status = useBasket((s) => s.status);
  const hasBasket = useBasket((s) => s.basket !== null);
  const actions = useBasketActions();
  const inBasket = useMemo(() => new Set(lines.map((l) => String(l.productId))), [lines]);
  const onAdded = useMemo(() => (productId: string | number, quantity: number) => emit('vet-cart:added', { productId, quantity }), [emit]);
  const list = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLParagraphElement>(null);
  // The line and its button go: focus moves to the next line's Remove (or the one before, or
  // the empty basket's message), never to the page's <body>. Inside the dialog the browser's
  // own scroll on focus is right: no host header covers it.
  const remove = (productId: string | number, index: number) => {
    // The line leaves the list at once; the server is told after.
    void actions.removeFromBasket(productId);
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLElement>('[data-remove]');
      (buttons?.[index] ?? buttons?.[index - 1] ?? empty.current)?.focus();
    });
  };

  if (!hasBasket && (status === 'loading' || status === 'idle')) return <Spinner label="Loading your basket…" />;
  if (!hasBasket && status === 'error')
    return <LoadError message="We could not load your basket." onRetry={() => void actions.refresh().catch(() => undefined)} />;

  return (
    <>
      {lines.length === 0 ? (
        <div className="flex flex-col items-start gap-3 py-4">
          <p className="text-ink focus:outline-none" tabIndex={-1} ref={empty}>
            {EMPTY_BASKET}
          </p>
          <a href={safeHref(shopUrl) ?? DEFAULT_SHOP_URL} className={buttonClass('secondary')}>
            Continue shopping
          </a>
        </div>
      ) : (
        <ul aria-label="Products in your basket" ref={list}>
          {lines.map((line, index) => (
            <CartLine
              key={String(line.productId)}
              line={line}
              productUrl={productUrl}
              onQuantity={(q) => actions.quantityChanged(line.productId, q)}
              onRemove={() => remove(line.productId, index)}
            />
          ))}
        </ul>
      )}
      <Recommended exclude={inBasket} productUrl={productUrl} onAdded={onAdded} />
    </>
  );
}

function CartFooter({ checkoutUrl, navigate }: { checkoutUrl?: string | undefined; navigate: (url: string) => void }) {
  const { emit } = useWidget();
  const store = useBasketStore();
  const basket = useBasket((s) => s.basket);
  const count = useBasket(lineCount);
  const saving = useBasket((s) => s.saving);
  const actions = useBasketActions();
  const [leaving, setLeaving] = useState(false);
  const url = safeHref(checkoutUrl) ?? DEFAULT_CHECKOUT_URL;
  if (!basket) return null;

  const checkout = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (leaving || count === 0) return;
    setLeaving(true);
    try {
      // The checkout must see the quantities just typed, not the ones before the pause.
      await actions.flushQuantities();
      const state = store.getState();
      const go = emit(
        'vet-cart:checkout',
        { basketId: state.basket?.id ?? basket.id, lines: count, total: state.basket?.total ?? basket.total, url },
        { cancelable: true },
      );
      if (go) navigate(url);
      else actions.cartClosed();
    } finally {
      setLeaving(false);
    }
  };
  return (
    <div part="summary" className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-y-1 text-ink">
        <dt>Subtotal</dt>
        <dd className="text-right">{formatMoney(basket.subTotal)}</dd>
        <dt>Shipping</dt>
        <dd className="text-right">{formatMoney(basket.shippingTotal)}</dd>
        <dt className="text-lg font-bold">Total</dt>
        <dd className="text-right text-lg font-bold">
          {formatMoney(basket.total)} <span className="block text-sm font-normal text-muted">{GST_INCLUDED_LABEL}</span>
        </dd>
      </dl>
      <p role="status" className="min-h-5 text-sm text-muted">
        {saving ? 'Updating your basket…' : ''}
      </p>
      <a
        href={url}
        onClick={(event) => void checkout(event)}
        aria-disabled={count === 0 || leaving || undefined}
        className={buttonClass('primary', 'lg', `w-full ${count === 0 ? 'pointer-events-none opacity-50' : ''}`)}
      >
        Continue to checkout
      </a>
    </div>
  );
}
