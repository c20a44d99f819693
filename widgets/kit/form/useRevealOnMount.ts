// A new view's heading or a success message, when it first appears: brought on screen below
// the host's sticky header and focused, so everyone continues reading there (kit/scroll.ts).
// Once only: an inline ref callback would run on every render and pull focus out of the
// field being typed in.
import { useEffect, useRef } from 'react';
import { reveal } from '../scroll';

export function useRevealOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled && ref.current) reveal(ref.current);
    // Mount only, by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
