// Payload's REST `where` in query-string form (qs brackets): { slug: { equals: 'home' } }
// becomes where[slug][equals]=home. Lists take numeric keys, as qs (and so @payloadcms/sdk)
// writes them: where[id][in][0]=a&where[id][in][1]=b. Payload's SQL adapters read a
// comma-joined list for a plain field but not for a relationship's `.value`, so indexed it is.

export type WhereScalar = string | number | boolean;
export type Where = { [field: string]: WhereScalar | readonly WhereScalar[] | Where | readonly Where[] | null | undefined };

const enc = encodeURIComponent;

function walk(prefix: string, value: unknown, out: string[]): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    // and/or clauses (where[or][0][slug][equals]=a) and lists (where[id][in][0]=a) alike.
    value.forEach((item, i) => walk(`${prefix}[${i}]`, item, out));
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
