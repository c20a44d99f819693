// Query strings by the spec's rules (section 7): empty values are skipped, arrays are
// joined with commas, and a 'total' key is dropped (list state objects often carry the
// last response's total, which is not a filter).

export type QueryScalar = string | number | boolean | Date;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type QueryParams = { readonly [key: string]: QueryValue };

const scalar = (value: QueryScalar): string => (value instanceof Date ? value.toISOString() : String(value));

/**
 * '' when nothing is left, else '?a=1&b=x,y'. Each array element is encoded on its own and
 * the separators stay literal commas, so a comma inside an element cannot split it.
 */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (key === 'total' || value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      const items = (value as readonly QueryScalar[]).filter((v) => v !== undefined && v !== null && v !== '');
      if (items.length === 0) continue;
      parts.push(`${encodeURIComponent(key)}=${items.map((v) => encodeURIComponent(scalar(v))).join(',')}`);
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(scalar(value as QueryScalar))}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}
