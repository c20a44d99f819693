import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SECTIONS } from '../widgets/account/menu';
import { flows } from '../widgets/registry';
import { buildManifest, jsxTypings } from './manifest';

const declarations = (manifest = buildManifest()) => manifest.modules.map((m) => m.declarations[0]!);

function widgetSources(dir = 'widgets'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return widgetSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });
}

/** Every event a widget can dispatch: emit() is typed by the WidgetEventMap the flows extend. */
function dispatchedEvents(): string[] {
  const names = new Set<string>();
  for (const file of widgetSources()) {
    const source = readFileSync(file, 'utf8');
    for (const block of source.matchAll(/interface WidgetEventMap \{([\s\S]*?)\n {2}\}/g))
      for (const key of block[1]!.matchAll(/'(vet-[a-z0-9-]+:[a-z-]+)'\s*:/g)) names.add(key[1]!);
  }
  return [...names].sort();
}

describe('custom-elements manifest (from the analyzer)', () => {
  it('carries an attribute’s rule as its type, and the rules say what the widgets accept', () => {
    const attribute = (tag: string, name: string) =>
      declarations()
        .find((d) => d.tagName === tag)!
        .attributes.find((a) => a.name === name)!.type.text;
    const sections = [...attribute('vet-account', 'section').matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(sections).toEqual([...ACCOUNT_SECTIONS]);
    expect(attribute('vet-shop', 'limit')).toBe('integer 1-100');
    expect(attribute('vet-booking', 'species')).toBe('species-id');
    expect(attribute('vet-newsletter', 'heading')).toBe('string');
  });

  it('describes every registered tag with the common attributes, the doc block’s and the catalogue’s words', () => {
    const manifest = buildManifest();
    const tags = declarations(manifest).map((d) => d.tagName);
    expect(tags.sort()).toEqual(Object.keys(flows).sort());
    const newsletter = declarations(manifest).find((d) => d.tagName === 'vet-newsletter')!;
    expect(newsletter.attributes.map((a) => a.name)).toEqual(['vet-id', 'api-base', 'token', 'token-url', 'loading', 'heading']);
    expect(newsletter.events.map((e) => e.name)).toEqual(['vet-newsletter:submit', 'vet-newsletter:submitted']);
    expect(newsletter.summary).not.toBe('vet-newsletter');
    expect(jsxTypings(manifest)).toContain("'vet-newsletter': React.DetailedHTMLProps");
    const checkout = declarations(manifest).find((d) => d.tagName === 'vet-checkout')!;
    expect(checkout.cssParts.map((p) => p.name)).toEqual(['base', 'summary', 'card-field', 'thank-you']);
    expect(checkout.attributes.find((a) => a.name === 'hide-heading')?.type.text).toBe('boolean');
  });

  it('gives every tag what every tag has: the base part, the loading attribute and the whole theme', () => {
    for (const d of declarations()) {
      expect(
        d.cssParts.map((p) => p.name),
        d.tagName,
      ).toContain('base');
      expect(
        d.attributes.filter((a) => a.name === 'loading'),
        d.tagName,
      ).toHaveLength(1);
      expect(
        d.cssProperties.map((p) => p.name),
        d.tagName,
      ).toEqual(expect.arrayContaining(['--vet-danger', '--vet-success', '--vet-scroll-offset']));
    }
  });

  it('names things as they are: no comma lists, no spaces', () => {
    for (const d of declarations())
      for (const item of [...d.attributes, ...d.events, ...d.cssParts]) expect(item.name, `${d.tagName}: "${item.name}"`).toMatch(/^[a-z0-9-]+(:[a-z0-9-]+)?$/);
  });

  it('lists every event a widget dispatches on the tag its name starts with', () => {
    const events = dispatchedEvents();
    expect(events.length).toBeGreaterThan(40);
    const byTag = new Map(declarations().map((d) => [d.tagName, new Set(d.events.map((e) => e.name))]));
    const missing = events.filter((event) => !byTag.get(event.split(':')[0]!)?.has(event));
    expect(missing).toEqual([]);
  });
});
