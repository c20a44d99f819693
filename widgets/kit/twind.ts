// One twind instance and one constructable stylesheet per page, adopted by every widget's
// shadow root. Utilities are generated once however many widgets a page holds, and no rule
// leaks into the host page or in from it.
import { cssom, defineConfig, observe, twind } from '@twind/core';
import presetTailwind from '@twind/preset-tailwind';
import { remToPx } from './px';

// Theme colours are CSS custom properties so hosts (and the booking config) can restyle a
// widget without rebuilding it: `vet-booking { --vet-primary: #7c3aed }`.
export const config = defineConfig({
  presets: [presetTailwind({ disablePreflight: false })],
  hash: false,
  theme: {
    extend: {
      colors: {
        // The host's --vet-* first, then the group's colours from the server, then ours.
        primary: 'var(--vet-primary, var(--vet-group-primary, #0f766e))',
        hover: 'var(--vet-hover, var(--vet-group-hover, #115e59))',
        highlight: 'var(--vet-highlight, var(--vet-group-highlight, #ccfbf1))',
        ink: 'var(--vet-text, #1f2937)',
        muted: 'var(--vet-muted, #4b5563)',
        line: 'var(--vet-border, #d1d5db)',
        surface: 'var(--vet-surface, #ffffff)',
        danger: 'var(--vet-danger, #b91c1c)',
        success: 'var(--vet-success, #15803d)',
        warn: 'var(--vet-warn, #b45309)',
      },
      fontFamily: {
        sans: 'var(--vet-font, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif)',
      },
    },
  },
});

function create() {
  const sheet = cssom(new CSSStyleSheet());
  // px, not rem: see px.ts.
  const insert = sheet.insert.bind(sheet);
  sheet.insert = (cssText, index, rule) => insert(remToPx(cssText), index, rule);
  return { tw: twind(config, sheet), sheet: sheet.target };
}

let shared: ReturnType<typeof create> | undefined;

function instance() {
  shared ??= create();
  return shared;
}

/** Styles a shadow root: adopts the shared sheet and watches its class attributes. */
export function adoptStyles(root: ShadowRoot, extra: CSSStyleSheet[] = []): void {
  const { tw, sheet } = instance();
  root.adoptedStyleSheets = [sheet, ...extra];
  observe(tw, root);
}
