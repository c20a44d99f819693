// One save at a time for the account's buttons that send: a second press while the first is
// under way does nothing. The ref answers at once (state set on a press is seen only on the
// next render, too late for a quick double press); `running` is for the page, and says which
// of several buttons is at work.
import { useRef, useState } from 'react';

export function useOneAtATime<T = true>() {
  const [running, setRunning] = useState<T | null>(null);
  const guard = useRef(false);
  const run = async (what: T, work: () => Promise<void>) => {
    if (guard.current) return;
    guard.current = true;
    setRunning(() => what);
    try {
      await work();
    } finally {
      guard.current = false;
      setRunning(null);
    }
  };
  return { running, busy: running !== null, run };
}
