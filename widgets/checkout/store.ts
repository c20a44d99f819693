// The <vet-checkout> form's state: one store per widget instance (kit/createStoreContext), with
// actions named for what happens. What the customer typed is kept here; what comes from the
// server (the profile, the default address and card) is not copied in but read through
// `withDefaults`, so a late answer never overwrites a choice and a reset needs no re-apply.
// The rules themselves are pure functions in form.ts.
import * as v from 'valibot';
import { createStore } from 'zustand/vanilla';
import type { PlacedOrder } from '../../shared/schemas/checkout';
import { newIdempotencyKey } from '../../shared/api/http';
import { createStoreContext } from '../kit/createStoreContext';
import { setAt } from '../kit/form';
import { CHECKOUT_QUANTITY, EMPTY_VALUES, quantityPath, type CheckoutValues } from './form';
import type { DraftStorage } from './draft';

/** What the server decides the form starts with: the profile's contact, the default address and card. */
export interface CheckoutDefaults {
  /** Signed in: the contact is the profile's and read-only. */
  contact: CheckoutValues['contact'] | null;
  shippingID: string;
  paymentID: string;
}

export interface CheckoutState {
  /** What the customer typed or chose; '' where they have not (a default applies). */
  values: CheckoutValues;
  /** Quantities typed that the basket was not given (empty, 0), by product id: shown with their message. */
  quantityDrafts: Readonly<Record<string, string>>;
  /** Fields changed: their messages show (every field's after the first submit). */
  touched: ReadonlySet<string>;
  attempted: boolean;
  submitting: boolean;
  done: { order: PlacedOrder; contact: CheckoutValues['contact'] } | null;
  /** The last request sent and its Idempotency-Key: the same request again keeps the key. */
  lastRequest: { body: string; key: string } | null;
  /** The basket and customer the form is for: another one starts the form again. */
  identity: { basket: string; profile: string };
  actions: {
    fieldChanged(path: string, value: string): void;
    /** A valid quantity goes to the page basket (the caller); an invalid one stays here with its message. */
    quantityTyped(productId: string, typed: string): number | null;
    /**
     * The spec: the form is reset when the basket or the customer changes, unless the
     * order is complete. A quantity typed here is not a change (wiping an address because of it
     * would lose the customer's work). True when the form was reset (the caller clears the card).
     */
    identified(identity: CheckoutState['identity']): boolean;
    submitAttempted(): void;
    submitStarted(): void;
    /** The key for this request body: the same body again (a retry after a lost answer) keeps its key. */
    idempotencyKeyFor(body: string): string;
    orderPlaced(order: PlacedOrder, contact: CheckoutValues['contact']): void;
    submitEnded(): void;
  };
}

const fresh = () => ({ values: EMPTY_VALUES, quantityDrafts: {}, touched: new Set<string>(), attempted: false, lastRequest: null });

export function createCheckoutStore(init: { draft?: DraftStorage } = {}) {
  const { draft } = init;
  const store = createStore<CheckoutState>()((set, get) => ({
    ...fresh(),
    // What this tab typed before (Back/Forward, a reload) comes back.
    values: draft?.read() ?? EMPTY_VALUES,
    submitting: false,
    done: null,
    identity: { basket: '', profile: '' },
    actions: {
      fieldChanged: (path, value) => set((s) => ({ values: setAt(s.values, path, value), touched: new Set(s.touched).add(path) })),
      quantityTyped: (productId, typed) => {
        const parsed = v.safeParse(CHECKOUT_QUANTITY, typed);
        set((s) => {
          const { [productId]: _dropped, ...rest } = s.quantityDrafts;
          return { touched: new Set(s.touched).add(quantityPath(productId)), quantityDrafts: parsed.success ? rest : { ...rest, [productId]: typed } };
        });
        return parsed.success ? parsed.output : null;
      },
      identified: (identity) => {
        const { identity: seen, done } = get();
        if (seen.basket === identity.basket && seen.profile === identity.profile) return false;
        const changed = (key: keyof typeof identity) => seen[key] !== '' && seen[key] !== identity[key];
        const reset = !done && (changed('basket') || changed('profile'));
        set(reset ? { ...fresh(), identity } : { identity });
        return reset;
      },
      submitAttempted: () => set({ attempted: true }),
      submitStarted: () => set({ submitting: true }),
      idempotencyKeyFor: (body) => {
        const last = get().lastRequest;
        const key = last?.body === body ? last.key : newIdempotencyKey();
        set({ lastRequest: { body, key } });
        return key;
      },
      orderPlaced: (order, contact) => {
        set({ done: { order, contact }, lastRequest: null });
        draft?.clear();
      },
      submitEnded: () => set({ submitting: false }),
    },
  }));
  if (draft)
    store.subscribe((state, before) => {
      if (state.values !== before.values && !state.done) draft.write(state.values);
    });
  return store;
}

export const CheckoutStore = createStoreContext<CheckoutState, { draft?: DraftStorage } | undefined>('vet-checkout', (init) => createCheckoutStore(init ?? {}));
export const useCheckout = CheckoutStore.useSelector;
export const useCheckoutActions = () => CheckoutStore.useSelector((s) => s.actions);

/** The values the rules and the order read: the typed ones, with the server's defaults where nothing was chosen. */
export function withDefaults(values: CheckoutValues, defaults: CheckoutDefaults): CheckoutValues {
  return {
    ...values,
    contact: defaults.contact ?? values.contact,
    shippingID: values.shippingID || defaults.shippingID,
    paymentID: values.paymentID || defaults.paymentID,
  };
}
