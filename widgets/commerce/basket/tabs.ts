// A basket changed in one tab shows in the site's other tabs (a second shop tab, the checkout
// left open): each change is announced on a BroadcastChannel, which reaches the same origin's
// other tabs only, as the stored basket id does; they read their basket again. The answer to
// that read is what was announced, so it is not announced back.
import type { StoreApi } from 'zustand/vanilla';
import type { Basket } from '../../../shared/schemas/shop';
import type { BasketState } from './store';

export const BASKET_CHANNEL = 'vet-widgets:basket';

interface Change {
  key: string;
  seen: string;
}

/** What another tab must know changed: which basket, its lines and totals. */
const summary = (basket: Basket | null) =>
  basket ? JSON.stringify([basket.id, basket.basketItems.map((i) => [i.productId, i.quantity]), basket.total]) : 'none';

/** Announces this store's basket changes to other tabs and reads theirs; returns the stop. */
export function syncBasketAcrossTabs(store: StoreApi<BasketState>, key: string, channelName = BASKET_CHANNEL): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(channelName);
  // Undefined until the first answer: reading the basket on arrival is no change to announce.
  let seen: string | undefined;
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.status !== 'ready' || (state.basket === previous.basket && previous.status === 'ready')) return;
    const now = summary(state.basket);
    if (seen === undefined) seen = now;
    if (now === seen) return;
    seen = now;
    channel.postMessage({ key, seen: now } satisfies Change);
  });
  channel.onmessage = (event: MessageEvent<Change>) => {
    if (event.data?.key !== key) return;
    seen = event.data.seen;
    // A tab that never showed its basket has nothing on screen to bring up to date.
    if (store.getState().status !== 'idle')
      void store
        .getState()
        .actions.refresh()
        .catch(() => undefined);
  };
  return () => {
    unsubscribe();
    channel.close();
  };
}
