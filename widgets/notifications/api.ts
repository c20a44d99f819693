// The bell's calls (shared/api/notifications.ts, which parses the answers).
import type * as v from 'valibot';
import { createNotificationsApi } from '../../shared/api/notifications';
import type { Id } from '../../shared/schemas/answerFields';
import type { NotificationPageAnswerSchema } from '../../shared/schemas/notifications';
import type { WidgetApi } from '../kit/WidgetContext';

export type { Notification } from '../../shared/schemas/notifications';

export interface NotificationsApi {
  list(): Promise<v.InferOutput<typeof NotificationPageAnswerSchema>>;
  markRead(id: Id): Promise<void>;
  markAllRead(): Promise<void>;
}

export function createBellApi(widget: WidgetApi): NotificationsApi {
  const api = createNotificationsApi(widget.client);
  return {
    // The list loads once, all of it (the server's default page); the filter is applied here.
    list: () => api.list(),
    markRead: async (id) => void (await api.markRead(id)),
    markAllRead: async () => void (await api.markAllRead()),
  };
}
