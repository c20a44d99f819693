// The <vet-checkout> form's state: one store per widget instance (kit/createStoreContext), with
// actions named for what happens. What the customer typed is kept here; what comes from the
// server (the profile, the default address and card) is not copied in but read through
// `withDefaults`, so a late answer never overwrites a choice and a reset needs no re-apply.
// The rules themselves are pure functions in form.ts. Placing the order is an action here (the
// call, its busy state, its key and its outcome), as the booking flow's submit and the
// fundraiser's placeOrder; the card field lives in React context, so the component hands in
// its token and clear, and wires what the action answers to toasts, events and focus.
import * as v from 'valibot';
import { createStore } from 'zustand/vanilla';
import type { OrderPayloadInput } from '../../shared/api/checkout';
import { isApiError } from '../../shared/api/errors';
import type { CallOptions } from '../../shared/api/http';
import type { Id } from '../../shared/schemas/answerFields';
import type { PlacedOrder } from '../../shared/schemas/checkout';
import { createStoreContext } from '../kit/createStoreContext';
import { serverIssues, setAt, type FieldErrors } from '../kit/form';
import type { CardPayment } from '../kit/payments/CardPayments';
import { keptKey, sendOnce, type KeptKey } from '../kit/keptKey';
import { cardRefused, paymentFailureMessage } from '../kit/payments/failures';
import { CHECKOUT_QUANTITY, EMPTY_VALUES, orderPayload, quantityPath, toastMessage, validateCheckout, type CheckoutContext, type CheckoutValues } from './form';
import type { DraftStorage } from './draft';

/** A failed order without a server message. */
export const ORDER_FAILED = 'Your order could not be placed. Please try again.';
/** A signed-in call refused with a 401 and no message of the server's. */
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

export interface CheckoutInit {
  draft?: DraftStorage;
  /** The order's kept Idempotency-Key (kit/keptKey.ts); for this page only when not given. */
  attemptKey?: KeptKey;
  /** Sends the order (POST /api/v1/basket/{id}/order). */
  place: (basketId: Id, payload: OrderPayloadInput, options: CallOptions) => Promise<PlacedOrder>;
}

/** What the component hands in when the customer confirms the order. */
export interface OrderRequest {
  basketId: Id;
  /** The values with the server's defaults applied (withDefaults). */
  values: CheckoutValues;
  /** What the rules read beside the values: signed in, lines, the card's state, typed quantities. */
  rules: CheckoutContext;
  userId: Id | '';
  coupon: string | null;
  /** The page basket's quantities still waiting out their pause are saved first. */
  flushQuantities: () => Promise<void>;
  /** Paying with the card field (a guest, or signed in with no saved card): its token and clear. */
  card: Pick<CardPayment, 'createToken' | 'clear'> | null;
}

/** What confirming the order came to; the component turns it into toasts, events and focus. */
export type OrderOutcome =
  | { kind: 'busy' }
  | { kind: 'invalid'; errors: FieldErrors; message: string }
  | { kind: 'placed'; order: PlacedOrder }
  /**
   * `couponRefused`: the server named the coupon (it comes off); `cardRefused`: the card was
   * declined (the field is emptied); `signedOut`: a 401, the session is over.
   */
  | { kind: 'failed'; message: string; couponRefused: boolean; cardRefused: boolean; signedOut: boolean };

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
    /**
     * Checks the rules and, when they hold, sends the order: one at a time, and the same order
     * again (a retry after a lost answer, a reload, another tab) keeps its Idempotency-Key until
     * a definitive answer, so it cannot order or charge twice.
     */
    placeOrder(request: OrderRequest): Promise<OrderOutcome>;
  };
}

const fresh = () => ({ values: EMPTY_VALUES, quantityDrafts: {}, touched: new Set<string>(), attempted: false });

export function createCheckoutStore(init: CheckoutInit) {
  const { draft } = init;
  const keys = init.attemptKey ?? keptKey('checkout', null);
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
      placeOrder: async (request) => {
        // Read from the store, not a render: a double click arrives before the re-render.
        if (get().submitting) return { kind: 'busy' };
        set({ attempted: true });
        const { values, rules, card } = request;
        const errors = validateCheckout(values, rules);
        if (Object.keys(errors).length > 0) return { kind: 'invalid', errors, message: toastMessage(errors)! };
        set({ submitting: true });
        let token: string | undefined;
        try {
          await request.flushQuantities();
          token = card ? await card.createToken({ name: `${values.contact.firstName} ${values.contact.lastName}` }) : undefined;
          const payload = orderPayload(values, {
            signedIn: rules.signedIn,
            userId: request.userId,
            contact: values.contact,
            coupon: request.coupon,
            ...(token ? { token } : {}),
          });
          // The order is the basket and the form; the card is not: a retry carries a new token.
          const { paymentMethod: _card, ...intent } = payload;
          const order = await sendOnce(keys, { basketId: request.basketId, ...intent }, (idempotencyKey) =>
            init.place(request.basketId, payload, { idempotencyKey }),
          );
          set({ done: { order, contact: values.contact } });
          draft?.clear();
          return { kind: 'placed', order };
        } catch (e) {
          // A card that was refused (declined) is spent: the field empties, ready for another
          // card. Any other failure keeps it: after a dropped connection, pressing again is the fix.
          const declined = Boolean(token && cardRefused(e));
          if (declined) card?.clear();
          // The token the page holds no longer signs anyone in: the component offers a new sign-in.
          const signedOut = rules.signedIn && isApiError(e) && e.status === 401;
          return {
            kind: 'failed',
            message: paymentFailureMessage(e, signedOut ? SESSION_EXPIRED : ORDER_FAILED),
            // The spec: a coupon failure clears the discount; the server names the coupon as the field at fault.
            couponRefused: isApiError(e) && Boolean(serverIssues(e.data).coupon),
            cardRefused: declined,
            signedOut,
          };
        } finally {
          set({ submitting: false });
        }
      },
    },
  }));
  if (draft)
    store.subscribe((state, before) => {
      if (state.values !== before.values && !state.done) draft.write(state.values);
    });
  return store;
}

export const CheckoutStore = createStoreContext<CheckoutState, CheckoutInit>('vet-checkout', createCheckoutStore);
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
