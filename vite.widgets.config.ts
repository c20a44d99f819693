// The embeddable widget bundle: dist/widgets/vet-widgets.js (the loader) plus one lazy
// chunk per flow and shared chunks for React and twind, loaded once per page.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Library-style builds do not replace this on their own: without it React ships its
  // development build (about 4x larger).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  // Chunks are found relative to the loader's own URL: clinic sites load it cross-origin.
  base: './',
  build: {
    outDir: 'dist/widgets',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: true,
    // Preload a flow's shared chunks (React, twind, kit) alongside it: no request waterfall.
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    rolldownOptions: {
      input: { 'vet-widgets': 'widgets/index.ts' },
      // The loader must export its helpers (load, discover) for hosts that add tags late.
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/, priority: 20 },
            { name: 'twind', test: /node_modules[\\/]@twind[\\/]/, priority: 20 },
            { name: 'kit', test: /widgets[\\/]kit[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
