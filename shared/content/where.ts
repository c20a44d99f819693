// Payload's REST `where` in query-string form (qs brackets): { slug: { equals: 'home' } }
// becomes where[slug][equals]=home. Arrays are joined with commas, which Payload's `in`,
// `not_in` and `all` operators read as lists; and/or clauses use numeric keys.

export type WhereScalar = string | number | boolean;
export type Where = { [field: string]: WhereScalar | readonly WhereScalar[] | Where | readonly Where[] | null | undefined };

const enc = encodeURIComponent;

function walk(prefix: string, value: unknown, out: string[]): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((v) => typeof v === 'object' && v !== null)) {
      // and/or: where[or][0][slug][equals]=a
      value.forEach((clause, i) => walk(`${prefix}[${i}]`, clause, out));
    } else if (value.length > 0) {
      out.push(`${prefix}=${value.map((v) => enc(String(v))).join(',')}`);
    }
    return;
  }
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) walk(`${prefix}[${enc(key)}]`, inner, out);
    return;
  }
  out.push(`${prefix}=${enc(String(value))}`);
}

/** The `where[...]` parameters, without a leading '?' or '&'; '' when there is no condition. */
export function whereParams(where: Where | undefined): string[] {
  const out: string[] = [];
  if (where) walk('where', where, out);
  return out;
}
