import { describe, expect, it, vi } from 'vitest';
import { createBasketApi } from './basket';
import { fakeFetch } from './fakeFetch';
import { createApiClient } from './http';
import { createShopApi } from './shop';

const client = (fetch: ReturnType<typeof fakeFetch>) => createApiClient({ apiBase: 'http://api.test', vetId: 'tui-vets', fetch });
const page = { success: true, data: { items: [], total: 0 } };
const basket = { success: true, data: { id: 'b1', basketItems: [], subTotal: 0, shippingTotal: 0, tax: 0, total: 0 } };

describe('shop calls', () => {
  it('list: 9 a page by default, arrays joined with commas, empty values skipped', async () => {
    const fetch = fakeFetch({ json: page });
    await createShopApi(client(fetch)).list({ filter: 'priceAsc', search: '', brands: ['Hills', 'Royal Canin'], categories: [], offset: 9 });
    expect(fetch.last().path).toBe('/api/v1/shop?limit=9&filter=priceAsc&brands=Hills,Royal%20Canin&offset=9');
  });

  it('tags, specials and one product', async () => {
    const fetch = fakeFetch(
      { json: { success: true, data: { brands: ['A'], categories: ['B'] } } },
      { json: { success: true, data: [] } },
      { json: { success: true, data: { id: 4, name: 'X', price: 1 } } },
    );
    const shop = createShopApi(client(fetch));
    expect(await shop.tags()).toEqual({ brands: ['A'], categories: ['B'], petTypes: [] });
    await shop.specials(8);
    expect(fetch.last().path).toBe('/api/v1/shop/special?top=8');
    expect((await shop.get(4)).name).toBe('X');
    expect(fetch.last().path).toBe('/api/v1/shop/4');
  });

  it('an answer it cannot read is an error without a server message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = fakeFetch({ json: { success: true, data: { items: 'nope' } } });
    await expect(createShopApi(client(fetch)).list()).rejects.toMatchObject({ status: 200, error: undefined });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('basket calls', () => {
  it('fetch by token or by the anonymous id; null when there is none', async () => {
    const fetch = fakeFetch({ json: { success: true, data: null } }, { json: basket });
    const api = createBasketApi(client(fetch));
    expect(await api.fetch()).toBeNull();
    expect(fetch.last().path).toBe('/api/v1/basket');
    expect((await api.fetch('b1'))!.id).toBe('b1');
    expect(fetch.last().path).toBe('/api/v1/basket?id=b1');
  });

  it('create, add, update, remove, clear and coupon go to the spec paths', async () => {
    const fetch = fakeFetch(
      { json: basket },
      { json: basket },
      { json: basket },
      { json: basket },
      { json: basket },
      { json: { success: true, data: { totalAfterDiscount: 9, taxAfterDiscount: 1.17 } } },
    );
    const api = createBasketApi(client(fetch));
    await api.create();
    expect(fetch.last()).toMatchObject({ method: 'POST', path: '/api/v1/basket', body: { basketItems: [] } });
    await api.add('b1', { productId: 2, quantity: 3 });
    expect(fetch.last()).toMatchObject({ method: 'PUT', path: '/api/v1/basket/b1/addtobasket', body: { basketId: 'b1', productId: 2, quantity: 3 } });
    await api.update('b1', [{ productId: 2, quantity: 0, deleted: true }]);
    expect(fetch.last()).toMatchObject({ method: 'PUT', path: '/api/v1/basket/b1', body: { items: [{ productId: 2, quantity: 0, deleted: true }] } });
    await api.remove('b1', 2);
    expect(fetch.last()).toMatchObject({ method: 'DELETE', path: '/api/v1/basket/b1/removefrombasket/2' });
    await api.clear('b1');
    expect(fetch.last()).toMatchObject({ method: 'DELETE', path: '/api/v1/basket/b1/clear' });
    const coupon = await api.coupon('b1', 'WELCOME10', { isClickAndCollect: true, now: () => 1700000000000 });
    expect(fetch.last().path).toBe('/api/v1/basket/b1/coupon/WELCOME10?uniqueURL=1700000000000&isClickAndCollect=true');
    expect(coupon.totalAfterDiscount).toBe(9);
  });
});
