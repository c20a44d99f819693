import { describe, expect, it } from 'vitest';
import type { ContentDoc } from './collections';
import {
  applySelect,
  compileWhere,
  fieldValues,
  MAX_UNPAGED,
  paginate,
  parseListQuery,
  parseQueryTree,
  parseSelect,
  parseSort,
  populate,
  queryDocs,
  refKey,
  sortDocs,
  type RefLoader,
} from './query';

const cat = (id: string) => ({ relationTo: 't2-news-category', value: id });
const news: ContentDoc[] = [
  {
    id: 'n1',
    slug: 'facial-eczema',
    date: '2026-02-10T00:00:00.000Z',
    views: 40,
    featured: true,
    article: { title: 'Facial eczema season', categories: [cat('farm'), cat('seasonal')] },
  },
  {
    id: 'n2',
    slug: 'fireworks',
    date: '2026-10-28T00:00:00.000Z',
    views: 5,
    featured: false,
    article: { title: 'Fireworks and anxious dogs', categories: [cat('pets')] },
  },
  { id: 'n3', slug: 'calving', date: '2026-07-01T00:00:00.000Z', views: 12, article: { title: 'Calving kit checklist', categories: [cat('farm')] } },
  { id: 'n4', slug: 'new-vet', date: '2026-07-01T00:00:00.000Z', article: { title: 'Welcome Dr Aroha Ngata', categories: [] } },
];

const q = (query: string) => {
  const parsed = parseListQuery(new URLSearchParams(query).entries());
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};
const ids = (docs: ContentDoc[]) => docs.map((d) => d.id);
const run = (query: string) => queryDocs(news, q(query));

