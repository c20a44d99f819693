// What the customer typed, kept in sessionStorage for this tab: Back then Forward (or a
// reload) brings a page without its form state, and retyping a whole address is how an order
// is abandoned. The card is not here (it lives in the card provider's frame), nor anything
// the server gives (the profile, saved addresses). The draft goes when the order is placed.
import * as v from 'valibot';
import { EMPTY_VALUES, type CheckoutValues } from './form';

export interface DraftStorage {
  read(): CheckoutValues | null;
  write(values: CheckoutValues): void;
  clear(): void;
}

const text = v.optional(v.pipe(v.string(), v.maxLength(500)), '');
// A draft is read back as untrusted (another version of the widget may have written it).
const DraftSchema = v.object({
  contact: v.object({ firstName: text, lastName: text, email: text, phone: text }),
  deliveryMethod: v.optional(v.picklist(['', 'delivery', 'collect']), ''),
  clinicId: text,
  shippingID: text,
  paymentID: text,
  address: v.object({ company: text, street: text, suburb: text, city: text, postCode: text, region: text }),
  deliveryNotes: text,
});

/** The draft of one vet group's checkout in this tab (`vet-widgets:` keys are ours: ownStorage.ts). */
export function sessionDraft(vetId: string): DraftStorage {
  const key = `vet-widgets:checkout-draft:${vetId}`;
  const storage = () => {
    try {
      return globalThis.sessionStorage ?? null;
    } catch {
      return null; // blocked (privacy mode, a sandboxed frame): no draft, the form still works
    }
  };
  return {
    read() {
      try {
        const raw = storage()?.getItem(key);
        if (!raw) return null;
        const parsed = v.safeParse(DraftSchema, JSON.parse(raw));
        return parsed.success ? (parsed.output as CheckoutValues) : null;
      } catch {
        return null;
      }
    },
    write(values) {
      try {
        if (JSON.stringify(values) === JSON.stringify(EMPTY_VALUES)) storage()?.removeItem(key);
        else storage()?.setItem(key, JSON.stringify(values));
      } catch {
        /* full or blocked: the draft is a convenience */
      }
    },
    clear() {
      try {
        storage()?.removeItem(key);
      } catch {
        /* blocked */
      }
    },
  };
}
