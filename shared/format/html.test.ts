import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('turns every character that could end a text run or a quoted attribute into its entity', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('Kia ora, Wānaka — 07 555 0100')).toBe('Kia ora, Wānaka — 07 555 0100');
  });
});
