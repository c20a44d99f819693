// /api/v1/shop: the product list with sorts, filters and paging, the
// filter tags, specials and single products. Open to everyone; scoped to the vet group.
import { Hono } from 'hono';
import * as v from 'valibot';
import { PAGE_SIZE } from '../../../shared/domain/limits';
import type { AppEnv } from '../../http/env';
import { list, ok } from '../../http/respond';
import { input, intString } from '../../http/validate';
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
  match: v.optional(v.picklist(['all', 'any', ''], 'match must be all or any'), 'all'),
  exclude: intString(0, 999_999, 0),
});

const SpecialQuery = v.object({ top: intString(1, 50, 4) });

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
  // Repeated keys (brands=a&brands=b) arrive joined, as brands=a,b (see input in server/http/validate.ts).
  .get('/', input('query', ListQuery), async (c) => {
    const q = c.req.valid('query');
    const page = await shop.listProducts(c.get('deps').db, c.get('vetId'), {
      filter: q.filter,
      limit: q.limit,
      offset: q.offset,
      search: q.search,
      brands: split(q.brands),
      categories: split(q.categories),
      petTypes: split(q.petTypes),
      excludeSpecial: q.excludeSpecial === 'true',
      matchAny: q.match === 'any',
      exclude: q.exclude || undefined,
    });
    return list(c, page.items, page.total);
  })
  .get('/tag', async (c) => ok(c, await shop.shopTags(c.get('deps').db, c.get('vetId'))))
  .get('/special', input('query', SpecialQuery), async (c) => {
    const { top } = c.req.valid('query');
    return ok(c, await shop.specialProducts(c.get('deps').db, c.get('vetId'), top));
  })
  .get('/:idOrSlug', async (c) => ok(c, await shop.getProduct(c.get('deps').db, c.get('vetId'), c.req.param('idOrSlug'))));
