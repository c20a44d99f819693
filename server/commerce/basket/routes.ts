// /api/v1/basket: fetch, create, add, update items, remove, clear and the
// coupon check. Signed-in callers use their own basket; anonymous callers the id they keep.
import { Hono } from 'hono';
import * as v from 'valibot';
import { currentUser, requireUser } from '../../auth/middleware';
import { noStore } from '../../http/answerHeaders';
import type { AppEnv } from '../../http/env';
import { notFound } from '../../http/errors';
import { ok } from '../../http/respond';
import { idParam, input, orEmpty } from '../../http/validate';
import { totalsOnWire, toDollars } from '../money';
import { couponRule, usableCoupon } from '../coupons/service';
import { AddToBasketSchema, BasketPurposeSchema, CreateBasketSchema, UpdateItemsSchema } from './schemas';
import * as baskets from './service';

/** The items alone (a bare list) or under `items`. */
const ItemsBody = v.pipe(
  v.unknown(),
  v.transform((raw) => (Array.isArray(raw) ? { items: raw } : raw)),
  UpdateItemsSchema,
);

const FetchQuery = v.object({ id: v.optional(v.pipe(v.string(), v.maxLength(100))), purpose: BasketPurposeSchema });
const CouponQuery = v.object({
  isClickAndCollect: v.optional(v.picklist(['true', 'false', ''], 'isClickAndCollect must be true or false'), 'false'),
});

export const basketRoutes = new Hono<AppEnv>()
  // A basket is one person's (signed in) or one browser's (its id): never cached.
  .use(noStore)
  .get('/', input('query', FetchQuery), async (c) => {
    const { db } = c.get('deps');
    const { id, purpose } = c.req.valid('query');
    if (id) return ok(c, await baskets.viewBasket(db, await baskets.ownBasket(db, c.get('vetId'), c.get('user'), id)));
    // No basket yet (or anonymous with no id): data is null, and the client creates one.
    const user = c.get('user');
    const row = user ? await baskets.userBasket(db, user, purpose) : undefined;
    return ok(c, row ? await baskets.viewBasket(db, row) : null);
  })
  // The body may be left out: an empty basket.
  .post('/', input('json', orEmpty(CreateBasketSchema)), async (c) => {
    const { basketItems, purpose } = c.req.valid('json');
    return ok(c, await baskets.createBasket(c.get('deps').db, c.get('vetId'), c.get('user'), basketItems, purpose), 201);
  })
  .get('/:basketId', async (c) => {
    const { db } = c.get('deps');
    return ok(c, await baskets.viewBasket(db, await baskets.ownBasket(db, c.get('vetId'), c.get('user'), c.req.param('basketId'))));
  })
  .put('/:basketId', input('json', ItemsBody), async (c) =>
    ok(c, await baskets.updateItems(c.get('deps').db, c.get('vetId'), c.get('user'), c.req.param('basketId'), c.req.valid('json'))),
  )
  .put('/:basketId/addtobasket', input('json', AddToBasketSchema), async (c) =>
    ok(c, await baskets.addToBasket(c.get('deps').db, c.get('vetId'), c.get('user'), c.req.param('basketId'), c.req.valid('json'))),
  )
  .delete('/:basketId/removefrombasket/:productId', async (c) => {
    const productId = idParam(c, 'productId');
    return ok(c, await baskets.removeFromBasket(c.get('deps').db, c.get('vetId'), c.get('user'), c.req.param('basketId'), productId));
  })
  // Not in the spec's table: signing in with a guest basket keeps its lines.
  .post('/:basketId/merge', requireUser, async (c) =>
    ok(c, await baskets.mergeGuestBasket(c.get('deps').db, c.get('vetId'), currentUser(c), c.req.param('basketId'))),
  )
  .delete('/:basketId/clear', async (c) => ok(c, await baskets.clearBasket(c.get('deps').db, c.get('vetId'), c.get('user'), c.req.param('basketId'))))
  .get('/:basketId/coupon/:code', input('query', CouponQuery), async (c) => {
    const { db, now } = c.get('deps');
    const query = c.req.valid('query');
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
