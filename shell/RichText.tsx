// Slate JSON (demo/seed/README.md) as React elements. Never innerHTML: text is text, and a
// link's url must be http(s), mailto, tel or a site path, otherwise it renders as plain text.
import type { ReactNode } from 'react';
import { Link } from './router/Link';
import type { RichTextValue } from './content/docs';

type Node = { text?: unknown; bold?: unknown; italic?: unknown; type?: unknown; url?: unknown; children?: unknown };

const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;

/** The href for an editor's link, or null when it is not one we allow. */
export function safeHref(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const value = url.trim();
  if (!value || /\s/.test(value)) return null;
  if (value.startsWith('//')) return null;
  if (value.startsWith('/') || value.startsWith('#') || value.startsWith('?')) return value;
  if (SAFE_SCHEME.test(value)) return value;
  return null;
}

function isObject(node: unknown): node is Node {
  return typeof node === 'object' && node !== null;
}

function renderLeaf(node: Node, key: number): ReactNode {
  let out: ReactNode = String(node.text);
  if (node.bold === true) out = <strong>{out}</strong>;
  if (node.italic === true) out = <em>{out}</em>;
  return <span key={key}>{out}</span>;
}

function renderChildren(children: unknown): ReactNode[] {
  return Array.isArray(children) ? children.map((child, i) => renderNode(child, i)) : [];
}

const headingClass = 'font-semibold text-ink';

function renderNode(node: unknown, key: number): ReactNode {
  if (!isObject(node)) return null;
  if (typeof node.text === 'string') return renderLeaf(node, key);
  const children = renderChildren(node.children);
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{children}</p>;
    // Headings inside content sit under the page's own h1, so they start one level down.
    case 'heading-one':
      return <h2 key={key} className={`${headingClass} text-2xl`}>{children}</h2>;
    case 'heading-two':
      return <h3 key={key} className={`${headingClass} text-xl`}>{children}</h3>;
    case 'heading-three':
      return <h4 key={key} className={`${headingClass} text-lg`}>{children}</h4>;
    case 'ul':
      return <ul key={key} className="list-disc pl-6 space-y-1">{children}</ul>;
    case 'ol':
      return <ol key={key} className="list-decimal pl-6 space-y-1">{children}</ol>;
    case 'li':
      return <li key={key}>{children}</li>;
    case 'link': {
      const href = safeHref(node.url);
      if (!href) return <span key={key}>{children}</span>;
      const external = /^https?:/i.test(href);
      return external ? (
        <a key={key} href={href} className="text-primary underline hover:text-hover" rel="noopener noreferrer" target="_blank">
          {children}
        </a>
      ) : (
        <Link key={key} href={href} className="text-primary underline hover:text-hover">
          {children}
        </Link>
      );
    }
    default:
      // An unknown element still shows its words.
      return children.length ? <p key={key}>{children}</p> : null;
  }
}

export function RichText({ value, className = '' }: { value: RichTextValue | null | undefined; className?: string }) {
  if (!value?.length) return null;
  return <div className={`space-y-4 leading-relaxed ${className}`.trim()}>{value.map((node, i) => renderNode(node, i))}</div>;
}

/** The plain words of a rich text, for summaries and meta descriptions. */
export function plainText(value: RichTextValue | null | undefined): string {
  const walk = (node: unknown): string =>
    isObject(node) ? (typeof node.text === 'string' ? node.text : Array.isArray(node.children) ? node.children.map(walk).join('') : '') : '';
  return (value ?? []).map(walk).join(' ').replace(/\s+/g, ' ').trim();
}