describe('content query', () => {
  describe('parsing the query string', () => {
    it('nests bracketed keys the way qs does', () => {
      const tree = parseQueryTree(new URLSearchParams('where[slug][equals]=home&where[or][0][id][equals]=x&sort=-date').entries());
      expect(tree).toEqual({ ok: true, value: { where: { slug: { equals: 'home' }, or: { '0': { id: { equals: 'x' } } } }, sort: '-date' } });
    });

    it('collects repeated keys and [] keys into lists', () => {
      const tree = parseQueryTree(new URLSearchParams('where[id][in][]=a&where[id][in][]=b&tag=x&tag=y').entries());
      expect(tree).toEqual({ ok: true, value: { where: { id: { in: ['a', 'b'] } }, tag: ['x', 'y'] } });
    });

    it('defaults to page 1, limit 10, depth 2 and stored order', () => {
      const parsed = q('');
      expect([parsed.page, parsed.limit, parsed.depth, parsed.sort]).toEqual([1, 10, 2, []]);
    });

    it('caps limit at 100 and depth at 10', () => {
      expect(q('limit=5000&depth=99')).toMatchObject({ limit: 100, depth: 10 });
    });

    it.each([
      ['page=0', "'page' must be 1 or more."],
      ['page=-1', "'page' must be a whole number."],
      ['page=abc', "'page' must be a whole number."],
      ['page=1.5', "'page' must be a whole number."],
      ['page=1&page=2', "'page' must be a whole number."],
      ['limit=0', "'limit' must be 1 or more."],
      ['limit=ten', "'limit' must be a whole number."],
      ['limit=99999999999999', "'limit' must be a whole number."],
      ['depth=-1', "'depth' must be a whole number from 0."],
      ['sort=date;drop', "'date;drop' is not a valid sort field."],
      [
        'where[slug][regex]=x',
        "'regex' is not a supported operator (use one of equals, not_equals, in, not_in, all, like, contains, exists, greater_than, greater_than_equal, less_than, less_than_equal).",
      ],
      ['where[slug]=x', 'where[slug] needs an operator, e.g. where[slug][equals]=value.'],
      ['where=x', "'where' must name a field and an operator, e.g. where[slug][equals]=home."],
      ['where[a b][equals]=x', "'a b' is not a valid field name in where."],
      ['where[slug][equals]=a&where[slug][equals]=b', 'where[slug][equals] must be a single value.'],
      ['where[slug][exists]=maybe', 'where[slug][exists] must be true or false.'],
      ['where[or][slug][equals]=x', 'where[or] must be a list of conditions, e.g. where[or][0][slug][equals]=home.'],
      ['where[slug][equals]=a&where[slug][equals][x]=b', "The query parameter 'where[slug][equals][x]' conflicts with another parameter."],
    ])('rejects %s', (query, message) => {
      expect(parseListQuery(new URLSearchParams(query).entries())).toEqual({ ok: false, message });
    });

    it('cannot be used to pollute Object.prototype', () => {
      const parsed = parseListQuery(new URLSearchParams('where[__proto__][equals]=x&__proto__[polluted]=1&constructor[prototype][polluted]=1').entries());
      expect(parsed.ok).toBe(true);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).equals).toBeUndefined();
      expect(parsed.ok && news.filter(parsed.value.where)).toEqual([]);
    });

    it.each([
      ['where[slug][equals]=home', { slug: 'home' }],
      ['where[id][equals]=n1&where[slug][equals]=x', { slug: 'x', id: 'n1' }],
      ['where[slug][not_equals]=home', {}],
      ['where[or][0][slug][equals]=home', {}],
      ['where[slug][equals]=null', {}],
    ])('offers stores a safe index narrowing for %s', (query, narrow) => {
      expect(q(query).narrow).toEqual(narrow);
    });

    it('ignores parameters it does not know (locale, draft, fallback-locale)', () => {
      expect(parseListQuery(new URLSearchParams('locale=en&draft=false').entries()).ok).toBe(true);
    });
  });

  describe('where', () => {
    it.each([
      ['where[slug][equals]=calving', ['n3']],
      ['where[slug][not_equals]=calving', ['n1', 'n2', 'n4']],
      ['where[id][in]=n2,n4', ['n2', 'n4']],
      ['where[id][not_in]=n2,n4', ['n1', 'n3']],
      ['where[article.categories][in]=pets,seasonal', ['n1', 'n2']],
      // A reference's own id, as Payload's SQL adapters query it (and the portal asks).
      ['where[article.categories.value][equals]=farm', ['n1', 'n3']],
      ['where[article.categories.value][in][0]=pets&where[article.categories.value][in][1]=seasonal', ['n1', 'n2']],
      ['where[article.categories.relationTo][equals]=t2-news-category', ['n1', 'n2', 'n3']],
      ['where[article.categories][equals]=farm', ['n1', 'n3']],
      ['where[article.categories][all]=farm,seasonal', ['n1']],
      ['where[article.categories][exists]=false', ['n4']],
      ['where[views][greater_than]=10', ['n1', 'n3']],
      ['where[views][less_than_equal]=12', ['n2', 'n3']],
      ['where[views][equals]=40', ['n1']],
      ['where[featured][equals]=true', ['n1']],
      ['where[date][greater_than_equal]=2026-07-01', ['n2', 'n3', 'n4']],
      ['where[date][less_than]=2026-07-01T00:00:00Z', ['n1']],
      ['where[article.title][contains]=DOGS', ['n2']],
      ['where[article.title][like]=kit calving', ['n3']],
      ['where[views][exists]=true', ['n1', 'n2', 'n3']],
      ['where[missing][equals]=x', []],
      ['where[or][0][slug][equals]=calving&where[or][1][slug][equals]=fireworks', ['n2', 'n3']],
      ['where[and][0][article.categories][in]=farm&where[and][1][views][greater_than]=20', ['n1']],
      ['where[article.categories][in]=farm&where[views][less_than]=20', ['n3']],
    ])('%s', (query, expected) => {
      expect(ids(run(`${query}&limit=100`).docs)).toEqual(expected);
    });

    it('matches a relationship by id whether or not it has been populated', () => {
      const populated = { id: 'x', cats: [{ relationTo: 't2-news-category', value: { id: 'farm', name: 'Farm' } }] };
      expect(fieldValues(populated, 'cats')).toEqual(['farm']);
      const where = compileWhere({ cats: { equals: 'farm' } });
      expect(where.ok && where.value(populated)).toBe(true);
    });

    it('reaches fields inside arrays of objects', () => {
      const service = { id: 's', items: [{ title: 'Desexing' }, { title: 'Dental care' }] };
      expect(fieldValues(service, 'items.title')).toEqual(['Desexing', 'Dental care']);
    });

    it('does not read inherited properties', () => {
      expect(fieldValues({ id: 'x' }, 'constructor')).toEqual([]);
      expect(fieldValues({ id: 'x' }, '__proto__')).toEqual([]);
    });
  });

  describe('sort', () => {
    it('sorts newest first with -date, ties in stored order', () => {
      expect(ids(run('sort=-date').docs)).toEqual(['n2', 'n3', 'n4', 'n1']);
    });

    it('sorts by several keys and by nested fields', () => {
      expect(ids(run('sort=-date,article.title').docs)).toEqual(['n2', 'n3', 'n4', 'n1']);
      expect(ids(run('sort=article.title').docs)).toEqual(['n3', 'n1', 'n2', 'n4']);
    });

    it('puts documents without the field last in both directions', () => {
      expect(ids(run('sort=views').docs)).toEqual(['n2', 'n3', 'n1', 'n4']);
      expect(ids(run('sort=-views').docs)).toEqual(['n1', 'n3', 'n2', 'n4']);
    });

    it('keeps stored order without a sort and does not modify its input', () => {
      const before = ids(news);
      sortDocs(news, parseSort('-views').ok ? [{ path: 'views', descending: true }] : []);
      expect(ids(news)).toEqual(before);
      expect(ids(run('').docs)).toEqual(before);
    });
  });

  describe('pagination', () => {
    it('returns the Payload list shape', () => {
      expect(paginate(['a', 'b', 'c', 'd', 'e'], 2, 2)).toEqual({
        docs: ['c', 'd'],
        totalDocs: 5,
        limit: 2,
        totalPages: 3,
        page: 2,
        pagingCounter: 3,
        hasPrevPage: true,
        hasNextPage: true,
        prevPage: 1,
        nextPage: 3,
      });
    });

    it('gives an empty page past the end, and one empty page for no docs', () => {
      expect(paginate(['a'], 3, 10)).toMatchObject({ docs: [], totalPages: 1, hasNextPage: false, hasPrevPage: true });
      expect(paginate([], 1, 10)).toMatchObject({ docs: [], totalDocs: 0, totalPages: 1, hasNextPage: false, hasPrevPage: false });
    });

    it('pages after filtering and sorting (news list: sort -date, limit 9, category)', () => {
      const page = run('sort=-date&limit=1&page=2&where[article.categories][in]=farm');
      expect(ids(page.docs)).toEqual(['n1']);
      expect(page).toMatchObject({ totalDocs: 2, totalPages: 2, page: 2, hasNextPage: false });
    });
  });

  describe('depth', () => {
    const store: Record<string, ContentDoc> = {
      [refKey('t2-news-category', 'farm')]: { id: 'farm', name: 'Farm', parent: { relationTo: 't2-news-category', value: 'all' } },
      [refKey('t2-news-category', 'all')]: { id: 'all', name: 'Everything', parent: null },
      [refKey('ui-page', 'home')]: { id: 'home', self: { relationTo: 'ui-page', value: 'home' } },
    };
    const calls: string[][] = [];
    const load: RefLoader = async (keys) => {
      calls.push(keys.map((k) => `${k.collection}/${k.id}`));
      const found = new Map<string, ContentDoc>();
      for (const k of keys) {
        const doc = store[refKey(k.collection, k.id)];
        if (doc) found.set(refKey(k.collection, k.id), doc);
      }
      return found;
    };
    const doc: ContentDoc = { id: 'n', categories: [cat('farm'), cat('farm'), cat('gone')], note: { relationTo: 'not-a-collection', value: 'x' } };

    it('leaves ids at depth 0 and does not call the loader', async () => {
      calls.length = 0;
      expect(await populate([doc], 0, load)).toEqual([doc]);
      expect(calls).toEqual([]);
    });

    it('fills direct references at depth 1, deeper ones at depth 2, one batched load per level', async () => {
      calls.length = 0;
      const [one] = await populate([doc], 1, load);
      expect(one!.categories).toEqual([
        { relationTo: 't2-news-category', value: { id: 'farm', name: 'Farm', parent: { relationTo: 't2-news-category', value: 'all' } } },
        { relationTo: 't2-news-category', value: { id: 'farm', name: 'Farm', parent: { relationTo: 't2-news-category', value: 'all' } } },
        { relationTo: 't2-news-category', value: 'gone' },
      ]);
      expect(calls).toEqual([['t2-news-category/farm', 't2-news-category/gone']]);

      const [two] = await populate([doc], 2, load);
      expect((two!.categories as { value: { parent: unknown } }[])[0]!.value.parent).toEqual({
        relationTo: 't2-news-category',
        value: { id: 'all', name: 'Everything', parent: null },
      });
    });

    it('only treats { relationTo: <known collection>, value } as a reference, and never changes its input', async () => {
      const copy = structuredClone(doc);
      const [out] = await populate([doc], 3, load);
      expect(out!.note).toEqual({ relationTo: 'not-a-collection', value: 'x' });
      expect(doc).toEqual(copy);
    });

    it('stops a self-reference at the requested depth', async () => {
      const [home] = await populate([store[refKey('ui-page', 'home')]!], 3, load);
      expect(home).toEqual({
        id: 'home',
        self: {
          relationTo: 'ui-page',
          value: {
            id: 'home',
            self: {
              relationTo: 'ui-page',
              value: { id: 'home', self: { relationTo: 'ui-page', value: { id: 'home', self: { relationTo: 'ui-page', value: 'home' } } } },
            },
          },
        },
      });
    });
  });
});

