// Path helpers shared by the route table, the nav and the breadcrumbs: the spec compares
// routes case-insensitively and ignores the query (dynamic pages).

/** '/About-Us/?x=1#top' -> '/about-us'. The root stays '/'. */
export function normalizePath(path: string): string {
  let p = path.split(/[?#]/, 1)[0] ?? '';
  try {
    p = decodeURIComponent(p);
  } catch {
    /* keep it as typed */
  }
  p = `/${p}`.replace(/\/{2,}/g, '/').toLowerCase();
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

export function segments(path: string): string[] {
  return normalizePath(path).split('/').filter(Boolean);
}
