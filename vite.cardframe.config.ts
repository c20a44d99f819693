// The card frame's script (widgets/card-frame/frame.ts): one small file with no React and no
// kit, served by the API at /pay/card-frame.js inside the frame that holds the card inputs.
// Its own build, so nothing of it is shared with (or waits for) the widget bundle's chunks.
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/card-frame',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: true,
    reportCompressedSize: false,
    lib: { entry: 'widgets/card-frame/frame.ts', formats: ['es'], fileName: () => 'card-frame.js' },
  },
});
