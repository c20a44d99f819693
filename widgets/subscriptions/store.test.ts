import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_METHOD_REQUIRED, SHIPPING_ADDRESS_REQUIRED } from '../../shared/schemas/checkout';
import type { Basket, Product } from '../../shared/schemas/shop';
import { SELECT_PRODUCTS, SUBSCRIPTION_NAME_REQUIRED, type Subscription } from '../../shared/schemas/subscriptions';
import { NetworkError } from '../../shared/api/errors';
import { CONNECTION_LOST } from '../kit/payments/messages';
import { CHECKOUT_INCOMPLETE, CREATE_FAILED, createWizardStore, type WizardInit } from './store';

const product = (id: number) => ({ id, name: `Product ${id}`, price: 10 }) as Product;
const BASKET = { id: 'b9', total: 20 } as Basket;

function wizard(api: Partial<WizardInit['api']> = {}) {
  const calls = { steps: [] as unknown[], errors: [] as string[], created: [] as Subscription[] };
  const init: WizardInit = {
    api: {
      syncBasket: vi.fn(async () => BASKET),
      create: vi.fn(async () => ({ id: 42, name: 'Rex food', status: 'active' }) as Subscription),
      ...api,
    },
    onStepChange: (step) => calls.steps.push(step),
    onError: (message) => calls.errors.push(message),
    onCreated: (created) => calls.created.push(created),
    today: () => '2026-11-25',
  };
  return { store: createWizardStore(init), init, calls };
}

describe('the subscription wizard store', () => {
  it('needs a name before the products step', () => {
    const { store, calls } = wizard();
    const { go, nameSubmitted, nameChanged } = store.getState().actions;
    go(0);
    nameSubmitted();
    expect(calls.errors).toEqual([SUBSCRIPTION_NAME_REQUIRED]);
    expect(store.getState().errors).toEqual({ name: SUBSCRIPTION_NAME_REQUIRED });
    nameChanged("Rex's food");
    nameSubmitted();
    expect(store.getState().step).toBe(1);
    expect(store.getState().errors).toEqual({});
    expect(calls.steps).toEqual([0, 1]);
  });

  it('keeps one line per product; quantity 0 removes it', () => {
    const { store } = wizard();
    const { productAdded, quantityChanged } = store.getState().actions;
    productAdded(product(1), 1);
    productAdded(product(2), 2);
    productAdded(product(1), 3);
    expect(store.getState().chosen.map((c) => [c.product.id, c.quantity])).toEqual([
      [2, 2],
      [1, 3],
    ]);
    quantityChanged('2', 0);
    expect(store.getState().chosen.map((c) => c.product.id)).toEqual([1]);
  });

  it('refuses checkout without products, and syncs the basket on the way in', async () => {
    const { store, init, calls } = wizard();
    await store.getState().actions.toCheckout();
    expect(calls.errors).toEqual([SELECT_PRODUCTS]);
    expect(store.getState().step).toBe('intro');
    store.getState().actions.productAdded(product(1), 2);
    await store.getState().actions.toCheckout();
    expect(store.getState().step).toBe(2);
    expect(store.getState().basket).toBe(BASKET);
    expect(init.api.syncBasket).toHaveBeenCalledWith([{ productId: 1, quantity: 2 }]);
  });

  it('names what is missing at submit, then creates with the default address and card unless others were chosen', async () => {
    const { store, init, calls } = wizard();
    const { productAdded, nameChanged, submit, valueChanged } = store.getState().actions;
    productAdded(product(1), 2);
    nameChanged(' Rex food ');
    await submit({ shippingID: '', paymentID: '' });
    expect(calls.errors).toEqual([CHECKOUT_INCOMPLETE]);
    expect(store.getState().errors).toEqual({ shippingID: SHIPPING_ADDRESS_REQUIRED, paymentID: PAYMENT_METHOD_REQUIRED });
    valueChanged('paymentID', '22');
    await submit({ shippingID: '1', paymentID: '21' });
    expect(init.api.create).toHaveBeenCalledWith('b9', {
      name: 'Rex food',
      firstDeliveryDate: '2026-11-25',
      interval: 'monthly',
      intervalCount: 1,
      basketId: 'b9',
      address: { id: 1, deliveryNotes: '' },
      paymentMethodId: 22,
    });
    expect(calls.created).toHaveLength(1);
    expect(store.getState().step).toBe(3);
  });

  it('stays on checkout with the message when creating fails', async () => {
    const { store, calls } = wizard({ create: async () => Promise.reject(new Error('offline')) });
    store.getState().actions.productAdded(product(1), 1);
    store.getState().actions.go(2);
    await store.getState().actions.submit({ shippingID: '1', paymentID: '21' });
    expect(calls.errors).toEqual([CREATE_FAILED]);
    expect(store.getState().step).toBe(2);
    expect(store.getState().submitting).toBe(false);
  });

  it('after a dropped connection, sends the same basket again instead of a new draft, and says pressing again is safe', async () => {
    let lost = true;
    const syncBasket = vi.fn(async () => ({ ...BASKET, id: `b${syncBasket.mock.calls.length}` }) as Basket);
    const create = vi.fn(async (_basketId: string) => {
      if (lost) throw new NetworkError('/api/v1/basket/b1/subscription', new TypeError('Failed to fetch'));
      return { id: 42, name: 'Rex food', status: 'active' } as Subscription;
    });
    const { store, calls } = wizard({ syncBasket, create });
    store.getState().actions.productAdded(product(1), 1);
    store.getState().actions.go(2);
    await store.getState().actions.submit({ shippingID: '1', paymentID: '21' });
    expect(calls.errors).toEqual([CONNECTION_LOST]);
    lost = false;
    await store.getState().actions.submit({ shippingID: '1', paymentID: '21' });
    expect(create.mock.calls.map(([basketId]) => basketId)).toEqual(['b1', 'b1']);
    expect(syncBasket).toHaveBeenCalledTimes(1);
    expect(store.getState().step).toBe(3);
  });
});
