// The shop: the product list with sorts, filters and paging, the filter
// tags, specials, related products and single products. Answers are parsed with the schemas
// of shared/schemas/shop.ts, so callers get complete, typed products.
import * as v from 'valibot';
import { PAGE_SIZE } from '../domain/limits';
import { ProductPageSchema, ProductSchema, ShopTagsSchema, type Product, type ShopQuery } from '../schemas/shop';
import { parseAnswer } from './answer';
import type { ApiClient, CallOptions } from './http';
import type { Id } from '../schemas/answerFields';
import { seg } from './resource';

const SHOP = '/api/v1/shop';

export function createShopApi(client: ApiClient) {
  return {
    list: async (query: ShopQuery = {}, o?: CallOptions) =>
      parseAnswer(ProductPageSchema, await client.get(SHOP, { limit: PAGE_SIZE.shop, ...query }, o), 'shop'),

    tags: async (o?: CallOptions) => parseAnswer(ShopTagsSchema, await client.get(`${SHOP}/tag`, undefined, o), 'shop/tag'),

    specials: async (top = 4, o?: CallOptions) => parseAnswer(v.array(ProductSchema), await client.get(`${SHOP}/special`, { top }, o), 'shop/special'),

    /** A product by numeric id (the server also takes the slug). */
    get: async (id: Id, o?: CallOptions) => parseAnswer(ProductSchema, await client.get(`${SHOP}/${seg(id)}`, undefined, o), 'shop/{id}'),

    /**
     * 'You might also like': the list call, A-Z, 4 products sharing the
     * product's pet types, brands and categories; the product itself is left out. Every
     * group must match, which in a small catalogue often leaves one or two: the row is then
     * filled from the same pet types and categories of any brand (a second call, only then).
     */
    related: async (product: Product, o?: CallOptions) => {
      const shop = createShopApi(client);
      const want = PAGE_SIZE.relatedProducts;
      const brands = product.brands.length ? product.brands : product.brand ? [product.brand] : [];
      const base = { filter: 'alphabeticalAsc' as const, limit: want + 1, petTypes: product.petTypes, categories: product.categories };
      const seen = new Set([String(product.id)]);
      const picked: Product[] = [];
      const take = (items: Product[]) => {
        for (const p of items)
          if (picked.length < want && !seen.has(String(p.id))) {
            seen.add(String(p.id));
            picked.push(p);
          }
      };
      // One more than shown, so leaving the product itself out still fills the row.
      take((await shop.list({ ...base, brands }, o)).items);
      if (picked.length < want && brands.length) take((await shop.list({ ...base, limit: want * 2 + 1 }, o)).items);
      return picked;
    },
  };
}

export type ShopApi = ReturnType<typeof createShopApi>;
