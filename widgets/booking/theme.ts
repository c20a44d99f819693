import { setRootStyles } from '../kit/rootStyles';

// Colours from the booking config become the group's theme variables (--vet-group-*). The
// kit's colours read `var(--vet-primary, var(--vet-group-primary, default))`, so a --vet-*
// value the host sets anywhere (:root, an ancestor, the tag) wins over the group's, for every
// widget alike. Only plain colour values pass: config text never
// becomes CSS.
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;

export function themeCss(config: { mainColour?: string; hoverColour?: string; highlightColour?: string }): string {
  const vars = [
    ['--vet-group-primary', config.mainColour],
    ['--vet-group-hover', config.hoverColour],
    ['--vet-group-highlight', config.highlightColour],
  ]
    .filter(([, value]) => value && COLOUR.test(value.trim()))
    .map(([name, value]) => `${name}:${value!.trim()}`);
  return vars.length ? `:host{${vars.join(';')}}` : '';
}

const THEME_KEY = 'booking-theme';
const VARS = ['--vet-group-primary', '--vet-group-hover', '--vet-group-highlight'] as const;

/**
 * Puts the config colours on the widget. In a shadow root they go in a replaceable :host
 * sheet; rendered in the light DOM (the portal shell) there is no :host, so they are set on
 * the root element itself. Either way a host's own --vet-* values still win.
 */
export function applyTheme(root: ShadowRoot | HTMLElement, config: Parameters<typeof themeCss>[0]): void {
  const css = themeCss(config);
  if ('host' in root) {
    setRootStyles(root, THEME_KEY, css);
    return;
  }
  const values = new Map(
    css
      .replace(/^:host\{|\}$/g, '')
      .split(';')
      .filter(Boolean)
      .map((d) => d.split(':') as [string, string]),
  );
  for (const name of VARS) {
    const value = values.get(name);
    if (value) root.style.setProperty(name, value);
    else root.style.removeProperty(name);
  }
}
