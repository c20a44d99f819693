// Rich text as an editor writes it in the CMS and as the portal reads it: an internal link goes
// to the linked page's address, a typed address is a whole web address, an inline image keeps its
// alt text, on the published page and in the preview of unsaved values alike. The editor offers
// only what the portal renders.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockSchema } from '../../shared/content/blocks';
import { createContentClient } from '../../shared/content/client';
import { PageDocSchema } from '../../shared/content/docs';
import { lexicalElement, lexicalState, lexicalText } from '../../shared/content/lexicalFixture';
import { previewToken } from '../src/preview';
import { LINK_URL_MESSAGE } from '../src/richText';
import { startCms, type TestCms } from './cms';

let cms: TestCms;
let aboutId: string;
let imageId: string;
beforeAll(async () => {
  cms = await startCms();
  const about = await cms.payload.find({
    collection: 'ui-page',
    where: { slug: { equals: 'about-us' }, vetGroup: { equals: 'tui-vets' } },
    overrideAccess: true,
    depth: 0,
  });
  aboutId = String(about.docs[0]!.id);
  const media = await cms.payload.find({ collection: 'media', where: { vetGroup: { equals: 'tui-vets' } }, limit: 1, overrideAccess: true, depth: 0 });
  imageId = String(media.docs[0]!.id);
});
afterAll(async () => cms?.close());

/** What the admin saves: Payload leaves "https://" in an internal link's url field. */
const body = (url = 'https://www.tuivets.nz/hours') =>
  lexicalState([
    lexicalElement('paragraph', [
      lexicalText('Read '),
      // The admin gives each link node an id; Payload runs a link's field hooks by it.
      lexicalElement('link', [lexicalText('about us')], {
        id: '6b0a46270b0e397eb38f8001',
        fields: { linkType: 'internal', url: 'https://', newTab: false, doc: { relationTo: 'ui-page', value: aboutId } },
        version: 3,
      }),
      lexicalText(' or '),
      lexicalElement('link', [lexicalText('our hours')], { id: '6b0a46270b0e397eb38f8002', fields: { linkType: 'custom', url, newTab: false }, version: 3 }),
    ]),
    { type: 'upload', relationTo: 'media', value: imageId, fields: null, format: '', version: 3 },
  ]);

const pageData = (url?: string) => ({
  title: 'Inline things',
  slug: 'inline-things',
  vetGroup: 'tui-vets',
  layout: [{ blockType: 'article', title: 'Inline', body: body(url) }],
});

/** The article block's rich text as the portal's renderer gets it. */
function articleNodes(doc: unknown) {
  const page = v.parse(PageDocSchema, doc);
  const block = v.parse(BlockSchema, page.layout![0]);
  if (block.blockType !== 'article') throw new Error('not an article');
  return block.body as { type?: string; url?: string; alt?: string; children?: { type?: string; url?: unknown; text?: string }[] }[];
}

function expectRendered(nodes: ReturnType<typeof articleNodes>) {
  const links = nodes[0]!.children!.filter((n) => n.type === 'link');
  expect(links.map((l) => l.url)).toEqual(['/about-us', 'https://www.tuivets.nz/hours']);
  const image = nodes.find((n) => n.type === 'image')!;
  expect(image.url).toMatch(/\/api\/media\/file\//);
  expect(image.alt).toBeTruthy();
}

describe('rich text from the CMS on the portal', () => {
  let pageId: string;
  it('a published page: internal link to the page’s address, external link, inline image with alt text', async () => {
    const page = await cms.payload.create({ collection: 'ui-page', overrideAccess: true, data: { ...pageData(), _status: 'published' } as never });
    pageId = String(page.id);
    const client = createContentClient({ baseUrl: cms.baseUrl, vetId: 'tui-vets', fetch: cms.fetch });
    expectRendered(articleNodes(await client.byId('ui-page', pageId)));
  });

  it('the preview of unsaved values shows the same', async () => {
    const client = createContentClient({ baseUrl: cms.baseUrl, vetId: 'tui-vets', fetch: cms.fetch });
    const token = previewToken({ collection: 'ui-page', id: pageId }, cms.payload.secret);
    const doc = await client.byId('ui-page', pageId, { headers: { Authorization: `Preview ${token}` } }, { data: { id: pageId, ...pageData() } });
    expectRendered(articleNodes(doc));
  });

  it('a typed address is kept whole; a bare "https://" is refused', async () => {
    const page = await cms.payload.create({
      collection: 'ui-page',
      overrideAccess: true,
      data: { ...pageData('www.tuivets.nz/hours'), slug: 'typed', _status: 'published' } as never,
    });
    const stored = JSON.stringify(page.layout);
    expect(stored).toContain('https://www.tuivets.nz/hours');
    const refused = await cms.payload
      .create({ collection: 'ui-page', overrideAccess: true, data: { ...pageData('https://'), slug: 'bare', _status: 'published' } as never })
      .then(
        () => 'saved',
        (e: { data?: { errors?: { message: string }[] } }) => JSON.stringify(e.data?.errors ?? e),
      );
    expect(refused).toContain(LINK_URL_MESSAGE);
  });

  it('the editor offers only what the portal renders', () => {
    const features = [
      ...(cms.config.editor as unknown as { editorConfig: { resolvedFeatureMap: Map<string, unknown> } }).editorConfig.resolvedFeatureMap.keys(),
    ];
    for (const offered of ['paragraph', 'heading', 'bold', 'italic', 'underline', 'unorderedList', 'orderedList', 'blockquote', 'link', 'upload'])
      expect(features).toContain(offered);
    for (const dropped of [
      'strikethrough',
      'subscript',
      'superscript',
      'inlineCode',
      'align',
      'indent',
      'checklist',
      'relationship',
      'horizontalRule',
      'blocks',
    ])
      expect(features).not.toContain(dropped);
  });
});
