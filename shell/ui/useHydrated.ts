// False on the server and during the browser's hydration of its HTML, true after: for the few
// things only the browser knows (its origin, storage) without making hydration disagree with
// the server's HTML. A page rendered in the browser alone sees true from its first render.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
