// The code a marketing person pastes into a CMS page: the loader script and the tag with
// the attributes they set, or, for the booking flow, the iframe embed as an alternative.
import { escapeHtml } from '../../shared/format/html';
import { iframeSnippet } from '../embed/protocol';

export type SnippetKind = 'tag' | 'iframe';

/** Tags that can also be placed as an iframe (the /embed/booking page). */
export const IFRAME_TAGS = new Set(['vet-booking']);

/** Only kebab-case names, like the shell's <Widget>: nothing else reaches the snippet. */
const VALID_NAME = /^[a-z][a-z0-9-]*$/;

export function tagSnippet(origin: string, tag: string, attributes: Record<string, string>): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => [name, value.trim()] as const)
    .filter(([name, value]) => value !== '' && VALID_NAME.test(name) && !name.startsWith('on'))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<script type="module" src="${origin}/widgets/vet-widgets.js"></script>\n<${tag}${attrs}></${tag}>`;
}

export function widgetSnippet(kind: SnippetKind, origin: string, tag: string, attributes: Record<string, string>, defaultVetId: string): string {
  if (kind === 'iframe' && IFRAME_TAGS.has(tag)) return iframeSnippet(origin, attributes['vet-id']?.trim() || defaultVetId, attributes);
  return tagSnippet(origin, tag, attributes);
}
