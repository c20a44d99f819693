// Every attribute a tag observes (what defineWidget registers, in kebab-case or React 19's
// lowercase spelling) is in custom-elements.json: the manifest cannot fall behind the code.
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../scripts/manifest';
import { flows } from './registry';

describe('custom-elements.json and the defined tags', () => {
  it('lists every attribute each tag observes', async () => {
    await Promise.all(Object.values(flows).map((load) => load()));
    const manifest = buildManifest();
    for (const module of manifest.modules) {
      const { tagName, attributes } = module.declarations[0]!;
      const observed = (customElements.get(tagName) as unknown as { observedAttributes: string[] }).observedAttributes;
      const listed = new Set(attributes.flatMap((a) => [a.name, a.name.replace(/-/g, '')]));
      expect(
        observed.filter((name) => !listed.has(name)),
        tagName,
      ).toEqual([]);
      expect(observed.length).toBeGreaterThanOrEqual(4);
    }
  }, 60_000);
});
