import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderCommerce, resetCommerce } from '../commerce/testing';
import { fail } from '../commerce/testServer';
import { LOAD_ERROR, NO_RESULTS, Shop } from './Shop';

afterEach(resetCommerce);

const listCalls = (server: ReturnType<typeof renderCommerce>['server']) => server.fetch.requests.filter((r) => r.path.split('?')[0] === '/api/v1/shop');
const lastQuery = (server: ReturnType<typeof renderCommerce>['server']) => new URL(listCalls(server).at(-1)!.url).searchParams;
const cards = () => within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article');
const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;

describe('<vet-shop>', () => {
  describe('the listing in the page URL', () => {
    it("writes search, filters, sort and page to the URL, one history entry each, leaving the host page's own parameters", async () => {
      history.replaceState(null, '', '/shop?utm=mail');
      const { user } = renderCommerce(<Shop />);
      await screen.findByText('Showing 1 to 9 of 12 results');
      expect(location.search).toBe('?utm=mail');
      await user.click(within(screen.getByRole('group', { name: 'Brands' })).getByRole('checkbox', { name: 'Acme' }));
      await waitFor(() => expect(new URLSearchParams(location.search).get('vet-brands')).toBe('Acme'));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price high to low');
      await waitFor(() => expect(new URLSearchParams(location.search).get('vet-sort')).toBe('priceDesc'));
      await user.click(await screen.findByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(new URLSearchParams(location.search).get('vet-page')).toBe('2'));
      expect(new URLSearchParams(location.search).get('utm')).toBe('mail');
      expect(history.length).toBeGreaterThanOrEqual(4);
    });

    it('opens on the listing the URL names (a reload, a shared link)', async () => {
      history.replaceState(null, '', '/shop?vet-brands=Acme&vet-sort=priceDesc&vet-page=2&vet-search=c');
      const { server } = renderCommerce(<Shop category="Food" />);
      await waitFor(() => expect(listCalls(server).length).toBeGreaterThan(0));
      const q = lastQuery(server);
      expect([q.get('brands'), q.get('filter'), q.get('offset'), q.get('search'), q.get('categories')]).toEqual(['Acme', 'priceDesc', '9', 'c', null]);
      expect((screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement).value).toBe('c');
      expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('priceDesc');
    });

    it('Back shows the previous listing', async () => {
      const { server, user } = renderCommerce(<Shop />);
      await screen.findByText('Showing 1 to 9 of 12 results');
      await user.click(screen.getByRole('button', { name: 'Page 2' }));
      await screen.findByText('Showing 10 to 12 of 12 results');
      history.back();
      expect(await screen.findByText('Showing 1 to 9 of 12 results')).toBeTruthy();
      expect(lastQuery(server).get('offset')).toBe('0');
    });

    it('reads a hand-typed URL leniently, and a page past the end shows the last page', async () => {
      history.replaceState(null, '', '/shop?vet-sort=cheapest&vet-page=-3');
      const first = renderCommerce(<Shop />);
      await screen.findByText('Showing 1 to 9 of 12 results');
      expect(lastQuery(first.server).get('filter')).toBe('alphabeticalAsc');
      resetCommerce();
      history.replaceState(null, '', '/shop?vet-page=40');
      renderCommerce(<Shop />);
      expect(await screen.findByText('Showing 10 to 12 of 12 results')).toBeTruthy();
      expect(new URLSearchParams(location.search).get('vet-page')).toBe('2');
    });

    it("leaves the host page's own page and search parameters alone, reading and writing", async () => {
      history.replaceState(null, '', '/products?page=3&search=dogs');
      const { server, user } = renderCommerce(<Shop />);
      await screen.findByText('Showing 1 to 9 of 12 results');
      expect([lastQuery(server).get('offset'), lastQuery(server).get('search')]).toEqual(['0', null]);
      await user.click(screen.getByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(new URLSearchParams(location.search).get('vet-page')).toBe('2'));
      expect(location.search).toBe('?page=3&search=dogs&vet-page=2');
    });

    it('an old link in the bare spelling still opens its listing, rewritten in ours once the shop writes', async () => {
      history.replaceState(null, '', '/shop?sort=priceDesc&page=2');
      const { server, user } = renderCommerce(<Shop />);
      await screen.findByText('Showing 10 to 12 of 12 results');
      expect(lastQuery(server).get('filter')).toBe('priceDesc');
      await user.click(screen.getByRole('button', { name: 'Page 1' }));
      await screen.findByText('Showing 1 to 9 of 12 results');
      await waitFor(() => expect(location.search).toBe('?vet-sort=priceDesc'));
    });

    it('a short list (limit) leaves the URL alone', async () => {
      history.replaceState(null, '', '/?page=3');
      const { server } = renderCommerce(<Shop limit="4" />);
      await waitFor(() => expect(listCalls(server).length).toBeGreaterThan(0));
      expect(lastQuery(server).get('offset')).toBe('0');
      expect(location.search).toBe('?page=3');
    });
  });

  it('lists 9 products a page, A-Z, with the results text, and pages with Pagination', async () => {
    const { server, user, events } = renderCommerce(<Shop />);
    expect(await screen.findByText('Showing 1 to 9 of 12 results')).toBeTruthy();
    expect(cards()).toHaveLength(9);
    expect(lastQuery(server).get('filter')).toBe('alphabeticalAsc');
    expect(lastQuery(server).get('limit')).toBe('9');
    expect(events('vet-shop:results')).toEqual([{ total: 12, page: 1 }]);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 10 to 12 of 12 results')).toBeTruthy();
    expect(lastQuery(server).get('offset')).toBe('9');
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the Brands and Categories groups; choosing several sends them comma-joined and goes back to page 1', async () => {
    const { server, user } = renderCommerce(<Shop />);
    await screen.findByText('Showing 1 to 9 of 12 results');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 10 to 12 of 12 results');

    const brands = screen.getByRole('group', { name: 'Brands' });
    await user.click(within(brands).getByRole('checkbox', { name: 'Acme' }));
    await user.click(within(brands).getByRole('checkbox', { name: 'Hills' }));
    await waitFor(() => expect(lastQuery(server).get('brands')).toBe('Acme,Hills'));
    expect(lastQuery(server).get('offset')).toBe('0');

    await user.click(within(screen.getByRole('group', { name: 'Categories' })).getByRole('checkbox', { name: 'Flea & Tick' }));
    await waitFor(() => expect(lastQuery(server).get('categories')).toBe('Flea & Tick'));
    expect(await screen.findByText('Showing 1 to 1 of 1 results')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery(server).get('brands')).toBeNull());
    expect(lastQuery(server).get('categories')).toBeNull();
  });

  it.each([
    ['Name A-Z', 'alphabeticalAsc'],
    ['Name Z-A', 'alphabeticalDesc'],
    ['Price low to high', 'priceAsc'],
    ['Price high to low', 'priceDesc'],
  ])('sorts by %s (filter=%s)', async (label, filter) => {
    const { server, user } = renderCommerce(<Shop />);
    await screen.findByText('Showing 1 to 9 of 12 results');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), label);
    await waitFor(() => expect(lastQuery(server).get('filter')).toBe(filter));
  });

  it('searches on submit, and says so when nothing matches', async () => {
    const { server, user } = renderCommerce(<Shop />);
    await screen.findByText('Showing 1 to 9 of 12 results');
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(search, 'collar');
    expect(listCalls(server)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Showing 1 to 1 of 1 results')).toBeTruthy();
    expect(lastQuery(server).get('search')).toBe('collar');

    await user.clear(search);
    await user.type(search, 'unicorn{Enter}');
    expect(await screen.findByText(NO_RESULTS)).toBeTruthy();
    expect(screen.getByText('Showing 0 to 0 of 0 results')).toBeTruthy();
  });

  it('shows the save-up badge only for a lower sale price, as a whole percentage', async () => {
    renderCommerce(<Shop />);
    await screen.findByText('Showing 1 to 9 of 12 results');
    // 120 → 99 saves 17.5%, shown as 18%.
    expect(within(card('Dog Food Adult 12kg')).getByText('Save 18%')).toBeTruthy();
    expect(within(card('Dog Food Adult 12kg')).getByText('$99.00')).toBeTruthy();
    expect(within(card('Dog Food Adult 12kg')).getByText('$120.00')).toBeTruthy();
    expect(within(card('Flea Collar')).queryByText(/^Save/)).toBeNull();
    expect(within(card('Flea Collar')).getByText('$30.00')).toBeTruthy();
  });

  it('links each product to /shop/{id}/{slug}, or the product-url template', async () => {
    renderCommerce(<Shop productUrl="/demo/shop.html?product={id}" />);
    await screen.findByText('Showing 1 to 9 of 12 results');
    expect(screen.getByRole('link', { name: 'Flea Collar' }).getAttribute('href')).toBe('/demo/shop.html?product=2');
    resetCommerce();
    renderCommerce(<Shop />);
    await screen.findByText('Showing 1 to 9 of 12 results');
    expect(screen.getByRole('link', { name: 'Flea Collar' }).getAttribute('href')).toBe('/shop/2/flea-collar');
  });

  describe('adding to the basket', () => {
    it('adds the chosen quantity and says "Product added to your basket"', async () => {
      const { server, user, events } = renderCommerce(<Shop />);
      await screen.findByText('Showing 1 to 9 of 12 results');
      const flea = within(card('Flea Collar'));
      const qty = flea.getByRole('textbox', { name: 'Qty' });
      await user.clear(qty);
      await user.type(qty, 'a3b');
      expect((qty as HTMLInputElement).value).toBe('3');
      await user.click(flea.getByRole('button', { name: 'Add to basket' }));
      expect(await screen.findByText('Product added to your basket')).toBeTruthy();
      const add = server.fetch.requests.find((r) => r.path.endsWith('/addtobasket'))!;
      expect(add.body).toMatchObject({ productId: 2, quantity: 3 });
      expect(events('vet-shop:added')).toEqual([{ productId: 2, quantity: 3 }]);
      expect((qty as HTMLInputElement).value).toBe('1');
    });

    it.each([
      ['', 'The quantity is required'],
      ['0', 'Select a quantity grater than 0'],
    ])('quantity "%s" says "%s", focuses the field and sends nothing', async (value, message) => {
      const { server, user } = renderCommerce(<Shop />);
      await screen.findByText('Showing 1 to 9 of 12 results');
      const flea = within(card('Flea Collar'));
      const qty = flea.getByRole('textbox', { name: 'Qty' });
      await user.clear(qty);
      if (value) await user.type(qty, value);
      await user.click(flea.getByRole('button', { name: 'Add to basket' }));
      const error = flea.getByText(message);
      expect(document.activeElement).toBe(qty);
      expect(qty.getAttribute('aria-invalid')).toBe('true');
      expect(qty.getAttribute('aria-describedby')).toContain(error.id);
      expect(server.fetch.requests.some((r) => r.path.endsWith('/addtobasket'))).toBe(false);
    });

    it('shows the error text when both tries fail', async () => {
      const { server, user } = renderCommerce(<Shop />);
      await screen.findByText('Showing 1 to 9 of 12 results');
      server.override((r) => (r.path.endsWith('/addtobasket') ? fail(500, 'The shop is closed for stocktake.') : undefined));
      const button = within(card('Flea Collar')).getByRole('button', { name: 'Add to basket' });
      await user.click(button);
      expect(await screen.findByText('The shop is closed for stocktake.')).toBeTruthy();
      // The first basket, then a new one for the retry.
      expect(server.calls('POST', '/api/v1/basket')).toHaveLength(2);
      expect(server.fetch.requests.filter((r) => r.path.endsWith('/addtobasket'))).toHaveLength(2);
    });
  });

  it('the add button is busy while adding, so a second click sends nothing', async () => {
    const { server, user } = renderCommerce(<Shop />);
    await screen.findByText('Showing 1 to 9 of 12 results');
    const release = server.hold((r) => r.path.endsWith('/addtobasket'));
    const button = within(card('Flea Collar')).getByRole('button', { name: 'Add to basket' });
    await user.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    release();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(server.fetch.requests.filter((r) => r.path.endsWith('/addtobasket'))).toHaveLength(1);
  });

  it('says when the shop cannot load and tries again', async () => {
    let failing = true;
    const { user } = renderCommerce(<Shop />, {
      before: (server) => server.override((r) => (failing && r.path.startsWith('/api/v1/shop?') ? fail(500) : undefined)),
    });
    expect(await screen.findByText(LOAD_ERROR)).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1 to 9 of 12 results')).toBeTruthy();
  });
});

