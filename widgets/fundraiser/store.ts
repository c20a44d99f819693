// The <vet-fundraiser> wizard's state: one store per widget instance (as the booking flow's),
// actions named for what happens. The event itself, the signed-in contact and the default card
// come from the server and are read, not copied in (`withDefaults`). Placing the order stays in
// the component: it needs the card field, which lives in React context.
import { createStore } from 'zustand/vanilla';
import type { DonationResult } from '../../shared/api/fundraiser';
import { PICKUP_REQUIRED, PRODUCTS_REQUIRED } from '../../shared/schemas/donation';
import { createStoreContext } from '../kit/createStoreContext';
import type { Contact, PayChoice } from './steps/CheckoutStep';

export type FundraiserStep = 0 | 1 | 2;

export interface FundraiserInit {
  onStepChange?: (step: FundraiserStep) => void;
  onError?: (message: string) => void;
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
    /** Starts placing the order; false when one is already under way or there are messages to show. */
    placeStarted(firstError: string | undefined): boolean;
    donated(result: DonationResult): void;
    placeFailed(message: string): void;
    placeEnded(): void;
  };
}

export const EMPTY_CONTACT: Contact = { firstName: '', lastName: '', email: '', phone: '' };

export function createFundraiserStore(init: FundraiserInit = {}) {
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
        placeStarted: (firstError) => {
          if (get().submitting) return false;
          set({ attempted: true });
          if (firstError) {
            init.onError?.(firstError);
            return false;
          }
          set({ submitting: true });
          return true;
        },
        donated: (result) => {
          set({ result });
          go(2);
        },
        placeFailed: (message) => init.onError?.(message),
        placeEnded: () => set({ submitting: false }),
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
