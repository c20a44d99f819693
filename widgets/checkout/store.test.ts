import { describe, expect, it } from 'vitest';
import type { OrderPayloadInput } from '../../shared/api/checkout';
import { ApiError, NetworkError } from '../../shared/api/errors';
import type { CallOptions } from '../../shared/api/http';
import type { PlacedOrder } from '../../shared/schemas/checkout';
import { DELIVERY_METHOD_REQUIRED, PAYMENT_METHOD_REQUIRED } from '../../shared/schemas/checkout';
import { CardProviderError, CONNECTION_LOST } from '../kit/payments/messages';
import { keptKey } from '../kit/keptKey';
import { EMPTY_VALUES, type CheckoutValues } from './form';
import { createCheckoutStore, ORDER_FAILED, SESSION_EXPIRED, withDefaults, type CheckoutInit, type OrderRequest } from './store';

const ORDER = { id: 1, number: 100001 } as PlacedOrder;

/** A store whose orders go to `place` (the server), with every call it got. */
function checkout(place: (payload: OrderPayloadInput) => Promise<PlacedOrder> = async () => ORDER, init: Partial<CheckoutInit> = {}) {
  const sent: { basketId: unknown; payload: OrderPayloadInput; options: CallOptions }[] = [];
  const store = createCheckoutStore({
    place: (basketId, payload, options) => {
      sent.push({ basketId, payload, options });
      return place(payload);
    },
    ...init,
  });
  return { store, sent };
}

