// /api/v1/basket: fetch, create, add, update items, remove, clear and the
// coupon check. Signed-in callers use their own basket; anonymous callers the id they keep.
import { Hono } from 'hono';
import * as v from 'valibot';
import { currentUser, requireUser } from '../../auth/middleware';
import type { AppEnv } from '../../http/env';
import { badRequest, notFound } from '../../http/errors';
import { ok } from '../../http/respond';
import { checked, idParam, json } from '../../http/validate';
import { totalsOnWire, toDollars } from '../money';
import { couponRule, usableCoupon } from '../coupons/service';
import { AddToBasketSchema, BasketPurposeSchema, CreateBasketSchema, UpdateItemsSchema } from './schemas';
import * as baskets from './service';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body must be valid JSON.');
  }
}

const FetchQuery = v.object({ id: v.optional(v.pipe(v.string(), v.maxLength(100))), purpose: BasketPurposeSchema });
const CouponQuery = v.object({
  isClickAndCollect: v.optional(v.picklist(['true', 'false', ''], 'isClickAndCollect must be true or false'), 'false'),
});

export const basketRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db } = c.get('deps');
    const { id, purpose } = checked(FetchQuery, c.req.query());
    if (id) return ok(c, await baskets.viewBasket(db, await baskets.ownBasket(db, c.get('vetId'), c.get('user'), id)));
    // No basket yet (or anonymous with no id): data is null, and the client creates one.
    const user = c.get('user');
    const row = user ? await baskets.userBasket(db, user, purpose) : undefined;
    return ok(c, row ? await baskets.viewBasket(db, row) : null);
  })
  .post('/', async (c) => {
    // The body may be left out: an empty basket.
    const text = await c.req.text();
    const input = checked(CreateBasketSchema, text.trim() === '' ? {} : parseJson(text));
    return ok(c, await baskets.createBasket(c.get('deps').db, c.get('vetId'), c.get('user'), input.basketItems, input.purpose), 201);
  })
  .get('/:basketId', async (c) => {
    const { db } = c.get('deps');
    return ok(c, await baskets.viewBasket(db, await baskets.ownBasket(db, c.get('vetId'), c.get('user'), c.req.param('basketId'))));
  })
  .put('/:basketId', async (c) => {
    const raw = await json(c);
    const items = checked(UpdateItemsSchema, Array.isArray(raw) ? { items: raw } : raw);
    return ok(c, await baskets.updateItems(c.get('deps').db, c.get('vetId'), c.get('user'), c.req.param('basketId'), items));
  })
  .put('/:basketId/addtobasket', async (c) => {
    const input = checked(AddToBasketSchema, await json(c));
    return ok(c, await baskets.addToBasket(c.get('deps').db, c.get('vetId'), c.get('user'), c.req.param('basketId'), input));
  })
  .delete('/:basketId/removefrombasket/:productId', async (c) => {
    const productId = idParam(c, 'productId');
    return ok(c, await baskets.removeFromBasket(c.get('deps').db, c.get('vetId'), c.get('user'), c.req.param('basketId'), productId));
  })
  // Not in the spec's table: signing in with a guest basket keeps its lines.
  .post('/:basketId/merge', requireUser, async (c) =>
    ok(c, await baskets.mergeGuestBasket(c.get('deps').db, c.get('vetId'), currentUser(c), c.req.param('basketId'))),
  )
  .delete('/:basketId/clear', async (c) => ok(c, await baskets.clearBasket(c.get('deps').db, c.get('vetId'), c.get('user'), c.req.param('basketId'))))
  .get('/:basketId/coupon/:code', async (c) => {
    const { db, now } = c.get('deps');
    const query = checked(CouponQuery, c.req.query());
    const row = await baskets.ownBasket(db, c.get('vetId'), c.get('user'), c.req.param('basketId'));
    const code = c.req.param('code');
    if (code.length > 64) throw notFound();
    const isClickAndCollect = query.isClickAndCollect === 'true';
    const before = await baskets.basketTotals(db, row, { isClickAndCollect });
    // A guest's email is not known until the order: a first-order coupon is checked again there.
    const coupon = await usableCoupon(db, c.get('vetId'), code, before.totals.subTotalCents, now(), { userId: c.get('user')?.id, email: c.get('user')?.email });
    const after = await baskets.basketTotals(db, row, { isClickAndCollect, coupon: couponRule(coupon) });
    const wire = totalsOnWire(after.totals);
    return ok(c, {
      code: coupon.code,
      description: coupon.description,
      discount: wire.discount,
      subTotal: wire.subTotal,
      shippingTotal: wire.shippingTotal,
      totalBeforeDiscount: toDollars(before.totals.totalCents),
      totalAfterDiscount: wire.total,
      taxAfterDiscount: wire.tax,
    });
  });
