// A tiny stand-in element (no React) for a tag whose flow failed to load (offline, a blocked
// chunk): a visible, announced notice rather than an empty gap on the clinic's page.
// Short on purpose: this file sits in the loader's 3 KB (gzipped) budget.
const CSS = ':host{all:initial;display:block;font:15px/1.5 system-ui;color:#222}p{margin:0;padding:12px 16px;border:1px solid #ccc}';

/** One text for every flow: the notice stands where the widget would (names would cost the loader bytes). */
export const UNAVAILABLE = 'This part of the page could not load. Check your connection and reload the page.';

export function defineUnavailable(tag: string): void {
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      connectedCallback() {
        if (this.shadowRoot) return;
        const root = this.attachShadow({ mode: 'open' });
        // A constructed sheet, not a <style>: a strict CSP (no unsafe-inline) allows it.
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(CSS);
        root.adoptedStyleSheets = [sheet];
        const p = root.appendChild(document.createElement('p'));
        p.setAttribute('role', 'status');
        p.setAttribute('part', 'base');
        p.textContent = UNAVAILABLE;
      }
    },
  );
}
