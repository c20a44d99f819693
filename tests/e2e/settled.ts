// When a page's flows have settled: every widget tag (vet-…) on it, in the page or inside another
// widget, has rendered into its shadow root (but those that load when seen or touched,
// loading="lazy" or "interaction"), and none shows a spinner or a busy control. Each
// flow shows one while its first calls are out, so settled means they have been answered (or
// have failed). What the page then holds (a shop's product links, axe's findings) is its own.
// Not the network falling idle: on a loaded machine a page may not go 500 ms without a request
// though everything on it has settled, and idle says nothing of what has rendered.
import type { Page } from '@playwright/test';

export async function flowsSettled(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (waiting) => {
      const busy = (root: Document | ShadowRoot): boolean =>
        [...root.querySelectorAll('*')].some(
          (el) =>
            (el.localName.startsWith('vet-') && !waiting.includes(el.getAttribute('loading') ?? '') && !el.shadowRoot?.childElementCount) ||
            el.matches('.animate-spin, [aria-busy="true"]') ||
            (el.shadowRoot !== null && busy(el.shadowRoot)),
        );
      return !busy(document);
    },
    ['lazy', 'interaction'],
    { timeout },
  );
}
