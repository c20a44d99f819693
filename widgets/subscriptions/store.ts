// The <vet-subscriptions> wizard's state: one store per widget instance (as the booking flow's),
// with the spec's rules as actions named for what happens, so the steps
// stay thin and the rules are tested without rendering (store.test.ts). The server's defaults
// (the default address and card) are not copied in: `withDefaults` reads them at submit and on
// screen, so a late answer never overwrites a choice.
import { createStore } from 'zustand/vanilla';
import { errorMessage } from '../../shared/api/errors';
import { SUBSCRIPTION_FREQUENCIES } from '../../shared/domain/limits';
import { todayKey } from '../../shared/format/dates';
import { PAYMENT_METHOD_REQUIRED, SHIPPING_ADDRESS_REQUIRED } from '../../shared/schemas/checkout';
import type { Basket, Product } from '../../shared/schemas/shop';
import type { Subscription } from '../../shared/schemas/subscriptions';
import { DELIVERY_FREQUENCY_REQUIRED, SELECT_PRODUCTS, SUBSCRIPTION_NAME_REQUIRED } from '../../shared/schemas/subscriptions';
import { createStoreContext } from '../kit/createStoreContext';
import { outcomeUnknown } from '../kit/keptKey';
import { paymentFailureMessage } from '../kit/payments/failures';
import type { CreateSubscriptionPayload } from '../../shared/api/subscriptions';
import type { ChosenItem } from './basketSync';

export const CHECKOUT_INCOMPLETE = 'Please make sure you have filled all required data, and selected a Shipping Address and Payment Method';
export const CREATE_FAILED = 'Your subscription could not be created. Please try again.';

/** 'intro', then the four stages: name, products, checkout, complete. */
export type Step = 'intro' | 0 | 1 | 2 | 3;

export interface Chosen {
  product: Product;
  quantity: number;
}

export interface SubscriptionCheckoutValues {
  /** An index into SUBSCRIPTION_FREQUENCIES. */
  frequency: string;
  firstDeliveryDate: string;
  shippingID: string;
  paymentID: string;
  deliveryNotes: string;
}

export interface WizardInit {
  api: {
    /** The wizard's own draft basket holding exactly these items (basketSync.ts). */
    syncBasket(items: ChosenItem[]): Promise<Basket>;
    create(basketId: Basket['id'], payload: CreateSubscriptionPayload): Promise<Subscription>;
  };
  onStepChange?: (step: Step) => void;
  onError?: (message: string) => void;
  onCreated?: (subscription: Subscription) => void;
  today?: () => string;
}

export interface WizardState {
  step: Step;
  name: string;
  chosen: Chosen[];
  /** What the customer chose; '' where they have not (the default address and card apply). */
  values: SubscriptionCheckoutValues;
  errors: Record<string, string>;
  /** The synced draft basket at checkout (its totals are the server's); null while syncing. */
  basket: Basket | null;
  submitting: boolean;
  actions: {
    go(step: Step): void;
    nameChanged(name: string): void;
    nameSubmitted(): void;
    productAdded(product: Product, quantity: number): void;
    quantityChanged(productId: string, quantity: number): void;
    toCheckout(): Promise<void>;
    valueChanged(field: keyof SubscriptionCheckoutValues, value: string): void;
    /** Creates the subscription from the synced basket; `defaults` are the server's address and card. */
    submit(defaults: Pick<SubscriptionCheckoutValues, 'shippingID' | 'paymentID'>): Promise<void>;
  };
}

