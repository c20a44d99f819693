// Whether the viewport has room for the day's columns (768 px and up). One layout is rendered,
// not both with one hidden by CSS, so every booking is one button on the page. Without
// matchMedia (jsdom) the columns are shown.
import { useSyncExternalStore } from 'react';

const WIDE = '(min-width: 768px)';
const query = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null);

export function useWide(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const media = query();
      media?.addEventListener('change', changed);
      return () => media?.removeEventListener('change', changed);
    },
    () => query()?.matches ?? true,
    () => true,
  );
}
