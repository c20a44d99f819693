// What a module hands the demo seed (server/db/seed.ts runs the steps in order, in one
// transaction). Its own file: the seed imports every module's step, so a module that took this
// type from the seed would import back the file that imports it.
import type { Queryable } from './index';

export interface SeedStep {
  name: string;
  run(db: Queryable, context: { root: string }): Promise<void>;
}
