// The header bell's notifications: list, mark one read, mark all read.
// The list is parsed with shared/schemas/notifications.ts.
import { NotificationPageAnswerSchema } from '../schemas/notifications';
import { parseAnswer } from './answer';
import type { ApiClient, CallOptions } from './http';
import type { Id } from '../schemas/answerFields';
import { seg } from './resource';

export function createNotificationsApi(client: ApiClient) {
  return {
    list: async (query: { offset?: number; limit?: number; unread?: boolean } = {}, o?: CallOptions) =>
      parseAnswer(NotificationPageAnswerSchema, await client.get<unknown>('/api/v1/notification', query, o), 'notification'),
    markRead: (id: Id, o?: CallOptions) => client.put<unknown>(`/api/v1/notification/read/${seg(id)}`, undefined, o),
    markAllRead: (o?: CallOptions) => client.put<unknown>('/api/v1/notification/read/all', undefined, o),
  };
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
