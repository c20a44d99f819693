// Bundle sizes: the loader, every chunk, and what a page with one widget downloads
// (the loader and its static imports, plus the flow's chunk and the chunks it imports and
// preloads), gzipped and brotli-compressed.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = 'dist/widgets';
export const LOADER_BUDGET_GZIP = 3 * 1024;

export interface Size {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function size(file: string): Size {
  const bytes = readFileSync(join(DIST, file));
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

// The loader's format is Vite's output, not an API: the flow table and its preload map
// used to sit in vet-widgets.js, and now sit in a chunk the loader imports statically
// (`import{…}from"./chunks/tags-….js"`). So nothing here assumes which file holds
// what: from the loader, follow static imports (what the browser must fetch before the code
// runs), find each tag's `()=>…import("./x.js")…` in whichever of those files has it,
// and resolve every path against the file that names it.

/** Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; not import(). */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+?\.js)["'`]/g;
/** One registry entry: `"vet-booking":()=>a(()=>import(`./booking.element-….js`),__vite__mapDeps([5,1,2]),…)`. */
const FLOW_ENTRY = /["'`]?(vet-[a-z0-9-]+)["'`]?:\(\)=>[^{},]*?\bimport\(\s*["'`](\.{1,2}\/[^"'`]+?\.js)["'`]\s*\)(?:\)?\s*,\s*__vite__mapDeps\(\[([\d,\s]*)\]\))?/g;
/** An entry several tags share: `o=()=>a(()=>import(`./account.element-….js`),…)` … `"vet-account":o`. */
const SHARED_ENTRY = /\b([\w$]+)=\(\)=>[^{},]*?\bimport\(\s*["'`](\.{1,2}\/[^"'`]+?\.js)["'`]\s*\)(?:\)?\s*,\s*__vite__mapDeps\(\[([\d,\s]*)\]\))?/g;
const SHARED_USE = /["'`](vet-[a-z0-9-]+)["'`]:([\w$]+)(?=[,}])/g;
/** Vite's preload map: `m.f||(m.f=["./a.js","./b.js"])`, paths relative to the file holding it. */
const PRELOAD_MAP = /\.f\|\|\(\w+\.f=(\[[^\]]*\])/;

/** `./chunks/a.js` named in `vet-widgets.js` is `chunks/a.js`; `./b.js` named in `chunks/a.js` is `chunks/b.js`. */
function resolveFrom(holder: string, specifier: string): string {
  return posix.normalize(posix.join(posix.dirname(holder), specifier));
}

/** The files named by static imports of `file`, and theirs, in the order first reached (`file` first). */
export function staticClosure(file: string, read: (file: string) => string | undefined): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    const source = read(current);
    if (source === undefined) return;
    seen.add(current);
    for (const match of source.matchAll(STATIC_IMPORT)) visit(resolveFrom(current, match[1]!));
  };
  visit(file);
  return [...seen];
}

export interface FlowFiles {
  /** What every page with the loader fetches: the loader and its static imports. */
  loader: string[];
  /** Per tag: the flow's chunk, its static imports and the chunks Vite preloads with it (without the loader's files). */
  flows: Record<string, string[]>;
}

/** For each tag, the chunk files a page fetches for it, read from the built loader in `dist`. */
export function flowChunks(read: (file: string) => string | undefined, loaderFile = 'vet-widgets.js'): FlowFiles {
  const loader = staticClosure(loaderFile, read);
  const always = new Set(loader);
  const flows: Record<string, string[]> = {};
  for (const holder of loader) {
    const source = read(holder) ?? '';
    const map = PRELOAD_MAP.exec(source);
    const preload = map ? (JSON.parse(map[1]!) as string[]).map((f) => resolveFrom(holder, f)) : [];
    const filesOf = (entry: string, deps: string | undefined) => {
      const files = new Set(staticClosure(resolveFrom(holder, entry), read));
      for (const index of deps ? deps.split(',').filter((d) => d.trim()) : []) {
        const file = preload[Number(index)];
        if (file && read(file) !== undefined) files.add(file);
      }
      return [...files].filter((f) => !always.has(f));
    };
    for (const [, tag, entry, deps] of source.matchAll(FLOW_ENTRY)) flows[tag!] = filesOf(entry!, deps);
    const shared = new Map([...source.matchAll(SHARED_ENTRY)].map(([, name, entry, deps]) => [name!, filesOf(entry!, deps)]));
    for (const [, tag, name] of source.matchAll(SHARED_USE)) if (shared.has(name!)) flows[tag!] = shared.get(name!)!;
  }
  return { loader, flows };
}

function readDist(file: string): string | undefined {
  const path = join(DIST, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/** `chunks/booking.element-DtGQ_n00.js` -> `booking.element`. */
export const chunkName = (file: string) => posix.basename(file, '.js').replace(/-[\w-]{8}$/, '');

/** Short chunk names, a repeated one (two `appointments` chunks) as `appointments×2`. */
export function chunkNames(files: string[]): string {
  const counts = new Map<string, number>();
  for (const file of files) counts.set(chunkName(file), (counts.get(chunkName(file)) ?? 0) + 1);
  return [...counts].map(([name, n]) => (n > 1 ? `${name}×${n}` : name)).join(' ');
}

export function bundleReport() {
  const loader = size('vet-widgets.js');
  const chunks = readdirSync(join(DIST, 'chunks'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => size(posix.join('chunks', f)))
    .sort((a, b) => b.gzip - a.gzip);
  const byFile = new Map([loader, ...chunks].map((c) => [c.file, c]));
  const found = flowChunks(readDist);
  const sum = (files: string[]) => {
    const parts = files.map((f) => byFile.get(f)).filter((p): p is Size => Boolean(p));
    return { raw: parts.reduce((n, p) => n + p.raw, 0), gzip: parts.reduce((n, p) => n + p.gzip, 0), brotli: parts.reduce((n, p) => n + p.brotli, 0) };
  };
  // The loader as a page pays for it: vet-widgets.js and the chunks it imports statically.
  const loaderTotal = { files: found.loader, ...sum(found.loader) };
  const flows = Object.entries(found.flows);
  if (flows.length === 0) throw new Error(`no <vet-…> flow found from ${DIST}/vet-widgets.js: the loader's format changed again (see scripts/bench/bundle.ts)`);
  // The chunks every flow fetches (React, twind, the kit): named once, not in every row.
  const shared = flows[0]![1].filter((file) => flows.every(([, files]) => files.includes(file)));
  const pages = flows.map(([tag, flowFiles]) => {
    const files = [...found.loader, ...flowFiles];
    return { tag, files: files.length, chunks: flowFiles, own: flowFiles.filter((f) => !shared.includes(f)), ...sum(files) };
  });
  return {
    loader,
    loaderTotal: { ...loaderTotal, withinBudget: loaderTotal.gzip <= LOADER_BUDGET_GZIP },
    loaderWithinBudget: loader.gzip <= LOADER_BUDGET_GZIP,
    chunks,
    shared: { files: shared, ...sum(shared) },
    pages,
  };
}
