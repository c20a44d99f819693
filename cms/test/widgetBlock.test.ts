// The widget block is made from the widgets' manifest (custom-elements.json): every tag is a
// choice, every attribute a field shown for the tags that declare it, clinic and species are
// picked from the API; what is saved is what the portal sets on the element.
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockSchema } from '../../shared/content/blocks';
import { checkAttribute, parseRule } from '../src/attributeRules';
import { readWidgetManifest } from '../src/widgetManifest';
import { startCms, type TestCms } from './cms';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => cms?.close());

type AnyField = { name?: string; type: string; options?: { value: string }[]; fields?: AnyField[]; admin?: Record<string, any> };

describe('the widget block', () => {
  it('offers every tag of the manifest and a field for each attribute the portal does not set itself', async () => {
    const { widgetBlock } = await import('../src/blocks');
    const manifest = readWidgetManifest();
    const fields = widgetBlock.fields as AnyField[];
    const tag = fields.find((f) => f.name === 'tag')!;
    expect(tag.options!.map((o) => o.value).sort()).toEqual(manifest.map((w) => w.tagName).sort());
    const attributes = fields.find((f) => f.name === 'attributes')!.fields!;
    const names = new Set(attributes.map((f) => f.name));
    for (const widget of manifest) {
      for (const attribute of widget.attributes) {
        expect(names.has(attribute.name)).toBe(!['vet-id', 'api-base', 'token', 'token-url', 'loading'].includes(attribute.name));
      }
    }
    // Shown for the tags that declare it only; clinic and species are pickers, not text boxes.
    const clinic = attributes.find((f) => f.name === 'clinic')!;
    expect(clinic.admin!.condition({}, {}, { blockData: { tag: 'vet-booking' } })).toBe(true);
    expect(clinic.admin!.condition({}, {}, { blockData: { tag: 'vet-shop' } })).toBe(false);
    expect(clinic.admin!.components.Field.path).toBe('/components/ApiPicker#ApiPicker');
    expect(attributes.find((f) => f.name === 'species')!.admin!.components.Field.clientProps.source).toBe('species');
  });

  it('saves only the chosen tag’s attributes, and the portal renders what was saved', async () => {
    const page = await cms.payload.create({
      collection: 'ui-page',
      overrideAccess: true,
      data: {
        title: 'Vaccination week',
        slug: 'vaccination-week',
        vetGroup: 'tui-vets',
        _status: 'published',
        layout: [
          {
            blockType: 'widget',
            tag: 'vet-booking',
            title: 'Book a vaccination',
            attributes: { clinic: 'tui-cambridge', heading: 'Not a booking attribute', category: 'x' },
          },
        ],
      } as never,
    });
    const res = await cms.fetch(`${cms.baseUrl}/ui-page/${page.id}?depth=2`, { headers: { 'x-vet-id': 'tui-vets' } });
    const doc = (await res.json()) as { layout: unknown[] };
    const block = v.parse(BlockSchema, doc.layout[0]);
    expect(block).toMatchObject({ blockType: 'widget', tag: 'vet-booking', title: 'Book a vaccination' });
    const set = Object.fromEntries(Object.entries((block as { attributes: Record<string, unknown> }).attributes).filter(([, value]) => value !== null));
    expect(set).toEqual({ clinic: 'tui-cambridge' });
  });
});

describe('block rows in the admin', () => {
  it('name every layout and list-item block by its own title (BlockLabel), with the block’s kind beside it', async () => {
    const { layoutBlocks } = await import('../src/blocks');
    // Read as text: importing it would load the admin's client components and their CSS.
    const importMap = readFileSync(new URL('../src/app/(payload)/admin/importMap.js', import.meta.url), 'utf8');
    const groupList = layoutBlocks.find((b) => b.slug === 'groupList')!;
    const items = (groupList.fields as AnyField[]).find((f) => f.name === 'items') as unknown as { blocks: typeof layoutBlocks };
    for (const block of [...layoutBlocks, ...items.blocks]) {
      const label = block.admin?.components?.Label as { path: string; clientProps: { blockLabel: string } } | undefined;
      expect(label?.path, block.slug).toBe('/components/BlockLabel#BlockLabel');
      expect(label?.clientProps.blockLabel, block.slug).toMatch(/^[A-Z][A-Za-z ]+$/);
    }
    expect(layoutBlocks.find((b) => b.slug === 'simpleHeader')!.admin!.components!.Label).toMatchObject({ clientProps: { blockLabel: 'Simple Header' } });
    // The admin can only render what its import map names.
    expect(importMap).toContain('"/components/BlockLabel#BlockLabel"');
  });
});

describe('a widget’s attributes are checked against the widget’s own rules', () => {
  const publish = (attributes: Record<string, unknown>, tag = 'vet-shop') =>
    cms.payload
      .create({
        collection: 'ui-page',
        overrideAccess: true,
        data: {
          title: `Rules ${JSON.stringify(attributes)}`,
          vetGroup: 'tui-vets',
          _status: 'published',
          layout: [{ blockType: 'widget', tag, attributes }],
        } as never,
      })
      .then(
        () => 'saved',
        (e: { data?: { errors?: { message: string }[] } }) => e.data?.errors?.map((x) => x.message).join('\n') ?? String(e),
      );

  it('a limit out of the widget’s bounds, a species that is not an id, a section it does not have: refused, with what to fix', async () => {
    expect(await publish({ limit: '500' })).toContain('Limit must be a whole number from 1 to 100.');
    expect(await publish({ species: 'dog' }, 'vet-booking')).toContain('Species: "dog" is not a species id');
    expect(await publish({ section: 'everything' }, 'vet-account')).toContain('Section must be one of: details, pets');
    expect(await publish({ limit: '6' })).toBe('saved');
  });

  it('the API’s own lists decide when it answers: ids it offers pass, others do not', async () => {
    const { testApp } = await import('../../server/test/harness');
    const api = await testApp({ now: '2026-11-23T01:00:00Z' });
    try {
      const viaApi = ((url: string) => api.request(new URL(url).pathname + new URL(url).search)) as unknown as typeof fetch;
      expect(await checkAttribute(parseRule('clinic-id'), 'Clinic', 'tui-cambridge', 'tui-vets', viaApi)).toBe(true);
      expect(await checkAttribute(parseRule('clinic-id'), 'Clinic', 'kea-wanaka', 'tui-vets', viaApi)).toMatch(/is not a clinic this group offers/);
      expect(await checkAttribute(parseRule('species-id'), 'Species', '1', 'tui-vets', viaApi)).toBe(true);
      expect(await checkAttribute(parseRule('species-id'), 'Species', '999', 'tui-vets', viaApi)).toMatch(/is not a species this group offers/);
      const products = (await (await api.request('/api/v1/shop?limit=1')).json()) as { data?: { items: { id: unknown }[] }; items?: { id: unknown }[] };
      const first = String((products.data ?? products).items![0]!.id);
      expect(await checkAttribute(parseRule('product-id'), 'Product id', first, 'tui-vets', viaApi)).toBe(true);
      expect(await checkAttribute(parseRule('product-id'), 'Product id', 'no-such-product', 'tui-vets', viaApi)).toMatch(/is not a product/);
    } finally {
      await api.close();
    }
  });
});
