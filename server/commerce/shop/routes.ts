// /api/v1/shop: the product list with sorts, filters and paging, the
// filter tags, specials and single products. Open to everyone; scoped to the vet group.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { PAGE_SIZE } from '../../../shared/domain/limits';
import type { AppEnv } from '../../http/env';
import { list, ok } from '../../http/respond';
import { checked, intString } from '../../http/validate';
import * as shop from './service';
import { keptAnswers } from '../../cache/keptAnswers';

export const UNKNOWN_SORT = `Unknown sort. Use one of: ${shop.SORTS.join(', ')}.`;

const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max, `Must be at most ${max} characters`)));

const ListQuery = v.object({
  filter: v.optional(v.picklist(shop.SORTS, UNKNOWN_SORT), 'alphabeticalAsc'),
  limit: intString(1, 100, PAGE_SIZE.shop),
  offset: intString(0, 1_000_000, 0),
  search: text(100),
  brands: text(2000),
  categories: text(2000),
  petTypes: text(2000),
  excludeSpecial: v.optional(v.picklist(['true', 'false', ''], 'excludeSpecial must be true or false'), 'false'),
});

const SpecialQuery = v.object({ top: intString(1, 50, 4) });

/** A query value, with repeated keys (brands=a&brands=b) and commas (brands=a,b) both read as lists. */
function queryValues(c: Context, keys: string[]): Record<string, string> {
  const out: Record<string, string> = { ...c.req.query() };
  for (const key of keys) {
    const all = c.req.queries(key);
    if (all && all.length > 1) out[key] = all.join(',');
  }
  return out;
}

const split = (value: string | undefined) =>
  value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

export const shopRoutes = new Hono<AppEnv>()
  .use(
    '*',
    keptAnswers((c) => `shop:${c.get('vetId')}`),
  )
  .get('/', async (c) => {
    const q = checked(ListQuery, queryValues(c, ['brands', 'categories', 'petTypes']));
    const page = await shop.listProducts(c.get('deps').db, c.get('vetId'), {
      filter: q.filter,
      limit: q.limit,
      offset: q.offset,
      search: q.search,
      brands: split(q.brands),
      categories: split(q.categories),
      petTypes: split(q.petTypes),
      excludeSpecial: q.excludeSpecial === 'true',
    });
    return list(c, page.items, page.total);
  })
  .get('/tag', async (c) => ok(c, await shop.shopTags(c.get('deps').db, c.get('vetId'))))
  .get('/special', async (c) => {
    const { top } = checked(SpecialQuery, c.req.query());
    return ok(c, await shop.specialProducts(c.get('deps').db, c.get('vetId'), top));
  })
  .get('/:idOrSlug', async (c) => ok(c, await shop.getProduct(c.get('deps').db, c.get('vetId'), c.req.param('idOrSlug'))));
