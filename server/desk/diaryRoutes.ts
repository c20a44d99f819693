// The desk's day: a clinic's diary and what staff do to a booking in it. Mounted in the desk
// router (routes.ts), behind its staff check; a booking or clinic the staff member may not
// work is a plain 404 as everywhere on the desk.
import { Hono } from 'hono';
import { currentStaff } from '../auth/staffAuth';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { input } from '../http/validate';
import { DeskBookingParamSchema, DeskConfirmSchema } from '../../shared/schemas/desk';
import { DeskAttendanceSchema, DeskBookingTimesQuerySchema, DeskCancelSchema, DeskDiaryQuerySchema } from '../../shared/schemas/deskDiary';
import { bookingTimes, cancelBooking, moveBooking, setAttendance } from './bookingActions';
import { clinicDiary } from './diary';

const booking = input('param', DeskBookingParamSchema);

export const diaryRoutes = new Hono<AppEnv>()
  .get('/diary', input('query', DeskDiaryQuerySchema), async (c) => {
    const { db, now } = c.get('deps');
    return ok(c, await clinicDiary(db, currentStaff(c), c.req.valid('query'), now()));
  })
  .post('/bookings/:bookingId/attendance', booking, input('json', DeskAttendanceSchema), async (c) =>
    ok(c, await setAttendance(c.get('deps'), currentStaff(c), c.req.valid('param').bookingId, c.req.valid('json').attendance)),
  )
  .get('/bookings/:bookingId/times', booking, input('query', DeskBookingTimesQuerySchema), async (c) =>
    ok(c, await bookingTimes(c.get('deps'), currentStaff(c), c.req.valid('param').bookingId, c.req.valid('query').date)),
  )
  .post('/bookings/:bookingId/move', booking, input('json', DeskConfirmSchema), async (c) =>
    ok(c, await moveBooking(c.get('deps'), currentStaff(c), c.req.valid('param').bookingId, c.req.valid('json').slotId)),
  )
  .post('/bookings/:bookingId/cancel', booking, input('json', DeskCancelSchema), async (c) =>
    ok(c, await cancelBooking(c.get('deps'), currentStaff(c), c.req.valid('param').bookingId, c.req.valid('json').reason)),
  );
