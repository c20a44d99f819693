// Basket bodies. Prices and totals a client sends are not in these
// schemas, so they are dropped before anything reads them.
import * as v from 'valibot';
import { PRODUCT_REQUIRED, QUANTITY_REQUIRED, quantityField } from '../../../shared/schemas/shop';
import { idField } from '../../../shared/schemas/fields';
import { idOf } from '../validation';

export { idOf };

// The add-to-basket body and the quantity rule are the widgets' own (shared/schemas/shop.ts).
export { AddToBasketSchema, PRODUCT_REQUIRED, QUANTITY_ABOVE_ZERO, QUANTITY_REQUIRED } from '../../../shared/schemas/shop';
export const ITEMS_LIMIT = 'A basket can hold at most 100 different products.';

const NewItem = v.object({ productId: idField(PRODUCT_REQUIRED), quantity: quantityField(1) });

export const PURPOSE_INVALID = "purpose must be 'shop' or 'subscription'";
/** Not in the spec: 'subscription' asks for the signed-in user's subscription draft. */
export const BasketPurposeSchema = v.optional(v.picklist(['shop', 'subscription'], PURPOSE_INVALID), 'shop');

export const CreateBasketSchema = v.object({
  basketItems: v.optional(v.pipe(v.array(NewItem, 'basketItems must be a list'), v.maxLength(100, ITEMS_LIMIT)), []),
  purpose: BasketPurposeSchema,
});

const LineUpdate = v.pipe(
  v.object({
    id: v.optional(v.nullable(idOf(PRODUCT_REQUIRED))),
    productId: v.optional(v.nullable(idOf(PRODUCT_REQUIRED))),
    // The cart stepper reaches 0: that removes the line, like deleted.
    quantity: v.optional(v.nullable(quantityField(0))),
    deleted: v.optional(v.nullable(v.boolean('deleted must be true or false')), false),
  }),
  v.check((item) => item.id != null || item.productId != null, PRODUCT_REQUIRED),
  v.check((item) => item.deleted === true || item.quantity != null, QUANTITY_REQUIRED),
  v.transform((item) => ({ id: item.id ?? undefined, productId: item.productId ?? undefined, quantity: item.quantity ?? 0, deleted: item.deleted ?? false })),
);

/** The spec's update sends `items`; the Basket entity calls them `basketItems`: either is read. */
export const UpdateItemsSchema = v.pipe(
  v.object({
    items: v.optional(v.pipe(v.array(LineUpdate, 'items must be a list'), v.maxLength(100, ITEMS_LIMIT))),
    basketItems: v.optional(v.pipe(v.array(LineUpdate, 'basketItems must be a list'), v.maxLength(100, ITEMS_LIMIT))),
  }),
  v.transform((input) => input.items ?? input.basketItems ?? []),
);
