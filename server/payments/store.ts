// Where the offline gateway remembers stand-in tokens and the cards saved from them (last 4,
// brand, expiry and the test behaviour, never the card number) and the charges it made, by
// their idempotency key.
import { randomBytes } from 'node:crypto';
import type { CardBehaviour, CardSummary } from './cards';
import type { ChargeResult } from './gateway';

export interface StandinCardRecord extends CardSummary {
  id: string;
  behaviour: CardBehaviour;
  /** Tokens are single use, like Stripe's; saved cards (pm_offline_…) are not. */
  singleUse: boolean;
  usedAt: Date | null;
}

export interface StandinStore {
  put(record: StandinCardRecord): Promise<void>;
  get(id: string): Promise<StandinCardRecord | undefined>;
  /** Marks a single-use record used; false when it already was (no double spend). */
  consume(id: string): Promise<boolean>;
  /** The charge made with this idempotency key, if any: kept like Stripe keeps it, past a restart. */
  chargeFor(key: string): Promise<ChargeResult | undefined>;
  /** Keeps a charge under its key; the first one kept wins, and is what every caller gets back. */
  keepCharge(key: string, charge: ChargeResult): Promise<ChargeResult>;
}

export const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export function memoryStandinStore(): StandinStore {
  const records = new Map<string, StandinCardRecord>();
  const charges = new Map<string, ChargeResult>();
  return {
    async put(record) {
      records.set(record.id, { ...record });
    },
    async get(id) {
      const record = records.get(id);
      return record && { ...record };
    },
    async consume(id) {
      const record = records.get(id);
      if (!record || record.usedAt) return false;
      record.usedAt = new Date();
      return true;
    },
    async chargeFor(key) {
      return charges.get(key);
    },
    async keepCharge(key, charge) {
      if (!charges.has(key)) charges.set(key, charge);
      return charges.get(key)!;
    },
  };
}
