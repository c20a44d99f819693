// POST /api/v1/contact and POST /api/v1/contact/enquiry (the enquiry
// form; the spec names its fields, not its route: docs/forms.md). Anonymous visitors may send.
import { Hono } from 'hono';
import { ContactMessageSchema } from '../../../shared/schemas/contact';
import { EnquirySchema } from '../../../shared/schemas/enquiry';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/respond';
import { input } from '../../http/validate';
import { sendContactMessage, sendEnquiry } from './service';

export const contactRoutes = new Hono<AppEnv>()
  .post('/', input('json', ContactMessageSchema), async (c) => ok(c, await sendContactMessage(c.get('deps'), c.get('vetId'), c.req.valid('json')), 201))
  .post('/enquiry', input('json', EnquirySchema), async (c) => ok(c, await sendEnquiry(c.get('deps'), c.get('vetId'), c.req.valid('json')), 201));
