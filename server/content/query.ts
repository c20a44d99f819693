// Payload CMS REST query semantics over plain arrays of documents: where, sort, page/limit
// and depth. Pure functions (the relation loader is passed in), so the same code serves the
// database-backed routes and the unit tests, and a real Payload CMS can replace the
// reference service without the shell noticing.
import { isContentCollection, type ContentDoc, type ContentRef } from './collections';

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
/** pagination=false answers every match up to this many (then hasNextPage says there are more): the API is public. */
export const MAX_UNPAGED = 1000;
export const DEFAULT_DEPTH = 2;
export const MAX_DEPTH = 10;

export type Result<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

// ---------------------------------------------------------------------------------------
// Query string: `where[article.categories][in]=a,b` -> { where: { 'article.categories': { in: 'a,b' } } }

type QueryTree = { [key: string]: QueryValue };
type QueryValue = string | string[] | QueryTree;

/** Splits `a[b][c]` into ['a', 'b', 'c']; `a[]` gives ['a', '']. Malformed keys stay whole. */
function keyPath(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const rest = key.slice(open);
  if (!/^(\[[^[\]]*\])+$/.test(rest)) return [key];
  return [key.slice(0, open), ...Array.from(rest.matchAll(/\[([^[\]]*)\]/g), (m) => m[1] ?? '')];
}

/** Builds a qs-style tree from query entries; repeated keys and `[]` keys collect arrays. */
export function parseQueryTree(entries: Iterable<[string, string]>): Result<QueryTree> {
  // Null-prototype nodes: a key like `where[__proto__][x]` is just a (never matching) name.
  const root: QueryTree = Object.create(null);
  for (const [key, value] of entries) {
    const full = keyPath(key);
    if (full.length > 8) return fail(`The query parameter '${key}' is nested too deeply.`);
    // `in[]=a&in[]=b`: a trailing [] only says "this is a list".
    const path = full.length > 1 && full[full.length - 1] === '' ? full.slice(0, -1) : full;
    let node: QueryTree = root;
    for (let i = 0; i < path.length - 1; i++) {
      const segment = path[i]!;
      const next = node[segment];
      if (next === undefined) node = node[segment] = Object.create(null);
      else if (typeof next === 'object' && !Array.isArray(next)) node = next;
      else return fail(`The query parameter '${key}' conflicts with another parameter.`);
    }
    const last = path[path.length - 1]!;
    const existing = node[last];
    if (existing === undefined) node[last] = path === full ? value : [value];
    else if (typeof existing === 'string') node[last] = [existing, value];
    else if (Array.isArray(existing)) existing.push(value);
    else return fail(`The query parameter '${key}' conflicts with another parameter.`);
  }
  return ok(root);
}

// ---------------------------------------------------------------------------------------
// where

const OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'like',
  'contains',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
] as const;
type Operator = (typeof OPERATORS)[number];
const isOperator = (name: string): name is Operator => (OPERATORS as readonly string[]).includes(name);

const FIELD_PATH = /^[A-Za-z_$][\w$]*(\.[A-Za-z0-9_$][\w$]*)*$/;

export type Predicate = (doc: ContentDoc) => boolean;

function asList(value: QueryValue): string[] | null {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== '');
  if (Array.isArray(value))
    return value
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== '');
  // `in[0]=a&in[1]=b`
  const items = Object.entries(value);
  if (items.every(([k, v]) => /^\d+$/.test(k) && typeof v === 'string')) return items.map(([, v]) => (v as string).trim());
  return null;
}

function asScalar(value: QueryValue): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.length === 1) return value[0]!;
  return null;
}

function asClauses(value: QueryValue): QueryTree[] | null {
  if (typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  if (!entries.every(([k, v]) => /^\d+$/.test(k) && typeof v === 'object' && !Array.isArray(v))) return null;
  return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v as QueryTree);
}

