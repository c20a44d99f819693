// Colours from the booking config become the widget's theme variables. They go in a
// `:host` rule, so a clinic's own `vet-booking { --vet-primary: … }` still wins (outer
// declarations beat :host ones). Only plain colour values pass: config text never becomes CSS.
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;

export function themeCss(config: { mainColour?: string; hoverColour?: string; highlightColour?: string }): string {
  const vars = [
    ['--vet-primary', config.mainColour],
    ['--vet-hover', config.hoverColour],
    ['--vet-highlight', config.highlightColour],
  ]
    .filter(([, value]) => value && COLOUR.test(value.trim()))
    .map(([name, value]) => `${name}:${value!.trim()}`);
  return vars.length ? `:host{${vars.join(';')}}` : '';
}

export function applyTheme(root: ShadowRoot | HTMLElement, css: string): void {
  if (!css || !('adoptedStyleSheets' in root)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
