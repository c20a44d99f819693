import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { plainText, richTextNodes, RichTextSchema } from './richText';

// A Lexical state as Payload 3's editor saves it (trimmed of nothing: every key is Lexical's).
const el = { direction: 'ltr', format: '', indent: 0, version: 1 };
const text = (t: string, format = 0) => ({ type: 'text', text: t, format, detail: 0, mode: 'normal', style: '', version: 1 });
const lexical = {
  root: {
    type: 'root',
    ...el,
    children: [
      { type: 'heading', tag: 'h2', ...el, children: [text('Vaccination week')] },
      { type: 'paragraph', textFormat: 0, textStyle: '', ...el, children: [text('Plain '), text('bold', 1), text(' and '), text('both', 3)] },
      {
        type: 'list',
        listType: 'number',
        tag: 'ol',
        start: 1,
        ...el,
        children: [
          { type: 'listitem', value: 1, ...el, children: [text('one')] },
          { type: 'listitem', value: 2, ...el, children: [text('two')] },
        ],
      },
      {
        type: 'paragraph',
        ...el,
        children: [{ type: 'link', fields: { url: '/book-appointment', newTab: false, linkType: 'custom' }, ...el, version: 3, children: [text('Book')] }],
      },
      { type: 'paragraph', ...el, children: [text('line'), { type: 'linebreak', version: 1 }, text('break')] },
      { type: 'upload', relationTo: 'media', value: 'x', version: 3 },
    ],
  },
};

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