describe('<vet-shop> long filter groups', () => {
  afterEach(resetCommerce);
  it('show the first 10 and then all on request, keeping chosen ones in view', async () => {
    const { user, server } = renderCommerce(<Shop />, {
      before: (s) =>
        s.override((r) =>
          r.path === '/api/v1/shop/tag'
            ? {
                json: {
                  success: true,
                  data: { brands: Array.from({ length: 15 }, (_, i) => `Brand ${String(i + 1).padStart(2, '0')}`), categories: ['Food'] },
                },
              }
            : undefined,
        ),
    });
    const brands = await screen.findByRole('group', { name: 'Brands' });
    expect(within(brands).getAllByRole('checkbox')).toHaveLength(10);
    await user.click(within(brands).getByRole('button', { name: 'Show all 15 brands' }));
    expect(within(brands).getAllByRole('checkbox')).toHaveLength(15);
    await user.click(within(brands).getByRole('checkbox', { name: 'Brand 13' }));
    await user.click(within(brands).getByRole('button', { name: 'Show fewer brands' }));
    expect(within(brands).getAllByRole('checkbox')).toHaveLength(11);
    expect(within(screen.getByRole('group', { name: 'Categories' })).queryByRole('button')).toBeNull();
    await waitFor(() => expect(lastQuery(server).get('brands')).toBe('Brand 13'));
  });
});

describe('<vet-shop category limit> (the content shop block)', () => {
  afterEach(resetCommerce);

  it('a preset category filters from the start and ticks its box, slug or name', async () => {
    const { server } = renderCommerce(<Shop category="flea-tick" />);
    expect(await screen.findByText('Showing 1 to 1 of 1 results')).toBeTruthy();
    expect(new URL(listCalls(server)[0]!.url).searchParams.get('categories')).toBe('flea-tick');
    const box = await within(screen.getByRole('group', { name: 'Categories' })).findByRole('checkbox', { name: 'Flea & Tick' });
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('limit shows that many products without filters or pages, and links to the whole shop', async () => {
    const { server } = renderCommerce(<Shop limit="4" shopUrl="/farm-shop" />);
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(new URL(listCalls(server)[0]!.url).searchParams.get('limit')).toBe('4');
    expect(screen.queryByRole('group', { name: 'Brands' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: 'See all products' }).getAttribute('href')).toBe('/farm-shop');
  });

  it.each(['0', '101', 'ten'])('limit "%s" says what to fix', async (limit) => {
    renderCommerce(<Shop limit={limit} />);
    expect((await screen.findByRole('alert')).textContent).toContain('limit must be a whole number from 1 to 100');
  });
});
