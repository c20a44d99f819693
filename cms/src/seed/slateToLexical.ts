// The demo content's rich text is Slate JSON (the reference content service's format); the CMS
// edits Lexical. The seed converts once, node by node, for the elements the demo uses
// (demo/seed/README.md: paragraph, heading-one..three, ul, ol, li, link; bold and italic).
type Slate = { type?: string; text?: string; children?: Slate[]; url?: string; bold?: boolean; italic?: boolean; underline?: boolean };

export interface LexicalNode {
  type: string;
  version: number;
  [key: string]: unknown;
}

const HEADINGS: Record<string, string> = { 'heading-one': 'h1', 'heading-two': 'h2', 'heading-three': 'h3', h1: 'h1', h2: 'h2', h3: 'h3', h4: 'h4' };
const element = { direction: 'ltr', format: '', indent: 0 } as const;

function text(node: Slate): LexicalNode {
  const format = (node.bold ? 1 : 0) | (node.italic ? 2 : 0) | (node.underline ? 8 : 0);
  return { type: 'text', version: 1, text: node.text ?? '', format, detail: 0, mode: 'normal', style: '' };
}

function convert(node: Slate, position = 1): LexicalNode {
  if (typeof node.text === 'string') return text(node);
  const kids = (node.children ?? []).map((child, i) => convert(child, i + 1));
  const type = node.type ?? 'paragraph';
  if (type in HEADINGS) return { type: 'heading', version: 1, tag: HEADINGS[type], children: kids, ...element };
  if (type === 'ul' || type === 'ol') {
    return { type: 'list', version: 1, listType: type === 'ul' ? 'bullet' : 'number', tag: type, start: 1, children: kids, ...element };
  }
  if (type === 'li') return { type: 'listitem', version: 1, value: position, children: kids, ...element };
  if (type === 'link') return { type: 'link', version: 3, fields: { url: node.url ?? '', newTab: false, linkType: 'custom' }, children: kids, ...element };
  return { type: 'paragraph', version: 1, textFormat: 0, textStyle: '', children: kids, ...element };
}

export function isSlate(value: unknown): value is Slate[] {
  return Array.isArray(value) && value.length > 0 && value.every((n) => typeof n === 'object' && n !== null && ('children' in n || 'text' in n));
}

export function slateToLexical(nodes: Slate[]): { root: LexicalNode } {
  return { root: { type: 'root', version: 1, children: nodes.map((n) => convert(n)), ...element } };
}
