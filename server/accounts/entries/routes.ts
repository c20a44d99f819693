// /api/v1/entry: GET /{id}/share is one entry for the photo share page
// (image as base64 JPEG, event title and description, pet name, entry title); GET
// ?EventGuid={id} lists an event's entries (the query key is spelled as the spec writes it).
// Public: share links are opened by people who are not signed in.
import { Hono } from 'hono';
import * as v from 'valibot';
import { notFound } from '../../http/errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/respond';
import { input } from '../../http/validate';
import { ENTRY_NOT_FOUND, EVENT_GUID_INVALID, EVENT_GUID_REQUIRED, UUID, entriesOfEvent, entryById } from './service';

export const EntryListQuery = v.object({
  // Absent reads as '': the caller gets the field's own message, not a schema error.
  EventGuid: v.optional(v.pipe(v.string(EVENT_GUID_REQUIRED), v.trim(), v.nonEmpty(EVENT_GUID_REQUIRED), v.regex(UUID, EVENT_GUID_INVALID)), ''),
});

export const entryRoutes = new Hono<AppEnv>()
  .get('/', input('query', EntryListQuery), async (c) => {
    const q = c.req.valid('query');
    return ok(c, await entriesOfEvent(c.get('deps').db, c.get('vetId'), q.EventGuid));
  })
  .get('/:id/share', async (c) => {
    const entry = await entryById(c.get('deps').db, c.get('vetId'), c.req.param('id'));
    if (!entry) throw notFound(ENTRY_NOT_FOUND);
    return ok(c, entry);
  });
