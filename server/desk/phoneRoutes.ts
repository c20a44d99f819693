// /api/v1/desk: phone bookings and blocked time (phoneBooking.ts, blocks.ts), mounted by
// routes.ts behind its requireStaff. A clinic or block the staff member may not work is a 404.
import { Hono } from 'hono';
import { currentStaff } from '../auth/staffAuth';
import type { AppEnv } from '../http/env';
import { list, ok } from '../http/respond';
import { input } from '../http/validate';
import { answerOnce } from '../http/idempotency';
import {
  DeskBlockParamSchema,
  DeskBlockSchema,
  DeskBlocksQuerySchema,
  DeskClinicQuerySchema,
  DeskPhoneBookingSchema,
  DeskPhoneTimesQuerySchema,
} from '../../shared/schemas/deskPhone';
import { createBlock, deleteBlock, listBlocks } from './blocks';
import { deskCatalogue, phoneBooking, phoneTimes } from './phoneBooking';

export const phoneRoutes = new Hono<AppEnv>()
  .get('/catalogue', input('query', DeskClinicQuerySchema), async (c) =>
    ok(c, await deskCatalogue(c.get('deps').db, currentStaff(c), c.req.valid('query').clinicId)),
  )
  .get('/times', input('query', DeskPhoneTimesQuerySchema), async (c) => ok(c, await phoneTimes(c.get('deps'), currentStaff(c), c.req.valid('query'))))
  // The same Idempotency-Key again (a retry after a lost answer) gets the booking it made.
  .post('/bookings', input('json', DeskPhoneBookingSchema), async (c) => {
    const staff = currentStaff(c);
    const booking = c.req.valid('json');
    const answer = await answerOnce(c, 'desk-booking', { staff: staff.id, booking }, () => phoneBooking(c.get('deps'), staff, booking));
    return ok(c, answer.body, answer.status);
  })
  .get('/blocks', input('query', DeskBlocksQuerySchema), async (c) => {
    const blocks = await listBlocks(c.get('deps').db, currentStaff(c), c.req.valid('query'));
    return list(c, blocks.items, blocks.total);
  })
  .post('/blocks', input('json', DeskBlockSchema), async (c) => ok(c, await createBlock(c.get('deps'), currentStaff(c), c.req.valid('json')), 201))
  .delete('/blocks/:id', input('param', DeskBlockParamSchema), async (c) =>
    ok(c, await deleteBlock(c.get('deps').db, currentStaff(c), c.req.valid('param').id)),
  );
