// One zustand store per widget instance, handed down through React context (TkDodo,
// "Zustand and React Context"): two <vet-booking> on one page never share state, and tests
// can create a store with any initial props.
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';

export function createStoreContext<State, Init>(name: string, createStore: (init: Init) => StoreApi<State>) {
  const Context = createContext<StoreApi<State> | null>(null);

  function Provider({ init, store, children }: { init?: Init; store?: StoreApi<State>; children: ReactNode }) {
    // useState's initializer runs once: the store lives as long as this widget instance.
    const [value] = useState(() => store ?? createStore(init as Init));
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }

  function useStoreApi(): StoreApi<State> {
    const store = useContext(Context);
    if (!store) throw new Error(`${name} store used outside its provider`);
    return store;
  }

  /** Atomic selector hook: select one value, not the whole state. */
  function useSelector<T>(selector: (state: State) => T): T {
    return useStore(useStoreApi(), selector);
  }

  return { Provider, useStoreApi, useSelector };
}
