// Demo delivery addresses: Sam has a home (default) and a farm address; Kiri (kea-vets) one.
import type { SeedStep } from '../db/seedStep';

const ADDRESSES = [
  ['tui-vets', 'sam@example.nz', '', '12 Victoria Street', 'Hamilton Central', 'Hamilton', '3204', 3, true],
  ['tui-vets', 'sam@example.nz', 'Taylor Farms Ltd', '480 Pukerimu Lane', 'RD 2', 'Cambridge', '3494', 3, false],
  ['kea-vets', 'kiri@example.nz', '', '7 Ardmore Street', '', 'Wanaka', '9305', 15, true],
] as const;

export const profileSeedStep: SeedStep = {
  name: 'profile',
  async run(db) {
    for (const [vetId, email, company, street, suburb, city, postCode, regionId, isDefault] of ADDRESSES) {
      await db.query(
        `insert into addresses (vet_id, user_id, company, street, suburb, city, post_code, region_id, is_default)
         select $1, id, $3, $4, $5, $6, $7, $8, $9 from users where vet_id = $1 and email = $2`,
        [vetId, email, company, street, suburb, city, postCode, regionId, isDefault],
      );
    }
  },
};