describe('pagination=false and select on a public API', () => {
  it(`answers at most ${MAX_UNPAGED} documents without paging, and says there are more`, () => {
    const docs: ContentDoc[] = Array.from({ length: MAX_UNPAGED + 5 }, (_, i) => ({ id: `d${i}` }));
    const query = parseListQuery([['pagination', 'false']]);
    if (!query.ok) throw new Error(query.message);
    const page = queryDocs(docs, query.value);
    expect(page.docs).toHaveLength(MAX_UNPAGED);
    expect(page).toMatchObject({ totalDocs: MAX_UNPAGED + 5, hasNextPage: true, totalPages: 2 });
  });

  it('keeps a stored field named __proto__ as a field, not as a prototype', () => {
    const doc = JSON.parse('{"id":"x","__proto__":{"polluted":true},"title":"T"}') as ContentDoc;
    const tree = parseQueryTree([['select[__proto__]', 'true']]);
    if (!tree.ok) throw new Error(tree.message);
    const select = parseSelect(tree.value.select);
    if (!select.ok) throw new Error(select.message);
    const out = applySelect(doc, select.value);
    expect(Object.hasOwn(out, '__proto__')).toBe(true);
    expect(JSON.parse(JSON.stringify(out))).toEqual(JSON.parse('{"id":"x","__proto__":{"polluted":true}}'));
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
