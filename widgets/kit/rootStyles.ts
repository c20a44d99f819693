// Extra CSS for one widget root, by key: a third-party component's stylesheet (the toasts)
// or a theme computed at run time (the booking config's colours). Shadow roots adopt a
// constructable sheet where the browser supports it; elsewhere (older engines, jsdom) a
// <style> element inside the root does the same job. Either way the CSS stays inside the
// widget and setting the same key again replaces, never piles up.
type Root = ShadowRoot | HTMLElement;

const sheets = new WeakMap<Root, Map<string, CSSStyleSheet>>();

function supportsAdopted(root: Root): root is ShadowRoot {
  return typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot && 'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function';
}

/** Sets (or with '' removes) the CSS a root holds under `key`. */
export function setRootStyles(root: Root, key: string, css: string): void {
  if (supportsAdopted(root)) {
    let byKey = sheets.get(root);
    if (!byKey) sheets.set(root, (byKey = new Map()));
    let sheet = byKey.get(key);
    if (!sheet) {
      if (!css) return;
      sheet = new CSSStyleSheet();
      byKey.set(key, sheet);
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
    sheet.replaceSync(css);
    return;
  }
  const selector = `style[data-vet-styles="${key}"]`;
  let style = root.querySelector<HTMLStyleElement>(selector);
  if (!css) {
    style?.remove();
    return;
  }
  if (!style) {
    style = document.createElement('style');
    style.dataset.vetStyles = key;
    root.prepend(style);
  }
  style.textContent = css;
}

/** The CSS held under `key` (for tests and for code that must not add it twice). */
export function rootStyles(root: Root, key: string): string {
  if (supportsAdopted(root)) {
    const sheet = sheets.get(root)?.get(key);
    return sheet ? Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n') : '';
  }
  return root.querySelector<HTMLStyleElement>(`style[data-vet-styles="${key}"]`)?.textContent ?? '';
}
