// The class vocabulary of the widgets and the portal: which class names mean which CSS,
// as twind's Tailwind preset with our colours and font. Read at build time only
// (scripts/twind-css.ts turns the class names in the sources into CSS), so no widget or
// portal page ships twind or generates styles in the browser.
import { defineConfig } from '@twind/core';
import presetTailwind from '@twind/preset-tailwind';

// Theme colours are CSS custom properties so hosts (and the booking config) can restyle a
// widget without rebuilding it: `vet-booking { --vet-primary: #7c3aed }`.
export const classVocabulary = defineConfig({
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
