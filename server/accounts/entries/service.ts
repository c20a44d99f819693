// Photo competition entries (the photo share page): one entry by its id, or the
// entries of one event. Ids are UUIDs, so a share link cannot be guessed from another.
import type * as v from 'valibot';
import type { SharedPhotoAnswerSchema } from '../../../shared/schemas/entries';
import type { Queryable } from '../../db/index';

export const ENTRY_NOT_FOUND = 'That photo was not found.';
export const EVENT_GUID_REQUIRED = 'EventGuid is required';
export const EVENT_GUID_INVALID = 'EventGuid must be an event id';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface EntryRow {
  id: string;
  image: Uint8Array | Buffer;
  event_title: string;
  event_description: string;
  pet_name: string;
  title: string;
}

export type EntryView = v.InferInput<typeof SharedPhotoAnswerSchema> & { id: string; eventGuid: string };

const SELECT = `
  select e.id, e.image, ev.id as event_id, ev.title as event_title, ev.description as event_description, e.pet_name, e.title
    from photo_entries e join photo_events ev on ev.id = e.event_id and ev.vet_id = e.vet_id`;

const toEntry = (r: EntryRow & { event_id: string }): EntryView => ({
  id: r.id,
  eventGuid: r.event_id,
  image: Buffer.from(r.image).toString('base64'),
  eventTitle: r.event_title,
  eventDescription: r.event_description,
  petName: r.pet_name,
  entryTitle: r.title,
});

export async function entryById(db: Queryable, vetId: string, id: string) {
  if (!UUID.test(id)) return undefined;
  const { rows } = await db.query<EntryRow & { event_id: string }>(`${SELECT} where e.id = $1 and e.vet_id = $2`, [id, vetId]);
  return rows[0] && toEntry(rows[0]);
}

export async function entriesOfEvent(db: Queryable, vetId: string, eventGuid: string) {
  const { rows } = await db.query<EntryRow & { event_id: string }>(`${SELECT} where e.event_id = $1 and e.vet_id = $2 order by e.position, e.id`, [
    eventGuid,
    vetId,
  ]);
  return rows.map(toEntry);
}
