// Writing a notification for a client. Any module that tells a signed-in client something
// happened (booking made, order placed, subscription charged) calls notify(); the
// /api/v1/notification routes (server/accounts) list them and mark them read.
import type { Queryable } from '../db/index';

export interface NewNotification {
  vetId: string;
  userId: number;
  title: string;
  body: string;
  /** Defaults to the database's now(); pass deps.now() so tests with a fixed clock agree. */
  at?: Date;
}

export async function notify(db: Queryable, n: NewNotification): Promise<void> {
  await db.query('insert into notifications (vet_id, user_id, title, body, processed_on) values ($1, $2, $3, $4, coalesce($5, now()))', [
    n.vetId,
    n.userId,
    n.title.slice(0, 200),
    n.body.slice(0, 2000),
    n.at ?? null,
  ]);
}
