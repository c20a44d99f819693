// axe-core in the page under test, WCAG 2.2 AA, shadow roots included (axe pierces open ones)
// and frames too (the card frames): axe in the page asks axe in each frame for its part.
//
// axe is injected once per document, not on every check: its 550 KB script takes up to a second
// to evaluate on a loaded 2-core machine, and a journey checks the same page several times.
// (@axe-core/playwright injects it into every frame on each check, and again into a blank page
// it opens to combine the results: two to three seconds a check, 80 checks in the suite.)
import axe from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function injectAxe(frame: Frame) {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(axe.source);
  // The card frames may be on another origin than the page (127.0.0.1 beside localhost).
  await frame.evaluate(() => window.axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] }));
}

type Scope = string | { include?: string; exclude?: string };

/** axe's violations in the page, or in `scope` (a selector to check alone, or parts to include and leave out), one line each. */
export async function a11yViolations(page: Page, scope?: Scope): Promise<string[]> {
  const { include, exclude } = typeof scope === 'string' ? { include: scope, exclude: undefined } : (scope ?? {});
  for (const frame of page.frames()) {
    // A frame can go away between listing and injecting (a card frame replaced): nothing to check there.
    await injectAxe(frame).catch((error: Error) => {
      if (!frame.isDetached()) throw error;
    });
  }
  return page.evaluate(
    async ({ include, exclude, tags }) => {
      const context = { include: include ? [include] : [document], exclude: exclude ? [exclude] : [] };
      const { violations } = await window.axe.run(context, { runOnly: { type: 'tag', values: tags } });
      return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    },
    { include, exclude, tags: TAGS },
  );
}

export async function expectNoA11yViolations(page: Page, scope?: Scope) {
  expect(await a11yViolations(page, scope)).toEqual([]);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
