import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { lexicalElement, lexicalState, lexicalText } from './lexicalFixture';
import { plainText, richTextNodes, RichTextSchema } from './richText';

const text = lexicalText;
const lexical = lexicalState([
  lexicalElement('heading', [text('Vaccination week')], { tag: 'h2' }),
  lexicalElement('paragraph', [text('Plain '), text('bold', 1), text(' and '), text('both', 3)], { textFormat: 0, textStyle: '' }),
  lexicalElement('list', [lexicalElement('listitem', [text('one')], { value: 1 }), lexicalElement('listitem', [text('two')], { value: 2 })], {
    listType: 'number',
    tag: 'ol',
    start: 1,
  }),
  lexicalElement('paragraph', [
    lexicalElement('link', [text('Book')], { fields: { url: '/book-appointment', newTab: false, linkType: 'custom' }, version: 3 }),
  ]),
  lexicalElement('paragraph', [text('line'), { type: 'linebreak', version: 1 }, text('break')]),
  { type: 'upload', relationTo: 'media', value: 'x', version: 3 },
]);

describe('rich text from the CMS (Lexical)', () => {
  it('reads into the nodes the renderer knows: headings, marks, lists, links', () => {
    const nodes = richTextNodes(lexical);
    expect(nodes[0]).toEqual({ type: 'h2', children: [{ text: 'Vaccination week' }] });
    expect(nodes[1]!.children).toEqual([{ text: 'Plain ' }, { text: 'bold', bold: true }, { text: ' and ' }, { text: 'both', bold: true, italic: true }]);
    expect(nodes[2]).toEqual({
      type: 'ol',
      children: [
        { type: 'li', children: [{ text: 'one' }] },
        { type: 'li', children: [{ text: 'two' }] },
      ],
    });
    expect(nodes[3]!.children).toEqual([{ type: 'link', url: '/book-appointment', children: [{ text: 'Book' }] }]);
    expect(nodes[4]!.children).toEqual([{ text: 'line' }, { text: '\n' }, { text: 'break' }]);
    // A node with no text of its own (an upload) is left out rather than breaking the text.
    expect(nodes).toHaveLength(5);
  });

  it('an internal link points at the linked document’s address, a stale custom url notwithstanding', () => {
    const link = (relationTo: string, value: unknown) =>
      lexicalState([
        lexicalElement('paragraph', [
          lexicalElement('link', [text('See')], { fields: { linkType: 'internal', url: 'https://', newTab: false, doc: { relationTo, value } }, version: 3 }),
        ]),
      ]);
    const urlOf = (state: unknown) => (richTextNodes(state)[0]!.children as { url?: unknown }[])[0]!.url;
    expect(urlOf(link('ui-page', { id: 'a1', slug: 'vaccination-week' }))).toBe('/vaccination-week');
    expect(urlOf(link('ui-page', { id: 'a1', slug: 'home' }))).toBe('/');
    expect(urlOf(link('ui-clinic', { id: 'c1', slug: 'cambridge' }))).toBe('/clinic/cambridge');
    expect(urlOf(link('ui-news', { id: 'n1', slug: 'summer-hours' }))).toBe('/news/n1/summer-hours');
    // Not resolved (an id only) or of a kind without a page: no address, so the words stay plain.
    expect(urlOf(link('ui-page', 'a1'))).toBeNull();
    expect(urlOf(link('t1-location', { id: 'l1', slug: 'x' }))).toBeNull();
  });

  it('an inline image is the media document’s address and alt text', () => {
    const state = lexicalState([
      { type: 'upload', relationTo: 'media', value: { id: 'm1', url: '/api/media/file/cat.jpg', alt: 'A cat asleep', width: 800, height: 600 }, version: 3 },
      { type: 'upload', relationTo: 'media', value: { id: 'm2', url: 'javascript:alert(1)', alt: 'x' }, version: 3 },
    ]);
    expect(richTextNodes(state)).toEqual([{ type: 'image', url: '/api/media/file/cat.jpg', alt: 'A cat asleep', width: 800, height: 600, children: [] }]);
    expect(plainText(state)).toBe('');
  });

  it('gives the plain words of either format', () => {
    expect(plainText(lexical)).toBe('Vaccination week Plain bold and both onetwo Book line break');
    expect(plainText([{ type: 'paragraph', children: [{ text: 'Slate' }] }])).toBe('Slate');
    expect(plainText(null)).toBe('');
  });

  it('the schema takes Slate as it is and Lexical read into nodes, and refuses anything else', () => {
    const slate = [{ type: 'paragraph', children: [{ text: 'x' }] }];
    expect(v.parse(RichTextSchema, slate)).toEqual(slate);
    expect(v.parse(RichTextSchema, lexical)).toEqual(richTextNodes(lexical));
    expect(v.safeParse(RichTextSchema, '<p>html</p>').success).toBe(false);
    expect(v.safeParse(RichTextSchema, { root: 'x' }).success).toBe(false);
  });
});