const AROHA = { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz', phone: '021 555 0101' };
const COLLECT: CheckoutValues = { ...EMPTY_VALUES, contact: AROHA, deliveryMethod: 'collect', clinicId: 'cambridge' };

/** A guest collecting at Cambridge, paying with the card field. */
function request(change: Partial<OrderRequest> = {}): OrderRequest & { cleared: () => number } {
  let clears = 0;
  return {
    basketId: 'b1',
    values: COLLECT,
    rules: { signedIn: false, itemCount: 1, cardComplete: true },
    userId: '',
    coupon: null,
    flushQuantities: async () => undefined,
    card: { createToken: async () => 'tok_visa', clear: () => void clears++ },
    cleared: () => clears,
    ...change,
  };
}

describe('the checkout store', () => {
  it('keeps what was typed and marks the field touched', () => {
    const { store } = checkout();
    store.getState().actions.fieldChanged('contact.firstName', 'Aroha');
    expect(store.getState().values.contact.firstName).toBe('Aroha');
    expect(store.getState().touched.has('contact.firstName')).toBe(true);
  });

  it('keeps an invalid quantity as a draft with nothing for the basket, and drops the draft once valid', () => {
    const { store } = checkout();
    const { quantityTyped } = store.getState().actions;
    expect(quantityTyped('5', '0')).toBeNull();
    expect(store.getState().quantityDrafts).toEqual({ '5': '0' });
    expect(quantityTyped('5', '3')).toBe(3);
    expect(store.getState().quantityDrafts).toEqual({});
    expect(store.getState().touched.has('quantity.5')).toBe(true);
  });

  it('starts the form again for another basket or customer, not for the first answer or the same one', () => {
    const { store } = checkout();
    const { identified, fieldChanged } = store.getState().actions;
    expect(identified({ basket: 'b1', profile: '' })).toBe(false);
    fieldChanged('deliveryNotes', 'Leave at the door');
    expect(identified({ basket: 'b1', profile: '7' })).toBe(false);
    expect(store.getState().values.deliveryNotes).toBe('Leave at the door');
    expect(identified({ basket: 'b2', profile: '7' })).toBe(true);
    expect(store.getState().values).toEqual(EMPTY_VALUES);
    expect(store.getState().touched.size).toBe(0);
  });

  it('keeps the thank-you when the new basket arrives after the order', async () => {
    const { store } = checkout();
    const { identified, placeOrder } = store.getState().actions;
    identified({ basket: 'b1', profile: '' });
    await placeOrder(request());
    expect(identified({ basket: 'b2', profile: '' })).toBe(false);
    expect(store.getState().done?.order).toBe(ORDER);
  });
});

describe('placing the order', () => {
  it('sends nothing while a rule fails, and answers every message with the one to toast', async () => {
    const { store, sent } = checkout();
    const outcome = await store.getState().actions.placeOrder(request({ values: EMPTY_VALUES, rules: { signedIn: false, itemCount: 1, cardComplete: false } }));
    expect(outcome).toMatchObject({ kind: 'invalid', message: DELIVERY_METHOD_REQUIRED });
    expect(outcome.kind === 'invalid' && outcome.errors).toMatchObject({ 'contact.firstName': expect.any(String), cardToken: PAYMENT_METHOD_REQUIRED });
    expect(store.getState()).toMatchObject({ attempted: true, submitting: false, done: null });
    expect(sent).toHaveLength(0);
  });

  it("saves the basket's waiting quantities, then sends the guest's order with the card's token", async () => {
    const steps: string[] = [];
    const { store, sent } = checkout(async () => {
      steps.push('order');
      return ORDER;
    });
    const outcome = await store.getState().actions.placeOrder(request({ flushQuantities: async () => void steps.push('quantities') }));
    expect(outcome).toEqual({ kind: 'placed', order: ORDER });
    expect(steps).toEqual(['quantities', 'order']);
    expect(sent[0]).toMatchObject({
      basketId: 'b1',
      payload: { isClickAndCollect: true, clinicId: 'cambridge', paymentMethod: { token: 'tok_visa' }, user: { id: '', email: 'aroha@example.nz' } },
    });
    expect(store.getState().done).toEqual({ order: ORDER, contact: AROHA });
  });

  it('places one order at a time: a second confirm while the first is on its way sends nothing', async () => {
    let answer!: (order: PlacedOrder) => void;
    const { store, sent } = checkout(() => new Promise((resolve) => (answer = resolve)));
    const { placeOrder } = store.getState().actions;
    const first = placeOrder(request());
    await Promise.resolve();
    expect(store.getState().submitting).toBe(true);
    expect(await placeOrder(request())).toEqual({ kind: 'busy' });
    await new Promise((resolve) => setTimeout(resolve));
    answer(ORDER);
    expect((await first).kind).toBe('placed');
    expect(sent).toHaveLength(1);
    expect(store.getState().submitting).toBe(false);
  });

  it('keeps the Idempotency-Key until a definitive answer, in storage, and makes a new one for a changed order', async () => {
    let fail: Error | null = new ApiError({ data: {}, status: 503, statusText: 'Service Unavailable' });
    const storage = new Map<string, string>();
    const kept = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    };
    const page = () =>
      checkout(
        async () => {
          if (fail) throw fail;
          return ORDER;
        },
        { attemptKey: keptKey('checkout:tui-vets', kept as unknown as Storage) },
      );
    const { store, sent } = page();
    const guest = request();
    await store.getState().actions.placeOrder(guest);
    fail = new NetworkError('/api/v1/basket/b1/order', new TypeError('Failed to fetch'));
    await store.getState().actions.placeOrder(guest);
    // A reload (a new store on the same storage) with the same order and a new card token.
    const reloaded = page();
    await reloaded.store.getState().actions.placeOrder(request({ card: { createToken: async () => 'tok_mastercard', clear: () => undefined } }));
    await store.getState().actions.placeOrder({ ...guest, values: { ...COLLECT, deliveryNotes: 'Back door' } });
    const [first, again, changed] = sent.map((s) => s.options.idempotencyKey);
    expect(again).toBe(first);
    expect(reloaded.sent[0]!.options.idempotencyKey).toBe(first);
    expect(changed).not.toBe(first);
    fail = null;
    await store.getState().actions.placeOrder({ ...guest, values: { ...COLLECT, deliveryNotes: 'Back door' } });
    expect(storage.size).toBe(0);
  });

  it('says the connection dropped and keeps the card when no answer came', async () => {
    const { store } = checkout(async () => Promise.reject(new NetworkError('/api/v1/basket/b1/order', new TypeError('Failed to fetch'))));
    const guest = request();
    expect(await store.getState().actions.placeOrder(guest)).toMatchObject({ kind: 'failed', message: CONNECTION_LOST });
    expect(guest.cleared()).toBe(0);
  });

  it("answers the server's message, and empties a card that was sent and refused", async () => {
    const declined = new ApiError({
      data: { message: 'Your card was declined.' },
      status: 402,
      statusText: 'Payment Required',
      error: 'Your card was declined.',
    });
    const { store } = checkout(async () => Promise.reject(declined));
    const guest = request();
    expect(await store.getState().actions.placeOrder(guest)).toEqual({
      kind: 'failed',
      message: 'Your card was declined.',
      couponRefused: false,
      cardRefused: true,
      signedOut: false,
    });
    expect(guest.cleared()).toBe(1);
  });

  it("keeps the card when it never became a token, and says the card form's own words", async () => {
    const { store, sent } = checkout();
    const guest = request({ card: { createToken: () => Promise.reject(new CardProviderError('Your card number is incomplete.')), clear: () => undefined } });
    expect(await store.getState().actions.placeOrder(guest)).toMatchObject({ kind: 'failed', message: 'Your card number is incomplete.' });
    expect(sent).toHaveLength(0);
  });

  it('names a refused coupon, and a 401 for a signed-in customer as the end of the session', async () => {
    const coupon = new ApiError({
      data: { issues: { coupon: 'WELCOME10 is for a first order' } },
      status: 422,
      statusText: 'Unprocessable',
      error: 'WELCOME10 is for a first order',
    });
    expect(
      await checkout(() => Promise.reject(coupon))
        .store.getState()
        .actions.placeOrder(request({ coupon: 'WELCOME10' })),
    ).toMatchObject({ couponRefused: true });
    const signedIn = request({ rules: { signedIn: true, itemCount: 1, cardComplete: false }, values: { ...COLLECT, paymentID: '21' }, card: null });
    const ended = new ApiError({ data: {}, status: 401, statusText: 'Unauthorized' });
    expect(
      await checkout(() => Promise.reject(ended))
        .store.getState()
        .actions.placeOrder(signedIn),
    ).toEqual({
      kind: 'failed',
      message: SESSION_EXPIRED,
      couponRefused: false,
      cardRefused: false,
      signedOut: true,
    });
    const lost = new TypeError('Failed to fetch');
    expect(
      await checkout(() => Promise.reject(lost))
        .store.getState()
        .actions.placeOrder(request()),
    ).toMatchObject({ message: ORDER_FAILED });
  });
});

describe('withDefaults', () => {
  const defaults = { contact: { firstName: 'Sam', lastName: 'Taylor', email: 'sam@example.nz', phone: '021' }, shippingID: '1', paymentID: '21' };

  it("uses the profile's contact and the default address and card until the customer picks others", () => {
    expect(withDefaults(EMPTY_VALUES, defaults)).toMatchObject({ contact: defaults.contact, shippingID: '1', paymentID: '21' });
    expect(withDefaults({ ...EMPTY_VALUES, shippingID: '2', paymentID: '22' }, defaults)).toMatchObject({ shippingID: '2', paymentID: '22' });
  });

  it('leaves a guest their typed contact', () => {
    const typed = { ...EMPTY_VALUES, contact: { firstName: 'Aroha', lastName: 'Ngata', email: 'a@example.nz', phone: '021' } };
    expect(withDefaults(typed, { contact: null, shippingID: '', paymentID: '' }).contact).toEqual(typed.contact);
  });
});
