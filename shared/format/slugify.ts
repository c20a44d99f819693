// Nav group names become URL segments (the portal's nav and the server's sitemap agree): 'Farm & Lifestyle' -> 'farm-lifestyle',
// 'Ōtorohanga' -> 'otorohanga' (macrons dropped, not the letter).
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
