// /api/v1/basket on the real app and database: baskets of
// signed-in and anonymous callers, server-side totals, the coupon check, the access matrix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, signInDemoClients, testApp, type TestApp } from '../../test/harness';
import { COUPON_EXPIRED, COUPON_INVALID, COUPON_NOT_YET, COUPON_USED_UP, EMPTY_BASKET, minSpendMessage } from '../coupons/service';
import { ITEMS_LIMIT, PRODUCT_REQUIRED, PURPOSE_INVALID, QUANTITY_ABOVE_ZERO, QUANTITY_REQUIRED } from './schemas';
import { QUANTITY_TOO_MANY as TOO_MANY } from '../../../shared/schemas/shop';
import { BASKET_NOT_FOUND, PRODUCT_NOT_FOUND } from './service';

type Json = { success: boolean; message?: string; data?: any; issues?: Record<string, string> };
const read = async (res: Response) => (await res.json()) as Json;

describe.each(drivers())('basket on %s', (driver) => {
  let t: TestApp;
  let sam: string;
  let alex: string;
  let kiri: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z' });
    ({ sam, alex, kiri } = await signInDemoClients(t));
    for (const slug of [
      'kong-classic-large',
      'bravecto-chew-dog-10-20kg',
      'cydectin-pour-on-cattle-5l',
      'virbac-cet-toothpaste-poultry-70g',
      'hills-science-diet-adult-dog-large-breed-12kg',
    ]) {
      ids[slug] = (await read(await t.request(`/api/v1/shop/${slug}`))).data.id;
    }
    ids.kea = (await read(await t.request('/api/v1/shop/kong-extreme-large', { vetId: 'kea-vets' }))).data.id;
  }, 60_000);
  afterAll(() => t.close());

  const kong = () => ids['kong-classic-large']!; // $29.99, shipping $8.95
  const bravecto = () => ids['bravecto-chew-dog-10-20kg']!; // $39.99 on sale $34.99, shipping $5.95
  const cydectin = () => ids['cydectin-pour-on-cattle-5l']!; // $489.99, freight $19.95
  const paste = () => ids['virbac-cet-toothpaste-poultry-70g']!; // $21.99, $5.95

  const create = async (init: { token?: string; vetId?: string; body?: unknown } = {}) => {
    const res = await t.request('/api/v1/basket', { method: 'POST', body: init.body ?? {}, token: init.token, vetId: init.vetId });
    expect(res.status).toBe(201);
    return (await read(res)).data;
  };
  const fetchAnon = async (id: string, vetId?: string) => t.request(`/api/v1/basket?id=${id}`, { vetId });
  const itemCount = async () => (await t.db.one<{ n: number }>('select count(*)::int as n from basket_items'))!.n;

  describe('anonymous visitor', () => {
    it('creates an empty basket (body optional) and fetches it by its id', async () => {
      const res = await t.request('/api/v1/basket', { method: 'POST' });
      expect(res.status).toBe(201);
      const basket = (await read(res)).data;
      expect(basket).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        userId: null,
        username: null,
        vetId: 'tui-vets',
        vetName: 'Tui Vets',
        basketItems: [],
        subTotal: 0,
        shippingTotal: 0,
        tax: 0,
        total: 0,
      });
      const fetched = await fetchAnon(basket.id);
      expect((await read(fetched)).data).toEqual(basket);
      expect((await read(await t.request(`/api/v1/basket/${basket.id}`))).data).toEqual(basket);
    });

    it('has no basket without an id: data is null', async () => {
      expect(await read(await t.request('/api/v1/basket'))).toEqual({ success: true, data: null });
    });

    it('adds, updates, removes and clears with totals from the catalogue', async () => {
      const basket = await create({ body: { basketItems: [{ productId: kong(), quantity: 1, price: 0.01, itemTotal: 0.01 }], total: 0.01 } });
      expect(basket.basketItems).toEqual([
        expect.objectContaining({
          productId: kong(),
          productName: 'KONG Classic, Large',
          quantity: 1,
          price: 29.99,
          discountedPrice: null,
          itemTotal: 29.99,
          shippingCost: 8.95,
          deleted: false,
        }),
      ]);
      expect(basket).toMatchObject({ subTotal: 29.99, shippingTotal: 8.95, total: 38.94, tax: 5.08 });

      const added = await t.request(`/api/v1/basket/${basket.id}/addtobasket`, {
        method: 'PUT',
        body: { basketId: basket.id, productId: bravecto(), quantity: 2, price: 1 },
      });
      expect(added.status).toBe(200);
      const afterAdd = (await read(added)).data;
      expect(afterAdd.basketItems[1]).toMatchObject({ productId: bravecto(), quantity: 2, price: 39.99, discountedPrice: 34.99, itemTotal: 69.98 });
      expect(afterAdd).toMatchObject({ subTotal: 99.97, shippingTotal: 8.95, total: 108.92, tax: 14.21 });

      const again = (
        await read(await t.request(`/api/v1/basket/${basket.id}/addtobasket`, { method: 'PUT', body: { productId: String(bravecto()), quantity: '1' } }))
      ).data;
      expect(again.basketItems[1].quantity).toBe(3);

      const updated = await t.request(`/api/v1/basket/${basket.id}`, {
        method: 'PUT',
        body: {
          items: [
            { id: again.basketItems[0].id, quantity: 4 },
            { productId: bravecto(), quantity: 3, deleted: true },
            { productId: paste(), quantity: 1 },
          ],
        },
      });
      expect(updated.status).toBe(200);
      const u = (await read(updated)).data;
      expect(u.basketItems.map((i: { productId: number; quantity: number }) => [i.productId, i.quantity])).toEqual([
        [kong(), 4],
        [paste(), 1],
      ]);
      expect(u).toMatchObject({ subTotal: 141.95, shippingTotal: 8.95, total: 150.9, tax: 19.68 });

      const zero = (await read(await t.request(`/api/v1/basket/${basket.id}`, { method: 'PUT', body: { basketItems: [{ productId: paste(), quantity: 0 }] } })))
        .data;
      expect(zero.basketItems).toHaveLength(1);

      const removed = (await read(await t.request(`/api/v1/basket/${basket.id}/removefrombasket/${kong()}`, { method: 'DELETE' }))).data;
      expect(removed).toMatchObject({ basketItems: [], subTotal: 0, shippingTotal: 0, total: 0, tax: 0 });

      await t.request(`/api/v1/basket/${basket.id}/addtobasket`, { method: 'PUT', body: { productId: kong(), quantity: 1 } });
      const cleared = await t.request(`/api/v1/basket/${basket.id}/clear`, { method: 'DELETE' });
      expect(cleared.status).toBe(200);
      expect((await read(cleared)).data.basketItems).toEqual([]);
    });

    it('delivers free from $150 of products, one parcel at the dearest shipping cost', async () => {
      const basket = await create({
        body: {
          basketItems: [
            { productId: paste(), quantity: 2 },
            { productId: kong(), quantity: 1 },
          ],
        },
      });
      expect(basket).toMatchObject({ subTotal: 73.97, shippingTotal: 8.95, total: 82.92 });
      const big = (await read(await t.request(`/api/v1/basket/${basket.id}/addtobasket`, { method: 'PUT', body: { productId: cydectin(), quantity: 1 } })))
        .data;
      expect(big).toMatchObject({ subTotal: 563.96, shippingTotal: 0, total: 563.96, tax: 73.56 });
    });
  });

  describe('signed-in user', () => {
    it('has one open basket: POST returns it with the items added, GET with the token finds it', async () => {
      expect((await read(await t.request('/api/v1/basket', { token: alex }))).data).toBeNull();
      const first = await create({ token: alex, body: { basketItems: [{ productId: kong(), quantity: 1 }] } });
      expect(first).toMatchObject({ userId: expect.any(Number), username: 'alex@example.nz' });
      const second = await create({ token: alex, body: { basketItems: [{ productId: kong(), quantity: 2 }] } });
      expect(second.id).toBe(first.id);
      expect(second.basketItems[0].quantity).toBe(3);
      const fetched = (await read(await t.request('/api/v1/basket', { token: alex }))).data;
      expect(fetched).toEqual(second);
    });

    it('never makes two open baskets, even when created at once', async () => {
      const results = await Promise.all(Array.from({ length: 8 }, () => t.request('/api/v1/basket', { method: 'POST', body: {}, token: sam })));
      const basketIds = new Set(await Promise.all(results.map(async (r) => (await read(r)).data.id)));
      expect(basketIds.size).toBe(1);
      const count = await t.db.one<{ n: number }>(
        "select count(*)::int as n from baskets b join users u on u.id = b.user_id where u.email = 'sam@example.nz' and b.status = 'open'",
      );
      expect(count?.n).toBe(1);
    });
  });

  describe('signing in with a guest basket', () => {
    const merge = (id: string, token?: string, vetId?: string) => t.request(`/api/v1/basket/${id}/merge`, { method: 'POST', token, vetId });
    const kiriSam = async () => t.login('kiri@example.nz', 'kea-demo-1', 'kea-vets');

    it("moves the guest lines into the user's basket, adding quantities, and the guest id stops working", async () => {
      const alexToken = await t.login('alex@example.nz', 'tui-demo-2');
      const existing = (await read(await t.request('/api/v1/basket', { token: alexToken }))).data;
      if (existing) await t.request(`/api/v1/basket/${existing.id}/clear`, { method: 'DELETE', token: alexToken });
      const own = await create({ token: alexToken, body: { basketItems: [{ productId: kong(), quantity: 2 }] } });
      const guest = await create({
        body: {
          basketItems: [
            { productId: kong(), quantity: 3 },
            { productId: paste(), quantity: 1 },
          ],
        },
      });
      const res = await merge(guest.id, alexToken);
      expect(res.status).toBe(200);
      const merged = (await read(res)).data;
      expect(merged.id).toBe(own.id);
      const byProduct = Object.fromEntries(merged.basketItems.map((i: any) => [i.productId, i.quantity]));
      expect(byProduct).toEqual({ [kong()]: 5, [paste()]: 1 });
      expect((await fetchAnon(guest.id)).status).toBe(404);
      expect((await merge(guest.id, alexToken)).status).toBe(404);
      await t.request(`/api/v1/basket/${own.id}/clear`, { method: 'DELETE', token: alexToken });
    });

    it('makes the user a basket when they had none, and caps quantities at the limit', async () => {
      await t.db.query("delete from baskets where status = 'open' and user_id = (select id from users where email = 'kiri@example.nz')");
      const kiriToken = await kiriSam();
      const guest = await create({ vetId: 'kea-vets', body: { basketItems: [{ productId: ids.kea, quantity: 999 }] } });
      await t.db.query('update basket_items set quantity = 999 where basket_id = $1', [guest.id]);
      const first = (await read(await merge(guest.id, kiriToken, 'kea-vets'))).data;
      expect(first).toMatchObject({ username: 'kiri@example.nz', basketItems: [{ productId: ids.kea, quantity: 999 }] });
      const again = await create({ vetId: 'kea-vets', body: { basketItems: [{ productId: ids.kea, quantity: 5 }] } });
      const capped = (await read(await merge(again.id, kiriToken, 'kea-vets'))).data;
      expect(capped.basketItems[0].quantity).toBe(999);
    });

    it('is refused anonymously, for another group, for a user basket, and for a bad id, changing nothing', async () => {
      const guest = await create({ body: { basketItems: [{ productId: kong(), quantity: 1 }] } });
      const samBasket = await create({ token: sam, body: { basketItems: [{ productId: paste(), quantity: 1 }] } });
      const before = await itemCount();
      expect((await merge(guest.id)).status).toBe(401);
      expect((await merge(guest.id, await kiriSam(), 'kea-vets')).status).toBe(404);
      expect((await merge(samBasket.id, alex)).status).toBe(404);
      expect((await merge('not-a-uuid', alex)).status).toBe(404);
      expect(await itemCount()).toBe(before);
      expect((await read(await fetchAnon(guest.id))).data.basketItems).toHaveLength(1);
    });
  });

  describe("the subscription wizard's own basket (purpose 'subscription')", () => {
    it('is kept apart from the shop basket: creating, filling and fetching it never touches the shop one', async () => {
      const shop = await create({ token: alex, body: { basketItems: [{ productId: paste(), quantity: 1 }] } });
      const draft = await create({ token: alex, body: { basketItems: [{ productId: cydectin(), quantity: 2 }], purpose: 'subscription' } });
      expect(draft.id).not.toBe(shop.id);
      const again = await create({ token: alex, body: { purpose: 'subscription' } });
      expect(again.id).toBe(draft.id);
      const fetchedDraft = (await read(await t.request('/api/v1/basket?purpose=subscription', { token: alex }))).data;
      expect(fetchedDraft.basketItems.map((i: any) => [i.productId, i.quantity])).toEqual([[cydectin(), 2]]);
      const fetchedShop = (await read(await t.request('/api/v1/basket', { token: alex }))).data;
      expect(fetchedShop.id).toBe(shop.id);
      expect(fetchedShop.basketItems.some((i: any) => i.productId === cydectin())).toBe(false);
      await t.request(`/api/v1/basket/${draft.id}/clear`, { method: 'DELETE', token: alex });
      expect((await read(await t.request('/api/v1/basket', { token: alex }))).data.basketItems.some((i: any) => i.productId === paste())).toBe(true);
    });

    it('needs a signed-in user and a known purpose', async () => {
      const before = await t.db.one<{ n: number }>('select count(*)::int as n from baskets');
      const anonymous = await t.request('/api/v1/basket', { method: 'POST', body: { purpose: 'subscription' } });
      expect(anonymous.status).toBe(401);
      const bad = await t.request('/api/v1/basket', { method: 'POST', body: { purpose: 'gift' }, token: alex });
      expect(bad.status).toBe(422);
      expect((await read(bad)).message).toBe(PURPOSE_INVALID);
      expect([400, 422]).toContain((await t.request('/api/v1/basket?purpose=gift', { token: alex })).status);
      expect(await t.db.one<{ n: number }>('select count(*)::int as n from baskets')).toEqual(before);
    });
  });

  describe('coupon check', () => {
    let basketId: string;
    beforeAll(async () => {
      basketId = (await create({ body: { basketItems: [{ productId: kong(), quantity: 4 }] } })).id; // $119.96 + $8.95
    });
    const coupon = (code: string, query = '') => t.request(`/api/v1/basket/${basketId}/coupon/${code}?uniqueURL=${Date.now()}${query}`);

    it.each([
      ['WELCOME10', '', { discount: 12, totalAfterDiscount: 116.91, taxAfterDiscount: 15.25, shippingTotal: 8.95 }],
      ['welcome10', '', { code: 'WELCOME10', totalAfterDiscount: 116.91 }],
      ['SAVE15', '', { discount: 15, totalAfterDiscount: 113.91, taxAfterDiscount: 14.86 }],
      ['SAVE15', '&isClickAndCollect=true', { discount: 15, shippingTotal: 0, totalAfterDiscount: 104.96, taxAfterDiscount: 13.69 }],
      ['ONETIME', '', { discount: 10, totalAfterDiscount: 118.91 }],
    ])('%s%s -> %j', async (code, query, expected) => {
      const res = await coupon(code, query);
      expect(res.status).toBe(200);
      expect((await read(res)).data).toMatchObject(expected);
    });

    it.each([
      ['NOPE', COUPON_INVALID],
      ['WINTER25', COUPON_EXPIRED],
      ['SUMMER5', COUPON_NOT_YET],
      ['FARM20', minSpendMessage(25000)],
      ['KEA10', COUPON_INVALID], // another group's coupon
      ['%20', COUPON_INVALID],
      ['a'.repeat(40), COUPON_INVALID],
    ])('%s is refused: %s', async (code, message) => {
      const res = await coupon(code);
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(message);
    });

    it('refuses a used-up coupon, an empty basket, and applies the minimum spend to products only', async () => {
      await t.db.query("update coupons set times_used = usage_limit where code = 'ONETIME'");
      expect((await read(await coupon('ONETIME'))).message).toBe(COUPON_USED_UP);
      const empty = await create();
      const res = await t.request(`/api/v1/basket/${empty.id}/coupon/WELCOME10`);
      expect((await read(res)).message).toBe(EMPTY_BASKET);
      t.clock.set('2026-12-01T00:00:00Z');
      expect((await coupon('SUMMER5')).status).toBe(200);
      t.clock.set('2026-11-23T01:00:00Z');
    });

    it("refuses another caller's basket with 404", async () => {
      const samBasket = (await read(await t.request('/api/v1/basket', { token: sam }))).data;
      const res = await t.request(`/api/v1/basket/${samBasket.id}/coupon/WELCOME10`, { token: alex });
      expect(res.status).toBe(404);
    });
  });

  describe('access matrix: a basket belongs to its user or its anonymous id only', () => {
    const attempts = (id: string) =>
      [
        ['fetch by id', `/api/v1/basket?id=${id}`, 'GET', undefined],
        ['fetch', `/api/v1/basket/${id}`, 'GET', undefined],
        ['add', `/api/v1/basket/${id}/addtobasket`, 'PUT', { productId: kong(), quantity: 1 }],
        ['update', `/api/v1/basket/${id}`, 'PUT', { items: [{ productId: kong(), quantity: 7 }] }],
        ['remove', `/api/v1/basket/${id}/removefrombasket/${kong()}`, 'DELETE', undefined],
        ['clear', `/api/v1/basket/${id}/clear`, 'DELETE', undefined],
        ['coupon', `/api/v1/basket/${id}/coupon/WELCOME10`, 'GET', undefined],
      ] as const;

    it.each([
      ['alex (same group)', 'alex', 'tui-vets'],
      ['anonymous with the id', undefined, 'tui-vets'],
      ['kiri (kea-vets)', 'kiri', 'kea-vets'],
      ['kiri with a tui-vets header', 'kiri', 'tui-vets'],
      ['anonymous asking kea-vets', undefined, 'kea-vets'],
    ])("sam's basket, %s: refused, nothing changed", async (_who, whom, vetId) => {
      const samBasket = await create({ token: sam, body: { basketItems: [{ productId: kong(), quantity: 1 }] } });
      const token = whom === 'alex' ? alex : whom === 'kiri' ? kiri : undefined;
      const before = await itemCount();
      for (const [, path, method, body] of attempts(samBasket.id)) {
        const res = await t.request(path, { token, vetId, method, body });
        expect([401, 404], `${method} ${path}`).toContain(res.status);
        if (res.status === 404) expect((await read(res)).message).toBe(BASKET_NOT_FOUND);
      }
      expect(await itemCount()).toBe(before);
      expect((await read(await t.request(`/api/v1/basket/${samBasket.id}`, { token: sam }))).data).toEqual(samBasket);
    });

    it("an anonymous tui-vets basket is not found from kea-vets, and kea products can't go in it", async () => {
      const anon = await create({ body: { basketItems: [{ productId: kong(), quantity: 1 }] } });
      const before = await itemCount();
      expect((await fetchAnon(anon.id, 'kea-vets')).status).toBe(404);
      const kea = await t.request(`/api/v1/basket/${anon.id}/addtobasket`, { method: 'PUT', body: { productId: ids.kea, quantity: 1 } });
      expect(kea.status).toBe(404);
      expect((await read(kea)).message).toBe(PRODUCT_NOT_FOUND);
      expect(await itemCount()).toBe(before);
    });

    it('the signed-in owner of an anonymous basket id may use it; a user basket is never reachable anonymously', async () => {
      const anon = await create();
      expect((await t.request(`/api/v1/basket/${anon.id}`, { token: alex })).status).toBe(200);
    });
  });

  describe('bad input never answers 500 and never writes', () => {
    let basketId: string;
    beforeAll(async () => {
      basketId = (await create({ body: { basketItems: [{ productId: kong(), quantity: 1 }] } })).id;
    });
    const cases = (id: string) =>
      [
        ['POST', '/api/v1/basket', '{not json', 400, 'The request body must be valid JSON.'],
        ['POST', '/api/v1/basket', JSON.stringify({ basketItems: 'lots' }), 422, 'basketItems must be a list'],
        ['POST', '/api/v1/basket', JSON.stringify({ basketItems: [{ productId: 1 }] }), 422, QUANTITY_REQUIRED],
        ['POST', '/api/v1/basket', JSON.stringify({ basketItems: [{ quantity: 1 }] }), 422, PRODUCT_REQUIRED],
        ['POST', '/api/v1/basket', JSON.stringify({ basketItems: [{ productId: 999999, quantity: 1 }] }), 404, PRODUCT_NOT_FOUND],
        [
          'POST',
          '/api/v1/basket',
          JSON.stringify({ basketItems: Array.from({ length: 101 }, (_, i) => ({ productId: i + 1, quantity: 1 })) }),
          422,
          ITEMS_LIMIT,
        ],
        ['PUT', `/api/v1/basket/${id}/addtobasket`, JSON.stringify({ productId: kong(), quantity: 0 }), 422, QUANTITY_ABOVE_ZERO],
        ['PUT', `/api/v1/basket/${id}/addtobasket`, JSON.stringify({ productId: kong(), quantity: -3 }), 422, QUANTITY_ABOVE_ZERO],
        ['PUT', `/api/v1/basket/${id}/addtobasket`, JSON.stringify({ productId: kong(), quantity: 1.5 }), 422, QUANTITY_REQUIRED],
        ['PUT', `/api/v1/basket/${id}/addtobasket`, JSON.stringify({ productId: kong(), quantity: 'two' }), 422, QUANTITY_REQUIRED],
        ['PUT', `/api/v1/basket/${id}/addtobasket`, JSON.stringify({ productId: kong() }), 422, QUANTITY_REQUIRED],
        ['PUT', `/api/v1/basket/${id}/addtobasket`, JSON.stringify({ productId: kong(), quantity: 1000 }), 422, TOO_MANY],
        ['PUT', `/api/v1/basket/${id}/addtobasket`, JSON.stringify({ productId: kong(), quantity: 999 }), 422, TOO_MANY], // 1 + 999
        ['PUT', `/api/v1/basket/${id}/addtobasket`, JSON.stringify({ productId: 'abc', quantity: 1 }), 422, PRODUCT_REQUIRED],
        ['PUT', `/api/v1/basket/${id}/addtobasket`, JSON.stringify({ productId: 99999999999, quantity: 1 }), 422, PRODUCT_REQUIRED],
        ['PUT', `/api/v1/basket/${id}/addtobasket`, '[]', 422, undefined],
        ['PUT', `/api/v1/basket/${id}/addtobasket`, 'null', 422, undefined],
        ['PUT', `/api/v1/basket/${id}`, JSON.stringify({ items: [{ productId: kong() }] }), 422, QUANTITY_REQUIRED],
        ['PUT', `/api/v1/basket/${id}`, JSON.stringify({ items: [{ quantity: 2 }] }), 422, PRODUCT_REQUIRED],
        ['PUT', `/api/v1/basket/${id}`, JSON.stringify({ items: [{ id: 424242, quantity: 2 }] }), 404, PRODUCT_NOT_FOUND],
        ['PUT', `/api/v1/basket/${id}`, JSON.stringify({ items: [{ productId: kong(), quantity: 2, deleted: 'yes' }] }), 422, 'deleted must be true or false'],
        [
          'PUT',
          `/api/v1/basket/${id}`,
          JSON.stringify({
            items: [
              { productId: kong(), quantity: 2 },
              { productId: 999999, quantity: 1 },
            ],
          }),
          404,
          PRODUCT_NOT_FOUND,
        ],
        ['PUT', '/api/v1/basket/not-a-uuid/addtobasket', JSON.stringify({ productId: kong(), quantity: 1 }), 404, BASKET_NOT_FOUND],
        ['PUT', '/api/v1/basket/00000000-0000-4000-8000-000000000000/addtobasket', JSON.stringify({ productId: kong(), quantity: 1 }), 404, BASKET_NOT_FOUND],
        ['DELETE', `/api/v1/basket/${id}/removefrombasket/abc`, undefined, 404, undefined],
        ['DELETE', `/api/v1/basket/${id}/removefrombasket/-1`, undefined, 404, undefined],
        ['DELETE', "/api/v1/basket/' or 1=1 --/clear", undefined, 404, BASKET_NOT_FOUND],
        ['GET', `/api/v1/basket?id=${'x'.repeat(200)}`, undefined, 422, undefined],
        ['GET', `/api/v1/basket/${id}/coupon/WELCOME10?isClickAndCollect=perhaps`, undefined, 422, 'isClickAndCollect must be true or false'],
      ] as const;

    it('table', async () => {
      for (const [method, path, body, status, message] of cases(basketId)) {
        const before = await t.db.query('select * from basket_items order by id');
        const res = await t.request(path, { method, body });
        expect(res.status, `${method} ${path} ${body}`).toBe(status);
        const json = await read(res);
        expect(json.success).toBe(false);
        if (message) expect(json.message, `${method} ${path} ${body}`).toBe(message);
        expect((await t.db.query('select * from basket_items order by id')).rows).toEqual(before.rows);
      }
    });
  });
});
