// The header bell's notifications (spec 2 section 7): list, mark one read, mark all read.
import type { ApiClient, CallOptions } from './http';
import { seg, type Id } from './resource';

export function createNotificationsApi(client: ApiClient) {
  return {
    list: (query: { offset?: number; limit?: number; unread?: boolean } = {}, o?: CallOptions) => client.get<unknown>('/api/v1/notification', query, o),
    markRead: (id: Id, o?: CallOptions) => client.put<unknown>(`/api/v1/notification/read/${seg(id)}`, undefined, o),
    markAllRead: (o?: CallOptions) => client.put<unknown>('/api/v1/notification/read/all', undefined, o),
  };
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
