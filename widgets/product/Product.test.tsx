import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderCommerce, resetCommerce } from '../commerce/testing';
import { fail, product } from '../commerce/testServer';
import { LOAD_ERROR, NOT_FOUND, Product, RELATED_TITLE } from './Product';

afterEach(resetCommerce);

const dog = (id: number, name: string, extra = {}) =>
  product(id, { name, brand: 'Hills', brands: ['Hills'], categories: ['Food'], petTypes: ['Dog'], ...extra });
const CATALOGUE = [
  dog(1, 'Dog Food Adult 12kg', { price: 120, discountedPrice: 99, images: ['/a.svg', '/b.svg'], sku: 'HL-1' }),
  dog(2, 'Dog Food Puppy 3kg'),
  dog(3, 'Dog Food Senior 7kg'),
  product(4, { name: 'Acme Dog Biscuits', categories: ['Food'], petTypes: ['Dog'] }),
  product(5, { name: 'Acme Dog Chews', categories: ['Food'], petTypes: ['Dog'] }),
  product(6, { name: 'Acme Dog Rolls', categories: ['Food'], petTypes: ['Dog'] }),
  product(7, { name: 'Cat Litter', brand: 'Kitty', brands: ['Kitty'], categories: ['Litter'], petTypes: ['Cat'] }),
];

describe('<vet-product>', () => {
  it('shows the images, details, price with the save-up badge, and fires loaded', async () => {
    const { events } = renderCommerce(<Product productId="1" />, { products: CATALOGUE });
    expect(await screen.findByRole('heading', { level: 2, name: 'Dog Food Adult 12kg' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Dog Food Adult 12kg' }).getAttribute('src')).toBe('http://api.test/a.svg');
    expect(screen.getByText('Save 18%')).toBeTruthy();
    expect(screen.getByText('$99.00')).toBeTruthy();
    expect(screen.getByText('HL-1')).toBeTruthy();
    expect(screen.getByText('About Dog Food Adult 12kg.')).toBeTruthy();
    expect(events('vet-product:loaded')).toEqual([{ id: 1, name: 'Dog Food Adult 12kg', slug: 'dog-food-adult-12kg' }]);
  });

  it('switches images with the thumbnails', async () => {
    const { user } = renderCommerce(<Product productId="1" />, { products: CATALOGUE });
    await screen.findByRole('heading', { level: 2, name: 'Dog Food Adult 12kg' });
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Dog Food Adult 12kg' }).getAttribute('src')).toBe('http://api.test/b.svg');
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('adds the chosen quantity to the basket', async () => {
    const { user, server, events } = renderCommerce(<Product productId="1" />, { products: CATALOGUE });
    const details = (await screen.findByRole('heading', { level: 2, name: 'Dog Food Adult 12kg' })).parentElement!;
    const qty = within(details).getByRole('textbox', { name: 'Qty' });
    await user.clear(qty);
    await user.type(qty, '2');
    await user.click(within(details).getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('Product added to your basket')).toBeTruthy();
    expect(server.fetch.requests.find((r) => r.path.endsWith('/addtobasket'))!.body).toMatchObject({ productId: 1, quantity: 2 });
    expect(events('vet-product:added')).toEqual([{ productId: 1, quantity: 2 }]);
  });

  it("'You might also like': one call (A-Z, 4, pet types, brands, categories, any of them), never the product itself", async () => {
    const { server } = renderCommerce(<Product productId="1" />, { products: CATALOGUE });
    const section = (await screen.findByRole('heading', { name: RELATED_TITLE })).closest('section')!;
    const calls = server.fetch.requests.filter((r) => r.path.startsWith('/api/v1/shop?'));
    expect(calls).toHaveLength(1);
    const q = new URL(calls[0]!.url).searchParams;
    expect(Object.fromEntries(q)).toEqual({
      filter: 'alphabeticalAsc',
      limit: '4',
      petTypes: 'Dog',
      brands: 'Hills',
      categories: 'Food',
      match: 'any',
      exclude: '1',
    });
    const names = within(section)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    // The other Hills dog food first (all three groups), then dog food of other brands, A-Z.
    expect(names).toEqual(['Dog Food Puppy 3kg', 'Dog Food Senior 7kg', 'Acme Dog Biscuits', 'Acme Dog Chews']);
  });

  it('leaves the related section out when there are none', async () => {
    renderCommerce(<Product productId="7" />, { products: CATALOGUE });
    await screen.findByRole('heading', { level: 2, name: 'Cat Litter' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: RELATED_TITLE })).toBeNull());
  });

  it('says when the product does not exist', async () => {
    renderCommerce(<Product productId="999" />, { products: CATALOGUE });
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
  });

  it('says when the product cannot load, and tries again', async () => {
    let failing = true;
    const { user } = renderCommerce(<Product productId="1" />, {
      products: CATALOGUE,
      before: (server) => server.override((r) => (failing && r.path === '/api/v1/shop/1' ? fail(500) : undefined)),
    });
    expect(await screen.findByText(LOAD_ERROR)).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dog Food Adult 12kg' })).toBeTruthy();
  });

  it('shows a product seen before at once when product-id comes back to it, without asking again', async () => {
    let show!: (id: string) => void;
    function Switching() {
      const [id, setId] = useState('1');
      show = setId;
      return <Product productId={id} />;
    }
    const { server, events } = renderCommerce(<Switching />, { products: CATALOGUE });
    await screen.findByRole('heading', { level: 2, name: 'Dog Food Adult 12kg' });
    act(() => show('2'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dog Food Puppy 3kg' })).toBeTruthy();
    act(() => show('1'));
    expect(screen.getByRole('heading', { level: 2, name: 'Dog Food Adult 12kg' })).toBeTruthy();
    expect(server.calls('GET', '/api/v1/shop/1')).toHaveLength(1);
    expect(events('vet-product:loaded')).toEqual([
      { id: 1, name: 'Dog Food Adult 12kg', slug: 'dog-food-adult-12kg' },
      { id: 2, name: 'Dog Food Puppy 3kg', slug: 'dog-food-puppy-3kg' },
      { id: 1, name: 'Dog Food Adult 12kg', slug: 'dog-food-adult-12kg' },
    ]);
  });

  it('keeps the newer product when the answer for the previous product-id comes late', async () => {
    let show!: (id: string) => void;
    function Switching() {
      const [id, setId] = useState('1');
      show = setId;
      return <Product productId={id} />;
    }
    let release!: () => void;
    const { events } = renderCommerce(<Switching />, {
      products: CATALOGUE,
      before: (server) => (release = server.hold((r) => r.path === '/api/v1/shop/1')),
    });
    await screen.findByText('Loading product…');
    act(() => show('2'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dog Food Puppy 3kg' })).toBeTruthy();
    await act(async () => release());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('heading', { level: 2, name: 'Dog Food Puppy 3kg' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Dog Food Adult 12kg' })).toBeNull();
    expect(events('vet-product:loaded')).toEqual([{ id: 2, name: 'Dog Food Puppy 3kg', slug: 'dog-food-puppy-3kg' }]);
  });

  it.each([
    [undefined, 'product-id is required (the product number, for example 12)'],
    ['12; drop', 'product-id must be a product number or slug (for example 12)'],
  ])('product-id %s says what to fix', async (productId, message) => {
    renderCommerce(<Product productId={productId} />, { products: CATALOGUE });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('<vet-product> is not set up correctly');
    expect(alert.textContent).toContain(message);
  });
});
