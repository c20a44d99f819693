// The <vet-fundraiser> wizard's state: one store per widget instance (as the booking flow's),
// actions named for what happens. The event itself, the signed-in contact and the default card
// come from the server and are read, not copied in (`withDefaults`). Placing the order is an
// action here too (the call, its busy state and its outcome), as the booking flow's submit;
// the card field lives in React context, so the component hands in its token and clear.
import { createStore } from 'zustand/vanilla';
import type { DonationPayload, DonationResult } from '../../shared/api/fundraiser';
import type { CallOptions } from '../../shared/api/http';
import { DONATION_FAILED, PICKUP_REQUIRED, PRODUCTS_REQUIRED } from '../../shared/schemas/donation';
import { createStoreContext } from '../kit/createStoreContext';
import type { FieldErrors } from '../kit/form/issues';
import { keptKey, sendOnce, type KeptKey } from '../kit/keptKey';
import { cardRefused, paymentFailureMessage } from '../kit/payments/failures';
import { orderErrors, type Order, type OrderRules } from './form';
import type { Contact, PayChoice } from './steps/CheckoutStep';

export type FundraiserStep = 0 | 1 | 2;

export interface FundraiserInit {
  /** Sends the order (POST /api/v1/admin/donation). */
  donate: (payload: DonationPayload, options: CallOptions) => Promise<DonationResult>;
  onStepChange?: (step: FundraiserStep) => void;
  onError?: (message: string) => void;
  /** 'Place order' was refused by the rules (after onError has the first message): for focus. */
  onInvalid?: (errors: FieldErrors) => void;
  /** The order went through (before the thank-you shows). */
  onDonated?: (result: DonationResult) => void;
  /** The order's kept Idempotency-Key (kit/keptKey.ts); for this page only when not given. */
  attemptKey?: KeptKey;
}

export interface FundraiserState {
  step: FundraiserStep;
  /** Units of each item, by item id. */
  quantities: Record<string, number>;
  pickupId: string;
  /** A guest's typed contact (signed in, the account's is used). */
  contact: Contact;
  payChoice: PayChoice;
  /** The saved card chosen; '' is the default one. */
  paymentID: string;
  /** The first step's messages. */
  stepErrors: { pickup?: string; items?: string };
  /** Checkout's messages show after the first 'Place order'. */
  attempted: boolean;
  submitting: boolean;
  result: DonationResult | null;
  actions: {
    go(step: FundraiserStep): void;
    quantityChanged(itemId: string, quantity: number): void;
    pickupChosen(pickupId: string): void;
    /** Step 0 -> 1 only with a pickup place and at least one product. */
    eventCompleted(lineCount: number): void;
    contactChanged(field: keyof Contact, value: string): void;
    payChoiceChanged(choice: PayChoice): void;
    cardChosen(paymentID: string): void;
    /**
     * 'Place order': when a rule fails (form.ts), shows the first message and sends nothing;
     * else sends the order once (a second press while it runs does nothing), then the
     * thank-you, or the failure's message with everything kept (a refused new card is emptied).
     */
    placeOrder(order: Order, rules: OrderRules): Promise<void>;
  };
}

export const EMPTY_CONTACT: Contact = { firstName: '', lastName: '', email: '', phone: '' };

export function createFundraiserStore(init: FundraiserInit) {
  const keys = init.attemptKey ?? keptKey('fundraiser', null);
  return createStore<FundraiserState>()((set, get) => {
    const go = (step: FundraiserStep) => {
      set({ step });
      init.onStepChange?.(step);
    };
    return {
      step: 0,
      quantities: {},
      pickupId: '',
      contact: EMPTY_CONTACT,
      payChoice: 'card',
      paymentID: '',
      stepErrors: {},
      attempted: false,
      submitting: false,
      result: null,
      actions: {
        go,
        quantityChanged: (itemId, quantity) =>
          set((s) => ({ quantities: { ...s.quantities, [itemId]: quantity }, stepErrors: { pickup: s.stepErrors.pickup } })),
        pickupChosen: (pickupId) => set((s) => ({ pickupId, stepErrors: { items: s.stepErrors.items } })),
        eventCompleted: (lineCount) => {
          const stepErrors = { ...(get().pickupId ? {} : { pickup: PICKUP_REQUIRED }), ...(lineCount ? {} : { items: PRODUCTS_REQUIRED }) };
          set({ stepErrors });
          const first = stepErrors.pickup ?? stepErrors.items;
          if (first) init.onError?.(first);
          else go(1);
        },
        contactChanged: (field, value) => set((s) => ({ contact: { ...s.contact, [field]: value } })),
        payChoiceChanged: (payChoice) => set({ payChoice }),
        cardChosen: (paymentID) => set({ paymentID }),
        placeOrder: async (order, rules) => {
          if (get().submitting) return;
          set({ attempted: true });
          const errors = orderErrors(order, rules);
          const firstError = Object.values(errors)[0];
          if (firstError) {
            init.onError?.(firstError);
            init.onInvalid?.(errors);
            return;
          }
          set({ submitting: true });
          const { payment } = order;
          try {
            let paymentMethod: { id: number } | { token: string } | null = null;
            if (payment.kind === 'saved') paymentMethod = { id: payment.id };
            if (payment.kind === 'card') paymentMethod = { token: await payment.card.createToken({ name: payment.name }) };
            const donation = {
              fundraiserContentfulId: order.fundraiserId,
              user: order.contact,
              selectedItems: order.lines.map((l) => ({ fundraiserProductContentfulId: l.id, quantity: l.quantity, price: l.price })),
              pickupLocation: order.pickup.id,
              pickupTime: order.pickup.pickupTime || null,
            };
            // The order is what is bought and where it is picked up, and whether a card pays;
            // not which card: a retry after a lost answer carries a new token.
            const result = await sendOnce(keys, { ...donation, byCard: paymentMethod !== null }, (idempotencyKey) =>
              init.donate({ ...donation, paymentMethod }, { idempotencyKey }),
            );
            init.onDonated?.(result);
            set({ result });
            go(2);
          } catch (e) {
            init.onError?.(paymentFailureMessage(e, DONATION_FAILED));
            // A refused card is spent: empty the field for another. After a dropped connection
            // the card stays, and pressing again is safe.
            if (cardRefused(e) && payment.kind === 'card') payment.card.clear();
          } finally {
            set({ submitting: false });
          }
        },
      },
    };
  });
}

export const FundraiserStore = createStoreContext<FundraiserState, FundraiserInit>('vet-fundraiser', createFundraiserStore);
export const useFundraiser = FundraiserStore.useSelector;

/** Signed in: the account's contact and, until another is chosen, its default card. */
export function withDefaults(
  state: Pick<FundraiserState, 'contact' | 'paymentID'>,
  defaults: { contact: Contact | null; paymentID: string },
): Pick<FundraiserState, 'contact' | 'paymentID'> {
  return { contact: defaults.contact ?? state.contact, paymentID: state.paymentID || defaults.paymentID };
}
