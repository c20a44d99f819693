import { describe, expect, it } from 'vitest';
import type { DonationResult } from '../../shared/api/fundraiser';
import { PICKUP_REQUIRED, PRODUCTS_REQUIRED } from '../../shared/schemas/donation';
import { createFundraiserStore, EMPTY_CONTACT, withDefaults, type FundraiserStep } from './store';

function fundraiser() {
  const calls = { steps: [] as FundraiserStep[], errors: [] as string[] };
  const store = createFundraiserStore({ onStepChange: (step) => calls.steps.push(step), onError: (message) => calls.errors.push(message) });
  return { store, calls };
}

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

  it('places one order at a time and shows checkout messages after the first try', () => {
    const { store, calls } = fundraiser();
    const { placeStarted, placeEnded } = store.getState().actions;
    expect(placeStarted('Your first name is required')).toBe(false);
    expect(store.getState().attempted).toBe(true);
    expect(calls.errors).toEqual(['Your first name is required']);
    expect(placeStarted(undefined)).toBe(true);
    expect(placeStarted(undefined)).toBe(false);
    placeEnded();
    expect(store.getState().submitting).toBe(false);
  });

  it('ends on the thank-you with the donation', () => {
    const { store } = fundraiser();
    const result = { id: 9, total: 40 } as DonationResult;
    store.getState().actions.donated(result);
    expect(store.getState()).toMatchObject({ step: 2, result });
  });

  it("uses the account's contact and default card when signed in, and the typed ones otherwise", () => {
    const sam = { firstName: 'Sam', lastName: 'Taylor', email: 'sam@example.nz', phone: '021' };
    expect(withDefaults({ contact: EMPTY_CONTACT, paymentID: '' }, { contact: sam, paymentID: '21' })).toEqual({ contact: sam, paymentID: '21' });
    expect(withDefaults({ contact: EMPTY_CONTACT, paymentID: '22' }, { contact: sam, paymentID: '21' }).paymentID).toBe('22');
    expect(withDefaults({ contact: sam, paymentID: '' }, { contact: null, paymentID: '' }).contact).toBe(sam);
  });
});
