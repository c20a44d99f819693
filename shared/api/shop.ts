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
     * 'You might also like': one list call (filter alphabeticalAsc, limit 4, the product's pet
     * types, brands and categories), matching any of them, those sharing more first, and
     * leaving the product itself out.
     */
    related: async (product: Product, o?: CallOptions) => {
      const brands = product.brands.length ? product.brands : product.brand ? [product.brand] : [];
      const query = {
        filter: 'alphabeticalAsc' as const,
        limit: PAGE_SIZE.relatedProducts,
        petTypes: product.petTypes,
        brands,
        categories: product.categories,
        match: 'any' as const,
        ...(typeof product.id === 'number' || /^\d+$/.test(String(product.id)) ? { exclude: Number(product.id) } : {}),
      };
      const { items } = await createShopApi(client).list(query, o);
      return items.filter((p) => String(p.id) !== String(product.id));
    },
  };
}

export type ShopApi = ReturnType<typeof createShopApi>;
