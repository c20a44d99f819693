// The news articles a page lists by hand (groupList blocks of kind news), so its
// latestNews block can leave them out: a page such as /community lists each article once.
import { createContext } from 'react';
import type { Block } from '../../shared/content/blocks';

export const PageNewsContext = createContext<readonly string[]>([]);

/** Ids of content references, resolved (a document) or not (an id). */
export function refIds(refs: readonly unknown[] | null | undefined): string[] {
  return (refs ?? []).flatMap((ref) => {
    const value = (ref as { value?: unknown } | null)?.value;
    if (typeof value === 'string') return [value];
    if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') return [(value as { id: string }).id];
    return [];
  });
}

/** Ids of the articles the page's news lists reference (resolved documents or bare ids). */
export function handPickedNews(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) => (block.blockType === 'groupList' && block.kind === 'news' ? refIds(block.items) : []));
}
