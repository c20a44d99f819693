// The bell's state, one store per <vet-notifications> (widgets/kit/createStoreContext): the
// list loads once; clicking an unread one marks it read; 'mark all as read' marks all;
// 'only show unread' is on by default. Failed calls are logged only.
import { createStore } from 'zustand/vanilla';
import { createStoreContext } from '../kit/createStoreContext';
import type { Notification, NotificationsApi } from './api';

export interface NotificationsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  items: Notification[];
  unread: number;
  onlyUnread: boolean;
  open: boolean;
  actions: {
    load: () => Promise<void>;
    opened: (open: boolean) => void;
    onlyUnreadToggled: (on: boolean) => void;
    notificationClicked: (id: Notification['id']) => Promise<void>;
    allMarkedRead: () => Promise<void>;
  };
}

export function createNotificationsStore({ api }: { api: NotificationsApi }) {
  return createStore<NotificationsState>()((set, get) => ({
    status: 'idle',
    items: [],
    unread: 0,
    onlyUnread: true,
    open: false,
    actions: {
      load: async () => {
        if (get().status !== 'idle') return;
        set({ status: 'loading' });
        try {
          const page = await api.list();
          set({ status: 'ready', items: page.items, unread: page.unread ?? page.items.filter((n) => !n.isRead).length });
        } catch (error) {
          console.warn('vet-notifications: the notifications could not be loaded', error);
          set({ status: 'failed' });
        }
      },
      opened: (open) => set({ open }),
      onlyUnreadToggled: (onlyUnread) => set({ onlyUnread }),
      notificationClicked: async (id) => {
        const item = get().items.find((n) => n.id === id);
        if (!item || item.isRead) return;
        try {
          await api.markRead(id);
          set((s) => ({ items: s.items.map((n) => (n.id === id ? { ...n, isRead: true } : n)), unread: Math.max(0, s.unread - 1) }));
        } catch (error) {
          console.warn('vet-notifications: could not mark a notification read', error);
        }
      },
      allMarkedRead: async () => {
        try {
          await api.markAllRead();
          set((s) => ({ items: s.items.map((n) => ({ ...n, isRead: true })), unread: 0 }));
        } catch (error) {
          console.warn('vet-notifications: could not mark all read', error);
        }
      },
    },
  }));
}

export const NotificationsStoreContext = createStoreContext('vet-notifications', createNotificationsStore);
export const useNotifications = NotificationsStoreContext.useSelector;
export const useNotificationsActions = () => NotificationsStoreContext.useSelector((s) => s.actions);
