// /api/v2/appointment (the new booking flow, the account's list and cancel) and
// /api/v1/appointment (the older flow): thin handlers over the services, every input through
// the shared schemas in shared/schemas/appointments.ts.
import { callerAddressKey } from '../http/callerAddress';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { currentUser, requireUser } from '../auth/middleware';
import type { AppEnv } from '../http/env';
import { answerOnce } from '../http/idempotency';
import { list, ok } from '../http/respond';
import { checked, idParam, input, orEmpty } from '../http/validate';
import {
  AppointmentListQuerySchema,
  AppointmentTypeQuerySchema,
  CalendarResourceQuerySchema,
  CancelAppointmentSchema,
  ClassicAnonymousBookingSchema,
  ClassicBookingSchema,
  ClassicDaysQuerySchema,
  CompleteBookingSchema,
  HoldRequestSchema,
  HOLD_INVALID,
  SlotsQuerySchema,
} from '../../shared/schemas/appointments';
import { cancelAppointment, getAppointment, listAppointments } from './appointments';
import { completeBooking } from './booking';
import { bookingStart, catalogueOf, checkSpecies, cliniciansFor, findClinic, findType, typeOnWire, typesFor } from './catalogue';
import { classicDays, requestAppointment } from './classic';
import { placeHold, releaseHolds } from './holds';
import { slotsAnswer } from './slotCache';
import { keptAnswers } from '../cache/keptAnswers';
import { answerCacheFor, answerFor } from '../cache/answers';
import { bookingConflicts } from '../ops/metrics';
import type { MiddlewareHandler } from 'hono';

/** A 409 on a hold or a booking (the time taken, passed or never offered) counts for the metrics. */
const countConflicts =
  (step: 'hold' | 'complete'): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (c.res.status === 409) bookingConflicts.inc({ step });
  };

const uuid = v.pipe(v.string(HOLD_INVALID), v.trim(), v.uuid(HOLD_INVALID), v.toLowerCase());
const HoldBodySchema = v.object({ ...HoldRequestSchema.entries, previousHoldId: v.optional(v.nullable(uuid), null) });

const CancelBody = orEmpty(CancelAppointmentSchema);

/** Both flows' cancel: after requireUser and input('json', CancelBody). */
const cancelRoute = async (c: Context<AppEnv, string, { out: { json: v.InferOutput<typeof CancelBody> } }>) => {
  const id = idParam(c);
  return ok(c, await cancelAppointment(c.get('deps').db, currentUser(c), id, c.req.valid('json').note, c.get('deps').now()));
};

export const appointmentRoutes = new Hono<AppEnv>()
  // Signed out, the start is the group's clinics, species and texts: kept (a signed-in call is not).
  .get(
    '/start',
    keptAnswers((c) => `booking:${c.get('vetId')}`),
    async (c) => ok(c, await bookingStart(c.get('deps').db, c.get('vetId'), c.get('user'))),
  )
  .get('/appointment-type', input('query', AppointmentTypeQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const catalogue = await catalogueOf(c.get('deps').db, c.get('vetId'));
    checkSpecies(catalogue, q.speciesId);
    return ok(c, typesFor(catalogue, q.speciesId, q.customerStatusId).map(typeOnWire));
  })
  .get('/calendar-resources', input('query', CalendarResourceQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const catalogue = await catalogueOf(c.get('deps').db, c.get('vetId'));
    const clinic = findClinic(catalogue, q.clinicId.toLowerCase());
    const type = findType(catalogue, q.appointmentTypeId);
    return ok(
      c,
      cliniciansFor(catalogue, clinic.id, type.id).map(({ id, name }) => ({ id, name })),
    );
  })
  .get('/slots', input('query', SlotsQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const { db, now } = c.get('deps');
    const vetId = c.get('vetId');
    const answer = await slotsAnswer(answerCacheFor(db), db, () => catalogueOf(db, vetId), vetId, { ...q, clinicId: q.clinicId.toLowerCase() }, now());
    const sent = answerFor(answer, c.req);
    const headers = { 'content-type': 'application/json', ...sent.headers };
    return sent.body ? c.body(sent.body, 200, headers) : c.body(null, 304, headers);
  })
  .post('/hold', countConflicts('hold'), input('json', orEmpty(HoldBodySchema)), async (c) => {
    const given = c.req.valid('json');
    // Holds count per address and per visitor: the signed-in user, else the widget's session.
    const user = c.get('user');
    const holder = { address: `ip:${callerAddressKey(c)}`, visitor: user ? `user:${user.id}` : given.visitorId ? `session:${given.visitorId}` : null };
    const { db, now, config } = c.get('deps');
    return ok(c, await placeHold(db, c.get('vetId'), user, given.slotId, now(), given.previousHoldId, holder, config.writeLimits), 201);
  })
  .delete('/hold/:holdId', async (c) => {
    const holdId = checked(uuid, c.req.param('holdId'));
    await releaseHolds(c.get('deps').db, c.get('vetId'), undefined, holdId);
    return ok(c, null);
  })
  .post('/complete', countConflicts('complete'), input('json', CompleteBookingSchema), async (c) => {
    const deps = c.get('deps');
    const vetId = c.get('vetId');
    const user = c.get('user');
    const booking = c.req.valid('json');
    // The same Idempotency-Key again (a retry after a lost answer) is answered the same booking,
    // not "that time has just been taken" by the client's own first request.
    const answer = await answerOnce(c, 'booking', booking, () => completeBooking(deps, vetId, user, booking));
    return ok(c, answer.body, answer.status);
  })
  .get('/', requireUser, input('query', AppointmentListQuerySchema), async (c) => {
    const page = await listAppointments(c.get('deps').db, currentUser(c), c.req.valid('query'), c.get('deps').now());
    return list(c, page.items, page.total);
  })
  .get('/:id', requireUser, async (c) => ok(c, await getAppointment(c.get('deps').db, currentUser(c), idParam(c))))
  .put('/:id/cancel', requireUser, input('json', CancelBody), cancelRoute);

export const classicAppointmentRoutes = new Hono<AppEnv>()
  .get('/days', input('query', ClassicDaysQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const { db, now } = c.get('deps');
    const clinic = findClinic(await catalogueOf(db, c.get('vetId')), q.clinicId.toLowerCase());
    return ok(c, classicDays(clinic, q.month, now()));
  })
  .post('/anonymous', input('json', orEmpty(ClassicAnonymousBookingSchema)), async (c) =>
    ok(c, await requestAppointment(c.get('deps'), c.get('vetId'), undefined, c.req.valid('json')), 201),
  )
  .post('/', requireUser, input('json', orEmpty(ClassicBookingSchema)), async (c) =>
    ok(c, await requestAppointment(c.get('deps'), c.get('vetId'), currentUser(c), c.req.valid('json')), 201),
  )
  .put('/:id/cancel', requireUser, input('json', CancelBody), cancelRoute);
