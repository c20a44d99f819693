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

/** This tab's storage, or null where it is blocked (privacy mode, a sandboxed frame): the form still works. */
function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The draft of one vet group's checkout in this tab (`vet-widgets:` keys are ours: ownStorage.ts). */
export function sessionDraft(vetId: string): DraftStorage {
  const key = `vet-widgets:checkout-draft:${vetId}`;
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

/** The coupon applied to a basket, kept for the tab as the draft is. */
export interface CouponKeeper {
  read(basketId: string): string | null;
  write(basketId: string, code: string | null): void;
}

const KeptCouponSchema = v.object({ basketId: v.pipe(v.string(), v.maxLength(100)), code: v.pipe(v.string(), v.maxLength(100)) });

/**
 * One vet group's applied coupon in this tab, with the basket it was applied to: a reload
 * brings it back (checked with the server again) instead of dropping the discount the
 * customer saw, and another basket does not inherit it.
 */
export function sessionCoupon(vetId: string): CouponKeeper {
  const key = `vet-widgets:checkout-coupon:${vetId}`;
  return {
    read(basketId) {
      try {
        const raw = storage()?.getItem(key);
        const parsed = raw ? v.safeParse(KeptCouponSchema, JSON.parse(raw)) : null;
        return parsed?.success && parsed.output.basketId === basketId ? parsed.output.code : null;
      } catch {
        return null;
      }
    },
    write(basketId, code) {
      try {
        if (code) storage()?.setItem(key, JSON.stringify({ basketId, code }));
        else storage()?.removeItem(key);
      } catch {
        /* full or blocked: the coupon is typed again */
      }
    },
  };
}
