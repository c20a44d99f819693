// Event photo entries: the photo share page and an event's entries.
import type { ApiClient, CallOptions } from './http';
import { seg, type Id } from './resource';
import type { SharedPhoto } from './types';

export function createEntryApi(client: ApiClient) {
  return {
    share: (id: Id, o?: CallOptions) => client.get<SharedPhoto>(`/api/v1/entry/${seg(id)}/share`, undefined, o),
    /** The query key is spelled EventGuid, as the spec writes it. */
    byEvent: (eventGuid: string, o?: CallOptions) => client.get<SharedPhoto[]>('/api/v1/entry', { EventGuid: eventGuid }, o),
  };
}

export type EntryApi = ReturnType<typeof createEntryApi>;
