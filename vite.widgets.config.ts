// The embeddable widget bundle: dist/widgets/vet-widgets.js (the loader) plus one lazy
// chunk per flow and shared chunks for React and the kit (with its build-time CSS), loaded
// once per page.
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { ownKeysOnly } from './scripts/vite-own-keys';
import { twindCss } from './scripts/vite-twind-css';

/** vet-widgets.classic.js beside the loader: for hosts that cannot write type="module". */
const classicLoader: Plugin = {
  name: 'vet-classic-loader',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'vet-widgets.classic.js', source: readFileSync('widgets/classic-loader.js', 'utf8') });
  },
};

const KIT = /widgets[\\/]kit[\\/]/;
/** Kit primitives few flows use (the shop's carousel and pages, uploads, tabs). */
const RARE_PRIMITIVE = /widgets[\\/]kit[\\/](Carousel|carousel|ImageUpload|Tabs|Pagination)\.tsx?$/;
/** The toast area and react-toastify: fetched by the first toast on a page (kit/Toasts.tsx). */
const TOASTS = /widgets[\\/]kit[\\/]ToastArea\.tsx$|node_modules[\\/](react-toastify|clsx)[\\/]/;
/**
 * The API client every flow that fetches uses, with its answer parser and the field rules every
 * form schema builds on: kept with the kit, out of the payments chunk (and out of the loader's
 * preload table, which names each small shared chunk once per flow that needs it).
 */
const API_CLIENT = /shared[\\/]api[\\/](http|errors|query|resource|config|answer)\.ts$|shared[\\/]schemas[\\/](fields|answerFields|petFields)\.ts$/;
/**
 * The profile call and its answer: feedback, checkout and the account prefill from it, booking
 * only for a signed-in visitor (a lazy import). Not the contact fields' names, which the booking
 * form reads on every page: they would make that import eager again.
 */
const PROFILE = /shared[\\/](api[\\/](profile|contactDetails)|schemas[\\/]profile)\.ts$/;
/**
 * Modules too small for a request of their own (the headers of an answer outweigh them) that
 * the booking flow and a few others share: kept with the kit rather than in a chunk each.
 */
const SMALL_SHARED = /shared[\\/]domain[\\/]statuses\.ts$|widgets[\\/]booking[\\/]visitor\.ts$/;
/** The shared address form: the account's addresses and the checkout's new-address dialog (lazy). */
const ADDRESS_FORM = /widgets[\\/]kit[\\/]form[\\/]AddressForm\.tsx$/;
/** Chunks (below) left out of the flows' preload lists. */
const LAZY_SHARED = /(^|\/)(kit-payments|kit-form|address-form|carousel|imageupload|tabs|pagination|toasts)-[\w-]{8}\.js$/;
const KIT_BARREL = /widgets[\\/]kit[\\/](form[\\/])?index\.ts$/;
// Not the barrels (kit/index.ts re-exports every primitive): a group pulls in what its
// modules import, so capturing a barrel would drag every primitive back into the kit chunk.
const isKitCore = (id: string) =>
  API_CLIENT.test(id) ||
  SMALL_SHARED.test(id) ||
  (KIT.test(id) && !/[\\/]index\.ts$/.test(id) && !/widgets[\\/]kit[\\/](payments|form)[\\/]/.test(id) && !RARE_PRIMITIVE.test(id) && !TOASTS.test(id));

export default defineConfig({
  plugins: [react(), ownKeysOnly(), twindCss(), classicLoader],
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
    // Preload a flow's shared chunks (React, kit) alongside it: no request waterfall.
    // Only those: the smaller chunks a few flows share (payments, form helpers, rarer
    // primitives) load through the flow chunk's own imports, which keeps their names out of
    // the loader's preload table (the loader and its imports must stay within 3 KB gzipped).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((dep) => !LAZY_SHARED.test(dep)) },
    reportCompressedSize: false,
    rolldownOptions: {
      input: { 'vet-widgets': 'widgets/index.ts' },
      // The loader must export its helpers (load, discover) for hosts that add tags late.
      preserveEntrySignatures: 'exports-only',
      // The kit's barrel and its rarer primitives only define exports: a flow that imports the
      // barrel for a Button must not fetch the carousel's chunk. Other modules keep the default.
      treeshake: { moduleSideEffects: (id) => (KIT_BARREL.test(id) || RARE_PRIMITIVE.test(id) ? false : undefined) },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/, priority: 20 },
            // The kit's core (WidgetRoot, toasts, fields, calendar...) that nearly every flow,
            // booking included, renders; with it the libraries it needs (valibot, date-fns).
            { name: 'kit', test: isKitCore, priority: 15 },
            { name: 'toasts', test: TOASTS, priority: 10 },
            // The loader's tag table, its fallback notice and Vite's preload helper (which every
            // import() of a chunk with dependencies calls) in one chunk: otherwise the helper can
            // land in the kit, and the loader would import React and the kit to reach it.
            { name: 'tags', test: /vite[\\/]preload-helper|widgets[\\/](registry|unavailable)\.ts$/, priority: 30 },
            // Parts only some flows use get chunks of their own, so a booking page does not
            // download the card form, the form helpers or the carousel: card payments (the
            // card frame's widget side; Stripe.js loads inside the frame), the form helpers with
            // the content client, one chunk per rarer primitive.
            { name: 'kit-payments', test: /widgets[\\/]kit[\\/]payments[\\/]|shared[\\/]schemas[\\/]cardFrame\.ts$/, priority: 10 },
            // Not the address form: it needs the profile's schemas, and the contact, enquiry and
            // newsletter forms would fetch the profile's chunk for it. The region list goes with
            // the form helpers: registration and the checkout's delivery form use it too.
            {
              name: 'kit-form',
              test: (id) =>
                (/widgets[\\/]kit[\\/]form[\\/]/.test(id) && !KIT_BARREL.test(id) && !ADDRESS_FORM.test(id)) || /shared[\\/]domain[\\/]regions\.ts$/.test(id),
              priority: 10,
            },
            { name: 'address-form', test: ADDRESS_FORM, priority: 10 },
            // Above the form helpers: the address form imports the profile's schemas too, and booking
            // (which renders no form helper) must not fetch the form helpers' chunk to reach them.
            { name: 'profile', test: PROFILE, priority: 12 },
            // The basket and the shop's calls with their schemas: every commerce flow loads them together.
            { name: 'basket', test: /shared[\\/](api[\\/](basket|shop)|schemas[\\/]shop)\.ts$|widgets[\\/]commerce[\\/]basket[\\/]/, priority: 10 },
            // The contact message's schema and call: the public forms and the payment forms share them.
            { name: 'contact', test: /shared[\\/](api|schemas)[\\/]contact\.ts$/, priority: 10 },
            { name: (id) => RARE_PRIMITIVE.exec(id)?.[1]?.toLowerCase() ?? null, test: RARE_PRIMITIVE, priority: 10 },
          ],
        },
      },
    },
  },
});