export function createWizardStore(init: WizardInit) {
  /** The basket a create was sent for whose answer did not come (the connection dropped). */
  let unanswered: string | null = null;
  return createStore<WizardState>()((set, get) => {
    const go = (step: Step) => {
      set({ step, errors: {} });
      init.onStepChange?.(step);
    };
    const refuse = (message: string, errors: Record<string, string> = {}) => {
      set({ errors });
      init.onError?.(message);
    };
    const items = () => get().chosen.map((c) => ({ productId: c.product.id, quantity: c.quantity }));
    const without = (list: Chosen[], productId: string) => list.filter((c) => String(c.product.id) !== productId);

    return {
      step: 'intro',
      name: '',
      chosen: [],
      values: { frequency: '0', firstDeliveryDate: (init.today ?? todayKey)(), shippingID: '', paymentID: '', deliveryNotes: '' },
      errors: {},
      basket: null,
      submitting: false,
      actions: {
        go,
        nameChanged: (name) => set({ name }),
        nameSubmitted: () => (get().name.trim() ? go(1) : refuse(SUBSCRIPTION_NAME_REQUIRED, { name: SUBSCRIPTION_NAME_REQUIRED })),
        // A product chosen answers 'Please select at least one product': the message goes.
        productAdded: (product, quantity) =>
          set((s) => {
            const { products: _answered, ...errors } = s.errors;
            return { chosen: [...without(s.chosen, String(product.id)), { product, quantity }], errors };
          }),
        quantityChanged: (productId, quantity) =>
          set((s) => ({
            chosen: quantity > 0 ? s.chosen.map((c) => (String(c.product.id) === productId ? { ...c, quantity } : c)) : without(s.chosen, productId),
          })),
        toCheckout: async () => {
          if (get().chosen.length === 0) return refuse(SELECT_PRODUCTS, { products: SELECT_PRODUCTS });
          go(2);
          // Entering checkout syncs the basket, so the totals shown are the server's.
          set({ basket: null });
          try {
            set({ basket: await init.api.syncBasket(items()) });
          } catch (e) {
            refuse(errorMessage(e, CREATE_FAILED));
          }
        },
        valueChanged: (field, value) => set((s) => ({ values: { ...s.values, [field]: value } })),
        submit: async (defaults) => {
          const { submitting, chosen, name } = get();
          if (submitting) return;
          const values = withDefaults(get().values, defaults);
          const found: Record<string, string> = {};
          const frequency = values.frequency === '' ? undefined : SUBSCRIPTION_FREQUENCIES[Number(values.frequency)];
          if (!frequency) found.frequency = DELIVERY_FREQUENCY_REQUIRED;
          if (!values.shippingID) found.shippingID = SHIPPING_ADDRESS_REQUIRED;
          if (!values.paymentID) found.paymentID = PAYMENT_METHOD_REQUIRED;
          if (!frequency || Object.keys(found).length || chosen.length === 0) return refuse(CHECKOUT_INCOMPLETE, found);
          set({ submitting: true });
          let basketId: string | null = unanswered;
          try {
            // A create whose answer was lost may have turned its basket into the subscription: the
            // retry sends the same request again (its kept key is answered the first result)
            // instead of syncing a new draft basket, which would make a second subscription.
            basketId ??= (await init.api.syncBasket(items())).id;
            const created = await init.api.create(basketId, {
              name: name.trim(),
              firstDeliveryDate: values.firstDeliveryDate,
              interval: frequency.interval,
              intervalCount: frequency.intervalCount,
              basketId,
              address: { id: Number(values.shippingID), deliveryNotes: values.deliveryNotes.trim() },
              paymentMethodId: Number(values.paymentID),
            });
            unanswered = null;
            init.onCreated?.(created);
            go(3);
          } catch (e) {
            unanswered = basketId !== null && outcomeUnknown(e) ? basketId : null;
            refuse(paymentFailureMessage(e, CREATE_FAILED));
          } finally {
            set({ submitting: false });
          }
        },
      },
    };
  });
}

export const WizardStore = createStoreContext<WizardState, WizardInit>('vet-subscriptions', createWizardStore);
export const useWizard = WizardStore.useSelector;

/** The choices with the server's default address and card where the customer chose none. */
export function withDefaults(
  values: SubscriptionCheckoutValues,
  defaults: Pick<SubscriptionCheckoutValues, 'shippingID' | 'paymentID'>,
): SubscriptionCheckoutValues {
  return { ...values, shippingID: values.shippingID || defaults.shippingID, paymentID: values.paymentID || defaults.paymentID };
}
