// Tells the portal's server when a group's published content changes (shared/content/
// webhook.ts), so its kept pages are made again on the next view rather than after their
// fresh time. A draft saved changes nothing a visitor sees and says nothing. Fire and forget:
// an editor's save never waits for, or fails with, the portal.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload';
import { CONTENT_CHANGED_PATH } from '../../shared/content/webhook';
import { PORTAL_URL } from './portal';
import { contentWebhookSecret } from './secrets';

/** A `context` key that keeps a write quiet (the seed's: nothing is served from it yet). */
export const QUIET = 'quietToPortal';

/** How long the portal has to answer before the CMS stops waiting (it never holds a save). */
export const NOTIFY_TIMEOUT_MS = 2000;

/** A document's group: its id, or the group itself when the relationship came populated. */
export const groupOf = (doc: { vetGroup?: unknown }) => {
  const group = doc.vetGroup;
  return typeof group === 'string' ? group : typeof group === 'object' && group && 'id' in group ? String(group.id) : undefined;
};

function tellPortal(req: PayloadRequest, vetGroup: string | undefined) {
  // Read on each change: set and empty, the webhook is off (the CMS's own tests).
  const key = contentWebhookSecret();
  if (!key || !vetGroup) return;
  void fetch(`${PORTAL_URL}${CONTENT_CHANGED_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'x-vet-id': vetGroup },
    signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
  })
    .then((res) => {
      if (!res.ok) req.payload.logger.warn(`The portal answered ${res.status} to content changed for ${vetGroup}`);
    })
    .catch((error: unknown) => req.payload.logger.warn(`The portal was not told content changed for ${vetGroup}: ${String(error)}`));
}

type Doc = { vetGroup?: unknown; _status?: unknown };

/** After a save: published now, or published before (unpublished, or its group moved). */
export const afterChangeTellPortal: CollectionAfterChangeHook = ({ doc, previousDoc, req, context }) => {
  if (context[QUIET]) return doc;
  const now = doc as Doc;
  const before = (previousDoc ?? {}) as Doc;
  if (now._status === 'draft' && before._status !== 'published') return doc;
  tellPortal(req, groupOf(now));
  if (groupOf(before) !== groupOf(now)) tellPortal(req, groupOf(before));
  return doc;
};

export const afterDeleteTellPortal: CollectionAfterDeleteHook = ({ doc, req, context }) => {
  if (context[QUIET]) return doc;
  tellPortal(req, groupOf(doc as Doc));
  return doc;
};
