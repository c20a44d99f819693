// Modules made at build time by scripts/vite-twind-css.ts.
declare module 'virtual:vet-widget-styles' {
  const css: string;
  export default css;
}
declare module 'virtual:vet-portal.css';
