// Writes the block picker's sketches (public/blocks/{slug}.svg) from src/blockGuide.ts:
// npx tsx scripts/block-thumbnails.ts after changing the guide.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BLOCK_GUIDE } from '../src/blockGuide';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/blocks');
const SHADES = ['#cbd5e1', '#0f766e', '#99c7c1'];
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Words into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const rows: string[] = [];
  for (const word of text.split(' ')) {
    const last = rows.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) rows[rows.length - 1] = `${last} ${word}`;
    else rows.push(word);
  }
  return rows;
}

mkdirSync(out, { recursive: true });
for (const [slug, { when, sketch }] of Object.entries(BLOCK_GUIDE)) {
  const boxes = sketch.map(([x, y, w, h, s]) => `<rect x="${x + 10}" y="${y + 10}" width="${w}" height="${h}" rx="3" fill="${SHADES[s]}"/>`).join('');
  const text = wrap(when, 38)
    .map((row, i) => `<text x="130" y="${136 + i * 16}" text-anchor="middle">${escape(row)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 180" width="260" height="180"><rect width="260" height="180" fill="#fff"/><rect x="5" y="5" width="250" height="110" rx="6" fill="#f1f5f9"/>${boxes}<g font-family="system-ui,sans-serif" font-size="13" fill="#334155">${text}</g></svg>\n`;
  writeFileSync(path.join(out, `${slug}.svg`), svg);
}
console.log(`${Object.keys(BLOCK_GUIDE).length} sketches in ${out}`);
