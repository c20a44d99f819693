// Demo data of the account resources: app-store links for both groups, notifications for
// Sam (tui-vets) and Kiri (kea-vets), and a photo competition with entries per group so the
// photo share page has something to show. Fixed ids keep links in docs and tests stable.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SeedStep } from '../db/seedStep';

export const DEMO_EVENTS = {
  'tui-vets': {
    id: '6f1d2c3b-8a4e-4b5f-9c6d-7e8f9a0b1c2d',
    title: 'Waikato Dog of the Year 2026',
    description: 'Our clients’ best dog photos, voted by the clinic team.',
  },
  'kea-vets': { id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d', title: 'Spring Lambs Photo Competition', description: 'Show us the newest arrivals on the farm.' },
} as const;

export const DEMO_ENTRIES = [
  { id: '0c9a5a52-3a47-4c1e-8f7e-5b0d9d6f1a01', vetId: 'tui-vets', petName: 'Bella', title: 'Sunday at the river', photo: 'golden-dog.jpg' },
  { id: '0c9a5a52-3a47-4c1e-8f7e-5b0d9d6f1a02', vetId: 'tui-vets', petName: 'Nugget', title: 'Waiting for the postie', photo: 'black-dog.jpg' },
  { id: '0c9a5a52-3a47-4c1e-8f7e-5b0d9d6f1a03', vetId: 'kea-vets', petName: 'Snowy', title: 'First morning out', photo: 'white-lamb.jpg' },
] as const;

const APP_LINKS = {
  'tui-vets': { ios: 'https://apps.apple.com/nz/app/tui-vets/id6450000001', android: 'https://play.google.com/store/apps/details?id=nz.example.tuivets' },
  'kea-vets': { ios: 'https://apps.apple.com/nz/app/kea-vets/id6450000002', android: 'https://play.google.com/store/apps/details?id=nz.example.keavets' },
} as const;

export const DEMO_NOTIFICATIONS = [
  {
    vetId: 'tui-vets',
    email: 'sam@example.nz',
    at: '2026-11-02T21:15:00Z',
    read: true,
    title: 'Your practice account is linked',
    body: 'Bella and Milo now show their vaccinations and treatments from Tui Vets.',
  },
  {
    vetId: 'tui-vets',
    email: 'sam@example.nz',
    at: '2026-11-18T03:40:00Z',
    read: false,
    title: 'Milo’s F3 vaccination is due soon',
    body: 'Milo is due for his F3 booster on 10 December 2026. Book online or call the clinic.',
  },
  {
    vetId: 'tui-vets',
    email: 'sam@example.nz',
    at: '2026-11-21T19:05:00Z',
    read: false,
    title: 'Your order has been dispatched',
    body: 'Your parcel is on its way with the courier. Track it from Orders in your account.',
  },
  {
    vetId: 'kea-vets',
    email: 'kiri@example.nz',
    at: '2026-11-10T22:30:00Z',
    read: false,
    title: 'Welcome to Kea Vets online',
    body: 'Book appointments, order supplies and keep Tama’s details up to date here.',
  },
  {
    vetId: 'kea-vets',
    email: 'kiri@example.nz',
    at: '2026-11-20T01:00:00Z',
    read: false,
    title: 'Lamb vaccine orders are open',
    body: 'Order Toxovax and Campyvax for this season before 15 December.',
  },
] as const;

export const seedAccounts: SeedStep['run'] = async (db, { root }) => {
  for (const [vetId, links] of Object.entries(APP_LINKS)) {
    await db.query('insert into app_store_links (vet_id, ios, android) values ($1, $2, $3)', [vetId, links.ios, links.android]);
  }
  for (const n of DEMO_NOTIFICATIONS) {
    await db.query(
      `insert into notifications (vet_id, user_id, title, body, is_read, processed_on)
       select $1, id, $3, $4, $5, $6 from users where vet_id = $1 and email = $2`,
      [n.vetId, n.email, n.title, n.body, n.read, n.at],
    );
  }
  for (const [vetId, event] of Object.entries(DEMO_EVENTS)) {
    await db.query('insert into photo_events (id, vet_id, title, description) values ($1, $2, $3, $4)', [event.id, vetId, event.title, event.description]);
  }
  for (const [position, entry] of DEMO_ENTRIES.entries()) {
    const image = readFileSync(join(root, 'server/accounts/entries/photos', entry.photo));
    await db.query('insert into photo_entries (id, vet_id, event_id, pet_name, title, image, position) values ($1, $2, $3, $4, $5, $6, $7)', [
      entry.id,
      entry.vetId,
      DEMO_EVENTS[entry.vetId].id,
      entry.petName,
      entry.title,
      image,
      position,
    ]);
  }
};