/** Turns a `where` tree into a predicate, or says which part of it is not understood. */
export function compileWhere(where: QueryValue | undefined, level = 0): Result<Predicate> {
  if (where === undefined) return ok(() => true);
  if (typeof where !== 'object' || Array.isArray(where)) return fail("'where' must name a field and an operator, e.g. where[slug][equals]=home.");
  if (level > 4) return fail("'where' is nested too deeply.");
  const parts: Predicate[] = [];
  for (const [field, condition] of Object.entries(where)) {
    if (field === 'and' || field === 'or') {
      const clauses = asClauses(condition);
      if (!clauses) return fail(`where[${field}] must be a list of conditions, e.g. where[${field}][0][slug][equals]=home.`);
      const compiled: Predicate[] = [];
      for (const clause of clauses) {
        const result = compileWhere(clause, level + 1);
        if (!result.ok) return result;
        compiled.push(result.value);
      }
      parts.push(field === 'and' ? (doc) => compiled.every((p) => p(doc)) : (doc) => compiled.some((p) => p(doc)));
      continue;
    }
    if (!FIELD_PATH.test(field)) return fail(`'${field}' is not a valid field name in where.`);
    if (typeof condition !== 'object' || Array.isArray(condition)) {
      return fail(`where[${field}] needs an operator, e.g. where[${field}][equals]=value.`);
    }
    for (const [operator, operand] of Object.entries(condition)) {
      if (!isOperator(operator)) return fail(`'${operator}' is not a supported operator (use one of ${OPERATORS.join(', ')}).`);
      const predicate = compileCondition(field, operator, operand);
      if (!predicate.ok) return predicate;
      parts.push(predicate.value);
    }
  }
  return ok((doc) => parts.every((p) => p(doc)));
}

function compileCondition(field: string, operator: Operator, operand: QueryValue): Result<Predicate> {
  const values = (doc: ContentDoc) => fieldValues(doc, field);
  if (operator === 'in' || operator === 'not_in' || operator === 'all') {
    const list = asList(operand);
    if (!list) return fail(`where[${field}][${operator}] must be a comma-separated list.`);
    if (operator === 'in') return ok((doc) => values(doc).some((v) => list.some((q) => looseEquals(v, q))));
    if (operator === 'not_in') return ok((doc) => !values(doc).some((v) => list.some((q) => looseEquals(v, q))));
    return ok((doc) => {
      const own = values(doc);
      return list.every((q) => own.some((v) => looseEquals(v, q)));
    });
  }
  const q = asScalar(operand);
  if (q === null) return fail(`where[${field}][${operator}] must be a single value.`);
  switch (operator) {
    case 'equals':
      return ok((doc) => (q === 'null' ? values(doc).length === 0 : values(doc).some((v) => looseEquals(v, q))));
    case 'not_equals':
      return ok((doc) => (q === 'null' ? values(doc).length > 0 : !values(doc).some((v) => looseEquals(v, q))));
    case 'exists': {
      if (q !== 'true' && q !== 'false') return fail(`where[${field}][exists] must be true or false.`);
      const wanted = q === 'true';
      return ok((doc) => values(doc).length > 0 === wanted);
    }
    case 'contains': {
      const needle = q.toLowerCase();
      return ok((doc) => values(doc).some((v) => typeof v === 'string' && v.toLowerCase().includes(needle)));
    }
    case 'like': {
      // Payload's `like`: every word appears, in any order, case-insensitively.
      const words = q.toLowerCase().split(/\s+/).filter(Boolean);
      return ok((doc) => values(doc).some((v) => typeof v === 'string' && words.every((w) => v.toLowerCase().includes(w))));
    }
    default: {
      const test = {
        greater_than: (c: number) => c > 0,
        greater_than_equal: (c: number) => c >= 0,
        less_than: (c: number) => c < 0,
        less_than_equal: (c: number) => c <= 0,
      }[operator];
      return ok((doc) =>
        values(doc).some((v) => {
          const c = compareWith(v, q);
          return c !== null && test(c);
        }),
      );
    }
  }
}

function isRef(value: unknown): value is ContentRef {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { relationTo, value: id } = value as Record<string, unknown>;
  return (
    typeof relationTo === 'string' &&
    isContentCollection(relationTo) &&
    (typeof id === 'string' || typeof id === 'number' || (typeof id === 'object' && id !== null && 'id' in id))
  );
}

/** A relationship's id, whether it holds the id or the document. */
const idOf = (value: unknown): unknown => (typeof value === 'object' && value !== null ? (value as { id: unknown }).id : value);

/**
 * The values a field path reaches in a document. Arrays on the way are flattened (a match
 * on any element counts, as in Payload's hasMany fields); a relationship counts as its id.
 */
