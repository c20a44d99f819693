import { describe, expect, it } from 'vitest';
import { ACCOUNT_SECTIONS } from '../widgets/account/menu';
import { flows } from '../widgets/registry';
import { buildManifest, jsxTypings, parseDocBlocks } from './manifest';

describe('custom-elements manifest', () => {
  it('reads attributes, events and parts from a widget doc block', () => {
    const docs = parseDocBlocks(`/**
 * <vet-thing>: does a thing
 * @attr vet-id, api-base  the common ones
 * @attr colour   the colour
 * @event vet-thing:done  { id } when done
 * @csspart base  the box
 */`);
    expect(docs.get('vet-thing')).toEqual({
      summary: 'does a thing',
      attributes: [{ name: 'colour', description: 'the colour' }],
      events: [{ name: 'vet-thing:done', description: '{ id } when done' }],
      cssParts: [{ name: 'base', description: 'the box' }],
    });
  });

  it('carries an attribute’s rule as its type, and the rules say what the widgets accept', () => {
    const docs = parseDocBlocks(`/**
 * <vet-thing>: does a thing
 * @attr {integer 1-100} limit  at most this many
 */`);
    expect(docs.get('vet-thing')!.attributes).toEqual([{ name: 'limit', description: 'at most this many', type: 'integer 1-100' }]);
    const attribute = (tag: string, name: string) =>
      buildManifest()
        .modules.find((m) => m.declarations[0]!.tagName === tag)!
        .declarations[0]!.attributes.find((a) => a.name === name)!.type.text;
    const sections = [...attribute('vet-account', 'section').matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(sections).toEqual([...ACCOUNT_SECTIONS]);
    expect(attribute('vet-shop', 'limit')).toBe('integer 1-100');
    expect(attribute('vet-booking', 'species')).toBe('species-id');
    expect(attribute('vet-newsletter', 'heading')).toBe('string');
  });

  it('describes every registered tag with the common attributes', () => {
    const manifest = buildManifest();
    const tags = manifest.modules.map((m) => m.declarations[0]!.tagName);
    expect(tags.sort()).toEqual(Object.keys(flows).sort());
    const newsletter = manifest.modules.find((m) => m.declarations[0]!.tagName === 'vet-newsletter')!.declarations[0]!;
    expect(newsletter.attributes.map((a) => a.name)).toEqual(['vet-id', 'api-base', 'token', 'token-url', 'heading']);
    expect(newsletter.events.map((e) => e.name)).toEqual(['vet-newsletter:submit', 'vet-newsletter:submitted']);
    expect(jsxTypings(manifest)).toContain("'vet-newsletter': React.DetailedHTMLProps");
  });
});
