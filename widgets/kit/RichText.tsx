// Slate JSON as React elements: the one renderer of rich text, for the widgets (welcome and
// emergency messages, appointment notes, terms, fundraisers) and the portal's pages
// (shell/RichText configures it). Never innerHTML: text is always text, unknown elements keep
// only their text, and a link's href must pass safeHref (shared/content/richText.ts), else it
// renders as plain text. Elements: paragraph, heading-one..three (also h1..h6), ul/ol/li (also
// bulleted-list, numbered-list, list-item), block-quote, link (url or href), image (url, alt:
// the CMS's inline upload); leaves bold, italic, underline.
import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';
import { safeSrc } from '../../shared/content/images';
import { safeHref, type SlateNode } from '../../shared/content/richText';

export { plainText, safeHref, type SlateNode } from '../../shared/content/richText';

export interface RichTextProps {
  nodes: readonly unknown[] | null | undefined;
  /** The heading level a `heading-one` becomes (content sits under the widget's own h2, or a page's h1). */
  headingLevel?: 2 | 3 | 4 | 5;
  /** What renders a link to a path on the same site (the portal moves inside itself); a plain <a> by default. */
  linkAs?: ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;
  /** A page's roomier spacing between paragraphs. */
  roomy?: boolean;
  className?: string;
}

type Heading = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const HEADING_SIZES: Record<Heading, string> = { h2: 'text-2xl', h3: 'text-xl', h4: 'text-lg', h5: 'text-base', h6: 'text-base' };
const HEADING_LEVELS: Record<string, number> = {
  'heading-one': 0,
  h1: 0,
  'heading-two': 1,
  h2: 1,
  'heading-three': 2,
  h3: 2,
  'heading-four': 3,
  h4: 3,
  h5: 3,
  h6: 3,
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

type Options = Required<Pick<RichTextProps, 'headingLevel'>> & Pick<RichTextProps, 'linkAs'>;

function render(value: unknown, key: number, options: Options): ReactNode {
  if (!isNode(value)) return null;
  if (typeof value.text === 'string') return leaf(value, key);
  const children = Array.isArray(value.children) ? value.children.map((child, i) => render(child, i, options)) : [];
  const base = options.headingLevel;
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
      const className = 'font-medium text-primary underline hover:text-hover focus:outline-none focus-visible:ring-2 focus-visible:ring-primary';
      if (!/^https?:/i.test(href)) {
        const SiteLink = options.linkAs;
        return SiteLink ? (
          <SiteLink key={key} href={href} className={className}>
            {children}
          </SiteLink>
        ) : (
          <a key={key} href={href} className={className}>
            {children}
          </a>
        );
      }
      return (
        <a key={key} href={href} className={className} target="_blank" rel="noopener noreferrer">
          {children}
          {/* Leaving the page's tab would lose a visitor's answers in a flow. */}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      );
    }
    case 'image': {
      // An image placed in the text (the CMS's inline upload): its alt text is the editor's.
      const src = safeSrc(typeof value.url === 'string' ? value.url : null);
      if (!src) return null;
      const size = (n: unknown) => (typeof n === 'number' && n > 0 ? n : undefined);
      return (
        <img
          key={key}
          src={src}
          alt={typeof value.alt === 'string' ? value.alt : ''}
          width={size(value.width)}
          height={size(value.height)}
          loading="lazy"
          decoding="async"
          className="h-auto max-w-full rounded-xl"
        />
      );
    }
    default:
      // Unknown elements keep their content, never their markup.
      return <span key={key}>{children}</span>;
  }
}

export function RichText({ nodes, headingLevel = 3, linkAs, roomy = false, className = '' }: RichTextProps) {
  if (!Array.isArray(nodes) || nodes.length === 0) return null;
  const options = { headingLevel, linkAs };
  return <div className={`${roomy ? 'space-y-4' : 'space-y-3'} leading-relaxed ${className}`.trim()}>{nodes.map((node, i) => render(node, i, options))}</div>;
}
