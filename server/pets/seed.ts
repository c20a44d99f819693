// Demo species for both groups, and pets for the demo clients: Sam's first two come from the
// practice system (read-only), the rabbit was added on the portal; Kiri (kea-vets) has one dog.
import type { SeedStep } from '../db/seedStep';

export const DEMO_SPECIES = ['Dog', 'Cat', 'Horse', 'Cattle', 'Sheep', 'Rabbit', 'Bird', 'Other'] as const;

export const petsSeedStep: SeedStep = {
  name: 'pets',
  async run(db) {
    for (const vetId of ['tui-vets', 'kea-vets']) {
      for (const [position, name] of DEMO_SPECIES.entries()) {
        await db.query('insert into species (vet_id, name, position) values ($1, $2, $3)', [vetId, name, position]);
      }
    }
    const pets = [
      [
        'tui-vets',
        'sam@example.nz',
        'Bella',
        'dog',
        'Dog',
        'Labrador',
        'female',
        '2019-03-14',
        28.5,
        true,
        true,
        [{ type: 'C5', dueDate: '2027-03-01', vet: 'Dr Aroha Ngata' }],
        [{ type: 'Flea and worm', date: '2026-10-02', vet: 'Dr Ben Cole' }],
      ],
      [
        'tui-vets',
        'sam@example.nz',
        'Milo',
        'cat',
        'Cat',
        'Domestic shorthair',
        'male',
        '2021-08-01',
        4.2,
        true,
        true,
        [{ type: 'F3', dueDate: '2026-12-10', vet: 'Dr Aroha Ngata' }],
        [],
      ],
      ['tui-vets', 'sam@example.nz', 'Pip', 'other', 'Rabbit', 'Lop', 'unknown', '2024-01-20', 1.8, false, false, [], []],
      ['kea-vets', 'kiri@example.nz', 'Tama', 'dog', 'Dog', 'Huntaway', 'male', '2020-06-05', 32, true, false, [], []],
    ] as const;
    for (const [vetId, email, name, type, species, breed, gender, born, weight, desexed, linked, vaccinations, treatments] of pets) {
      await db.query(
        `insert into pets (vet_id, user_id, name, type, other_pet_type, species_id, breed, gender, date_of_birth, weight, desexed,
                           is_linked_to_pms, vaccinations, treatments)
         select $1, u.id, $3, $4, $5, s.id, $6, $7, $8, $9, $10, $11, $12, $13
           from users u join species s on s.vet_id = u.vet_id and s.name = $14
          where u.vet_id = $1 and u.email = $2`,
        [
          vetId,
          email,
          name,
          type,
          type === 'other' ? species : '',
          breed,
          gender,
          born,
          weight,
          desexed,
          linked,
          JSON.stringify(vaccinations),
          JSON.stringify(treatments),
          species,
        ],
      );
    }
  },
};
