import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_QUANTITY_DEBOUNCE_MS } from '../../shared/domain/limits';
import { basketStorageKey } from '../commerce/basket';
import { renderCommerce, resetCommerce } from '../commerce/testing';
import { Cart, CART_TITLE } from './Cart';
import { CartButton } from './CartButton';

const KEY = basketStorageKey('tui-vets');

afterEach(() => {
  vi.useRealTimers();
  resetCommerce();
});

/**
 * Puts the basket's pause on the test's own clock, so a loaded machine's slow clicks cannot end it
 * early or late. Testing Library looks for a `jest` global to see fake timers (and then moves them
 * itself while it waits for a click to settle); vitest has none, so it is given one for the test.
 */
function testClock() {
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return {
    advance: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
    /** Back to the real clock, for the in-memory server's answer. */
    stop: () => vi.useRealTimers(),
  };
}
beforeEach(() => {
  // The page's side cart (rendered below as a component); the button adds one only when missing.
  document.body.append(document.createElement('vet-cart'));
});

/** A page with the header button and the side cart, and a basket holding these lines. */
function page(items: Record<number, number>, props: { checkoutUrl?: string } = {}) {
  const navigate = vi.fn<(url: string) => void>();
  const rendered = renderCommerce([<CartButton key="b" />, <Cart key="c" navigate={navigate} checkoutUrl={props.checkoutUrl} />], {
    before: (server) => localStorage.setItem(KEY, server.seedBasket(items)),
  });
  return { ...rendered, navigate };
}

const button = () => screen.getByRole('button', { name: /^Basket, / });
const dialog = () => screen.getByRole('dialog', { name: CART_TITLE });
const lines = () => within(within(dialog()).getByRole('list', { name: 'Products in your basket' })).getAllByRole('listitem');

async function open(user: ReturnType<typeof page>['user']) {
  await waitFor(() => expect(button().getAttribute('aria-label')).not.toBe('Basket, 0 items'));
  await user.click(button());
  return dialog();
}

