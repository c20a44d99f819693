// GET /api/v2/species: the vet group's species as a list of single id-to-name maps
// ([{ "1": "Dog" }, …]), in the group's own order. Public: anonymous
// booking and the pet form both need it.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/respond';
import { listSpecies } from './service';
import { keptAnswers } from '../../cache/keptAnswers';

// Species are part of the booking flow's scope (migration 016).
export const speciesRoutes = new Hono<AppEnv>()
  .use(
    '*',
    keptAnswers((c) => `booking:${c.get('vetId')}`),
  )
  .get('/', async (c) => ok(c, await listSpecies(c.get('deps').db, c.get('vetId'))));
