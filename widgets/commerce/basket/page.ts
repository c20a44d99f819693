// One basket store per page and vet group: every widget on the page (shop, product, cart
// button, side cart, checkout, subscriptions) reads and changes the same basket, so adding
// in <vet-shop> updates the badge of <vet-cart-button> at once. Keyed by api-base and vet
// id. Kept on globalThis (under a registered symbol) rather than in a module variable so
// that two copies of this module on one page (the widget bundle and the portal shell's
// own build) still share one basket.
import type { StoreApi } from 'zustand/vanilla';
import { createBasketApi } from '../../../shared/api/basket';
import type { WidgetConfig } from '../../kit/attributes';
import type { WidgetApi } from '../../kit/WidgetContext';
import { onSessionChange } from '../../kit/session';
import { basketIdStore } from './storage';
import { createBasketStore, type BasketState } from './store';
import { syncBasketAcrossTabs } from './tabs';

const REGISTRY = Symbol.for('vet-widgets.baskets');

type Registry = Map<string, StoreApi<BasketState>>;

function registry(): Registry {
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
  let baskets = holder[REGISTRY];
  if (!baskets) {
    const created: Registry = new Map();
    // After a sign-out on the page the badge and cart show the guest basket, not the old one.
    onSessionChange(() => {
      for (const store of created.values()) void store.getState().actions.sessionChanged();
    });
    baskets = holder[REGISTRY] = created;
  }
  return baskets;
}

const stopSync = new WeakMap<StoreApi<BasketState>, () => void>();

/** The first widget's client and token getter serve the page's basket: every widget of a page shares one session. */
export type PageBasketOptions = Pick<WidgetApi, 'config' | 'getToken' | 'client'>;

export const pageBasketKey = (config: Pick<WidgetConfig, 'apiBase' | 'vetId'>) => `${config.apiBase}|${config.vetId}`;

/** The page's basket store for this api-base and vet group, created on first use. */
export function pageBasketStore({ config, getToken, client }: PageBasketOptions): StoreApi<BasketState> {
  const k = pageBasketKey(config);
  let store = registry().get(k);
  if (!store) {
    store = createBasketStore({
      api: createBasketApi(client),
      isSignedIn: async () => Boolean(await getToken()),
      ids: basketIdStore(config.vetId),
    });
    registry().set(k, store);
    stopSync.set(store, syncBasketAcrossTabs(store, k));
    store.subscribe((state, previous) => {
      if (state.basket && !previous.basket) wakeCartButtons();
    });
  }
  return store;
}

/**
 * A basket came to be on this page (the first add, or one read back): a basket button still
 * waiting to be used (loading="interaction", the code not loaded) loads now, so its badge
 * counts. Through the loader's page API: this code may come from another build than the
 * loader's (the portal's).
 */
function wakeCartButtons(): void {
  if (typeof document === 'undefined' || !document.querySelector('vet-cart-button:not(:defined)')) return;
  (globalThis as { VetWidgets?: { load(tag: string): unknown } }).VetWidgets?.load('vet-cart-button');
}

/** Forgets every page basket (tests; a host that signs in or out without reloading). */
export function forgetPageBaskets(): void {
  // A waiting quantity save of a dropped store would otherwise fire later, through whatever
  // session (or test server) is current by then.
  for (const store of registry().values()) {
    store.getState().actions.dispose();
    stopSync.get(store)?.();
  }
  registry().clear();
}
