// The one HTML escaper for text and attribute values we write into markup ourselves (server
// pages, emails, the head of a page, pasted snippets): every character that could end a text
// run or a quoted attribute becomes its entity.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
