// Two tabs of one site, each with its own page basket store (same origin: one localStorage,
// one BroadcastChannel name): a change in one shows in the other.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBasketApi } from '../../../shared/api/basket';
import { createApiClient } from '../../../shared/api/http';
import { API, commerceServer } from '../testServer';
import { basketIdStore } from './storage';
import { createBasketStore } from './store';
import { syncBasketAcrossTabs } from './tabs';

const stops: (() => void)[] = [];
beforeEach(() => localStorage.clear());
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function tabs() {
  const server = commerceServer();
  const channel = `test-basket-${Math.random()}`;
  const tab = () => {
    const client = createApiClient({ apiBase: API, vetId: 'tui-vets', fetch: server.fetch });
    const store = createBasketStore({ api: createBasketApi(client), isSignedIn: async () => false, ids: basketIdStore('tui-vets') });
    stops.push(syncBasketAcrossTabs(store, `${API}|tui-vets`, channel));
    return store;
  };
  return { server, one: tab(), two: tab() };
}

const lines = (store: ReturnType<typeof createBasketStore>) => store.getState().lines.map((l) => [l.productId, l.quantity]);

describe('the basket across tabs', () => {
  it('shows an add made in one tab in the other, and the answer is not sent back', async () => {
    const { server, one, two } = tabs();
    await one.getState().actions.load();
    await two.getState().actions.load();
    // The first add makes the basket: the other tab finds it by the stored id.
    await one.getState().actions.addToBasket(2, 1);
    await expect.poll(() => lines(two), { timeout: 5000 }).toEqual([[2, 1]]);
    await two.getState().actions.addToBasket(2, 2);
    await expect.poll(() => lines(one), { timeout: 5000 }).toEqual([[2, 3]]);
    // Settled: no tab keeps asking the other (one read each way, no echo).
    const reads = server.fetch.requests.length;
    await new Promise((r) => setTimeout(r, 100));
    expect(server.fetch.requests.length).toBe(reads);
  });
});
