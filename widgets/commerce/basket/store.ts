// The basket store: every rule of the spec for the basket, in one vanilla zustand
// store that all widgets of a page share (see page.ts). Components stay thin; these rules
// are tested without rendering (store.test.ts).
//
// - load: signed in, the token's basket; anonymous, the basket of the stored id. When no
//   basket comes back there is none yet (basket null, no lines): it is created, and its id
//   stored, by the first add (a page that only shows the shop or the badge makes no
//   basket on the server; docs/commerce.md).
// - add: into the current basket; on failure a new basket is created, its id stored, and
//   the add tried once more. A refusal of the item itself (400/422: a quantity over the
//   limit, a product that is not sold) is not retried: a new basket would not change the
//   answer and would lose the visitor's other products.
// - quantity changes show at once and are saved together after a 500 ms pause.
// - a line set to 0 is removed on the server with that save (so totals are right) but stays
//   on screen, where it can still be set back up, until the product modal closes
//   (`zeroLinesDropped`).
// - reset after an order: the stored id is forgotten; the next add makes a fresh basket.
// - signed in with a guest basket id still stored (the visitor shopped, then signed in): the
//   guest lines are merged into the user's basket on the server and the id is forgotten.
// - the session changed on this page (sign-out without a reload): everything is forgotten
//   and, if the basket was in use, loaded again for the new session.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BasketApi } from '../../../shared/api/basket';
import { errorMessage, isApiError } from '../../../shared/api/errors';
import { CART_QUANTITY_DEBOUNCE_MS } from '../../../shared/domain/limits';
import type { Id } from '../../../shared/schemas/answerFields';
import type { Basket, BasketItem } from '../../../shared/schemas/shop';
import type { BasketIdStore } from './storage';

/** A line as the cart shows it: a basket item whose quantity may be 0 until the modal closes. */
export type CartLine = BasketItem;

export type BasketStatus = 'idle' | 'loading' | 'ready' | 'error';

export const BASKET_LOAD_ERROR = 'We could not load your basket. Please try again.';
export const BASKET_SAVE_ERROR = 'We could not update your basket. Please try again.';
export const ADD_ERROR = 'We could not add this product to your basket. Please try again.';

export interface BasketState {
  /** The server's basket (its totals are the server's), null before the first load. */
  basket: Basket | null;
  /** What the cart shows: the server's lines with unsaved quantities, and 0-lines kept for now. */
  lines: CartLine[];
  status: BasketStatus;
  /** Quantity changes are waiting for the pause or on their way. */
  saving: boolean;
  /** The last failure of a background save or load, for the widget showing the basket to tell. */
  lastError: { message: string; at: number } | null;
  /** The side cart dialog (opened by <vet-cart-button>, shown by <vet-cart>). */
  cartOpen: boolean;
  /** Products whose add is on its way (keys of their ids): their buttons are busy. */
  adding: readonly string[];
  actions: BasketActions;
}

export interface BasketActions {
  /** Loads (once; later calls share the first) or creates the basket. */
  load(): Promise<Basket | null>;
  /** Fetches the basket again (after a failed save, or when another tab may have changed it). */
  refresh(): Promise<Basket | null>;
  /** Adds `quantity` of a product. Rejects with the error text to show when both tries fail. */
  addToBasket(productId: Id, quantity: number): Promise<Basket>;
  /** Sets a line's quantity now on screen; saved after the pause. 0 keeps the line for now. */
  quantityChanged(productId: Id, quantity: number): void;
  /** Saves waiting quantity changes now (e.g. before checking out). */
  flushQuantities(): Promise<void>;
  /** Removes a line at once. */
  removeFromBasket(productId: Id): Promise<void>;
  /** Empties the basket (signed-in clear). */
  clearBasket(): Promise<void>;
  /** The store is being dropped: cancel the waiting save so it cannot fire later. */
  dispose(): void;
  /** The product modal closed: lines at 0 go (their removal is saved with the quantities). */
  zeroLinesDropped(): Promise<void>;
  /** Signed in or out on this page: forget this basket and load the new session's. */
  sessionChanged(): Promise<Basket | null>;
  /** After an order: forget the stored id; the next add starts a new basket. */
  resetBasket(): Promise<Basket | null>;
  cartOpened(): void;
  cartClosed(): void;
}

export interface BasketStoreDeps {
  api: BasketApi;
  /** Signed in when the widget has a token (attribute or token-url). */
  isSignedIn: () => Promise<boolean>;
  /** The anonymous basket id between page loads. */
  ids: BasketIdStore;
  debounceMs?: number;
  now?: () => number;
}

