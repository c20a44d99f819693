// Event photo entries: the photo share page and an event's entries. Answers are parsed with
// the schemas of shared/schemas/entries.ts.
import { SharedPhotoAnswerSchema, SharedPhotoListAnswerSchema } from '../schemas/entries';
import type { Id } from '../schemas/answerFields';
import { parseAnswer } from './answer';
import type { ApiClient, CallOptions } from './http';
import { seg } from './resource';

export function createEntryApi(client: ApiClient) {
  return {
    share: async (id: Id, o?: CallOptions) =>
      parseAnswer(SharedPhotoAnswerSchema, await client.get(`/api/v1/entry/${seg(id)}/share`, undefined, o), 'entry/{id}/share'),
    /** The query key is spelled EventGuid, as the spec writes it. */
    byEvent: async (eventGuid: string, o?: CallOptions) =>
      parseAnswer(SharedPhotoListAnswerSchema, await client.get('/api/v1/entry', { EventGuid: eventGuid }, o), 'entry'),
  };
}

export type EntryApi = ReturnType<typeof createEntryApi>;
