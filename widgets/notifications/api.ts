// The bell's calls (shared/api/notifications.ts), answers checked before the store sees them.
import * as v from 'valibot';
import { createNotificationsApi } from '../../shared/api/notifications';
import type { Id } from '../../shared/api/resource';
import type { WidgetApi } from '../kit/WidgetContext';

export const NotificationSchema = v.looseObject({
  id: v.union([v.number(), v.string()]),
  title: v.string(),
  body: v.optional(v.nullable(v.string()), ''),
  isRead: v.boolean(),
  processedOn: v.string(),
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

const PageSchema = v.object({ items: v.array(NotificationSchema), total: v.optional(v.number(), 0), unread: v.optional(v.number()) });

export interface NotificationsApi {
  list(): Promise<v.InferOutput<typeof PageSchema>>;
  markRead(id: Id): Promise<void>;
  markAllRead(): Promise<void>;
}

export function createBellApi(widget: WidgetApi): NotificationsApi {
  const client = widget.client;
  const api = createNotificationsApi(client);
  return {
    // The list loads once, all of it (the server's default page); the filter is applied here.
    list: async () => v.parse(PageSchema, await api.list()),
    markRead: async (id) => void (await api.markRead(id)),
    markAllRead: async () => void (await api.markAllRead()),
  };
}
