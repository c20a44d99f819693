// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every built script,
// style sheet, manifest and SVG, so the server sends the smallest encoding the browser accepts
// without compressing on every request (serveStatic's `precompressed`, server/static.ts).
// Brotli at 11 is too slow to do per request and is about 15% smaller than gzip here.
// Run by `npm run build` after both builds; `vite build` empties the folders first, so a copy
// can never be older than its file.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|xml)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

export function precompress(dir: string): { files: number; raw: number; brotli: number; gzip: number } {
  const total = { files: 0, raw: 0, brotli: 0, gzip: 0 };
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    const gz = gzipSync(body, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    total.files++;
    total.raw += body.length;
    total.brotli += br.length;
    total.gzip += gz.length;
  }
  return total;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const dir of process.argv.slice(2)) {
    const t = precompress(dir);
    console.log(
      `${dir}: ${t.files} files precompressed, ${(t.raw / 1024).toFixed(0)} KB -> ${(t.brotli / 1024).toFixed(0)} KB brotli, ${(t.gzip / 1024).toFixed(0)} KB gzip`,
    );
  }
}
