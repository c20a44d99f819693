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
