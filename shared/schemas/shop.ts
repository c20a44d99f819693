// Shop and basket: the listing query, the quantity field, the basket
// changes the client sends, and the shapes of the answers (products, tags, baskets) the
// widgets read. Answers are parsed, not trusted: a field the server leaves out or sends as
// null gets a safe default here, so screens never test for it again. The server computes
// every price and total (docs/commerce.md); these are display values.
import * as v from 'valibot';
import { idField } from './fields';
import { answerId, textOrEmpty } from './answerFields';
import { PAGE_SIZE } from '../domain/limits';

// ---- messages the spec quotes ------------------------------------------------------------

export const QUANTITY_REQUIRED = 'The quantity is required';
export const QUANTITY_ABOVE_ZERO = 'Select a quantity grater than 0';
export const ADDED_TO_BASKET = 'Product added to your basket';
export const EMPTY_BASKET = 'There are no products in your basket';

/** The server's own bound (server/commerce/money.ts MAX_QUANTITY). */
export const QUANTITY_MAX = 999;
export const QUANTITY_TOO_MANY = `The quantity can be at most ${QUANTITY_MAX}.`;

// ---- the listing query ---------------------------------------------------------------------

/** The four sorts of the spec, in the order the sort menu lists them. */
export const SHOP_SORTS = [
  { value: 'alphabeticalAsc', label: 'Name A-Z' },
  { value: 'alphabeticalDesc', label: 'Name Z-A' },
  { value: 'priceAsc', label: 'Price low to high' },
  { value: 'priceDesc', label: 'Price high to low' },
] as const;
export type ShopSort = (typeof SHOP_SORTS)[number]['value'];
export const DEFAULT_SORT: ShopSort = 'alphabeticalAsc';

const tags = v.optional(v.array(v.pipe(v.string(), v.trim(), v.maxLength(100))));

/** GET /api/v1/shop: sort, paging, search and the tag filters (arrays joined with commas). */
export const ShopQuerySchema = v.object({
  filter: v.optional(v.picklist(SHOP_SORTS.map((s) => s.value) as [ShopSort, ...ShopSort[]])),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), PAGE_SIZE.shop),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search can be at most 100 characters'))),
  brands: tags,
  categories: tags,
  petTypes: tags,
  excludeSpecial: v.optional(v.boolean()),
  /**
   * 'all' (the default): a product matches every tag group given. 'any': it matches at least
   * one, and those that match more groups come first ('You might also like').
   */
  match: v.optional(v.picklist(['all', 'any'])),
  /** A product id left out of the answer (the product whose related products are asked for). */
  exclude: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type ShopQuery = v.InferInput<typeof ShopQuerySchema>;

// ---- the quantity field --------------------------------------------------------------------

/**
 * The quantity input: digits only, at least `min` (1 when adding; the
 * cart stepper reaches 0). Empty says 'The quantity is required'; 0 when 1 is the least says
 * 'Select a quantity grater than 0' (the spec's variant, spelling kept).
 */
export const quantityField = (min = 1) =>
  v.config(
    v.pipe(
      v.nullish(
        v.union(
          [
            // A number sent by a program may be below the least (-3): that is 'grater than 0'.
            v.pipe(v.number(QUANTITY_REQUIRED), v.integer(QUANTITY_REQUIRED)),
            // What is typed is digits only.
            v.pipe(v.string(QUANTITY_REQUIRED), v.trim(), v.nonEmpty(QUANTITY_REQUIRED), v.regex(/^\d{1,6}$/, QUANTITY_REQUIRED), v.transform(Number)),
          ],
          QUANTITY_REQUIRED,
        ),
        '',
      ),
      v.number(QUANTITY_REQUIRED),
      v.minValue(min, QUANTITY_ABOVE_ZERO),
      v.maxValue(QUANTITY_MAX, QUANTITY_TOO_MANY),
    ),
    { abortPipeEarly: true },
  );

/** The 'Qty' form beside 'Add to basket' (shop cards, the product page): what is typed there. */
export const AddQuantitySchema = v.object({ quantity: quantityField(1) });

/** Keeps only digits: what the quantity input lets through as it is typed. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '').slice(0, 6);

// ---- basket changes ------------------------------------------------------------------------

export const PRODUCT_REQUIRED = 'A product is required';

/** PUT /api/v1/basket/{basketId}/addtobasket (the basket is in the path; a body's basketId is ignored). */
export const AddToBasketSchema = v.object({ basketId: v.optional(v.unknown()), productId: idField(PRODUCT_REQUIRED), quantity: quantityField(1) });
export type AddToBasketInput = v.InferInput<typeof AddToBasketSchema>;

/** One line of a basket update: quantity 0 or deleted removes it. */
export const BasketItemChangeSchema = v.object({
  id: v.optional(answerId),
  productId: answerId,
  quantity: quantityField(0),
  deleted: v.optional(v.boolean()),
});
export type BasketItemChange = v.InferInput<typeof BasketItemChangeSchema>;

// ---- answers -------------------------------------------------------------------------------

const strings = v.pipe(
  v.optional(v.nullable(v.array(v.string())), []),
  v.transform((x) => x ?? []),
);
const money = v.pipe(
  v.optional(v.nullable(v.number()), 0),
  v.transform((x) => x ?? 0),
);
const optionalMoney = v.pipe(
  v.optional(v.nullable(v.number()), null),
  v.transform((x) => x ?? null),
);

/** The Product entity of the spec as GET /api/v1/shop answers it. */
export const ProductSchema = v.object({
  id: answerId,
  slug: textOrEmpty,
  name: v.string(),
  brand: textOrEmpty,
  brands: strings,
  sku: textOrEmpty,
  description: textOrEmpty,
  categories: strings,
  price: money,
  discountedPrice: optionalMoney,
  images: strings,
  petTypes: strings,
  vetId: v.optional(v.string()),
  vetName: v.optional(v.string()),
  isFavourited: v.optional(v.boolean(), false),
  shippingCost: money,
  isSpecial: v.optional(v.boolean(), false),
});
export type Product = v.InferOutput<typeof ProductSchema>;

export const ProductPageSchema = v.object({ items: v.array(ProductSchema), total: v.number() });
export type ProductPage = v.InferOutput<typeof ProductPageSchema>;

export const ShopTagsSchema = v.object({ brands: strings, categories: strings, petTypes: strings });
export type ShopTags = v.InferOutput<typeof ShopTagsSchema>;

/** A basket line (Basket item), plus the slug its link needs. */
export const BasketItemSchema = v.object({
  id: answerId,
  productId: answerId,
  productName: textOrEmpty,
  productSlug: textOrEmpty,
  productImages: strings,
  quantity: v.number(),
  itemTotal: money,
  price: money,
  discountedPrice: optionalMoney,
  shippingCost: money,
  deleted: v.optional(v.boolean(), false),
});
export type BasketItem = v.InferOutput<typeof BasketItemSchema>;

/** The Basket entity; totals are the server's. */
export const BasketSchema = v.object({
  id: v.pipe(answerId, v.transform(String)),
  userId: v.optional(v.nullable(answerId), null),
  username: v.optional(v.nullable(v.string()), null),
  vetId: v.optional(v.string()),
  vetName: v.optional(v.string()),
  basketItems: v.pipe(
    v.optional(v.nullable(v.array(BasketItemSchema)), []),
    v.transform((x) => x ?? []),
  ),
  subTotal: money,
  shippingTotal: money,
  tax: money,
  total: money,
});
export type Basket = v.InferOutput<typeof BasketSchema>;