describe('<vet-cart-button>', () => {
  it('shows the number of basket lines in its badge and name', async () => {
    page({ 1: 2, 2: 1 });
    await waitFor(() => expect(button().getAttribute('aria-label')).toBe('Basket, 2 items'));
    expect(within(button()).getByText('2')).toBeTruthy();
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  it('adds a <vet-cart> with its own attributes when the page has none, once', async () => {
    document.querySelector('vet-cart')!.remove();
    const { user, hosts } = renderCommerce(<CartButton />);
    hosts[0]!.setAttribute('vet-id', 'tui-vets');
    hosts[0]!.setAttribute('checkout-url', '/demo/checkout.html');
    await user.click(screen.getByRole('button', { name: /^Basket, / }));
    await user.click(screen.getByRole('button', { name: /^Basket, / }));
    const carts = document.querySelectorAll('vet-cart');
    expect(carts).toHaveLength(1);
    expect(carts[0]!.getAttribute('checkout-url')).toBe('/demo/checkout.html');
    expect(carts[0]!.getAttribute('vet-id')).toBe('tui-vets');
    expect(screen.getByRole('button', { name: /^Basket, / }).getAttribute('aria-expanded')).toBe('true');
  });

  it('opens the side cart as it starts when it was clicked before its code had loaded (loading="interaction")', async () => {
    const { hosts } = renderCommerce([<CartButton key="b" />, <Cart key="c" navigate={vi.fn()} />], { hostAttributes: { activated: '' } });
    expect(await screen.findByRole('dialog', { name: CART_TITLE })).toBeTruthy();
    expect(hosts[0]!.hasAttribute('activated')).toBe(false);
  });
});

describe('<vet-cart>', () => {
  it('opens from the button as a dialog at most 602 px wide with lines, totals and GST included', async () => {
    const { user, events } = page({ 1: 2, 2: 1 });
    const cart = await open(user);
    expect(cart.getAttribute('aria-modal')).toBe('true');
    expect(cart.querySelector<HTMLElement>('[data-dialog-panel]')!.style.maxWidth).toBe('602px');
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(lines()).toHaveLength(2);
    // Product 1: 120 on sale at 99, twice.
    expect(within(lines()[0]!).getByText('$198.00')).toBeTruthy();
    expect(within(lines()[0]!).getByRole('link', { name: 'Dog Food Adult 12kg' }).getAttribute('href')).toBe('/shop/1/dog-food-adult-12kg');
    expect(within(cart).getByText('Subtotal')).toBeTruthy();
    expect(within(cart).getByText('Shipping')).toBeTruthy();
    expect(within(cart).getByText('$233.95')).toBeTruthy();
    expect(within(cart).getByText('GST included')).toBeTruthy();
    expect(events('vet-cart:opened')).toEqual([{ lines: 2 }]);
  });

  it('saves a quantity change after the pause, once for several clicks', async () => {
    const { user, server } = page({ 2: 1 });
    const cart = await open(user);
    const id = localStorage.getItem(KEY)!;
    const puts = () => server.calls('PUT', `/api/v1/basket/${id}`);
    const clock = testClock();
    const increase = within(cart).getByRole('button', { name: 'Increase quantity of Flea Collar' });
    await user.click(increase);
    await clock.advance(CART_QUANTITY_DEBOUNCE_MS - 100);
    await user.click(increase);
    expect((within(cart).getByRole('textbox', { name: 'Quantity of Flea Collar' }) as HTMLInputElement).value).toBe('3');
    expect(within(cart).getByText('Updating your basket…')).toBeTruthy();
    await clock.advance(CART_QUANTITY_DEBOUNCE_MS - 1);
    expect(puts()).toHaveLength(0);
    await clock.advance(1);
    clock.stop();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({ items: [{ productId: 2, quantity: 3, deleted: false }] });
    await waitFor(() => expect(within(cart).getByText('$95.95')).toBeTruthy());
  });

  it('the stepper goes down to 0; the line stays until the cart closes, then it is gone', async () => {
    const { user, server } = page({ 1: 1, 2: 1 });
    const cart = await open(user);
    const id = localStorage.getItem(KEY)!;
    const clock = testClock();
    const decrease = within(cart).getByRole('button', { name: 'Decrease quantity of Flea Collar' });
    await user.click(decrease);
    expect(decrease.getAttribute('aria-disabled')).toBe('true');
    await user.click(decrease);
    expect(document.activeElement).toBe(decrease);
    expect(within(cart).getByText('Removed when you close the basket.')).toBeTruthy();
    expect(button().getAttribute('aria-label')).toBe('Basket, 1 item');
    await clock.advance(CART_QUANTITY_DEBOUNCE_MS);
    clock.stop();
    await waitFor(() => expect(server.baskets.get(id)!.items.map((i) => i.productId)).toEqual([1]));
    expect(lines()).toHaveLength(2);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button());
    expect(lines()).toHaveLength(1);
  });

  it('accepts digits only in the quantity field', async () => {
    const { user } = page({ 2: 1 });
    const cart = await open(user);
    const field = within(cart).getByRole('textbox', { name: 'Quantity of Flea Collar' }) as HTMLInputElement;
    await user.clear(field);
    await user.type(field, 'x4');
    expect(field.value).toBe('4');
  });

  it('removes a line at once, focus going to the next Remove, or the empty basket', async () => {
    const { user, server } = page({ 1: 1, 2: 1 });
    const cart = await open(user);
    await user.click(within(cart).getByRole('button', { name: 'Remove Flea Collar' }));
    expect(lines()).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(within(cart).getByRole('button', { name: /^Remove / })));
    await user.click(within(cart).getByRole('button', { name: /^Remove / }));
    await waitFor(() => expect(document.activeElement).toBe(within(cart).getByText('There are no products in your basket')));
    expect(server.fetch.requests.some((r) => r.method === 'DELETE' && r.path.endsWith('/removefrombasket/2'))).toBe(true);
  });

  it("says 'There are no products in your basket' when empty, and offers no checkout", async () => {
    const { user } = page({});
    await waitFor(() => expect(localStorage.getItem(KEY)).toBeTruthy());
    await user.click(button());
    expect(await within(dialog()).findByText('There are no products in your basket')).toBeTruthy();
    expect(within(dialog()).getByRole('link', { name: 'Continue to checkout' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('continues to /checkout after saving waiting changes; a host can cancel and route itself', async () => {
    const { user, server, navigate, hosts } = page({ 2: 1 });
    const cart = await open(user);
    const id = localStorage.getItem(KEY)!;
    await user.click(within(cart).getByRole('button', { name: 'Increase quantity of Flea Collar' }));
    await user.click(within(cart).getByRole('link', { name: 'Continue to checkout' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout'));
    // Saved before leaving, not after the pause.
    expect(server.calls('PUT', `/api/v1/basket/${id}`)).toHaveLength(1);

    hosts[1]!.addEventListener('vet-cart:checkout', (e) => e.preventDefault());
    navigate.mockClear();
    await user.click(within(cart).getByRole('link', { name: 'Continue to checkout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('closes with Escape, the × button or the backdrop, and gives focus back to the basket button', async () => {
    const { user, events } = page({ 2: 1 });
    await open(user);
    expect(document.activeElement).toBe(dialog());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button());
    expect(events('vet-cart:closed')).toEqual([{ lines: 1 }]);

    await user.click(button());
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(button());
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = page({ 2: 1 });
    const cart = await open(user);
    await waitFor(() => expect(within(cart).getByRole('link', { name: 'Continue to checkout' })).toBeTruthy());
    within(cart).getByRole('link', { name: 'Continue to checkout' }).focus();
    await user.tab();
    expect(cart.contains(document.activeElement)).toBe(true);
    await user.tab({ shift: true });
    expect(cart.contains(document.activeElement)).toBe(true);
  });

  it('recommends specials not in the basket, 4 a slide at a wide window, and adds one', async () => {
    const { user, events } = page({ 2: 1 });
    const cart = await open(user);
    const carousel = await within(cart).findByRole('region', { name: 'Recommended products' });
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.length).toBeGreaterThan(4);
    expect(slides.filter((s) => s.getAttribute('aria-hidden') !== 'true')).toHaveLength(4);
    expect(within(carousel).queryByRole('heading', { name: 'Flea Collar', hidden: true })).toBeNull();
    await user.click(within(slides[0]!).getByRole('button', { name: 'Add to basket' }));
    expect(await within(cart).findAllByRole('listitem')).toBeTruthy();
    await waitFor(() => expect(button().getAttribute('aria-label')).toBe('Basket, 2 items'));
    expect(events('vet-cart:added')).toHaveLength(1);
  });

  it('shows the same recommendations at once when opened again, asking for them once', async () => {
    const { user, server } = page({ 2: 1 });
    let cart = await open(user);
    await within(cart).findByRole('region', { name: 'Recommended products' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cart = await open(user);
    expect(within(cart).getByRole('region', { name: 'Recommended products' })).toBeTruthy();
    expect(server.calls('GET', '/api/v1/shop/special')).toHaveLength(1);
  });

  it('can be opened by the host with element.open()', async () => {
    const { hosts } = page({ 2: 1 });
    await waitFor(() => expect((hosts[1] as HTMLElement & { open?: () => void }).open).toBeTypeOf('function'));
    act(() => (hosts[1] as HTMLElement & { open: () => void }).open());
    expect(dialog()).toBeTruthy();
  });
});
