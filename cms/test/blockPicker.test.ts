// The block picker shows what each block looks like and when to use it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { layoutBlocks } from '../src/blocks';

const PUBLIC = fileURLToPath(new URL('../public', import.meta.url));

describe('the block picker', () => {
  it.each(layoutBlocks.map((b) => [b.slug, b] as const))('shows %s as a small sketch with one sentence on when to use it', (_, block) => {
    expect(block.imageURL).toBe(`/blocks/${block.slug}.svg`);
    const file = `${PUBLIC}${block.imageURL}`;
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).size).toBeLessThan(4_000);
    expect(block.imageAltText).toMatch(/^[A-Z][^.]{10,80}\.$/);
    // The sentence is written under the sketch too (the picker shows no other help).
    const shown = [...readFileSync(file, 'utf8').matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
    expect(shown.replace(/&amp;/g, '&')).toBe(block.imageAltText);
  });
});
