// What the header bell reads (GET /api/v1/notification): docs/contracts.md.
import * as v from 'valibot';
import { answerId, textOrEmpty } from './answerFields';

export const NotificationAnswerSchema = v.looseObject({
  id: answerId,
  title: v.string(),
  body: textOrEmpty,
  isRead: v.boolean(),
  processedOn: v.string(),
});
export type Notification = v.InferOutput<typeof NotificationAnswerSchema>;

/** The list, with the unread count the bell shows (the server counts; older servers leave it out). */
export const NotificationPageAnswerSchema = v.looseObject({
  items: v.array(NotificationAnswerSchema),
  total: v.optional(v.number(), 0),
  unread: v.optional(v.number()),
});
