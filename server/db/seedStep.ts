// What a module hands the demo seed (server/db/seed.ts runs the steps in order, in one
// transaction). Its own file: the seed imports every module's step, so a module that took this
// type from the seed would import back the file that imports it.
import type { Queryable } from './index';

export interface SeedStep {
  name: string;
  /** `demo`: a demo server (config.demo); steps that add sign-ins beyond the clients' add them only then. */
  run(db: Queryable, context: { root: string; demo: boolean }): Promise<void>;
}
