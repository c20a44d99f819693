// Rich text as the content editor stores it (Slate JSON) and the one rule for its links.
// widgets/kit/RichText renders it for the widgets and the portal alike; the server and the
// portal's summaries read its plain words.

export type SlateNode = { type?: string; text?: string; children?: SlateNode[]; [key: string]: unknown };

const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;

/**
 * The href of an editor's link, or null when it is not one we allow: http(s), mailto, tel, or
 * a path on the same site ('/contact', '#hours', '?page=2'). Never javascript:, data: or a
 * protocol-relative '//other.site' (which would leave the site while looking like a path), and
 * nothing with spaces or markup characters in it.
 */
export function safeHref(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const value = url.trim();
  if (!value || /[\s<>"]/.test(value) || value.startsWith('//')) return null;
  if (value.startsWith('/') || value.startsWith('#') || value.startsWith('?')) return value;
  return SAFE_SCHEME.test(value) ? value : null;
}

const isNode = (node: unknown): node is SlateNode => typeof node === 'object' && node !== null && !Array.isArray(node);

/** The plain words of a rich text, for summaries and meta descriptions. */
export function plainText(value: readonly unknown[] | null | undefined): string {
  const walk = (node: unknown): string =>
    isNode(node) ? (typeof node.text === 'string' ? node.text : Array.isArray(node.children) ? node.children.map(walk).join('') : '') : '';
  return (value ?? []).map(walk).join(' ').replace(/\s+/g, ' ').trim();
}
