// POST /api/v1/contact/sheepvaccinesorderform. Anonymous visitors may order.
import { Hono } from 'hono';
import { SheepVaccineOrderSchema } from '../../../shared/schemas/sheepVaccineOrder';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/respond';
import { input } from '../../http/validate';
import { placeSheepVaccineOrder } from './service';

export const sheepVaccineOrderRoutes = new Hono<AppEnv>().post('/', input('json', SheepVaccineOrderSchema), async (c) =>
  ok(c, await placeSheepVaccineOrder(c.get('deps'), c.get('vetId'), c.req.valid('json')), 201),
);