const key = (id: Id) => String(id);

export function createBasketStore(deps: BasketStoreDeps): StoreApi<BasketState> {
  const { api, isSignedIn, ids, debounceMs = CART_QUANTITY_DEBOUNCE_MS, now = Date.now } = deps;

  /** Unsaved quantity changes by product id. */
  const pending = new Map<string, { productId: Id; quantity: number }>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saving: Promise<void> = Promise.resolve();
  let loading: Promise<Basket | null> | null = null;
  /** Bumped by reset: answers to calls made before it are stale and must not come back. */
  let generation = 0;

  const store = createStore<BasketState>()((set, get) => {
    const failed = (message: string) => set({ lastError: { message, at: now() } });

    /** Takes a server answer as the truth, keeping what the visitor is still editing. */
    const apply = (basket: Basket) => {
      const server = new Map(basket.basketItems.map((item) => [key(item.productId), item]));
      const lines: CartLine[] = [];
      for (const previous of get().lines) {
        const k = key(previous.productId);
        const fresh = server.get(k);
        const edit = pending.get(k);
        if (fresh) {
          lines.push(edit ? { ...fresh, quantity: edit.quantity } : fresh);
          server.delete(k);
        } else if (edit || previous.quantity === 0) {
          // A 0-line stays until the modal closes; a line set back up is on its way.
          lines.push({ ...previous, quantity: edit?.quantity ?? 0 });
        }
      }
      for (const [k, fresh] of server) {
        const edit = pending.get(k);
        lines.push(edit ? { ...fresh, quantity: edit.quantity } : fresh);
      }
      set({ basket, lines, status: 'ready' });
      return basket;
    };

    const createBasket = async (): Promise<Basket> => {
      try {
        const basket = await api.create();
        if (!(await isSignedIn())) ids.set(basket.id);
        return basket;
      } catch (e) {
        // The spec: logged as a warning and rethrown.
        console.warn('vet-basket: the basket could not be created', e);
        throw e;
      }
    };

    /** The guest basket the visitor filled before signing in, merged into theirs. */
    const mergeGuestBasket = async (guestId: string): Promise<Basket | null> => {
      try {
        const merged = await api.merge(guestId);
        ids.remove();
        return merged;
      } catch (e) {
        // Gone (ordered, merged by another tab) or refused: nothing to keep. Offline or a 500:
        // keep the id so the next load merges it, and show the user's basket meanwhile.
        if (isApiError(e) && e.status >= 400 && e.status < 500) ids.remove();
        return null;
      }
    };

    const fetchBasket = async (): Promise<Basket | null> => {
      const signedIn = await isSignedIn();
      const guestId = ids.get();
      if (signedIn && guestId) {
        const merged = await mergeGuestBasket(guestId);
        if (merged) return merged;
      }
      const storedId = signedIn ? null : guestId;
      let basket: Basket | null = null;
      if (signedIn || storedId) {
        try {
          basket = await api.fetch(storedId);
        } catch (e) {
          // A stored id the server no longer knows (ordered, or another group's): start again.
          // Anything else (offline, 500) is a failure: creating a basket would hide the real one.
          if (!(isApiError(e) && e.status === 404)) throw e;
          ids.remove();
        }
      }
      return basket;
    };

    /** No basket yet: nothing to show, and nothing made on the server until an add. */
    const none = () => {
      set({ basket: null, lines: [], status: 'ready' });
      return null;
    };

    const load = () => {
      if (loading) return loading;
      const gen = generation;
      set({ status: 'loading' });
      loading = fetchBasket().then(
        (basket) => (gen !== generation ? basket : basket ? apply(basket) : none()),
        (e: unknown) => {
          loading = null; // the next call tries again
          if (gen === generation) {
            set({ status: 'error' });
            failed(BASKET_LOAD_ERROR);
          }
          throw e;
        },
      );
      return loading;
    };

    const refresh = async () => {
      loading = null;
      return load();
    };

    const save = async () => {
      if (pending.size === 0) return;
      const items = [...pending.values()];
      pending.clear();
      const gen = generation;
      try {
        const basket = get().basket ?? (await load());
        if (!basket) return;
        const answer = await api.update(
          basket.id,
          items.map(({ productId, quantity }) => ({ productId, quantity, deleted: quantity === 0 })),
        );
        if (gen === generation) apply(answer);
      } catch (e) {
        if (gen !== generation) return;
        failed(errorMessage(e, BASKET_SAVE_ERROR));
        // Show the basket as the server has it, rather than quantities that were not saved.
        await refresh().catch(() => undefined);
      }
    };

    const flushQuantities = () => {
      clearTimeout(timer);
      timer = undefined;
      // Saves run one after another, so an older answer can never overwrite a newer one.
      saving = saving.then(save).finally(() => {
        if (pending.size === 0 && timer === undefined) set({ saving: false });
      });
      return saving;
    };

    return {
      basket: null,
      lines: [],
      status: 'idle',
      saving: false,
      lastError: null,
      cartOpen: false,
      adding: [],
      actions: {
        load,
        refresh,

        async addToBasket(productId, quantity) {
          const k = key(productId);
          set({ adding: [...get().adding, k] });
          try {
            if (!get().basket) await load().catch(() => undefined);
            const gen = generation;
            let answer: Basket;
            try {
              // No basket yet (the first add of the visit): this is when it is made.
              const current = get().basket ?? (await createBasket());
              answer = await api.add(current.id, { productId, quantity });
            } catch (first) {
              if (isApiError(first) && (first.status === 400 || first.status === 422)) throw new Error(errorMessage(first, ADD_ERROR), { cause: first });
              try {
                const fresh = await createBasket();
                answer = await api.add(fresh.id, { productId, quantity });
              } catch (second) {
                throw new Error(errorMessage(second, errorMessage(first, ADD_ERROR)), { cause: second });
              }
            }
            if (gen === generation) apply(answer);
            return answer;
          } finally {
            // One entry per add: a second add of the same product (another widget) keeps it busy.
            const left = [...get().adding];
            left.splice(left.indexOf(k), 1);
            set({ adding: left });
          }
        },

        quantityChanged(productId, quantity) {
          const k = key(productId);
          const q = Math.max(0, Math.floor(quantity) || 0);
          // A field that commits again on blur with the value it shows changes nothing: no save.
          const shown = get().lines.find((line) => key(line.productId) === k)?.quantity;
          if (shown === q && !pending.has(k)) return;
          pending.set(k, { productId, quantity: q });
          set({ lines: get().lines.map((line) => (key(line.productId) === k ? { ...line, quantity: q } : line)), saving: true });
          clearTimeout(timer);
          timer = setTimeout(() => void flushQuantities(), debounceMs);
        },

        flushQuantities,

        async removeFromBasket(productId) {
          const k = key(productId);
          pending.delete(k);
          const basket = get().basket;
          set({ lines: get().lines.filter((line) => key(line.productId) !== k) });
          if (!basket) return;
          try {
            apply(await api.remove(basket.id, productId));
          } catch (e) {
            failed(errorMessage(e, BASKET_SAVE_ERROR));
            await refresh().catch(() => undefined);
          }
        },

        dispose() {
          generation += 1;
          pending.clear();
          clearTimeout(timer);
          timer = undefined;
        },

        async clearBasket() {
          pending.clear();
          clearTimeout(timer);
          const basket = get().basket;
          set({ lines: [] });
          if (!basket) return;
          try {
            apply(await api.clear(basket.id));
          } catch (e) {
            failed(errorMessage(e, BASKET_SAVE_ERROR));
            await refresh().catch(() => undefined);
          }
        },

        async zeroLinesDropped() {
          const hadZero = get().lines.some((line) => line.quantity === 0);
          if (hadZero && [...pending.values()].some((p) => p.quantity === 0)) await flushQuantities();
          set({ lines: get().lines.filter((line) => line.quantity > 0 || pending.get(key(line.productId))?.quantity) });
        },

        async sessionChanged() {
          const wasInUse = get().status !== 'idle';
          generation += 1;
          pending.clear();
          clearTimeout(timer);
          timer = undefined;
          loading = null;
          set({ basket: null, lines: [], saving: false, lastError: null, status: 'idle' });
          return wasInUse ? load().catch(() => null) : null;
        },

        async resetBasket() {
          generation += 1;
          pending.clear();
          clearTimeout(timer);
          timer = undefined;
          ids.remove();
          set({ basket: null, lines: [], saving: false, status: 'ready' });
          // Loaded, and empty: the next add makes the new basket.
          loading = Promise.resolve(null);
          return null;
        },

        cartOpened: () => set({ cartOpen: true }),
        cartClosed: () => set({ cartOpen: false }),
      },
    };
  });
  return store;
}

/** The badge number: basket lines still in the basket. */
export const lineCount = (state: Pick<BasketState, 'lines'>) => state.lines.filter((line) => line.quantity > 0).length;
