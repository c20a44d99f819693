// How a widget's shadow root gets its styles: one constructable utility sheet per page,
// adopted by every root, then the widget's own sheets. The utility CSS is made at build time
// from the class names in widgets/ (scripts/twind-css.ts, with rem already turned into px, see
// px.ts) and arrives as a string: no style is generated in the browser, nothing is injected
// into the host page, and a strict CSP host needs no 'unsafe-inline' for it.
import css from 'virtual:vet-widget-styles';
import { MEDIA_CSS } from './mediaStyles';

let shared: CSSStyleSheet | undefined;

function utilitySheet(): CSSStyleSheet {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(`${css}\n${MEDIA_CSS}`);
  }
  return shared;
}

/** Styles a shadow root: the shared utility sheet first, then the widget's own sheets. */
export function adoptStyles(root: ShadowRoot, extra: CSSStyleSheet[] = []): void {
  root.adoptedStyleSheets = [utilitySheet(), ...extra];
}
