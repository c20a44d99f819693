// "Create New" on a previewed collection (pages, clinic pages, news, menus) saves an empty draft
// at once and opens it: Payload offers the live preview only for a saved document, and this way
// the preview follows a new page from its first keystroke. (Payload does the same when autosave
// is on; autosave itself stays off: src/collections/content.ts says why.) A draft its editor
// left as it was made is removed the next time they create one, a day later at the earliest,
// so abandoned "Create New" clicks do not fill the lists with empty drafts.
import type { CollectionSlug, Payload, TypedUser } from 'payload';
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

/** How long an untouched new draft is kept before the editor's next "Create New" removes it. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

/**
 * Removes this editor's drafts in the collection that are still as "Create New" made them (one
 * version: never saved since, never published) and older than ABANDONED_AFTER_MS. Only the
 * editor's own, with their own access; a draft anyone saved again stays.
 */
async function removeAbandonedDrafts(payload: Payload, collection: CollectionSlug, user: TypedUser, now: Date): Promise<void> {
  const stale = await payload.find({
    collection,
    where: {
      and: [
        { lastEditedBy: { equals: user.id } },
        { _status: { equals: 'draft' } },
        { createdAt: { less_than: new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString() } },
      ],
    },
    draft: true,
    overrideAccess: false,
    user,
    depth: 0,
    limit: 20,
    pagination: false,
  });
  for (const doc of stale.docs) {
    const versions = await payload.countVersions({ collection, where: { parent: { equals: doc.id } }, overrideAccess: true });
    if (versions.totalDocs === 1) await payload.delete({ collection, id: doc.id, overrideAccess: false, user });
  }
}

/**
 * The new draft's id, made as the signed-in editor (their group, their access), or null when
 * there is no editor, the collection is not previewed, or the CMS refuses: the admin's own
 * create form then opens as before.
 */
export async function createDraftFor(payload: Payload, headers: Headers, collection: string, now = new Date()): Promise<string | null> {
  if (!isPreviewedCollection(collection) || !fromTheCmsItself(headers)) return null;
  const { user } = await payload.auth({ headers });
  if (!user) return null;
  try {
    await removeAbandonedDrafts(payload, collection, user, now).catch((error: unknown) =>
      payload.logger.warn({ err: error, collection }, 'could not remove abandoned drafts; a new one is made all the same'),
    );
    const doc = await payload.create({ collection, data: {}, draft: true, overrideAccess: false, user, depth: 0 });
    return String(doc.id);
  } catch (error) {
    payload.logger.warn({ err: error, collection }, 'could not save a new draft; the create form opens instead');
    return null;
  }
}
