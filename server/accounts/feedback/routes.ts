// POST /api/v1/feedback: signed in or not (the form is also a block on
// clinic pages); a signed-in sender is remembered with the feedback.
import { Hono } from 'hono';
import { FeedbackSchema } from '../../../shared/schemas/feedback';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/respond';
import { body } from '../../http/validate';
import { sendFeedback } from './service';

export const feedbackRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const input = await body(c, FeedbackSchema);
  return ok(c, await sendFeedback(c.get('deps'), c.get('vetId'), c.get('user'), input), 201);
});
