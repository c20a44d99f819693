// Where the offline gateway remembers stand-in tokens and the cards saved from them:
// last 4, brand, expiry and the test behaviour (decline or not). Never the card number.
import { randomBytes } from 'node:crypto';
import type { CardBehaviour, CardSummary } from './cards';

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
}

export const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export function memoryStandinStore(): StandinStore {
  const records = new Map<string, StandinCardRecord>();
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
  };
}
