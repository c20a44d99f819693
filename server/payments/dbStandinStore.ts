// The offline stand-in's card records and charges in the database (tables standin_cards and
// standin_charges), so a card saved offline, or a charge made, is still there after a restart
// and every process on one database sees the same ones.
import type { Queryable } from '../db/index';
import type { ChargeResult } from './gateway';
import type { StandinCardRecord, StandinStore } from './store';

interface StandinRow {
  id: string;
  last4: string;
  brand: StandinCardRecord['brand'];
  exp_month: number;
  exp_year: number;
  behaviour: StandinCardRecord['behaviour'];
  single_use: boolean;
  used_at: Date | string | null;
}

export function dbStandinStore(db: Queryable): StandinStore {
  return {
    async put(r) {
      await db.query(
        `insert into standin_cards (id, last4, brand, exp_month, exp_year, behaviour, single_use, used_at) values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (id) do update set last4 = excluded.last4, brand = excluded.brand, exp_month = excluded.exp_month, exp_year = excluded.exp_year,
                behaviour = excluded.behaviour, single_use = excluded.single_use, used_at = excluded.used_at`,
        [r.id, r.last4, r.brand, r.expMonth, r.expYear, r.behaviour, r.singleUse, r.usedAt],
      );
    },
    async get(id) {
      const { rows } = await db.query<StandinRow>('select * from standin_cards where id = $1', [id]);
      const r = rows[0];
      return (
        r && {
          id: r.id,
          last4: r.last4,
          brand: r.brand,
          expMonth: r.exp_month,
          expYear: r.exp_year,
          behaviour: r.behaviour,
          singleUse: r.single_use,
          usedAt: r.used_at ? new Date(r.used_at) : null,
        }
      );
    },
    async consume(id) {
      // One statement: two requests racing with one token cannot both use it.
      const { rows } = await db.query('update standin_cards set used_at = now() where id = $1 and single_use and used_at is null returning id', [id]);
      return rows.length === 1;
    },
    async chargeFor(key) {
      const { rows } = await db.query<{ result: ChargeResult }>('select result from standin_charges where idempotency_key = $1', [key]);
      return rows[0]?.result;
    },
    async keepCharge(key, charge) {
      await db.query('insert into standin_charges (idempotency_key, result) values ($1, $2) on conflict (idempotency_key) do nothing', [
        key,
        JSON.stringify(charge),
      ]);
      return (await this.chargeFor(key))!;
    },
  };
}
