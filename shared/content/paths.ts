// Where a content document is on the portal (shell/router/routes.ts): what an editor's internal
// link in rich text points at. Only documents that are pages of their own have an address.

/** The collections whose documents an editor can link to from rich text. */
export const LINKABLE_COLLECTIONS = ['ui-page', 'ui-clinic', 'ui-news'] as const;

/** The home page's slug: it lives at /. */
export const HOME_PAGE_SLUG = 'home';

const segment = (value: unknown): string | null =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number' ? encodeURIComponent(String(value).trim()) : null;

/** The portal path of `doc` (the linked document, resolved) in `collection`, or null. */
export function contentPath(collection: unknown, doc: unknown): string | null {
  if (typeof doc !== 'object' || doc === null) return null;
  const { slug, id } = doc as { slug?: unknown; id?: unknown };
  const s = segment(slug);
  if (!s) return null;
  switch (collection) {
    case 'ui-page':
      return s === HOME_PAGE_SLUG ? '/' : `/${s}`;
    case 'ui-clinic':
      return `/clinic/${s}`;
    case 'ui-news': {
      const i = segment(id);
      return i ? `/news/${i}/${s}` : null;
    }
    default:
      return null;
  }
}
