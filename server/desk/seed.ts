// Demo staff for the clinic desk, on a demo server only: a production database starts with
// none, and its first manager is made with `npm run staff:create`.
import type { SeedStep } from '../db/seedStep';
import { createStaff, type NewStaff } from './staff';

export const DEMO_STAFF: readonly NewStaff[] = [
  {
    vetId: 'tui-vets',
    email: 'reception.hamilton@tuivets.example.nz',
    password: 'tui-desk-2026',
    name: 'Hamilton Reception',
    role: 'reception',
    clinicIds: ['tui-hamilton'],
  },
  { vetId: 'tui-vets', email: 'manager@tuivets.example.nz', password: 'tui-manager-2026', name: 'Tui Vets Manager', role: 'manager' },
  { vetId: 'kea-vets', email: 'manager@keavets.example.nz', password: 'kea-manager-2026', name: 'Kea Vets Manager', role: 'manager' },
];

export const deskSeedStep: SeedStep = {
  name: 'desk',
  async run(db, { demo }) {
    if (!demo) return;
    for (const staff of DEMO_STAFF) await createStaff(db, staff);
  },
};
