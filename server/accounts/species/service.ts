// The species a vet group books and sells for (table species, seeded by server/pets/seed.ts).
import type { IdNameMap } from '../../../shared/api/types';
import type { Queryable } from '../../db/index';

export async function listSpecies(db: Queryable, vetId: string): Promise<IdNameMap[]> {
  const { rows } = await db.query<{ id: number; name: string }>('select id, name from species where vet_id = $1 order by position, name, id', [vetId]);
  return rows.map((r) => ({ [String(r.id)]: r.name }));
}
