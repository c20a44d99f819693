// Bundle sizes: the loader, every chunk, and what a page with one widget downloads
// (the loader plus the chunks its flow preloads), gzipped and brotli-compressed.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
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

/** For each tag, the chunk files the loader fetches with it (from Vite's preload map). */
export function flowChunks(loaderSource: string): Record<string, string[]> {
  const table = /m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(loaderSource);
  const files = table ? (JSON.parse(table[1]!) as string[]).map((f) => f.replace(/^\.\//, '')) : [];
  const result: Record<string, string[]> = {};
  for (const match of loaderSource.matchAll(/"?(vet-[a-z-]+)"?:\{name:`[^`]*`,load:\(\)=>[^}]*?__vite__mapDeps\(\[([\d,]*)\]\)/g)) {
    result[match[1]!] = match[2]!.split(',').map((i) => files[Number(i)]!).filter(Boolean);
  }
  return result;
}

export function bundleReport() {
  const loader = size('vet-widgets.js');
  const chunks = readdirSync(join(DIST, 'chunks'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => size(join('chunks', f)))
    .sort((a, b) => b.gzip - a.gzip);
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const pages = Object.entries(flowChunks(readFileSync(join(DIST, 'vet-widgets.js'), 'utf8'))).map(([tag, files]) => {
    const parts = [loader, ...files.map((f) => byFile.get(f)!).filter(Boolean)];
    return {
      tag,
      files: parts.length,
      gzip: parts.reduce((sum, p) => sum + p.gzip, 0),
      brotli: parts.reduce((sum, p) => sum + p.brotli, 0),
    };
  });
  return { loader, loaderWithinBudget: loader.gzip <= LOADER_BUDGET_GZIP, chunks, pages };
}
