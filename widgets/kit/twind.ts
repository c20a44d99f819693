// One constructable stylesheet per page, adopted by every widget's shadow root. Its CSS is
// made at build time from the class names in widgets/ (scripts/twind-css.ts, with rem already
// turned into px, see px.ts): no style is generated in the browser, nothing is injected into
// the host page, and a strict CSP host needs no 'unsafe-inline' for it.
import css from 'virtual:vet-widget-styles';

let shared: CSSStyleSheet | undefined;

function sheet(): CSSStyleSheet {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(css);
  }
  return shared;
}

/** Styles a shadow root: the shared utility sheet first, then the widget's own sheets. */
export function adoptStyles(root: ShadowRoot, extra: CSSStyleSheet[] = []): void {
  root.adoptedStyleSheets = [sheet(), ...extra];
}
