// Slate JSON (welcome and emergency messages, appointment notes) as React elements. Never
// innerHTML: text is always text, unknown elements keep only their text, and a link's
// href must be http(s), mailto or tel, else it renders as plain text. Elements:
// paragraph, heading-one..three (also h1..h6), ul/ol/li (also bulleted-list,
// numbered-list, list-item), block-quote, link (url or href); leaves bold, italic, underline.
import type { ReactNode } from 'react';

export type SlateNode = { type?: string; text?: string; children?: SlateNode[]; [key: string]: unknown };

export interface RichTextProps {
  nodes: readonly SlateNode[] | null | undefined;
  /** The heading level a `heading-one` becomes (content sits under the widget's own h2). */
  headingLevel?: 3 | 4 | 5;
  className?: string;
}

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:)/i;

/** The href for a link, or null when it is not one we allow. */
export function safeHref(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const value = url.trim();
  if (!value || /[\s<>"]/.test(value) || !SAFE_HREF.test(value)) return null;
  return value;
}

type Heading = 'h3' | 'h4' | 'h5' | 'h6';
const HEADING_SIZES: Record<Heading, string> = { h3: 'text-xl', h4: 'text-lg', h5: 'text-base', h6: 'text-base' };
const HEADING_LEVELS: Record<string, number> = {
  'heading-one': 0, h1: 0, 'heading-two': 1, h2: 1, 'heading-three': 2, h3: 2, 'heading-four': 3, h4: 3, h5: 3, h6: 3,
};

function isNode(value: unknown): value is SlateNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function leaf(node: SlateNode, key: number): ReactNode {
  let out: ReactNode = String(node.text ?? '');
  if (node.underline === true) out = <u>{out}</u>;
  if (node.italic === true) out = <em>{out}</em>;
  if (node.bold === true) out = <strong>{out}</strong>;
  return <span key={key}>{out}</span>;
}

function render(value: unknown, key: number, base: number): ReactNode {
  if (!isNode(value)) return null;
  if (typeof value.text === 'string') return leaf(value, key);
  const children = Array.isArray(value.children) ? value.children.map((child, i) => render(child, i, base)) : [];
  const type = typeof value.type === 'string' ? value.type : 'paragraph';
  if (type in HEADING_LEVELS) {
    const Tag = `h${Math.min(base + HEADING_LEVELS[type]!, 6)}` as Heading;
    return (
      <Tag key={key} className={`font-semibold text-ink ${HEADING_SIZES[Tag]}`}>
        {children}
      </Tag>
    );
  }
  switch (type) {
    case 'paragraph':
    case 'p':
      return <p key={key}>{children}</p>;
    case 'ul':
    case 'bulleted-list':
      return (
        <ul key={key} className="list-disc space-y-1 pl-6">
          {children}
        </ul>
      );
    case 'ol':
    case 'numbered-list':
      return (
        <ol key={key} className="list-decimal space-y-1 pl-6">
          {children}
        </ol>
      );
    case 'li':
    case 'list-item':
      return <li key={key}>{children}</li>;
    case 'block-quote':
    case 'blockquote':
      return (
        <blockquote key={key} className="border-l-4 border-line pl-4 italic">
          {children}
        </blockquote>
      );
    case 'link': {
      const href = safeHref(value.url ?? value.href);
      if (!href) return <span key={key}>{children}</span>;
      const external = /^https?:/i.test(href);
      return (
        <a
          key={key}
          href={href}
          className="font-medium text-primary underline hover:text-hover focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {children}
          {/* Leaving the booking flow's tab would lose the visitor's answers. */}
          {external && <span className="sr-only"> (opens in a new tab)</span>}
        </a>
      );
    }
    default:
      // Unknown elements keep their content, never their markup.
      return <span key={key}>{children}</span>;
  }
}

export function RichText({ nodes, headingLevel = 3, className = '' }: RichTextProps) {
  if (!Array.isArray(nodes) || nodes.length === 0) return null;
  return <div className={`space-y-3 leading-relaxed ${className}`.trim()}>{nodes.map((node, i) => render(node, i, headingLevel))}</div>;
}
