// "Create New" on a previewed collection (pages, clinic pages, news, menus) saves an empty draft
// at once and opens it: Payload offers the live preview only for a saved document, and this way
// the preview follows a new page from its first keystroke. (Payload does the same when autosave
// is on; autosave itself stays off: src/collections/content.ts says why.)
import type { CollectionSlug, Payload } from 'payload';
import { PREVIEWED } from './portal';

/**
 * A browser says where a navigation came from (Sec-Fetch-Site). Opening this address saves a
 * document, so only a link inside the CMS or an address typed in may do that: a link on another
 * host of the same site (a sibling subdomain, content a client could post) carries the session
 * cookie past SameSite=Lax and past Payload's origin check. Such a link gets the create form,
 * which saves nothing until the editor does. A request without the header is left to Payload's
 * check of the cookie, which refuses it unless it names the CMS's own origin.
 */
const fromTheCmsItself = (headers: Headers) => {
  const site = headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
};

/** The collections whose "Create New" saves a draft first. */
export const isPreviewedCollection = (collection: string): collection is (typeof PREVIEWED)[number] => (PREVIEWED as readonly string[]).includes(collection);

/**
 * The new draft's id, made as the signed-in editor (their group, their access), or null when
 * there is no editor, the collection is not previewed, or the CMS refuses: the admin's own
 * create form then opens as before.
 */
export async function createDraftFor(payload: Payload, headers: Headers, collection: string): Promise<string | null> {
  if (!isPreviewedCollection(collection) || !fromTheCmsItself(headers)) return null;
  const { user } = await payload.auth({ headers });
  if (!user) return null;
  try {
    const doc = await payload.create({ collection: collection as CollectionSlug, data: {}, draft: true, overrideAccess: false, user, depth: 0 });
    return String(doc.id);
  } catch (error) {
    payload.logger.warn({ err: error, collection }, 'could not save a new draft; the create form opens instead');
    return null;
  }
}
