// Vite plugin: the build-time styles of scripts/twind-css.ts as two virtual modules.
// - `virtual:vet-widget-styles`: the widgets' CSS as a string, rem turned into px (see
//   widgets/kit/px.ts), adopted by every shadow root (widgets/kit/adoptStyles.ts).
// - `virtual:vet-portal.css`: the portal's stylesheet (rem kept: the portal is our own page
//   and follows the reader's font size), linked from the HTML so pages paint styled before
//   any script runs.
// In the dev server both are made again when a source file changes.
import type { Plugin, ViteDevServer } from 'vite';
import { remToPx } from '../widgets/kit/px';
import { generateCss } from './twind-css';

const WIDGETS = 'virtual:vet-widget-styles';
const PORTAL = 'virtual:vet-portal.css';
const resolved = (id: string) => `\0${id}`;

/** The folders scanned for each: the portal renders a few kit primitives itself. */
export const SOURCES = { widgets: ['widgets', 'shared'], portal: ['shell', 'widgets', 'shared'] };

/** The widgets' CSS exactly as the build ships it. */
export const widgetCss = (): string => remToPx(generateCss(SOURCES.widgets));
/** The portal's stylesheet exactly as the build ships it. */
export const portalCss = (): string => generateCss(SOURCES.portal);

export function twindCss(): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: 'vet-twind-css',
    configureServer(dev) {
      server = dev;
    },
    resolveId(id) {
      return id === WIDGETS || id === PORTAL ? resolved(id) : undefined;
    },
    load(id) {
      if (id === resolved(WIDGETS)) return `export default ${JSON.stringify(widgetCss())};`;
      if (id === resolved(PORTAL)) return portalCss();
      return undefined;
    },
    handleHotUpdate({ file }) {
      if (!server || !/[\\/](widgets|shell|shared)[\\/].*\.tsx?$/.test(file)) return;
      for (const id of [WIDGETS, PORTAL]) {
        const mod = server.moduleGraph.getModuleById(resolved(id));
        if (mod) server.moduleGraph.invalidateModule(mod);
      }
    },
  };
}