export function fieldValues(doc: unknown, path: string): unknown[] {
  let current: unknown[] = [doc];
  for (const segment of path.split('.')) {
    const next: unknown[] = [];
    for (const node of current.flatMap((n) => (Array.isArray(n) ? n : [n]))) {
      // A reference is read through to its document, but for its own `value` (the id, as
      // Payload queries `categories.value`) and `relationTo`.
      const own = segment === 'value' || segment === 'relationTo';
      const target = isRef(node) && !own ? node.value : node;
      if (typeof target === 'object' && target !== null && Object.hasOwn(target, segment)) {
        next.push((target as Record<string, unknown>)[segment]);
      }
    }
    current = next;
  }
  const out: unknown[] = [];
  for (const value of current.flatMap((n) => (Array.isArray(n) ? n : [n]))) {
    if (value === null || value === undefined) continue;
    if (isRef(value)) out.push(idOf(value.value));
    else out.push(value);
  }
  return out;
}

function looseEquals(value: unknown, q: string): boolean {
  if (typeof value === 'string') return value === q;
  if (typeof value === 'number') return q.trim() !== '' && Number(q) === value;
  if (typeof value === 'boolean') return String(value) === q;
  if (typeof value === 'object' && value !== null && 'id' in value) return String((value as { id: unknown }).id) === q;
  return false;
}

/** Compares a stored value with a query value: numbers as numbers, dates as dates, else text. */
function compareWith(value: unknown, q: string): number | null {
  if (typeof value === 'number') {
    const n = Number(q);
    return q.trim() === '' || Number.isNaN(n) ? null : value - n;
  }
  if (typeof value === 'string') {
    const a = Date.parse(value);
    const b = Date.parse(q);
    if (ISO_DATE.test(value) && !Number.isNaN(a) && !Number.isNaN(b)) return a - b;
    return value < q ? -1 : value > q ? 1 : 0;
  }
  return null;
}
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

// ---------------------------------------------------------------------------------------
// sort

export interface SortKey {
  path: string;
  descending: boolean;
}

export function parseSort(raw: QueryValue | undefined): Result<SortKey[]> {
  if (raw === undefined) return ok([]);
  const text = asScalar(raw) ?? (Array.isArray(raw) ? raw.join(',') : null);
  if (text === null) return fail("'sort' must be a field name, e.g. sort=-date.");
  const keys: SortKey[] = [];
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const descending = part.startsWith('-');
    const path = descending ? part.slice(1) : part;
    if (!FIELD_PATH.test(path)) return fail(`'${part}' is not a valid sort field.`);
    keys.push({ path, descending });
  }
  return ok(keys);
}

function sortValue(doc: ContentDoc, path: string): string | number | boolean | null {
  const first = fieldValues(doc, path)[0];
  if (typeof first === 'string' || typeof first === 'number' || typeof first === 'boolean') return first;
  return null;
}

/** Sorts a copy; ties keep their stored order, documents without the field go last. */
export function sortDocs<T extends ContentDoc>(docs: readonly T[], keys: readonly SortKey[]): T[] {
  if (keys.length === 0) return [...docs];
  const rows = docs.map((doc, index) => ({ doc, index, values: keys.map((k) => sortValue(doc, k.path)) }));
  rows.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const x = a.values[i] ?? null;
      const y = b.values[i] ?? null;
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
      if (c !== 0) return keys[i]!.descending ? -c : c;
    }
    return a.index - b.index;
  });
  return rows.map((r) => r.doc);
}

// ---------------------------------------------------------------------------------------
// page, limit, depth

function positiveInt(raw: QueryValue | undefined, name: string, fallback: number): Result<number> {
  if (raw === undefined) return ok(fallback);
  const text = asScalar(raw);
  if (text === null || !/^\d{1,9}$/.test(text.trim())) return fail(`'${name}' must be a whole number.`);
  const n = Number(text.trim());
  if (n < 1) return fail(`'${name}' must be 1 or more.`);
  return ok(n);
}

export function parseDepth(raw: QueryValue | undefined): Result<number> {
  if (raw === undefined) return ok(DEFAULT_DEPTH);
  const text = asScalar(raw);
  if (text === null || !/^\d{1,9}$/.test(text.trim())) return fail("'depth' must be a whole number from 0.");
  return ok(Math.min(Number(text.trim()), MAX_DEPTH));
}

export interface ListQuery {
  page: number;
  /** The page size; null with `pagination=false` (every matching document in one page, as Payload does). */
  limit: number | null;
  sort: SortKey[];
  where: Predicate;
  depth: number;
  select: Select;
  /** A necessary condition a store may apply first (an index lookup): the where's top-level slug or id equality. */
  narrow: Narrow;
}

