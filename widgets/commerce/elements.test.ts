import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../cart/cart-button.element';
import '../cart/cart.element';
import '../product/product.element';
import '../shop/shop.element';
import { basketStorageKey, forgetPageBaskets } from './basket';
import { API, commerceServer } from './testServer';

function mount(tag: string, attributes: Record<string, string> = {}) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries({ 'api-base': API, ...attributes })) element.setAttribute(name, value);
  document.body.append(element);
  // Queries run on the widget's root element inside the shadow root: Testing Library cannot
  // print a ShadowRoot in its failure messages.
  return { element, shadow: () => within(element.shadowRoot!.querySelector<HTMLElement>('[part="base"]') ?? document.createElement('div')) };
}

afterEach(() => {
  forgetPageBaskets();
  localStorage.clear();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('commerce elements on one page', () => {
  it('share one basket: adding in <vet-shop> updates <vet-cart-button> and <vet-cart>, with one basket created', async () => {
    const server = commerceServer();
    vi.stubGlobal('fetch', server.fetch);
    const button = mount('vet-cart-button');
    const shop = mount('vet-shop', { 'product-url': '/p/{id}' });
    const cart = mount('vet-cart');
    expect(customElements.get('vet-shop')).toBeDefined();
    const user = userEvent.setup();

    await waitFor(() => expect(shop.shadow().getAllByRole('button', { name: 'Add to basket' }).length).toBeGreaterThan(0), { timeout: 5000 });
    const add = shop.shadow().getAllByRole('button', { name: 'Add to basket' });
    await user.click(add[0]!);
    await waitFor(() => expect(button.shadow().getByRole('button', { name: 'Basket, 1 item' })).toBeTruthy());
    expect(server.calls('POST', '/api/v1/basket')).toHaveLength(1);
    expect(localStorage.getItem(basketStorageKey('tui-vets'))).toBeTruthy();

    await user.click(button.shadow().getByRole('button', { name: 'Basket, 1 item' }));
    await waitFor(() => expect(cart.shadow().getByRole('dialog', { name: 'Your basket' })).toBeTruthy());
    const dialog = cart.shadow().getByRole('dialog', { name: 'Your basket' });
    expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('keeps baskets of two vet groups apart, and badges alone make no basket', async () => {
    const server = commerceServer();
    vi.stubGlobal('fetch', server.fetch);
    mount('vet-cart-button', { 'vet-id': 'tui-vets' });
    mount('vet-cart-button', { 'vet-id': 'kea-vets' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls('POST', '/api/v1/basket')).toHaveLength(0);
    for (const vetId of ['tui-vets', 'kea-vets']) {
      const shop = mount('vet-shop', { 'vet-id': vetId });
      const [add] = await waitFor(() => shop.shadow().getAllByRole('button', { name: 'Add to basket' }));
      add!.click();
    }
    await waitFor(() => expect(server.calls('POST', '/api/v1/basket')).toHaveLength(2));
    const groups = server.calls('POST', '/api/v1/basket').map((r) => r.headers['x-vet-id']);
    expect(groups.sort()).toEqual(['kea-vets', 'tui-vets']);
    expect(localStorage.getItem(basketStorageKey('kea-vets'))).not.toBe(localStorage.getItem(basketStorageKey('tui-vets')));
  });

  it('<vet-product> without product-id says what to fix', async () => {
    vi.stubGlobal('fetch', commerceServer().fetch);
    const product = mount('vet-product');
    await waitFor(() => expect(product.shadow().getByRole('alert').textContent).toContain('product-id is required'));
  });
});
