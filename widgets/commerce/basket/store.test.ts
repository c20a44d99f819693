import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBasketApi } from '../../../shared/api/basket';
import { createApiClient } from '../../../shared/api/http';
import { API, commerceServer, fail } from '../testServer';
import { basketIdStore, basketStorageKey } from './storage';
import { ADD_ERROR, createBasketStore, lineCount } from './store';

function setup(options: { signedIn?: boolean } = {}) {
  const server = commerceServer(options);
  const client = createApiClient({ apiBase: API, vetId: 'tui-vets', token: options.signedIn ? 'tok' : undefined, fetch: server.fetch });
  const store = createBasketStore({
    api: createBasketApi(client),
    isSignedIn: async () => Boolean(options.signedIn),
    ids: basketIdStore('tui-vets'),
  });
  const actions = store.getState().actions;
  return { server, store, actions };
}

const KEY = basketStorageKey('tui-vets');

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the page basket', () => {
  describe('loading', () => {
    it('anonymous without a stored id: no basket yet, and none made on the server until an add', async () => {
      const { server, actions, store } = setup();
      expect(await actions.load()).toBeNull();
      expect(server.fetch.requests).toHaveLength(0);
      expect(localStorage.getItem(KEY)).toBeNull();
      expect(store.getState()).toMatchObject({ status: 'ready', basket: null, lines: [] });
      // The first add makes the basket and stores its id under vet-basket:<vetId>.
      await actions.addToBasket(2, 1);
      expect(server.calls('POST', '/api/v1/basket')).toHaveLength(1);
      expect(localStorage.getItem(KEY)).toBe(store.getState().basket!.id);
    });

    it('anonymous with a stored id: fetches that basket by ?id=', async () => {
      const { server, actions, store } = setup();
      const id = server.seedBasket({ 2: 3 });
      localStorage.setItem(KEY, id);
      await actions.load();
      expect(server.fetch.requests[0]!.path).toBe(`/api/v1/basket?id=${id}`);
      expect(server.calls('POST', '/api/v1/basket')).toHaveLength(0);
      expect(store.getState().lines.map((l) => [l.productId, l.quantity])).toEqual([[2, 3]]);
    });

    it('a stored id the server no longer knows is forgotten; the next add makes a new basket', async () => {
      const { actions, store } = setup();
      localStorage.setItem(KEY, 'gone');
      expect(await actions.load()).toBeNull();
      expect(localStorage.getItem(KEY)).toBeNull();
      await actions.addToBasket(1, 1);
      expect(localStorage.getItem(KEY)).toBe(store.getState().basket!.id);
    });

    it('signed in: fetches by token, makes none when there is none, and stores no id', async () => {
      const { server, actions } = setup({ signedIn: true });
      await actions.load();
      expect(server.fetch.requests[0]).toMatchObject({ method: 'GET', path: '/api/v1/basket' });
      expect(server.fetch.requests[0]!.headers.authorization).toBe('Bearer tok');
      expect(server.calls('POST', '/api/v1/basket')).toHaveLength(0);
      await actions.addToBasket(1, 1);
      expect(server.calls('POST', '/api/v1/basket')).toHaveLength(1);
      expect(localStorage.getItem(KEY)).toBeNull();
    });

    it('signed in with a guest basket id stored: merges it into the user basket and forgets the id', async () => {
      const { server, actions, store } = setup({ signedIn: true });
      server.seedBasket({ 1: 1 });
      const guest = server.seedBasket({ 2: 3, 1: 2 }, 'guest');
      localStorage.setItem(KEY, guest);
      await actions.load();
      expect(server.calls('POST', `/api/v1/basket/${guest}/merge`)).toHaveLength(1);
      expect(store.getState().lines.map((l) => [l.productId, l.quantity])).toEqual([
        [1, 3],
        [2, 3],
      ]);
      expect(localStorage.getItem(KEY)).toBeNull();
    });

    it('a guest id the server refuses to merge (gone, merged by another tab) is forgotten; the user basket shows', async () => {
      const { server, actions, store } = setup({ signedIn: true });
      server.seedBasket({ 1: 1 });
      localStorage.setItem(KEY, '00000000-0000-4000-8000-00000000dead');
      await actions.load();
      expect(localStorage.getItem(KEY)).toBeNull();
      expect(store.getState().lines.map((l) => [l.productId, l.quantity])).toEqual([[1, 1]]);
    });

    it('a merge that fails on the way (offline, 500) keeps the id for the next load and shows the user basket', async () => {
      const { server, actions, store } = setup({ signedIn: true });
      server.seedBasket({ 1: 1 });
      const guest = server.seedBasket({ 2: 3 }, 'guest');
      localStorage.setItem(KEY, guest);
      server.override((r) => (r.path.endsWith('/merge') ? fail(500) : undefined));
      await actions.load();
      expect(localStorage.getItem(KEY)).toBe(guest);
      expect(store.getState().lines.map((l) => [l.productId, l.quantity])).toEqual([[1, 1]]);
    });

    it('sessionChanged (signed out on the page): the old basket is gone at once and the new session loads', async () => {
      let signedIn = true;
      const server = commerceServer({ signedIn: true });
      server.seedBasket({ 1: 2 });
      const client = createApiClient({ apiBase: API, vetId: 'tui-vets', token: async () => (signedIn ? 'tok' : undefined), fetch: server.fetch });
      const store = createBasketStore({ api: createBasketApi(client), isSignedIn: async () => signedIn, ids: basketIdStore('tui-vets') });
      await store.getState().actions.load();
      expect(lineCount(store.getState())).toBe(1);
      signedIn = false;
      const reloading = store.getState().actions.sessionChanged();
      expect(lineCount(store.getState())).toBe(0);
      await reloading;
      // Signed out with no guest basket: none, and none made until an add.
      expect(store.getState()).toMatchObject({ status: 'ready', basket: null });
      expect(lineCount(store.getState())).toBe(0);
      expect(server.calls('POST', '/api/v1/basket')).toHaveLength(0);
    });

    it('loads once however many widgets ask at the same time', async () => {
      const { server, actions } = setup();
      localStorage.setItem(KEY, server.seedBasket({ 1: 1 }));
      await Promise.all([actions.load(), actions.load(), actions.load()]);
      expect(server.calls('GET', '/api/v1/basket')).toHaveLength(1);
    });

    it('a failed fetch is an error state, not a new basket that hides the real one', async () => {
      const { server, actions, store } = setup();
      localStorage.setItem(KEY, 'kept');
      server.override((r) => (r.method === 'GET' ? fail(500) : undefined));
      await expect(actions.load()).rejects.toBeTruthy();
      expect(store.getState().status).toBe('error');
      expect(server.calls('POST', '/api/v1/basket')).toHaveLength(0);
      expect(localStorage.getItem(KEY)).toBe('kept');
    });

    it('a failed creation is logged as a warning and rethrown', async () => {
      const { server, actions } = setup();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      server.override((r) => (r.method === 'POST' ? fail(500, 'down') : undefined));
      await actions.load();
      await expect(actions.addToBasket(1, 1)).rejects.toThrow('down');
      expect(warn).toHaveBeenCalledWith('vet-basket: the basket could not be created', expect.anything());
    });
  });

  describe('adding', () => {
    it('adds to the current basket by id', async () => {
      const { server, actions, store } = setup();
      await actions.load();
      await actions.addToBasket(2, 3);
      const add = server.calls('PUT', `/api/v1/basket/${store.getState().basket!.id}/addtobasket`);
      expect(add[0]!.body).toEqual({ basketId: store.getState().basket!.id, productId: 2, quantity: 3 });
      expect(lineCount(store.getState())).toBe(1);
    });

    it('when the add fails: creates a new basket, stores its id and adds again', async () => {
      const { server, actions, store } = setup();
      const old = server.seedBasket({});
      localStorage.setItem(KEY, old);
      await actions.load();
      server.override((r) => (r.path.startsWith(`/api/v1/basket/${old}`) ? fail(404, 'That basket was not found.') : undefined));
      await actions.addToBasket(1, 1);
      const fresh = store.getState().basket!.id;
      expect(fresh).not.toBe(old);
      expect(localStorage.getItem(KEY)).toBe(fresh);
      expect(store.getState().lines).toHaveLength(1);
    });

    it('when both tries fail: rejects with the server text', async () => {
      const { server, actions } = setup();
      await actions.load();
      server.override((r) => (r.path.endsWith('/addtobasket') ? fail(500, 'Shop is closed.') : undefined));
      await expect(actions.addToBasket(1, 1)).rejects.toThrow('Shop is closed.');
    });

    it('without a server text: the fallback message', async () => {
      const { server, actions } = setup();
      await actions.load();
      server.override((r) => (r.path.endsWith('/addtobasket') ? fail(503) : undefined));
      await expect(actions.addToBasket(1, 1)).rejects.toThrow(ADD_ERROR);
    });

    it('lists a product as on its way while its add runs, whether it succeeds or fails', async () => {
      const { server, actions, store } = setup();
      await actions.load();
      const added = actions.addToBasket(2, 1);
      expect(store.getState().adding).toEqual(['2']);
      await added;
      expect(store.getState().adding).toEqual([]);
      server.override((r) => (r.path.endsWith('/addtobasket') ? fail(503) : undefined));
      const refused = actions.addToBasket(2, 1);
      expect(store.getState().adding).toEqual(['2']);
      await expect(refused).rejects.toThrow(ADD_ERROR);
      expect(store.getState().adding).toEqual([]);
    });

    it('a refusal of the item itself is not retried in a new basket', async () => {
      const { server, actions } = setup();
      await actions.load();
      server.override((r) => (r.path.endsWith('/addtobasket') ? fail(422, 'The quantity can be at most 999.') : undefined));
      await expect(actions.addToBasket(1, 5000)).rejects.toThrow('The quantity can be at most 999.');
      expect(server.calls('POST', '/api/v1/basket')).toHaveLength(1);
    });
  });

  describe('quantities', () => {
    it('shows a change at once and saves all changes together after a 500 ms pause', async () => {
      vi.useFakeTimers();
      const { server, actions, store } = setup();
      const id = server.seedBasket({ 1: 1, 2: 1 });
      localStorage.setItem(KEY, id);
      await actions.load();
      actions.quantityChanged(1, 2);
      actions.quantityChanged(1, 3);
      actions.quantityChanged(2, 4);
      expect(store.getState().lines.map((l) => l.quantity)).toEqual([3, 4]);
      expect(store.getState().saving).toBe(true);
      await vi.advanceTimersByTimeAsync(499);
      expect(server.calls('PUT', `/api/v1/basket/${id}`)).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(store.getState().saving).toBe(false));
      const puts = server.calls('PUT', `/api/v1/basket/${id}`);
      expect(puts).toHaveLength(1);
      expect(puts[0]!.body).toEqual({
        items: [
          { productId: 1, quantity: 3, deleted: false },
          { productId: 2, quantity: 4, deleted: false },
        ],
      });
      expect(store.getState().basket!.basketItems.map((i) => i.quantity)).toEqual([3, 4]);
    });

    it('a line at 0 is removed on the server but stays listed until the modal closes', async () => {
      const { server, actions, store } = setup();
      const id = server.seedBasket({ 1: 2, 2: 1 });
      localStorage.setItem(KEY, id);
      await actions.load();
      actions.quantityChanged(1, 0);
      await actions.flushQuantities();
      expect(server.calls('PUT', `/api/v1/basket/${id}`)[0]!.body).toEqual({ items: [{ productId: 1, quantity: 0, deleted: true }] });
      expect(store.getState().basket!.basketItems).toHaveLength(1);
      expect(store.getState().lines.map((l) => [l.productId, l.quantity])).toEqual([
        [1, 0],
        [2, 1],
      ]);
      expect(lineCount(store.getState())).toBe(1);
      await actions.zeroLinesDropped();
      expect(store.getState().lines.map((l) => l.productId)).toEqual([2]);
    });

    it('a 0-line set back up before the modal closes is added again', async () => {
      const { server, actions, store } = setup();
      const id = server.seedBasket({ 1: 2 });
      localStorage.setItem(KEY, id);
      await actions.load();
      actions.quantityChanged(1, 0);
      await actions.flushQuantities();
      actions.quantityChanged(1, 1);
      await actions.flushQuantities();
      await actions.zeroLinesDropped();
      expect(store.getState().lines.map((l) => [l.productId, l.quantity])).toEqual([[1, 1]]);
      expect(server.baskets.get(id)!.items.map((i) => i.quantity)).toEqual([1]);
    });

    it('closing the modal before the pause ends saves the 0 at once', async () => {
      const { server, actions, store } = setup();
      const id = server.seedBasket({ 1: 2 });
      localStorage.setItem(KEY, id);
      await actions.load();
      actions.quantityChanged(1, 0);
      await actions.zeroLinesDropped();
      expect(server.calls('PUT', `/api/v1/basket/${id}`)).toHaveLength(1);
      expect(store.getState().lines).toEqual([]);
    });

    it('a failed save says so and shows the basket as the server has it', async () => {
      const { server, actions, store } = setup();
      const id = server.seedBasket({ 1: 2 });
      localStorage.setItem(KEY, id);
      await actions.load();
      server.override((r) => (r.method === 'PUT' ? fail(500, 'Try later.') : undefined));
      actions.quantityChanged(1, 5);
      await actions.flushQuantities();
      expect(store.getState().lastError?.message).toBe('Try later.');
      expect(store.getState().lines[0]!.quantity).toBe(2);
    });
  });

  it('removes and clears', async () => {
    const { server, actions, store } = setup();
    const id = server.seedBasket({ 1: 2, 2: 1 });
    localStorage.setItem(KEY, id);
    await actions.load();
    await actions.removeFromBasket(1);
    expect(server.calls('DELETE', `/api/v1/basket/${id}/removefrombasket/1`)).toHaveLength(1);
    expect(store.getState().lines.map((l) => l.productId)).toEqual([2]);
    await actions.clearBasket();
    expect(server.calls('DELETE', `/api/v1/basket/${id}/clear`)).toHaveLength(1);
    expect(store.getState().lines).toEqual([]);
  });

  it('resetBasket after an order: forgets the stored id; the next add starts a new basket', async () => {
    const { server, actions, store } = setup();
    const id = server.seedBasket({ 1: 2 });
    localStorage.setItem(KEY, id);
    await actions.load();
    expect(await actions.resetBasket()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(store.getState()).toMatchObject({ basket: null, lines: [], status: 'ready' });
    await actions.addToBasket(3, 1);
    expect(store.getState().basket!.id).not.toBe(id);
    expect(localStorage.getItem(KEY)).toBe(store.getState().basket!.id);
  });

  it('opens and closes the side cart', () => {
    const { actions, store } = setup();
    actions.cartOpened();
    expect(store.getState().cartOpen).toBe(true);
    actions.cartClosed();
    expect(store.getState().cartOpen).toBe(false);
  });
});
