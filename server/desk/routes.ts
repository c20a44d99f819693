// /api/v1/desk: the clinic desk's API. Every route needs a staff token of this vet group
// (requireStaff); anything else, like a clinic or booking the staff member may not work, is a
// plain 404. Input that breaks a rule is refused as everywhere else (422, its message).
import { Hono } from 'hono';
import { currentStaff, requireStaff } from '../auth/staffAuth';
import type { AppEnv } from '../http/env';
import { list, ok } from '../http/respond';
import { input } from '../http/validate';
import {
  DeskBookingMailBodySchema,
  DeskClinicParamSchema,
  DeskBookingParamSchema,
  DeskConfirmSchema,
  DeskDeclineSchema,
  DeskRequestsQuerySchema,
  DeskTimesQuerySchema,
} from '../../shared/schemas/desk';
import { diaryRoutes } from './diaryRoutes';
import { bookingHistory } from './history';
import { bookingClinic, confirmRequest, declineRequest, requestQueue, requestTimes } from './requests';
import { phoneRoutes } from './phoneRoutes';
import { setupRoutes } from './setup/routes';
import { deskMe, setBookingMail } from './staff';

const booking = input('param', DeskBookingParamSchema);

export const deskRoutes = new Hono<AppEnv>()
  .use('*', requireStaff)
  .get('/me', async (c) => ok(c, await deskMe(c.get('deps').db, currentStaff(c))))
  .put('/clinics/:clinicId/booking-mail', input('param', DeskClinicParamSchema), input('json', DeskBookingMailBodySchema), async (c) =>
    ok(c, await setBookingMail(c.get('deps').db, currentStaff(c), c.req.valid('param').clinicId, c.req.valid('json').bookingMail)),
  )
  .get('/requests', input('query', DeskRequestsQuerySchema), async (c) => {
    const queue = await requestQueue(c.get('deps').db, currentStaff(c), c.req.valid('query').clinicId);
    return list(c, queue.items, queue.total);
  })
  .get('/requests/:bookingId/times', booking, input('query', DeskTimesQuerySchema), async (c) =>
    ok(c, await requestTimes(c.get('deps'), currentStaff(c), c.req.valid('param').bookingId, c.req.valid('query'))),
  )
  .post('/requests/:bookingId/confirm', booking, input('json', DeskConfirmSchema), async (c) =>
    ok(c, await confirmRequest(c.get('deps'), currentStaff(c), c.req.valid('param').bookingId, c.req.valid('json').slotId)),
  )
  .post('/requests/:bookingId/decline', booking, input('json', DeskDeclineSchema), async (c) =>
    ok(c, await declineRequest(c.get('deps'), currentStaff(c), c.req.valid('param').bookingId, c.req.valid('json').message)),
  )
  .get('/bookings/:bookingId/history', booking, async (c) => {
    const staff = currentStaff(c);
    const { bookingId } = c.req.valid('param');
    const { db } = c.get('deps');
    await bookingClinic(db, staff, bookingId);
    const history = await bookingHistory(db, staff.vetId, bookingId);
    return list(c, history.items, history.total);
  })
  .route('/', diaryRoutes)
  .route('/', phoneRoutes)
  .route('/setup', setupRoutes);
