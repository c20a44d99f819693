import { describe, expect, it } from 'vitest';
import { embedMessage, iframeSnippet, parseEmbedQuery } from './protocol';

describe('booking embed protocol', () => {
  it.each([
    ['?vetId=kea-vets', { ok: true, vetId: 'kea-vets' }],
    ['', { ok: true, vetId: 'tui-vets' }],
    ['?vetId=%3Cscript%3E', { ok: false, message: 'The vetId in this booking link is not valid.' }],
  ])('reads %s', (search, expected) => {
    expect(parseEmbedQuery(search)).toEqual(expected);
  });

  it('tags its messages so hosts can tell them from other frames', () => {
    expect(embedMessage('height', { height: 812 })).toEqual({ source: 'vet-embed', type: 'height', height: 812 });
  });

  it('builds a snippet that only trusts height messages from its own frame', () => {
    const snippet = iframeSnippet('https://portal.example.nz', 'tui-vets');
    expect(snippet).toContain('src="https://portal.example.nz/embed/booking?vetId=tui-vets"');
    expect(snippet).toContain('e.source === frame.contentWindow');
  });
});
