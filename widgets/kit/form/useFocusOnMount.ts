// Moves focus to an element once, when it first appears (a new step's heading, a success
// message), so keyboard and screen-reader users continue reading there. Once only: an inline
// ref callback would run on every render and pull focus out of the field being typed in.
import { useEffect, useRef } from 'react';

export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus({ preventScroll: true });
    // Mount only, by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
