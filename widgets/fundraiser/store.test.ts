import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/errors';
import type { DonationPayload, DonationResult } from '../../shared/api/fundraiser';
import { DONATION_FAILED, PICKUP_REQUIRED, PRODUCTS_REQUIRED } from '../../shared/schemas/donation';
import { CardProviderError } from '../kit/payments/messages';
import { type Order } from './form';
import { createFundraiserStore, EMPTY_CONTACT, withDefaults, type FundraiserStep } from './store';

const RESULT = { id: 9, total: 40 } as DonationResult;

function fundraiser(donate: (payload: DonationPayload) => Promise<DonationResult> = async () => RESULT) {
  const calls = {
    steps: [] as FundraiserStep[],
    errors: [] as string[],
    donated: [] as DonationResult[],
    sent: [] as { payload: DonationPayload; key: string | undefined }[],
  };
  const store = createFundraiserStore({
    donate: (payload, options) => {
      calls.sent.push({ payload, key: options.idempotencyKey });
      return donate(payload);
    },
    onStepChange: (step) => calls.steps.push(step),
    onError: (message) => calls.errors.push(message),
    onDonated: (result) => calls.donated.push(result),
  });
  return { store, calls };
}

/** A guest whose card field is complete. */
const GUEST = { signedIn: false, cardComplete: true };
const ANA = { firstName: 'Ana', lastName: 'Tane', email: 'ana@example.nz', phone: '021 555' };
const order = (payment: Order['payment']): Order => ({
  fundraiserId: 'f1',
  contact: ANA,
  lines: [{ id: 'i1', quantity: 2, price: 20 }],
  pickup: { id: 'hamilton', pickupTime: null },
  payment,
});

describe('the fundraiser store', () => {
  it('needs a pickup place and a product before checkout, and a fix clears its own message', () => {
    const { store, calls } = fundraiser();
    const { eventCompleted, pickupChosen, quantityChanged } = store.getState().actions;
    eventCompleted(0);
    expect(store.getState().stepErrors).toEqual({ pickup: PICKUP_REQUIRED, items: PRODUCTS_REQUIRED });
    expect(calls.errors).toEqual([PICKUP_REQUIRED]);
    pickupChosen('hamilton');
    expect(store.getState().stepErrors.pickup).toBeUndefined();
    expect(store.getState().stepErrors.items).toBe(PRODUCTS_REQUIRED);
    quantityChanged('i1', 2);
    expect(store.getState().stepErrors.items).toBeUndefined();
    eventCompleted(1);
    expect(store.getState().step).toBe(1);
    expect(calls.steps).toEqual([1]);
  });

  it('shows the first message and sends nothing; checkout messages show from the first try', async () => {
    const { store, calls } = fundraiser();
    await store.getState().actions.placeOrder({ ...order({ kind: 'pickup' }), contact: { ...ANA, firstName: '' } }, GUEST);
    expect(store.getState()).toMatchObject({ attempted: true, submitting: false, step: 0 });
    expect(calls.errors).toEqual(['Your first name is required']);
    expect(calls.sent).toHaveLength(0);
  });

  it('places one order at a time, with a key, and ends on the thank-you with the donation', async () => {
    let answer!: (result: DonationResult) => void;
    const { store, calls } = fundraiser(() => new Promise((resolve) => (answer = resolve)));
    const { placeOrder } = store.getState().actions;
    const placed = placeOrder(order({ kind: 'saved', id: 21 }), GUEST);
    expect(store.getState().submitting).toBe(true);
    await placeOrder(order({ kind: 'saved', id: 21 }), GUEST);
    expect(calls.sent).toHaveLength(1);
    expect(calls.sent[0]!.key).toBeTruthy();
    expect(calls.sent[0]!.payload).toEqual({
      fundraiserContentfulId: 'f1',
      user: ANA,
      selectedItems: [{ fundraiserProductContentfulId: 'i1', quantity: 2, price: 20 }],
      pickupLocation: 'hamilton',
      pickupTime: null,
      paymentMethod: { id: 21 },
    });
    answer(RESULT);
    await placed;
    expect(store.getState()).toMatchObject({ step: 2, result: RESULT, submitting: false });
    expect(calls.donated).toEqual([RESULT]);
    expect(calls.steps).toEqual([2]);
  });

  it("a refused new card: the server's message, the card emptied, the checkout kept", async () => {
    const { store, calls } = fundraiser(() =>
      Promise.reject(new ApiError({ data: null, status: 402, statusText: 'Payment Required', error: 'Your card was declined.' })),
    );
    const card = { createToken: vi.fn(async () => 'tok_1'), clear: vi.fn() };
    await store.getState().actions.placeOrder(order({ kind: 'card', name: 'Ana Tane', card }), GUEST);
    expect(card.createToken).toHaveBeenCalledWith({ name: 'Ana Tane' });
    expect(calls.sent[0]!.payload.paymentMethod).toEqual({ token: 'tok_1' });
    expect(calls.errors).toEqual(['Your card was declined.']);
    expect(card.clear).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ step: 0, submitting: false, result: null });
  });

  it("a card the provider cannot read says the provider's words and sends nothing", async () => {
    const { store, calls } = fundraiser();
    const card = { createToken: vi.fn(() => Promise.reject(new CardProviderError('Your card number is incomplete.'))), clear: vi.fn() };
    await store.getState().actions.placeOrder(order({ kind: 'card', name: 'Ana Tane', card }), GUEST);
    expect(calls.sent).toHaveLength(0);
    expect(calls.errors).toEqual(['Your card number is incomplete.']);
    expect(card.clear).not.toHaveBeenCalled();
  });

  it('paying at pickup sends no payment method; a failure without a server text says the flow’s own', async () => {
    const { store, calls } = fundraiser(() => Promise.reject(new Error('offline')));
    await store.getState().actions.placeOrder(order({ kind: 'pickup' }), GUEST);
    expect(calls.sent[0]!.payload.paymentMethod).toBeNull();
    expect(calls.errors).toEqual([DONATION_FAILED]);
  });

  it("uses the account's contact and default card when signed in, and the typed ones otherwise", () => {
    const sam = { firstName: 'Sam', lastName: 'Taylor', email: 'sam@example.nz', phone: '021' };
    expect(withDefaults({ contact: EMPTY_CONTACT, paymentID: '' }, { contact: sam, paymentID: '21' })).toEqual({ contact: sam, paymentID: '21' });
    expect(withDefaults({ contact: EMPTY_CONTACT, paymentID: '22' }, { contact: sam, paymentID: '21' }).paymentID).toBe('22');
    expect(withDefaults({ contact: sam, paymentID: '' }, { contact: null, paymentID: '' }).contact).toBe(sam);
  });
});
