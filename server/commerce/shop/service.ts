// The shop catalogue of one vet group: listing with filters, sorts and paging, the filter
// tags, specials, and single products. Every query is scoped by vet_id; only active
// products are sold.
import type { Conn } from '../../db/index';
import { notFound } from '../../http/errors';
import { toDollars } from '../money';

export const SORTS = ['alphabeticalAsc', 'alphabeticalDesc', 'priceAsc', 'priceDesc'] as const;
export type Sort = (typeof SORTS)[number];

export interface ProductRow {
  id: number;
  vet_id: string;
  vet_name: string;
  slug: string;
  sku: string;
  name: string;
  brand: string;
  description: string;
  categories: string[];
  pet_types: string[];
  images: string[];
  price_cents: number;
  discounted_price_cents: number | null;
  shipping_cost_cents: number;
  special_rank: number | null;
}

export function toProduct(row: ProductRow) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    brands: row.brand ? [row.brand] : [],
    sku: row.sku,
    description: row.description,
    categories: row.categories,
    price: toDollars(row.price_cents),
    discountedPrice: row.discounted_price_cents === null ? null : toDollars(row.discounted_price_cents),
    images: row.images,
    petTypes: row.pet_types,
    vetId: row.vet_id,
    vetName: row.vet_name,
    // The spec's Product carries the flag but no call sets it: nothing is favourited yet.
    isFavourited: false,
    shippingCost: toDollars(row.shipping_cost_cents),
    isSpecial: row.special_rank !== null,
  };
}
export type Product = ReturnType<typeof toProduct>;

/** 'Flea & Tick' and 'flea-tick' name the same tag: lower case, runs of other characters as one dash. */
export const tagKey = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const SQL_TAG_KEY = (column: string) => `trim(both '-' from regexp_replace(lower(${column}), '[^a-z0-9]+', '-', 'g'))`;

const SELECT = `select p.*, g.name as vet_name from products p join vet_groups g on g.id = p.vet_id`;

const ORDER_BY: Record<Sort, string> = {
  alphabeticalAsc: 'lower(p.name) asc, p.id asc',
  alphabeticalDesc: 'lower(p.name) desc, p.id desc',
  priceAsc: 'coalesce(p.discounted_price_cents, p.price_cents) asc, lower(p.name) asc, p.id asc',
  priceDesc: 'coalesce(p.discounted_price_cents, p.price_cents) desc, lower(p.name) asc, p.id asc',
};

export interface ListFilters {
  filter: Sort;
  limit: number;
  offset: number;
  search?: string | undefined;
  brands?: string[];
  categories?: string[];
  petTypes?: string[];
  excludeSpecial?: boolean;
  /** A product matches any one tag group, ranked by how many it matches; else it must match all. */
  matchAny?: boolean;
  /** A product id to leave out. */
  exclude?: number | undefined;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listProducts(db: Conn, vetId: string, f: ListFilters) {
  const params: unknown[] = [vetId];
  const where = ['p.vet_id = $1', 'p.active'];
  const arg = (value: unknown) => `$${params.push(value)}`;
  const search = f.search?.trim();
  if (search) {
    const q = arg(likePattern(search));
    where.push(`(p.name ilike ${q} or p.brand ilike ${q} or p.sku ilike ${q} or p.description ilike ${q})`);
  }
  // Within one group any value matches; across groups all must (brand AND category AND pet
  // type), or, with matchAny, at least one, those matching more groups first.
  const keys = (values?: string[]) => [...new Set((values ?? []).map(tagKey).filter(Boolean))];
  const groups: string[] = [];
  const brands = keys(f.brands);
  if (brands.length) groups.push(`${SQL_TAG_KEY('p.brand')} = any(${arg(brands)}::text[])`);
  for (const [column, values] of [
    ['p.categories', keys(f.categories)],
    ['p.pet_types', keys(f.petTypes)],
  ] as const) {
    if (values.length) groups.push(`exists (select 1 from unnest(${column}) as t(v) where ${SQL_TAG_KEY('t.v')} = any(${arg(values)}::text[]))`);
  }
  const ranked = f.matchAny && groups.length > 0;
  if (ranked) where.push(`(${groups.join(' or ')})`);
  else where.push(...groups);
  if (f.excludeSpecial) where.push('p.special_rank is null');
  if (f.exclude) where.push(`p.id <> ${arg(f.exclude)}`);
  const clause = where.join(' and ');
  const order = ranked ? `${groups.map((group) => `(${group})::int`).join(' + ')} desc, ${ORDER_BY[f.filter]}` : ORDER_BY[f.filter];
  const total = await db.one<{ n: number }>(`select count(*)::int as n from products p where ${clause}`, params);
  const { rows } = await db.query<ProductRow>(`${SELECT} where ${clause} order by ${order} limit ${arg(f.limit)} offset ${arg(f.offset)}`, params);
  return { items: rows.map(toProduct), total: total?.n ?? 0 };
}

/** The filter groups: every brand and category of the group's active products, A-Z. */
export async function shopTags(db: Conn, vetId: string) {
  const { rows } = await db.query<{ kind: string; value: string }>(
    `select distinct 'brand' as kind, brand as value from products where vet_id = $1 and active and brand <> ''
     union select distinct 'category', unnest(categories) from products where vet_id = $1 and active
     union select distinct 'petType', unnest(pet_types) from products where vet_id = $1 and active`,
    [vetId],
  );
  const of = (kind: string) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => r.value)
      .sort((a, b) => a.localeCompare(b, 'en-NZ'));
  return { brands: of('brand'), categories: of('category'), petTypes: of('petType') };
}

export async function specialProducts(db: Conn, vetId: string, top: number) {
  const { rows } = await db.query<ProductRow>(
    `${SELECT} where p.vet_id = $1 and p.active and p.special_rank is not null order by p.special_rank, p.id limit $2`,
    [vetId, top],
  );
  return rows.map(toProduct);
}

/** By numeric id, or by slug (product pages are /shop/{id}/{slug}; a slug alone also works). */
export async function getProduct(db: Conn, vetId: string, idOrSlug: string) {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  if (!byId && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(idOrSlug)) throw notFound('That product was not found.');
  const row = await db.one<ProductRow>(`${SELECT} where p.vet_id = $1 and p.active and ${byId ? 'p.id = $2::int' : 'p.slug = $2'}`, [
    vetId,
    byId ? Number(idOrSlug) : idOrSlug,
  ]);
  if (!row) throw notFound('That product was not found.');
  return toProduct(row);
}
