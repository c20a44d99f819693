// The stand-in practice-management system's client records (pms_clients), written once into
// a fresh database. In production these live in the clinic's PMS; here they let the whole
// search / match / confirm flow run on one machine. Sam (tui-vets) is linked already, Alex
// (tui-vets) and Kiri (kea-vets) have a record waiting to be linked, and Jo has none on the
// portal.
import type { Queryable } from '../../db/index';

export const PMS_CLIENTS = [
  {
    vetId: 'tui-vets',
    clientCode: 'TV10234',
    firstName: 'Sam',
    lastName: 'Taylor',
    email: 'sam@example.nz',
    phone: '021 555 0101',
    pets: [
      { name: 'Bella', species: 'Dog' },
      { name: 'Milo', species: 'Cat' },
    ],
  },
  {
    vetId: 'tui-vets',
    clientCode: 'TV10877',
    firstName: 'Alex',
    lastName: 'Morgan',
    email: 'alex@example.nz',
    phone: '022 555 0199',
    pets: [
      { name: 'Rex', species: 'Dog' },
      { name: 'Whiskers', species: 'Cat' },
      { name: 'Dolly', species: 'Sheep' },
    ],
  },
  {
    vetId: 'tui-vets',
    clientCode: 'TV11002',
    firstName: 'Jo',
    lastName: 'Rangi',
    email: 'jo.rangi@example.nz',
    phone: '027 555 0300',
    pets: [{ name: 'Nugget', species: 'Horse' }],
  },
  {
    vetId: 'kea-vets',
    clientCode: 'KV2001',
    firstName: 'Kiri',
    lastName: 'Walker',
    email: 'kiri@example.nz',
    phone: '027 555 0123',
    pets: [{ name: 'Tama', species: 'Dog' }],
  },
] as const;

export async function seedPmsClients(db: Queryable): Promise<void> {
  for (const p of PMS_CLIENTS) {
    await db.query(`insert into pms_clients (vet_id, client_code, first_name, last_name, email, phone, pets) values ($1, $2, $3, $4, $5, $6, $7)`, [
      p.vetId,
      p.clientCode,
      p.firstName,
      p.lastName,
      p.email,
      p.phone,
      JSON.stringify(p.pets),
    ]);
  }
  // Demo accounts already linked (users.is_linked_to_pms) get their link row, so the account
  // area shows the practice record they are linked to.
  await db.query(
    `insert into linked_accounts (vet_id, user_id, account_type, status, pms_client_id, matched_at, confirmed_at, completed_at)
     select u.vet_id, u.id, 'pms', 'linked', p.id, now(), now(), now()
       from users u join pms_clients p on p.vet_id = u.vet_id and p.client_code = u.client_code
      where u.is_linked_to_pms`,
  );
}
