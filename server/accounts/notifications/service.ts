// The signed-in client's notifications (the header bell): listed
// newest first and marked read one by one or all at once. Written by notify()
// (server/notifications/store.ts); every query here is scoped to the group and the user.
import type { InferInput } from 'valibot';
import type { NotificationAnswerSchema } from '../../../shared/schemas/notifications';
import type { Conn } from '../../db/index';
import { notFound } from '../../http/errors';
import type { AuthUser } from '../../http/env';

export const NOTIFICATION_NOT_FOUND = 'That notification was not found.';

interface NotificationRow {
  id: number;
  title: string;
  body: string;
  is_read: boolean;
  processed_on: Date | string;
}

const toNotification = (r: NotificationRow) =>
  ({
    id: r.id,
    title: r.title,
    body: r.body,
    isRead: r.is_read,
    processedOn: new Date(r.processed_on).toISOString(),
  }) satisfies InferInput<typeof NotificationAnswerSchema>;

export type NotificationView = ReturnType<typeof toNotification>;

export async function listNotifications(db: Conn, user: AuthUser, page: { offset: number; limit: number; unread: boolean }) {
  const where = `vet_id = $1 and user_id = $2${page.unread ? ' and not is_read' : ''}`;
  const { rows } = await db.query<NotificationRow>(
    `select id, title, body, is_read, processed_on from notifications where ${where} order by processed_on desc, id desc limit $3 offset $4`,
    [user.vetId, user.id, page.limit, page.offset],
  );
  const counts = await db.one<{ total: number; unread: number }>(
    `select count(*) filter (where ${page.unread ? 'not is_read' : 'true'})::int as total, count(*) filter (where not is_read)::int as unread
       from notifications where vet_id = $1 and user_id = $2`,
    [user.vetId, user.id],
  );
  return { items: rows.map(toNotification), total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
}

/** Marking an already-read notification again is not an error: the bell may be open twice. */
export async function markRead(db: Conn, user: AuthUser, id: number) {
  const row = await db.one<NotificationRow>(
    'update notifications set is_read = true where id = $1 and vet_id = $2 and user_id = $3 returning id, title, body, is_read, processed_on',
    [id, user.vetId, user.id],
  );
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return toNotification(row);
}

export async function markAllRead(db: Conn, user: AuthUser) {
  const { rows } = await db.query<{ id: number }>('update notifications set is_read = true where vet_id = $1 and user_id = $2 and not is_read returning id', [
    user.vetId,
    user.id,
  ]);
  return { updated: rows.length };
}