export interface Narrow {
  slug?: string;
  id?: string;
}

function narrowOf(where: QueryValue | undefined): Narrow {
  if (typeof where !== 'object' || Array.isArray(where)) return {};
  const out: Narrow = {};
  for (const field of ['slug', 'id'] as const) {
    const condition = where[field];
    if (typeof condition === 'object' && !Array.isArray(condition) && typeof condition.equals === 'string' && condition.equals !== 'null') {
      out[field] = condition.equals;
    }
  }
  return out;
}

/** Reads a list request's query (Payload's names); unknown parameters are ignored. */
export function parseListQuery(entries: Iterable<[string, string]>): Result<ListQuery> {
  const tree = parseQueryTree(entries);
  if (!tree.ok) return tree;
  const q = tree.value;
  const page = positiveInt(q.page, 'page', 1);
  if (!page.ok) return page;
  const limit = positiveInt(q.limit, 'limit', DEFAULT_LIMIT);
  if (!limit.ok) return limit;
  const sort = parseSort(q.sort);
  if (!sort.ok) return sort;
  const where = compileWhere(q.where);
  if (!where.ok) return where;
  const depth = parseDepth(q.depth);
  if (!depth.ok) return depth;
  const select = parseSelect(q.select);
  if (!select.ok) return select;
  const pagination = q.pagination === undefined ? 'true' : asScalar(q.pagination);
  if (pagination !== 'true' && pagination !== 'false') return fail("'pagination' must be true or false.");
  return ok({
    page: page.value,
    limit: pagination === 'false' ? null : Math.min(limit.value, MAX_LIMIT),
    sort: sort.value,
    where: where.value,
    depth: depth.value,
    select: select.value,
    narrow: narrowOf(q.where),
  });
}

/** A count request's query (GET /{collection}/count): only `where` matters. */
export function parseCountQuery(entries: Iterable<[string, string]>): Result<{ where: Predicate; narrow: Narrow }> {
  const tree = parseQueryTree(entries);
  if (!tree.ok) return tree;
  const where = compileWhere(tree.value.where);
  if (!where.ok) return where;
  return ok({ where: where.value, narrow: narrowOf(tree.value.where) });
}

// ---------------------------------------------------------------------------------------
// select: `select[title]=true&select[hero][image]=true` keeps only those fields (and id);
// `select[body]=false` leaves fields out. Payload 3's field selection, one mode at a time.

type SelectTree = { [field: string]: true | SelectTree };
export type Select = { mode: 'include' | 'exclude'; fields: SelectTree } | null;

export function parseSelect(raw: QueryValue | undefined): Result<Select> {
  if (raw === undefined) return ok(null);
  if (typeof raw !== 'object' || Array.isArray(raw)) return fail("'select' must name fields, e.g. select[title]=true.");
  const modes = new Set<string>();
  const build = (node: QueryTree, depth: number): Result<SelectTree> => {
    if (depth > 6) return fail("'select' is nested too deeply.");
    const out: SelectTree = Object.create(null);
    for (const [field, value] of Object.entries(node)) {
      if (!/^[A-Za-z_$][\w$]*$/.test(field)) return fail(`'select[${field}]' is not a field name.`);
      if (typeof value === 'object' && !Array.isArray(value)) {
        const inner = build(value, depth + 1);
        if (!inner.ok) return inner;
        out[field] = inner.value;
        continue;
      }
      const flag = asScalar(value);
      if (flag !== 'true' && flag !== 'false') return fail(`'select[${field}]' must be true or false.`);
      modes.add(flag);
      out[field] = true;
    }
    return ok(out);
  };
  const fields = build(raw, 0);
  if (!fields.ok) return fields;
  if (modes.size > 1) return fail("'select' either keeps fields (=true) or leaves them out (=false), not both.");
  return ok(modes.size ? { mode: modes.has('true') ? 'include' : 'exclude', fields: fields.value } : null);
}

