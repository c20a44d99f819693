// A title as an address: shared by the admin's slug field (in the browser) and the save hooks.

/** "Vaccination week – Kōrero!" -> "vaccination-week-korero": what the portal can put in an address. */
export function slugify(words: unknown): string {
  if (typeof words !== 'string') return '';
  return words
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
