// A plain email as blocks: a string is a paragraph, a list of strings a bulleted list. The same
// blocks give the text part and the HTML part, so the two never say different things.
import { escapeHtml } from '../../shared/format/html';

export type MailBlock = string | string[];

export const blocksText = (blocks: MailBlock[]) => blocks.map((b) => (Array.isArray(b) ? b.map((l) => `- ${l}`).join('\n') : b)).join('\n\n');

export const blocksHtml = (blocks: MailBlock[]) =>
  blocks.map((b) => (Array.isArray(b) ? `<ul>${b.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : `<p>${escapeHtml(b)}</p>`)).join('');