/** The document with only the selected fields (id always), or without the left-out ones. Arrays of groups or blocks are selected into. */
export function applySelect<T extends ContentDoc>(doc: T, select: Select): T {
  if (!select) return doc;
  const keep = (node: unknown, tree: SelectTree): unknown => {
    if (Array.isArray(node)) return node.map((item) => keep(item, tree));
    if (typeof node !== 'object' || node === null) return node;
    // No prototype: a stored field called __proto__ stays a field.
    const out: Record<string, unknown> = Object.create(null);
    for (const [field, sub] of Object.entries(tree)) {
      if (!Object.hasOwn(node, field)) continue;
      const value = (node as Record<string, unknown>)[field];
      out[field] = sub === true ? value : keep(value, sub);
    }
    return out;
  };
  const drop = (node: unknown, tree: SelectTree): unknown => {
    if (Array.isArray(node)) return node.map((item) => drop(item, tree));
    if (typeof node !== 'object' || node === null) return node;
    const out: Record<string, unknown> = { ...(node as Record<string, unknown>) };
    for (const [field, sub] of Object.entries(tree)) {
      if (!Object.hasOwn(out, field)) continue;
      if (sub === true) delete out[field];
      else out[field] = drop(out[field], sub);
    }
    return out;
  };
  if (select.mode === 'include') return { id: doc.id, ...(keep(doc, select.fields) as object) } as T;
  return { ...(drop(doc, select.fields) as object), id: doc.id } as T;
}

export interface PaginatedDocs<T> {
  docs: T[];
  totalDocs: number;
  limit: number;
  totalPages: number;
  page: number;
  pagingCounter: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  prevPage: number | null;
  nextPage: number | null;
}

/** One page of docs in Payload's (mongoose-paginate's) shape; a page past the end is empty. */
export function paginate<T>(docs: readonly T[], page: number, limit: number): PaginatedDocs<T> {
  const totalDocs = docs.length;
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  const start = (page - 1) * limit;
  return {
    docs: docs.slice(start, start + limit),
    totalDocs,
    limit,
    totalPages,
    page,
    pagingCounter: start + 1,
    hasPrevPage: page > 1,
    hasNextPage: page < totalPages,
    prevPage: page > 1 ? page - 1 : null,
    nextPage: page < totalPages ? page + 1 : null,
  };
}

/** Filters, sorts and pages a collection's docs (before relations are populated). */
export function queryDocs<T extends ContentDoc>(docs: readonly T[], query: Pick<ListQuery, 'where' | 'sort' | 'page' | 'limit'>): PaginatedDocs<T> {
  const matching = sortDocs(docs.filter(query.where), query.sort);
  return paginate(matching, query.limit === null ? 1 : query.page, query.limit ?? Math.min(Math.max(1, matching.length), MAX_UNPAGED));
}

// ---------------------------------------------------------------------------------------
// depth: replace { relationTo, value: id } with { relationTo, value: doc }

export interface RefKey {
  collection: string;
  id: string;
}
/** Loads the documents a set of references points at; missing ones are simply absent. */
export type RefLoader = (refs: RefKey[]) => Promise<Map<string, ContentDoc>>;

export const refKey = (collection: string, id: string) => `${collection}\u0000${id}`;

function unresolvedRefs(node: unknown, found: ContentRef[]): void {
  if (Array.isArray(node)) {
    for (const item of node) unresolvedRefs(item, found);
  } else if (typeof node === 'object' && node !== null) {
    if (isRef(node) && (typeof node.value === 'string' || typeof node.value === 'number')) found.push(node);
    else for (const value of Object.values(node)) unresolvedRefs(value, found);
  }
}

/**
 * Populates relationships `depth` levels deep, one batched load per level: depth 0 leaves
 * ids, depth 1 fills the docs' own references, depth 2 also theirs, and so on. Each
 * occurrence gets its own copy, so cycles (a page linking to itself) simply stop at the
 * depth. References to missing documents keep their id. The input is not modified.
 */
export async function populate<T extends ContentDoc>(docs: readonly T[], depth: number, load: RefLoader): Promise<T[]> {
  const out = structuredClone(docs) as T[];
  let frontier: unknown[] = out;
  for (let level = 0; level < depth; level++) {
    const refs: ContentRef[] = [];
    unresolvedRefs(frontier, refs);
    if (refs.length === 0) break;
    const wanted = new Map<string, RefKey>();
    for (const ref of refs) wanted.set(refKey(ref.relationTo, String(ref.value)), { collection: ref.relationTo, id: String(ref.value) });
    const loaded = await load([...wanted.values()]);
    const next: unknown[] = [];
    for (const ref of refs) {
      const doc = loaded.get(refKey(ref.relationTo, String(ref.value)));
      if (!doc) continue;
      const copy = structuredClone(doc);
      (ref as { value: unknown }).value = copy;
      next.push(copy);
    }
    frontier = next;
  }
  return out;
}
