// Demo data, written once into a fresh database: the two vet groups, their clinics (from
// demo/seed/clinics.json) and the demo accounts. Other modules add their own steps to
// SEED_STEPS (appointments, content, shop …); steps run in order inside one transaction.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { ClinicBookingSettings } from '../../shared/content/webhook';
import { hashPassword } from '../auth/passwords';
import { accountsSeedStep } from '../accounts/index';
import { appointmentsSeedStep } from '../appointments/index';
import { commerceSeedStep } from '../commerce/index';
import { contentSeedStep } from '../content/seed';
import { formsSeedStep } from '../forms/index';
import { petsSeedStep } from '../pets/seed';
import { profileSeedStep } from '../profile/seed';
import { deskSeedStep } from '../desk/seed';
import type { Db } from './index';
import { STARTUP_LOCK, STARTUP_TIMEOUT } from './migrate';
import type { SeedStep } from './seedStep';

export const DEMO_USERS = [
  {
    vetId: 'tui-vets',
    email: 'sam@example.nz',
    password: 'tui-demo-1',
    firstName: 'Sam',
    lastName: 'Taylor',
    phone: '021 555 0101',
    clientCode: 'TV10234',
    linked: true,
  },
  {
    vetId: 'tui-vets',
    email: 'alex@example.nz',
    password: 'tui-demo-2',
    firstName: 'Alex',
    lastName: 'Morgan',
    phone: '022 555 0199',
    clientCode: null,
    linked: false,
  },
  {
    vetId: 'kea-vets',
    email: 'kiri@example.nz',
    password: 'kea-demo-1',
    firstName: 'Kiri',
    lastName: 'Walker',
    phone: '027 555 0123',
    clientCode: 'KV2001',
    linked: false,
  },
] as const;

interface SeedClinic {
  id: string;
  slug: string;
  vetdeskClinicId?: number;
  name: string;
  friendlyAddress: string;
  mainLocation?: boolean;
  address?: { coordinates?: [number, number] };
  contacts?: { type: string; value: string }[];
  openingHours?: { day: string; from: string; to: string }[];
  /** Holidays, closed days, notice and reminder hour (the CMS's location edits them later). */
  bookingSettings: unknown;
}

const platformSeed: SeedStep = {
  name: 'platform',
  async run(db, { root }) {
    await db.query(
      `insert into vet_groups (id, name, gst_number, booking_config) values
        ('tui-vets', 'Tui Vets', '123-456-789', '{"mainColour":"#0f766e","hoverColour":"#115e59","highlightColour":"#ccfbf1","allowSelectResource":true}'),
        ('kea-vets', 'Kea Vets', '987-654-321', '{"mainColour":"#1d4ed8","hoverColour":"#1e40af","highlightColour":"#dbeafe","allowSelectResource":false}')`,
    );
    // The clinic sites each group lets sign in through the popup: the demo clinic site the
    // hostile-host e2e suite serves its pages from. The portal's own pages need no entry.
    await db.query(`insert into vet_group_sites (vet_id, origin) values ('tui-vets', 'http://clinic.example'), ('kea-vets', 'http://clinic.example')`);
    const clinics = JSON.parse(readFileSync(join(root, 'demo/seed/clinics.json'), 'utf8')) as Record<string, SeedClinic[]>;
    for (const [vetId, list] of Object.entries(clinics)) {
      for (const [position, clinic] of list.entries()) {
        const contact = (type: string) => clinic.contacts?.find((c) => c.type === type)?.value ?? null;
        const [longitude, latitude] = clinic.address?.coordinates ?? [null, null];
        const settings = v.parse(ClinicBookingSettings, clinic.bookingSettings);
        await db.query(
          `insert into clinics (id, vet_id, slug, vetdesk_clinic_id, name, address, email, phone, main_location, latitude, longitude, opening_hours, position,
                                holiday_region, open_on_public_holidays, closed_days, manage_notice_minutes, reminder_hour)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
          [
            clinic.id,
            vetId,
            clinic.slug,
            clinic.vetdeskClinicId ?? null,
            clinic.name,
            clinic.friendlyAddress,
            contact('Email'),
            contact('Phone'),
            clinic.mainLocation ?? false,
            latitude,
            longitude,
            JSON.stringify((clinic.openingHours ?? []).map(({ day, from, to }) => ({ day, from, to }))),
            position,
            settings.holidayRegion,
            settings.openOnPublicHolidays,
            JSON.stringify(settings.closedDays),
            settings.manageNoticeMinutes,
            settings.reminderHour,
          ],
        );
      }
    }
    for (const user of DEMO_USERS) {
      await db.query(
        `insert into users (vet_id, email, password_hash, first_name, last_name, phone, client_code, is_linked_to_pms)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [user.vetId, user.email, await hashPassword(user.password), user.firstName, user.lastName, user.phone, user.clientCode, user.linked],
      );
    }
  },
};

/** Every seed step, in order. Modules append theirs here (one import, one entry). */
export const SEED_STEPS: SeedStep[] = [
  platformSeed,
  contentSeedStep,
  profileSeedStep,
  petsSeedStep,
  accountsSeedStep,
  formsSeedStep,
  appointmentsSeedStep,
  commerceSeedStep,
  deskSeedStep,
];

/** Seeds a database that has no vet groups yet; returns whether it did. */
export async function seedIfEmpty(db: Db, root: string, steps = SEED_STEPS, { demo = true } = {}): Promise<boolean> {
  const existing = await db.one<{ count: number }>('select count(*)::int as count from vet_groups');
  if (existing && existing.count > 0) return false;
  return db.tx(async (tx) => {
    // Processes started together take turns; the second finds the data there (docs/scaling.md).
    await tx.query(STARTUP_LOCK);
    const now = await tx.one<{ count: number }>('select count(*)::int as count from vet_groups');
    if (now && now.count > 0) return false;
    for (const step of steps) await step.run(tx, { root, demo });
    return true;
  }, STARTUP_TIMEOUT);
}
