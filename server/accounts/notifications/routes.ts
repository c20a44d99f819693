// /api/v1/notification: GET the list (data.items, data.total, and
// data.unread for the bell's badge); PUT /read/{id}; PUT /read/all. Signed-in only.
import { Hono } from 'hono';
import * as v from 'valibot';
import { currentUser, requireUser } from '../../auth/middleware';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/respond';
import { idParam, input, intString } from '../../http/validate';
import { listNotifications, markAllRead, markRead } from './service';

export const NotificationListQuery = v.object({
  offset: intString(0, 100_000, 0),
  limit: intString(1, 200, 100),
  /** The panel's 'only show unread' filter, when a client wants the server to apply it. */
  unread: v.optional(v.picklist(['true', 'false'], 'unread must be true or false'), 'false'),
});

export const notificationRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/', input('query', NotificationListQuery), async (c) => {
    const q = c.req.valid('query');
    return ok(c, await listNotifications(c.get('deps').db, currentUser(c), { offset: q.offset, limit: q.limit, unread: q.unread === 'true' }));
  })
  // 'all' first: it is not an id.
  .put('/read/all', async (c) => ok(c, await markAllRead(c.get('deps').db, currentUser(c))))
  .put('/read/:id', async (c) => ok(c, await markRead(c.get('deps').db, currentUser(c), idParam(c))));
