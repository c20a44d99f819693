// The block kinds the current page shows, for the layout around it: the footer leaves out
// its own app banner and newsletter form when the page already has that block, so a page
// never shows either twice (issue 18: the home page did).
import { useEffect } from 'react';
import { create } from 'zustand';

export const usePageBlocks = create<{ kinds: ReadonlySet<string> }>(() => ({ kinds: new Set() }));

/** Called by the page's block list; the set is emptied when that page goes. */
export function usePageBlockKinds(kinds: readonly string[]): void {
  const key = [...new Set(kinds)].sort().join(' ');
  useEffect(() => {
    usePageBlocks.setState({ kinds: new Set(key ? key.split(' ') : []) });
    return () => usePageBlocks.setState({ kinds: new Set() });
  }, [key]);
}
