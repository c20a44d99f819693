// /api/v2/appointment/manage/{token}: a booking's own page from the link in its emails. The
// token is the only key (no sign-in); it opens that one booking and nothing else.
import { Hono, type Context } from 'hono';
import { callerAddressKey } from '../../http/callerAddress';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/respond';
import { input, orEmpty } from '../../http/validate';
import { answerFor } from '../../cache/answers';
import { CancelAppointmentSchema } from '../../../shared/schemas/appointments';
import { ManageHoldSchema, ManageMoveSchema, ManageSlotsQuerySchema } from '../../../shared/schemas/manageBooking';
import { placeHold } from '../holds';
import { cancelManagedBooking, checkMoveSlot, manageSlots, moveManagedBooking, viewBooking } from './manage';

const tokenOf = (c: Context<AppEnv>) => c.req.param('token') ?? '';

export const manageBookingRoutes = new Hono<AppEnv>()
  // A booking's answers carry the client's name, phone and email: no cache may keep them.
  .use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })
  .get('/:token', async (c) => ok(c, await viewBooking(c.get('deps'), c.get('vetId'), tokenOf(c))))
  .put('/:token/cancel', input('json', orEmpty(CancelAppointmentSchema)), async (c) =>
    ok(c, await cancelManagedBooking(c.get('deps'), c.get('vetId'), tokenOf(c), c.req.valid('json').note)),
  )
  .get('/:token/slots', input('query', ManageSlotsQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const answer = await manageSlots(c.get('deps'), c.get('vetId'), tokenOf(c), q.date);
    const sent = answerFor(answer, c.req);
    const headers = { 'content-type': 'application/json', ...sent.headers };
    return sent.body ? c.body(sent.body, 200, headers) : c.body(null, 304, headers);
  })
  .post('/:token/hold', input('json', orEmpty(ManageHoldSchema)), async (c) => {
    const given = c.req.valid('json');
    const deps = c.get('deps');
    const vetId = c.get('vetId');
    await checkMoveSlot(deps, vetId, tokenOf(c), given.slotId);
    // Counted like the booking flow's holds: per address and per browser session.
    const holder = { address: `ip:${callerAddressKey(c)}`, visitor: given.visitorId ? `session:${given.visitorId}` : null };
    return ok(c, await placeHold(deps.db, vetId, undefined, given.slotId, deps.now(), given.previousHoldId, holder, deps.config.writeLimits), 201);
  })
  .post('/:token/move', input('json', orEmpty(ManageMoveSchema)), async (c) => {
    const { slotId, holdId } = c.req.valid('json');
    return ok(c, await moveManagedBooking(c.get('deps'), c.get('vetId'), tokenOf(c), slotId, holdId));
  });
