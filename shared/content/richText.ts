// Rich text as the content editor stores it; its links pass safeHref (shared/format/link.ts). Two editors'
// formats arrive: Slate JSON (an array of nodes: the reference content service, Payload 2) and
// Lexical JSON ({ root: { children } }: Payload 3, the group's CMS in cms/). Lexical is read
// into the same nodes (richTextNodes), so widgets/kit/RichText renders both, and the server and
// the portal's summaries read their plain words.

import * as v from 'valibot';
import { safeHref, tryLink } from '../format/link';
import { safeSrc } from './images';
import { contentPath } from './paths';

export { safeHref };

export type SlateNode = { type?: string; text?: string; children?: SlateNode[]; [key: string]: unknown };

const isNode = (node: unknown): node is SlateNode => typeof node === 'object' && node !== null && !Array.isArray(node);

/** The plain words of a rich text, for summaries and meta descriptions. */
export function plainText(value: unknown): string {
  const walk = (node: unknown): string =>
    isNode(node) ? (typeof node.text === 'string' ? node.text : Array.isArray(node.children) ? node.children.map(walk).join('') : '') : '';
  return richTextNodes(value).map(walk).join(' ').replace(/\s+/g, ' ').trim();
}

type LexicalNode = {
  type?: unknown;
  text?: unknown;
  format?: unknown;
  tag?: unknown;
  listType?: unknown;
  fields?: { url?: unknown; linkType?: unknown; doc?: { relationTo?: unknown; value?: unknown } };
  url?: unknown;
  relationTo?: unknown;
  value?: unknown;
  children?: unknown;
};

/** Lexical's text format bits (lexical's TextFormatType order). */
const BOLD = 1;
const ITALIC = 2;
const UNDERLINE = 8;

function fromLexical(node: LexicalNode): SlateNode | null {
  if (node.type === 'text') {
    const format = typeof node.format === 'number' ? node.format : 0;
    const leaf: SlateNode = { text: typeof node.text === 'string' ? node.text : '' };
    if (format & BOLD) leaf.bold = true;
    if (format & ITALIC) leaf.italic = true;
    if (format & UNDERLINE) leaf.underline = true;
    return leaf;
  }
  if (node.type === 'linebreak') return { text: '\n' };
  const children = fromLexicalList(node.children);
  switch (node.type) {
    case 'heading':
      return { type: typeof node.tag === 'string' ? node.tag : 'h2', children };
    case 'list':
      return { type: node.listType === 'number' ? 'ol' : 'ul', children };
    case 'listitem':
      return { type: 'li', children };
    case 'quote':
      return { type: 'block-quote', children };
    case 'link':
    case 'autolink':
      // An internal link names the document; its address is where the portal shows it now.
      if (node.fields?.linkType === 'internal') return { type: 'link', url: contentPath(node.fields.doc?.relationTo, node.fields.doc?.value), children };
      return { type: 'link', url: typedUrl(node.fields?.url ?? node.url), children };
    case 'upload':
      return inlineImage(node);
    case 'paragraph':
      return { type: 'paragraph', children };
    default:
      // Unknown elements keep their text, as the renderer does for Slate.
      return children.length ? { type: 'paragraph', children } : null;
  }
}

/** A typed address as it can be followed: a bare host ("www.x.nz/hours") gets its https://. */
function typedUrl(url: unknown): unknown {
  if (typeof url !== 'string' || safeHref(url)) return url;
  return tryLink(url) ?? url;
}

/** An image placed in the text: the media document (populated at depth >= 1) as an `image` node. */
function inlineImage(node: LexicalNode): SlateNode | null {
  if (node.relationTo !== 'media' || !isNode(node.value)) return null;
  const { url, alt, width, height } = node.value as { url?: unknown; alt?: unknown; width?: unknown; height?: unknown };
  const src = safeSrc(typeof url === 'string' ? url : null);
  if (!src) return null;
  const size = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined);
  return { type: 'image', url: src, alt: typeof alt === 'string' ? alt : '', width: size(width), height: size(height), children: [] };
}

function fromLexicalList(nodes: unknown): SlateNode[] {
  const out: SlateNode[] = [];
  for (const child of Array.isArray(nodes) ? nodes : []) {
    const node = isNode(child) ? fromLexical(child as LexicalNode) : null;
    if (node) out.push(node);
  }
  return out;
}

/** Lexical's saved state: `{ root: { children } }`. */
export function isLexical(value: unknown): value is { root: { children: unknown[] } } {
  return isNode(value) && isNode(value.root) && Array.isArray((value.root as SlateNode).children);
}

/** A stored rich text as the nodes the renderer reads: Slate as it is, Lexical read into them. */
export function richTextNodes(value: unknown): SlateNode[] {
  if (Array.isArray(value)) return value as SlateNode[];
  if (!isLexical(value)) return [];
  return fromLexicalList(value.root.children);
}

/**
 * Rich text as a reader parses it: Slate nodes, or a Lexical state read into them. Nodes are
 * checked one by one as they render (widgets/kit/RichText), so one odd node drops only itself.
 */
export const RichTextSchema = v.pipe(
  v.union([v.array(v.unknown()), v.custom<{ root: { children: unknown[] } }>(isLexical, 'Rich text is Slate nodes or a Lexical state')]),
  // unknown[]: the renderer checks each node itself (a hand-written Slate array may hold anything).
  v.transform((value): unknown[] => richTextNodes(value)),
);
