// React access to the page's basket from inside a widget: the store comes from the widget's
// own config (api-base, vet id, token), or from <BasketStoreProvider> (tests, the shell).
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { ADDED_TO_BASKET } from '../../../shared/schemas/shop';
import { useToast } from '../../kit/Toasts';
import { useWidget } from '../../kit/WidgetContext';
import { pageBasketStore } from './page';
import type { Id } from '../../../shared/schemas/answerFields';
import type { BasketActions, BasketState } from './store';

const BasketStoreContext = createContext<StoreApi<BasketState> | null>(null);

export function BasketStoreProvider({ store, children }: { store: StoreApi<BasketState>; children: ReactNode }) {
  return <BasketStoreContext.Provider value={store}>{children}</BasketStoreContext.Provider>;
}

/** The basket store this widget uses; loads the basket the first time any widget asks. */
export function useBasketStore(): StoreApi<BasketState> {
  const given = useContext(BasketStoreContext);
  const widget = useWidget();
  const store = useMemo(() => given ?? pageBasketStore(widget), [given, widget]);
  useEffect(() => {
    // Failures are in the state (status 'error', lastError); nothing to catch here.
    if (store.getState().status === 'idle')
      store
        .getState()
        .actions.load()
        .catch(() => undefined);
  }, [store]);
  return store;
}

/** Atomic selector on the page basket: `useBasket((s) => s.lines)`. */
export function useBasket<T>(selector: (state: BasketState) => T): T {
  return useStore(useBasketStore(), selector);
}

export function useBasketActions(): BasketActions {
  return useBasket((s) => s.actions);
}

/**
 * Add to basket with the spec's messages: 'Product added to your basket' on success, the
 * error text when both tries failed. Which products are on their way is the basket store's
 * (`adding`), so a product's button cannot send twice while its siblings stay usable.
 */
export function useAddToBasket(onAdded?: (productId: Id, quantity: number) => void) {
  const { addToBasket } = useBasketActions();
  const adding = useBasket((s) => s.adding);
  const toast = useToast();
  const add = useCallback(
    async (productId: Id, quantity: number) => {
      try {
        await addToBasket(productId, quantity);
        toast.success(ADDED_TO_BASKET);
        onAdded?.(productId, quantity);
        return true;
      } catch (e) {
        toast.error(e instanceof Error && e.message ? e.message : 'An error has occurred.');
        return false;
      }
    },
    [addToBasket, toast, onAdded],
  );
  return { add, isAdding: (productId: Id) => adding.includes(String(productId)) };
}

/** Shows background save and load failures of the basket as toasts, once each. */
export function useBasketErrorToasts(): void {
  const lastError = useBasket((s) => s.lastError);
  const toast = useToast();
  useEffect(() => {
    if (lastError) toast.error(lastError.message);
  }, [lastError, toast]);
}
