// The basket: fetch (by token, or by the anonymous id), create, add,
// update items, remove, clear and the coupon check. Answers are parsed into the Basket of
// shared/schemas/shop.ts. The page-level basket store (widgets/commerce/basket) holds the
// create-and-retry rules; this module is only the calls.
import * as v from 'valibot';
import { BasketSchema, type AddToBasketInput, type BasketItemChange } from '../schemas/shop';
import type { ApiClient, CallOptions } from './http';
import type { Id } from '../schemas/answerFields';
import { seg } from './resource';
import { parseAnswer } from './answer';

const BASKET = '/api/v1/basket';

export const CouponResultSchema = v.object({
  totalAfterDiscount: v.number(),
  taxAfterDiscount: v.number(),
  code: v.optional(v.string()),
  description: v.optional(v.nullable(v.string())),
  discount: v.optional(v.number()),
  subTotal: v.optional(v.number()),
  shippingTotal: v.optional(v.number()),
  totalBeforeDiscount: v.optional(v.number()),
});
export type CouponResult = v.InferOutput<typeof CouponResultSchema>;

const basket = (value: unknown, call: string) => parseAnswer(BasketSchema, value, call);

export function createBasketApi(client: ApiClient) {
  return {
    /**
     * Signed in: the token's open basket; anonymous: the basket with this id. Null when
     * there is none (the server answers null, or 404 for an id that is gone).
     */
    fetch: async (anonymousId?: string | null, o?: CallOptions) => {
      const data = await client.get<unknown>(BASKET, anonymousId ? { id: anonymousId } : undefined, o);
      return data === null || data === undefined ? null : basket(data, 'basket');
    },

    create: async (basketItems: { productId: Id; quantity: number }[] = [], o?: CallOptions) =>
      basket(await client.post(BASKET, { basketItems }, o), 'basket create'),

    /** Signed in: the subscription wizard's own basket (not the shop's), null when none is open. */
    subscriptionDraft: async (o?: CallOptions) => {
      const data = await client.get<unknown>(BASKET, { purpose: 'subscription' }, o);
      return data === null || data === undefined ? null : basket(data, 'subscription basket');
    },

    createSubscriptionDraft: async (basketItems: { productId: Id; quantity: number }[], o?: CallOptions) =>
      basket(await client.post(BASKET, { basketItems, purpose: 'subscription' }, o), 'subscription basket create'),

    add: async (basketId: Id, item: Omit<AddToBasketInput, 'basketId'>, o?: CallOptions) =>
      basket(await client.put(`${BASKET}/${seg(basketId)}/addtobasket`, { basketId, ...item }, o), 'addtobasket'),

    /** Sets each line's quantity; quantity 0 or deleted removes the line; others stay. */
    update: async (basketId: Id, items: BasketItemChange[], o?: CallOptions) =>
      basket(await client.put(`${BASKET}/${seg(basketId)}`, { items }, o), 'basket update'),

    remove: async (basketId: Id, productId: Id, o?: CallOptions) =>
      basket(await client.delete(`${BASKET}/${seg(basketId)}/removefrombasket/${seg(productId)}`, o), 'removefrombasket'),

    /** Signed in: moves the guest basket with this id into the user's basket and returns it. */
    merge: async (guestId: Id, o?: CallOptions) => basket(await client.post(`${BASKET}/${seg(guestId)}/merge`, undefined, o), 'basket merge'),

    clear: async (basketId: Id, o?: CallOptions) => basket(await client.delete(`${BASKET}/${seg(basketId)}/clear`, o), 'clear'),

    /** uniqueURL defeats caches (spec); isClickAndCollect makes its shipping match the checkout. */
    coupon: async (basketId: Id, code: string, options: { isClickAndCollect?: boolean; now?: () => number } = {}, o?: CallOptions) =>
      parseAnswer(
        CouponResultSchema,
        await client.get(
          `${BASKET}/${seg(basketId)}/coupon/${seg(code)}`,
          {
            uniqueURL: (options.now ?? Date.now)(),
            isClickAndCollect: options.isClickAndCollect ? 'true' : undefined,
          },
          o,
        ),
        'coupon',
      ),
  };
}

export type BasketApi = ReturnType<typeof createBasketApi>;
