// /api/v1/desk/setup: a manager's set-up of clinicians and appointment types. Mounted inside
// the desk's routes (requireStaff); anyone but a manager gets the plain 404 the desk gives
// for anything they may not see.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { currentStaff } from '../../auth/staffAuth';
import { notFound } from '../../http/errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/respond';
import { input } from '../../http/validate';
import { AppointmentTypeSetupSchema, ClinicianSchema, NewClinicianSchema, SetupIdParamSchema } from '../../../shared/schemas/deskSetup';
import { createClinician, updateClinician } from './clinicians';
import { setupOf } from './read';
import { createType, updateType } from './types';

const managersOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (currentStaff(c).role !== 'manager') throw notFound();
  await next();
});

const byId = input('param', SetupIdParamSchema);

export const setupRoutes = new Hono<AppEnv>()
  .use('*', managersOnly)
  .get('/', async (c) => ok(c, await setupOf(c.get('deps').db, currentStaff(c).vetId)))
  .post('/clinicians', input('json', NewClinicianSchema), async (c) =>
    ok(c, await createClinician(c.get('deps').db, currentStaff(c), c.req.valid('json')), 201),
  )
  .put('/clinicians/:id', byId, input('json', ClinicianSchema), async (c) => {
    const { db, now } = c.get('deps');
    return ok(c, await updateClinician(db, currentStaff(c), c.req.valid('param').id, c.req.valid('json'), now()));
  })
  .post('/types', input('json', AppointmentTypeSetupSchema), async (c) => ok(c, await createType(c.get('deps').db, currentStaff(c), c.req.valid('json')), 201))
  .put('/types/:id', byId, input('json', AppointmentTypeSetupSchema), async (c) =>
    ok(c, await updateType(c.get('deps').db, currentStaff(c), c.req.valid('param').id, c.req.valid('json'))),
  );
