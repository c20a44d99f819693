// POST /api/v1/feedback: signed in or not (the form is also a block on
// clinic pages); a signed-in sender is remembered with the feedback.
import { Hono } from 'hono';
import { FeedbackSchema } from '../../../shared/schemas/feedback';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/respond';
import { input } from '../../http/validate';
import { sendFeedback } from './service';

export const feedbackRoutes = new Hono<AppEnv>().post('/', input('json', FeedbackSchema), async (c) =>
  ok(c, await sendFeedback(c.get('deps'), c.get('vetId'), c.get('user'), c.req.valid('json')), 201),
);
