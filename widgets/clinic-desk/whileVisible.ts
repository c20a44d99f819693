// Runs `tick` every `ms` while the page is visible: a desk left open in a background tab asks
// nothing, and coming back to it asks at once instead of waiting out the interval.
import { useEffect, useRef } from 'react';

export function useEveryWhileVisible(ms: number, tick: () => void, enabled = true): void {
  const tickRef = useRef(tick);
  tickRef.current = tick;
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      timer = setInterval(() => tickRef.current(), ms);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') return clearInterval(timer);
      tickRef.current();
      start();
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ms, enabled]);
}
